import XCTest
@testable import MotionViews

/// Dynamic Type's default sizes and the stack view's custom spacing.
final class DynamicTypeAndStackSpacingTests: XCTestCase {
    /// Apple's Human Interface Guidelines, "Typography — Dynamic Type sizes", iOS, the Large (default)
    /// size: large title 34, title 1 28, title 2 22, title 3 20, headline 17 semibold, body 17,
    /// callout 16, subheadline 15, footnote 13, caption 1 12, caption 2 11, all regular but headline.
    func testPreferredFontsAreApplesDefaultLargeSizes() {
        let table: [(UIFont.TextStyle, CGFloat, UIFont.Weight)] = [
            (.largeTitle, 34, .regular), (.title1, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
            (.headline, 17, .semibold), (.body, 17, .regular), (.callout, 16, .regular), (.subheadline, 15, .regular),
            (.footnote, 13, .regular), (.caption1, 12, .regular), (.caption2, 11, .regular),
        ]
        for (style, size, weight) in table {
            let font = UIFont.preferredFont(forTextStyle: style)
            XCTAssertEqual(font.pointSize, size, "\(style.rawValue)")
            XCTAssertEqual(font.weight, weight, "\(style.rawValue)")
        }
        XCTAssertEqual(UIFont.TextStyle.body.rawValue, "UICTFontTextStyleBody", "UIKit's raw value")
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 44), 44, "identity at the default category")
        XCTAssertEqual(UITraitCollection.current.preferredContentSizeCategory, .large)
        let label = UILabel()
        XCTAssertFalse(label.adjustsFontForContentSizeCategory, "Apple: default false")
        XCTAssertEqual(label.lineBreakMode, .byTruncatingTail, "Apple: default byTruncatingTail")
    }

    func stack(spacing: CGFloat) -> (UIStackView, [UIView]) {
        let views = [20, 30, 40].map { UIView(frame: CGRect(x: 0, y: 0, width: 100, height: $0)) }
        let s = UIStackView(arrangedSubviews: views)
        s.axis = .vertical
        s.alignment = .leading
        s.spacing = spacing
        s.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        return (s, views)
    }

    /// Apple: `setCustomSpacing(_:after:)` "applies custom spacing after the specified view";
    /// `customSpacing(after:)` returns `spacingUseDefault` when none is set; `spacingUseSystem` is
    /// the system spacing.
    func testCustomSpacingInFrameLayout() {
        let (s, v) = stack(spacing: 16)
        XCTAssertEqual(s.customSpacing(after: v[0]), UIStackView.spacingUseDefault)
        s.setCustomSpacing(32, after: v[0])
        XCTAssertEqual(s.customSpacing(after: v[0]), 32)
        s.layoutIfNeeded()
        XCTAssertEqual(v.map(\.frame.minY), [0, 52, 98])           // 20 + 32; 52 + 30 + 16
        XCTAssertEqual(s.intrinsicContentSize.height, 20 + 32 + 30 + 16 + 40)
        s.setCustomSpacing(UIStackView.spacingUseSystem, after: v[1])
        s.layoutIfNeeded()
        XCTAssertEqual(v[2].frame.minY, 52 + 30 + 8)
        // A hidden view's gap does not exist: the one before it spaces to the next.
        v[1].isHidden = true
        s.layoutIfNeeded()
        XCTAssertEqual(v[2].frame.minY, 52)
        v[1].isHidden = false
        s.setCustomSpacing(UIStackView.spacingUseDefault, after: v[0])
        XCTAssertEqual(s.customSpacing(after: v[0]), UIStackView.spacingUseDefault)
        s.layoutIfNeeded()
        XCTAssertEqual(v[1].frame.minY, 36)
        s.removeArrangedSubview(v[1])
        XCTAssertEqual(s.customSpacing(after: v[1]), UIStackView.spacingUseDefault, "forgotten with the view")
    }

    /// The same under Auto Layout (the login form's stack: 32 points after the title, 16 elsewhere).
    func testCustomSpacingUnderAutoLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let labels = [20, 30, 40].map { h -> UIView in
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            v.heightAnchor.constraint(equalToConstant: CGFloat(h)).isActive = true
            return v
        }
        let s = UIStackView(arrangedSubviews: labels)
        s.axis = .vertical
        s.spacing = 16
        s.setCustomSpacing(32, after: labels[0])
        s.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(s)
        NSLayoutConstraint.activate([
            s.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            s.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            s.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(labels.map(\.frame.minY), [0, 52, 98])
        XCTAssertEqual(s.frame.height, 138)
    }
}
