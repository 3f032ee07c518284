import XCTest
@testable import MotionViews

/// Dark mode through UIKit: the system colours' documented light and dark values, the style's flow from
/// window to controllers and views with the overrides, `traitCollectionDidChange(_:)`, and which colours
/// UIKit re-resolves on a change (a view's `backgroundColor`) and which it does not (a layer's `CGColor`).
final class DarkModeTests: XCTestCase {
    override func tearDown() {
        UITraitCollection.setDeviceStyle(.light)
        super.tearDown()
    }

    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// 0…255 components and alpha of `color` in `traits`.
    private func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Double] {
        let c = color.resolvedColor(with: traits).cgColor
        return [Double(c.red * 255), Double(c.green * 255), Double(c.blue * 255), Double(c.alpha)]
    }

    private func assertColor(_ color: UIColor, light l: [Double], dark d: [Double], _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        for (traits, want) in [(light, l), (dark, d)] {
            let got = rgba(color, traits)
            for i in 0..<4 {
                XCTAssertEqual(got[i], want[i], accuracy: i == 3 ? 0.002 : 0.01, "\(name) in \(traits.userInterfaceStyle) component \(i)", file: file, line: line)
            }
        }
    }

    /// The Human Interface Guidelines' values (iOS 15–17): backgrounds, labels, separators, fills, greys
    /// and the tint colours whose dark appearance differs (systemBlue #007AFF → #0A84FF).
    func testSystemColoursHaveApplesLightAndDarkValues() {
        assertColor(.systemBackground, light: [255, 255, 255, 1], dark: [0, 0, 0, 1], "systemBackground")
        assertColor(.secondarySystemBackground, light: [242, 242, 247, 1], dark: [28, 28, 30, 1], "secondarySystemBackground")
        assertColor(.tertiarySystemBackground, light: [255, 255, 255, 1], dark: [44, 44, 46, 1], "tertiarySystemBackground")
        assertColor(.systemGroupedBackground, light: [242, 242, 247, 1], dark: [0, 0, 0, 1], "systemGroupedBackground")
        assertColor(.secondarySystemGroupedBackground, light: [255, 255, 255, 1], dark: [28, 28, 30, 1], "secondarySystemGroupedBackground")
        assertColor(.tertiarySystemGroupedBackground, light: [242, 242, 247, 1], dark: [44, 44, 46, 1], "tertiarySystemGroupedBackground")
        assertColor(.label, light: [0, 0, 0, 1], dark: [255, 255, 255, 1], "label")
        assertColor(.secondaryLabel, light: [60, 60, 67, 0.6], dark: [235, 235, 245, 0.6], "secondaryLabel")
        assertColor(.tertiaryLabel, light: [60, 60, 67, 0.3], dark: [235, 235, 245, 0.3], "tertiaryLabel")
        assertColor(.placeholderText, light: [60, 60, 67, 0.3], dark: [235, 235, 245, 0.3], "placeholderText")
        assertColor(.separator, light: [60, 60, 67, 0.29], dark: [84, 84, 88, 0.6], "separator")
        assertColor(.opaqueSeparator, light: [198, 198, 200, 1], dark: [56, 56, 58, 1], "opaqueSeparator")
        assertColor(.systemFill, light: [120, 120, 128, 0.2], dark: [120, 120, 128, 0.36], "systemFill")
        assertColor(.systemGray6, light: [242, 242, 247, 1], dark: [28, 28, 30, 1], "systemGray6")
        assertColor(.systemGray, light: [142, 142, 147, 1], dark: [142, 142, 147, 1], "systemGray")
        assertColor(.systemBlue, light: [0, 122, 255, 1], dark: [10, 132, 255, 1], "systemBlue")
        assertColor(.systemRed, light: [255, 59, 48, 1], dark: [255, 69, 58, 1], "systemRed")
        assertColor(.systemGreen, light: [52, 199, 89, 1], dark: [48, 209, 88, 1], "systemGreen")
        assertColor(.systemOrange, light: [255, 149, 0, 1], dark: [255, 159, 10, 1], "systemOrange")
        assertColor(.link, light: [0, 122, 255, 1], dark: [9, 132, 255, 1], "link")
        // Fixed colours are the same in both; a dynamic colour's alpha variant stays dynamic.
        assertColor(.white, light: [255, 255, 255, 1], dark: [255, 255, 255, 1], "white")
        assertColor(UIColor.label.withAlphaComponent(0.5), light: [0, 0, 0, 0.5], dark: [255, 255, 255, 0.5], "label at 0.5")
    }

    func testDynamicProviderAndCurrentTraits() {
        let c = UIColor { $0.userInterfaceStyle == .dark ? .yellow : .blue }
        XCTAssertEqual(c.resolvedColor(with: dark), .yellow)
        XCTAssertEqual(c.resolvedColor(with: light), .blue)
        dark.performAsCurrent { XCTAssertEqual(c.cgColor, UIColor.yellow.cgColor) }
        XCTAssertEqual(c.cgColor, UIColor.blue.cgColor, "performAsCurrent puts the previous traits back")
    }

    /// window → root controller → views; a controller's and a view's override rule their subtrees only.
    func testStyleFlowsFromWindowAndOverridesRuleTheirSubtree() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let root = UIViewController()
        window.rootViewController = root
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let a = UIView(), b = UIView(), inner = UIView()
        root.view.addSubview(a)
        root.view.addSubview(b)
        b.addSubview(inner)
        XCTAssertEqual(a.traitCollection.userInterfaceStyle, .light)

        window.overrideUserInterfaceStyle = .dark
        for (v, name) in [(root.view!, "root"), (child.view!, "child"), (a, "a"), (inner, "inner")] {
            XCTAssertEqual(v.traitCollection.userInterfaceStyle, .dark, name)
        }
        XCTAssertEqual(root.traitCollection.userInterfaceStyle, .dark)

        b.overrideUserInterfaceStyle = .light   // a subview only: it and its subtree, not its sibling
        XCTAssertEqual(b.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(inner.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(a.traitCollection.userInterfaceStyle, .dark)

        child.overrideUserInterfaceStyle = .light
        XCTAssertEqual(child.view.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(root.view.traitCollection.userInterfaceStyle, .dark)

        // A view moved under another subtree takes that subtree's style.
        inner.removeFromSuperview()
        a.addSubview(inner)
        XCTAssertEqual(inner.traitCollection.userInterfaceStyle, .dark)

        window.overrideUserInterfaceStyle = .unspecified
        XCTAssertEqual(a.traitCollection.userInterfaceStyle, .light, "back to the device's")
        UITraitCollection.setDeviceStyle(.dark)
        window.updateTraitStyle()
        XCTAssertEqual(a.traitCollection.userInterfaceStyle, .dark, "the device's appearance when nothing overrides it")
        XCTAssertEqual(b.traitCollection.userInterfaceStyle, .light)
    }

    func testPresentedControllerTakesItsPresentersStyle() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.overrideUserInterfaceStyle = .dark
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        XCTAssertEqual(sheet.view.traitCollection.userInterfaceStyle, .dark)
        root.overrideUserInterfaceStyle = .light
        XCTAssertEqual(sheet.view.traitCollection.userInterfaceStyle, .light, "follows its presenter's change")
    }

    /// A sheet is at the elevated level: in dark mode its system backgrounds are one step lighter
    /// (systemBackground #1C1C1E, secondary #2C2C2E) than the black screen behind it; a full-screen
    /// presentation stays at the base level.
    func testASheetIsElevated() {
        UITraitCollection.setDeviceStyle(.dark)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.view.backgroundColor = .systemBackground
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        root.present(sheet, animated: false)
        XCTAssertEqual(sheet.traitCollection.userInterfaceLevel, .elevated)
        XCTAssertEqual(root.traitCollection.userInterfaceLevel, .base)
        XCTAssertEqual(sheet.view.layer.backgroundColor, CGColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))
        XCTAssertEqual(root.view.layer.backgroundColor, CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        let inner = UIView()
        sheet.view.addSubview(inner)
        inner.backgroundColor = .secondarySystemBackground
        XCTAssertEqual(inner.layer.backgroundColor, CGColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1))
        let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
        XCTAssertEqual(rgba(.systemGroupedBackground, elevated).map { $0.rounded() }, [28, 28, 30, 1])
        XCTAssertEqual(rgba(.label, elevated).map { $0.rounded() }, [255, 255, 255, 1], "only the backgrounds change with the level")
        sheet.dismiss(animated: false)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        XCTAssertEqual(cover.traitCollection.userInterfaceLevel, .base)
    }

    final class Recorder: UIView {
        var calls: [UIUserInterfaceStyle?] = []
        var currentDuringCall: [UIUserInterfaceStyle] = []
        var currentDuringDraw: UIUserInterfaceStyle?
        var currentDuringLayout: UIUserInterfaceStyle?
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            calls.append(previous?.userInterfaceStyle)
            currentDuringCall.append(UITraitCollection.current.userInterfaceStyle)
        }
        override func draw(_ rect: CGRect) { currentDuringDraw = UITraitCollection.current.userInterfaceStyle }
        override func layoutSubviews() { super.layoutSubviews(); currentDuringLayout = UITraitCollection.current.userInterfaceStyle }
    }

    final class RecordingController: UIViewController {
        var calls: [UIUserInterfaceStyle?] = []
        override func traitCollectionDidChange(_ previous: UITraitCollection?) { calls.append(previous?.userInterfaceStyle) }
    }

    func testTraitCollectionDidChangeOncePerChangeWithThePreviousStyle() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let root = RecordingController()
        window.rootViewController = root
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.view.addSubview(view)
        window.layoutIfNeeded()
        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(view.currentDuringDraw, .light)

        window.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(view.calls, [.light], "once, with the previous style")
        XCTAssertEqual(view.currentDuringCall, [.dark], "UITraitCollection.current is the new traits during the call")
        XCTAssertEqual(root.calls, [.light])
        window.overrideUserInterfaceStyle = .dark
        root.overrideUserInterfaceStyle = .dark   // no change of style: no call
        XCTAssertEqual(view.calls, [.light])
        window.layoutIfNeeded()
        XCTAssertEqual(view.currentDuringDraw, .dark, "drawn again, in the new style")
        XCTAssertEqual(view.currentDuringLayout, .dark)
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light, "outside the view's calls: the device's")
    }

    /// iOS 17's `registerForTraitChanges`: the handler runs once per change of a watched trait, with the
    /// previous traits; a registration for another trait is not called; unregistering stops it.
    func testRegisterForTraitChanges() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let root = UIViewController()
        window.rootViewController = root
        let view = UIView()
        root.view.addSubview(view)
        var styles: [UIUserInterfaceStyle] = [], sizes = 0, controller: [UIUserInterfaceStyle] = []
        let r = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (v: UIView, previous: UITraitCollection) in
            XCTAssertTrue(v === view)
            styles.append(previous.userInterfaceStyle)
        }
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIView, _: UITraitCollection) in sizes += 1 }
        root.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIViewController, previous: UITraitCollection) in
            controller.append(previous.userInterfaceStyle)
        }
        window.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(styles, [.light])
        XCTAssertEqual(controller, [.light])
        XCTAssertEqual(sizes, 0, "the size classes did not change")
        window.frame = CGRect(x: 0, y: 0, width: 926, height: 428)   // landscape Max: regular width
        XCTAssertEqual(sizes, 1)
        XCTAssertEqual(styles, [.light], "the style did not change")
        view.unregisterForTraitChanges(r)
        window.overrideUserInterfaceStyle = .light
        XCTAssertEqual(styles, [.light])
        XCTAssertEqual(controller, [.light, .dark])
    }

    /// UIKit re-resolves a view's `backgroundColor` and a label's `textColor`; a `CGColor` given to a layer
    /// keeps the appearance it was taken in (the well-known gotcha).
    func testBackgroundColorIsResolvedAgainButALayersCGColorIsNot() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.backgroundColor = .systemBackground
        view.layer.borderColor = UIColor.label.cgColor
        XCTAssertEqual(view.layer.backgroundColor, CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        window.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(view.layer.backgroundColor, CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertTrue(view.backgroundColor === UIColor.systemBackground, "reads back the dynamic colour set")
        XCTAssertEqual(view.layer.borderColor, CGColor(red: 0, green: 0, blue: 0, alpha: 1), "a layer's CGColor is not resolved again")
        // Set while dark: resolved in the view's style at once.
        let late = UIView()
        window.addSubview(late)
        late.backgroundColor = .secondarySystemBackground
        XCTAssertEqual(late.layer.backgroundColor, CGColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))
        // A layer colour set directly wins over the view's (UIKit keeps the layer's).
        view.layer.backgroundColor = UIColor.red.cgColor
        window.overrideUserInterfaceStyle = .light
        XCTAssertEqual(view.layer.backgroundColor, UIColor.red.cgColor)
    }

    func testLabelTextIsDrawnAgainInTheNewStyle() {
        final class ColourRecorder: TextRasterizing {
            var colours: [CGColor] = []
            func measure(_ text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize { CGSize(width: 40, height: 20) }
            func render(_ text: String, font: UIFont, color: UIColor, maxWidth: CGFloat?, alignment: NSTextAlignment,
                        numberOfLines: Int, scale: CGFloat) throws -> CGImage {
                colours.append(color.cgColor)
                return CGImage(width: 1, height: 1, pixels: [0, 0, 0, 0])
            }
        }
        let recorder = ColourRecorder()
        UIServices.textRasterizer = recorder
        defer { UIServices.textRasterizer = nil }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hello"
        window.addSubview(label)
        window.layoutIfNeeded()
        XCTAssertEqual(recorder.colours.last, CGColor(red: 0, green: 0, blue: 0, alpha: 1), "UIKit's default text colour is label: black in light mode")
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        XCTAssertEqual(recorder.colours.last, CGColor(red: 1, green: 1, blue: 1, alpha: 1), "white in dark mode")
        let count = recorder.colours.count
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        XCTAssertEqual(recorder.colours.count, count, "nothing is drawn again without a change")
    }

    func testTextDisplayedOutsideALayoutPassIsDrawnInItsViewsStyle() {
        // The frame's display queue (not a layout pass) displays a label whose text changed, and a view's
        // `draw(_:)` whose strings are painted when its backing store is read: both in the view's style.
        final class ColourRecorder: TextRasterizing {
            var colours: [CGColor] = []
            func measure(_ text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize { CGSize(width: 40, height: 20) }
            func render(_ text: String, font: UIFont, color: UIColor, maxWidth: CGFloat?, alignment: NSTextAlignment,
                        numberOfLines: Int, scale: CGFloat) throws -> CGImage {
                colours.append(color.cgColor)
                return CGImage(width: 1, height: 1, pixels: [0, 0, 0, 0])
            }
        }
        final class Caption: UIView {
            override func draw(_ rect: CGRect) {
                ("Drawn" as NSString).draw(at: .zero, withAttributes: [.foregroundColor: UIColor.label, .font: UIFont.systemFont(ofSize: 15)])
            }
        }
        let recorder = ColourRecorder()
        UIServices.textRasterizer = recorder
        defer { UIServices.textRasterizer = nil }
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.overrideUserInterfaceStyle = .dark
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        window.addSubview(label)
        window.layoutIfNeeded()
        label.text = "Late"
        label.layer.displayIfNeeded()  // the display queue's call
        XCTAssertEqual(recorder.colours.last, white, "a label's text in its view's style, not the light default")
        let caption = Caption(frame: CGRect(x: 0, y: 40, width: 100, height: 20))
        window.addSubview(caption)
        recorder.colours.removeAll()
        caption.layer.displayIfNeeded()
        XCTAssertEqual(recorder.colours.last, white, "a string drawn in draw(_:) in its view's style")
        // The device dark, nothing overridden: the same.
        UITraitCollection.setDeviceStyle(.dark)
        let plain = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let second = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        plain.addSubview(second)
        second.text = "Device"
        second.layer.displayIfNeeded()
        XCTAssertEqual(recorder.colours.last, white)
        // A nil text colour gives back the default (UIKit's null_resettable `UIColor!`).
        second.textColor = UIColor(named: "No such colour")
        XCTAssertTrue(second.textColor === UIColor.label)
    }

    func testTheStatusBarFollowsTheRootControllersStyle() throws {
        // A light device, the root controller overriding its style to dark: `.default` is light content.
        final class Dark: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); overrideUserInterfaceStyle = .dark }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.showsDeviceChrome = true
        window.rootViewController = Dark()
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let bar = try XCTUnwrap(window.statusBarView)
        XCTAssertEqual(bar.style, .lightContent)
        window.rootViewController?.overrideUserInterfaceStyle = .light
        window.layoutIfNeeded()
        XCTAssertEqual(bar.style, .darkContent)
    }

    func testAssetColourWithADarkAppearance() {
        InterfaceBuilderRegistry.registerColor("DarkModeTests.Brand", UIColor(red: 1, green: 0, blue: 0, alpha: 1),
                                               dark: UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        let brand = UIColor(named: "DarkModeTests.Brand")!
        XCTAssertEqual(brand.resolvedColor(with: light), .red)
        XCTAssertEqual(brand.resolvedColor(with: dark), .blue)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let v = UIView()
        window.addSubview(v)
        v.backgroundColor = brand
        window.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(v.layer.backgroundColor, UIColor.blue.cgColor)
    }

    /// Built-in chrome is drawn with the dynamic colours: a grouped table's background and cells, a
    /// navigation bar's title.
    func testGroupedTableAndNavigationBarInDark() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let table = UITableViewController(style: .insetGrouped)
        let nav = UINavigationController(rootViewController: table)
        window.rootViewController = nav
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        XCTAssertEqual(table.tableView.layer.backgroundColor, CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(nav.navigationBar.titleLabel.textColor.cgColor(for: .dark), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        table.tableView.addSubview(cell)
        XCTAssertEqual(cell.traitCollection.userInterfaceStyle, .dark)
    }
}
