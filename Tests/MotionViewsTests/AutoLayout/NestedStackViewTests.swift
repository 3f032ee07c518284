import XCTest
@testable import MotionViews

/// A stack view arranged by an Auto Layout stack view (a settings row inside a form's column): UIKit
/// turns off every arranged view's autoresizing-mask translation, so the nested stack lays out its own
/// views with constraints — the row as tall as its tallest view, the next views below it.
final class NestedStackViewTests: XCTestCase {
    /// A view with an intrinsic size (a label or control stand-in; no text measurer in unit tests).
    final class Sized: UIView {
        let size: CGSize
        init(_ w: CGFloat, _ h: CGFloat) { size = CGSize(width: w, height: h); super.init(frame: .zero) }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    func testARowStackInsideAColumnStackLaysOutItsViews() {
        let w = makeWindow()
        testWindow = w
        let root = UIView(frame: w.bounds)
        w.addSubview(root)
        let title = Sized(120, 21), toggle = Sized(51, 31)
        let row = UIStackView(arrangedSubviews: [title, toggle])   // horizontal, .fill
        let below = Sized(100, 21)
        let column = UIStackView(arrangedSubviews: [row, below])
        column.axis = .vertical
        column.spacing = 20
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        ])
        w.layoutIfNeeded()
        XCTAssertFalse(row.translatesAutoresizingMaskIntoConstraints)
        let width = w.bounds.width - 40
        assertRect(row.frame, CGRect(x: 0, y: 0, width: width, height: 31))
        // Along the row: the title at the leading edge, the toggle at the trailing one (which of the two
        // stretches is a tie of equal hugging priorities, which UIKit leaves ambiguous: not asserted).
        XCTAssertEqual(toggle.frame.maxX, width, accuracy: 1e-6)
        XCTAssertEqual(title.frame.minX, 0, accuracy: 1e-6)
        XCTAssertEqual(title.frame.height, 31, accuracy: 1e-6, ".fill across the row")
        XCTAssertEqual(below.frame.minY, 31 + 20, accuracy: 1e-6, "the next view below the row")
        XCTAssertEqual(column.frame.height, 31 + 20 + 21, accuracy: 1e-6)
    }
}

extension NestedStackViewTests {
    /// A stack placed by its frame whose arranged views have size constraints of their own (but still
    /// translate their masks, as views made with `UIView()` do): UIKit's stack turns that off and
    /// arranges them with constraints, so the squares keep their size.
    func testArrangedViewsWithTheirOwnConstraintsInAFramedStack() {
        let squares = (0..<3).map { _ -> UIView in
            let v = UIView()
            v.widthAnchor.constraint(equalToConstant: 40).isActive = true
            v.heightAnchor.constraint(equalToConstant: 40).isActive = true
            return v
        }
        let icons = UIStackView(arrangedSubviews: squares)
        icons.spacing = 12
        icons.alignment = .leading
        icons.frame = CGRect(x: 20, y: 60, width: 280, height: 40)
        let w = makeWindow()
        testWindow = w
        w.addSubview(icons)
        w.layoutIfNeeded()
        for (i, v) in squares.enumerated() {
            XCTAssertEqual(v.frame.size, CGSize(width: 40, height: 40), "square \(i)")
        }
        XCTAssertEqual(squares[1].frame.minX - squares[0].frame.maxX, 12, accuracy: 1e-6)
    }
}
