import XCTest
@testable import MotionViews

/// UIButton's initialisers, deprecated edge insets and iOS 15 configurations, against Apple's
/// documentation (cited per test) and frames computed by hand with `FixedWidthRasterizer` (a glyph is
/// 0.5 × the point size wide, a line 1.25 × the point size high).
final class ButtonConfigurationTests: XCTestCase {
    let rasterizer = FixedWidthRasterizer()
    override func setUp() { UIServices.textRasterizer = rasterizer }
    override func tearDown() { UIServices.textRasterizer = nil }

    final class GradientButton: UIButton {
        var framesMade: [CGRect] = []
        override init(frame: CGRect) { super.init(frame: frame); framesMade.append(frame); layer.cornerRadius = 8 }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// Apple declares `init(type:)` a convenience initialiser: a subclass that provides the designated
    /// ones inherits it, and it runs the subclass's `init(frame:)`.
    func testInitTypeIsInheritedAndRunsTheSubclassInitFrame() {
        let b = GradientButton(type: .custom)
        XCTAssertEqual(b.framesMade, [.zero])
        XCTAssertEqual(b.layer.cornerRadius, 8)
        XCTAssertEqual(b.buttonType, .custom)
        let s = GradientButton(type: .system)
        XCTAssertEqual(s.buttonType, .system)
        XCTAssertEqual(s.currentTitleColor, s.tintColor, "a system button's title is the tint colour")
        XCTAssertEqual(UIButton(frame: .zero).buttonType, .custom)
    }

    /// `UIButton(type:primaryAction:)`: the action runs on `.primaryActionTriggered` and its title is
    /// the button's (Apple: "the action's title and image").
    func testPrimaryActionTitleAndHandler() {
        var runs = 0
        let b = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in runs += 1 })
        XCTAssertEqual(b.currentTitle, "Go")
        b.sendActions(for: .touchUpInside)
        XCTAssertEqual(runs, 1)
    }

    /// Apple (`contentEdgeInsets`): "The button uses this property to determine intrinsicContentSize
    /// and sizeThatFits(_:)"; default `.zero`.
    func testContentEdgeInsetsGrowTheIntrinsicSizeAndInsetTheContent() {
        let b = UIButton(type: .system)
        XCTAssertEqual(b.contentEdgeInsets, .zero)
        b.titleLabel?.font = .systemFont(ofSize: 20)
        b.setTitle("Follow", for: .normal)                        // 6 × 10 = 60 wide, 25 high
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: 60, height: 25))
        b.contentEdgeInsets = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: 92, height: 37))
        XCTAssertEqual(b.sizeThatFits(.zero), CGSize(width: 92, height: 37))
        b.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        b.layoutIfNeeded()
        // The content rect is x 16…184, y 6…44; the title is centred in it.
        XCTAssertEqual(b.titleLabel?.frame, CGRect(x: 70, y: 12.5, width: 60, height: 25))
        b.contentEdgeInsets = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        b.layoutIfNeeded()
        XCTAssertEqual(b.titleLabel?.frame.midX, 120, "centred in 40…200")
    }

    /// Apple (`titleEdgeInsets`/`imageEdgeInsets`): applied "to the title rectangle after that rectangle
    /// has been sized to fit", not counted in the intrinsic size; default `.zero`.
    func testTitleAndImageEdgeInsetsMoveWithoutChangingTheSize() {
        let b = UIButton(type: .custom)
        b.titleLabel?.font = .systemFont(ofSize: 20)
        b.setTitle("Follow", for: .normal)
        let before = b.intrinsicContentSize
        b.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        XCTAssertEqual(b.intrinsicContentSize, before)
        b.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        b.layoutIfNeeded()
        XCTAssertEqual(b.titleLabel?.frame, CGRect(x: 80, y: 12.5, width: 60, height: 25), "moved 10 right")
        b.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        b.layoutIfNeeded()
        XCTAssertEqual(b.titleLabel?.frame.minX, 75, "an inset on one side moves it half as far")
    }

    /// Apple: `cornerStyle` defaults to `.dynamic`; `filled()` fills the background with the tint
    /// colour; `plain()` has a transparent background; `contentInsets` is the distance from the
    /// content to the bounds, (7, 12, 7, 12) for a medium button (Apple's engineers); capsule rounds to
    /// half the height.
    func testConfigurationDefaults() {
        let filled = UIButton.Configuration.filled()
        XCTAssertEqual(filled.cornerStyle, .dynamic)
        XCTAssertEqual(filled.buttonSize, .medium)
        XCTAssertEqual(filled.contentInsets, NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        XCTAssertEqual(filled.imagePadding, 0)
        XCTAssertNil(filled.title)
        let tint = UIColor.systemBlue
        XCTAssertEqual(filled.resolvedBackgroundColor(tint: tint), tint)
        XCTAssertEqual(filled.resolvedForegroundColor(tint: tint), .white)
        XCTAssertNil(UIButton.Configuration.plain().resolvedBackgroundColor(tint: tint))
        XCTAssertEqual(UIButton.Configuration.plain().resolvedForegroundColor(tint: tint), tint)
        XCTAssertEqual(UIButton.Configuration.tinted().resolvedForegroundColor(tint: tint), tint)
        XCTAssertEqual(UIButton.Configuration.gray().resolvedForegroundColor(tint: tint), tint)
        var c = filled
        c.contentInsets = .zero
        c.setDefaultContentInsets()
        XCTAssertEqual(c.contentInsets, filled.contentInsets, "setDefaultContentInsets restores them")
    }

    /// The tester's countdown button: filled, white on indigo text, capsule, insets 12/32.
    func testConfiguredButtonSizeColoursAndCapsule() {
        var config = UIButton.Configuration.filled()
        config.title = "Start"
        config.baseBackgroundColor = .white
        config.baseForegroundColor = .systemIndigo
        config.cornerStyle = .capsule
        config.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 32, bottom: 12, trailing: 32)
        let b = UIButton(configuration: config, primaryAction: nil)
        XCTAssertEqual(b.titleLabel?.font.pointSize, 17, "the body style")
        // "Start": 5 × 8.5 = 42.5 wide, 21.25 high, rounded up to whole points as a label's size is
        // (43 × 22); plus the insets.
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: 43 + 64, height: 22 + 24))
        b.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        b.layoutIfNeeded()
        XCTAssertEqual(b.currentTitle, nil)
        XCTAssertEqual(b.titleLabel?.text, "Start")
        XCTAssertEqual(b.titleLabel?.textColor, .systemIndigo)
        let background = b.configurationBackgroundView
        XCTAssertEqual(background?.backgroundColor, .white)
        XCTAssertEqual(background?.layer.cornerRadius, 22, "capsule: half the height")
        XCTAssertEqual(background?.frame, b.bounds)
        // Edge insets are ignored with a configuration (Apple: "This property is ignored when using
        // UIButtonConfiguration").
        b.contentEdgeInsets = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        XCTAssertEqual(b.intrinsicContentSize.height, 22 + 24)
        b.configuration = nil
        XCTAssertNil(b.configurationBackgroundView)
    }

    /// `imagePadding` between image and title, the image placed by `imagePlacement`, both centred in
    /// the content rectangle.
    func testImagePlacementAndPadding() {
        let image = UIImage(cgImage: CGImage(width: 20, height: 20, pixels: [UInt8](repeating: 255, count: 1600)))
        var config = UIButton.Configuration.plain()
        config.title = "Go"                                   // 17 pt: 17 × 21.25 → 17 × 22
        config.image = image
        config.imagePadding = 6
        config.imagePlacement = .trailing
        let b = UIButton(configuration: config)
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: 17 + 6 + 20 + 24, height: 22 + 14))
        b.frame = CGRect(x: 0, y: 0, width: 143, height: 36)
        b.layoutIfNeeded()
        // The pair is 43 wide, centred in 12…131: from 50. Title first, then the image.
        XCTAssertEqual(b.titleLabel?.frame.minX, 50)
        XCTAssertEqual(b.imageView?.frame, CGRect(x: 73, y: 8, width: 20, height: 20))
        config.imagePlacement = .top
        b.configuration = config
        XCTAssertEqual(b.intrinsicContentSize, CGSize(width: 20 + 24, height: 20 + 6 + 22 + 14))
    }
}
