import XCTest
@testable import MotionViews

/// `init?(coder:)`: UIKit's designated, `required` initialiser of views and view controllers (from
/// `NSCoding`). Apple: "Subclasses … must implement `init(coder:)`" when they add designated
/// initialisers; with no nibs here, a coder-made object is the zero-frame object `init(frame: .zero)`
/// (or `init(nibName: nil, bundle: nil)`) makes, with UIKit's documented defaults.
final class CoderInitTests: XCTestCase {
    /// The storyboard-ready pattern: `required init?(coder:)` calling super and a shared set-up.
    final class Card: UIView {
        var setUpRuns = 0
        override init(frame: CGRect) { super.init(frame: frame); commonInit() }
        required init?(coder: NSCoder) { super.init(coder: coder); commonInit() }
        private func commonInit() { setUpRuns += 1; layer.cornerRadius = 12 }
    }

    /// The programmatic pattern: `fatalError` in the coder initialiser compiles as well.
    final class Ring: UIView {
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Detail: UIViewController {
        let item: String
        init(item: String) { self.item = item; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { item = ""; super.init(coder: coder) }
    }

    /// UIKit's `UIStackView.init(coder:)` is not failable: a stack subclass writes it without `?` and
    /// chains with `super.init(coder: coder)` (Apple's FoodTracker tutorial's `RatingControl`).
    final class Stars: UIStackView {
        private(set) var buttons: [UIButton] = []
        override init(frame: CGRect) { super.init(frame: frame); setupButtons() }
        required init(coder: NSCoder) { super.init(coder: coder); setupButtons() }
        private func setupButtons() {
            for _ in 0..<5 {
                let button = UIButton()
                addArrangedSubview(button)
                buttons.append(button)
            }
        }
    }

    func testAStackSubclassWithUIKitsNonFailableCoderInitialiser() {
        let stars = Stars(coder: InterfaceBuilderCoder(frame: CGRect(x: 0, y: 0, width: 250, height: 44)))
        XCTAssertEqual(stars.frame, CGRect(x: 0, y: 0, width: 250, height: 44), "the file's frame, as other views")
        XCTAssertEqual(stars.arrangedSubviews.count, 5)
        XCTAssertTrue(stars.arrangedSubviews.allSatisfy { $0.superview === stars })
    }

    final class Labelled: UILabel {
        required init?(coder: NSCoder) { super.init(coder: coder); text = "coded" }
        override init(frame: CGRect) { super.init(frame: frame) }
    }

    func testACoderMadeViewIsAZeroFrameViewWithUIKitsDefaults() throws {
        let view = try XCTUnwrap(Card(coder: NSCoder()))
        XCTAssertEqual(view.setUpRuns, 1)
        XCTAssertEqual(view.frame, .zero)
        XCTAssertEqual(view.layer.cornerRadius, 12)
        XCTAssertTrue(view.layer.delegate === view, "the view is its layer's delegate")
        XCTAssertEqual(view.contentScaleFactor, UIServices.screenScale, "a view's layer takes the screen's scale")
        XCTAssertEqual(view.alpha, 1)
        XCTAssertTrue(view.isUserInteractionEnabled)
        XCTAssertTrue(view.translatesAutoresizingMaskIntoConstraints)
        _ = Ring(frame: .zero)
    }

    func testCoderMadeControllersLoadTheirViewFromLoadView() throws {
        let vc = try XCTUnwrap(Detail(coder: NSCoder()))
        XCTAssertNil(vc.nibName)
        XCTAssertNotNil(vc.view)
        XCTAssertTrue(vc.isViewLoaded)
        let nav = try XCTUnwrap(UINavigationController(coder: NSCoder()))
        XCTAssertTrue(nav.viewControllers.isEmpty)
    }

    /// Every UIKit subclass has it too, each with its class's defaults.
    func testLibrarySubclassesHaveTheirDefaults() throws {
        let coder = NSCoder()
        XCTAssertEqual(try XCTUnwrap(Labelled(coder: coder)).text, "coded")
        XCTAssertFalse(try XCTUnwrap(UILabel(coder: coder)).isUserInteractionEnabled, "labels ignore touches (UIKit)")
        XCTAssertEqual(try XCTUnwrap(UIButton(coder: coder)).buttonType, .custom)
        XCTAssertEqual(try XCTUnwrap(UISwitch(coder: coder)).bounds.size, UISwitch.size)
        XCTAssertFalse(try XCTUnwrap(UISwitch(coder: coder)).isOn)
        XCTAssertEqual(try XCTUnwrap(UISlider(coder: coder)).value, 0, "UISlider.value: 0.0 by default")
        XCTAssertEqual(try XCTUnwrap(UIActivityIndicatorView(coder: coder)).style, .medium)
        XCTAssertEqual(try XCTUnwrap(UIProgressView(coder: coder)).progressViewStyle, .default)
        XCTAssertEqual(try XCTUnwrap(UISegmentedControl(coder: coder)).numberOfSegments, 0)
        XCTAssertTrue(try XCTUnwrap(UIScrollView(coder: coder)).clipsToBounds)
        XCTAssertEqual(UIStackView(coder: coder).axis, .horizontal, "not failable, as UIKit declares it")
        XCTAssertFalse(try XCTUnwrap(UIImageView(coder: coder)).isUserInteractionEnabled)
        XCTAssertEqual(try XCTUnwrap(UIPageControl(coder: coder)).numberOfPages, 0)
        XCTAssertNil(try XCTUnwrap(UITextField(coder: coder)).text)
        XCTAssertEqual(try XCTUnwrap(UITextView(coder: coder)).text, "")
    }

    /// A subclass overriding `init(frame:)` of a control that has its own initialiser still works with
    /// UIKit's designated initialisers (`init(frame:)` is designated on iOS for all of them).
    func testControlSubclassesOverrideInitFrame() {
        final class Spinner: UIActivityIndicatorView {
            override init(frame: CGRect) { super.init(frame: frame); color = .red }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        let s = Spinner(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(s.color, .red)
        XCTAssertEqual(s.frame.size, CGSize(width: 40, height: 40))
    }
}
