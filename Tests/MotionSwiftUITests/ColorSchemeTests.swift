import XCTest
import ArgumentParser
import SwiftUI
@testable import MotionLabPreview
import MotionRender
import MotionHost

/// Dark mode through SwiftUI and the preview: colours resolving in the environment's scheme,
/// `preferredColorScheme` and `.environment(\.colorScheme, …)`, and rendered screens — a SwiftUI
/// `NavigationStack` + `List` and a UIKit grouped table — against iOS's dark values (background black,
/// cells #1C1C1E, text white), and `--appearance`.
final class ColorSchemeTests: XCTestCase {
    override func tearDown() {
        UITraitCollection.setDeviceStyle(.light)
        super.tearDown()
    }

    private func rgb(_ c: Color) -> [Int] {
        [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

    func testColoursResolveInTheScheme() {
        XCTAssertEqual(rgb(Color.primary.resolved(in: .light)), [0, 0, 0])
        XCTAssertEqual(rgb(Color.primary.resolved(in: .dark)), [255, 255, 255])
        XCTAssertEqual(rgb(Color(uiColor: .secondarySystemBackground).resolved(in: .dark)), [28, 28, 30])
        XCTAssertEqual(rgb(Color(.systemBackground).resolved(in: .dark)), [0, 0, 0])
        XCTAssertEqual(rgb(Color.blue.resolved(in: .dark)), [10, 132, 255])
        XCTAssertEqual(rgb(Color.blue.resolved(in: .light)), [0, 122, 255])
        XCTAssertEqual(Color.secondary.resolved(in: .dark).alpha, 0.6, accuracy: 1e-9)
        XCTAssertEqual(rgb(Color.secondary.resolved(in: .dark)), [235, 235, 245])
        let provider = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.2, alpha: 1) : UIColor(white: 0.9, alpha: 1) }
        XCTAssertEqual(rgb(Color(uiColor: provider).resolved(in: .dark)), [51, 51, 51])
        XCTAssertEqual(rgb(Color(uiColor: provider).resolved(in: .light)), [230, 230, 230])
        XCTAssertEqual(rgb(Color.black.resolved(in: .dark)), [0, 0, 0], "fixed colours do not change")
        InterfaceBuilderRegistry.registerColor("ColorSchemeTests.Brand", UIColor(red: 1, green: 0.5, blue: 0, alpha: 1),
                                               dark: UIColor(red: 0, green: 0.5, blue: 1, alpha: 1))
        XCTAssertEqual(rgb(Color("ColorSchemeTests.Brand").resolved(in: .light)), [255, 128, 0])
        XCTAssertEqual(rgb(Color("ColorSchemeTests.Brand").resolved(in: .dark)), [0, 128, 255])
        XCTAssertEqual(rgb(Color.red.opacity(0.5).resolved(in: .dark)), [255, 69, 58])
        XCTAssertEqual(Color.red.opacity(0.5).resolved(in: .dark).alpha, 0.5, accuracy: 1e-9)
    }

    /// Writes `image` to `$MOTIONLAB_DARK_PNG_DIR/name.png` when that is set, to look at the screens.
    private func keep(_ image: CGImage, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["MOTIONLAB_DARK_PNG_DIR"] else { return }
        let bytes = image.pixels.withUnsafeBytes { try? PNGEncoder.compact.encode(rgba: $0, width: image.width, height: image.height) }
        if let bytes { FileManager.default.createFile(atPath: "\(dir)/\(name).png", contents: Data(bytes)) }
    }

    /// The pixel at (x, y) in points of a 1× snapshot.
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// Whether some pixel of the rectangle is bright (text drawn white on the dark cells).
    private func hasBrightPixel(_ image: CGImage, _ rect: CGRect) -> Bool {
        for y in Int(rect.minY)..<Int(rect.maxY) { for x in Int(rect.minX)..<Int(rect.maxX) {
            let p = image.pixel(x: x, y: y)
            if p.r > 200, p.g > 200, p.b > 200 { return true }
        } }
        return false
    }

    /// The rows of column `x` whose colour is `rgb` (±1).
    private func rows(_ image: CGImage, x: Int, _ rgb: [Int]) -> [Int] {
        (0..<image.height).filter { y in zip(pixel(image, x, y), rgb).allSatisfy { abs($0 - $1) <= 1 } }
    }

    struct SettingsScreen: View {
        @Environment(\.colorScheme) var scheme
        var body: some View {
            NavigationStack {
                List {
                    Section("Network") {
                        Text("Wi-Fi")
                        Text("Bluetooth")
                    }
                    Section { Text(scheme == .dark ? "dark appearance" : "light appearance") }
                }
                .navigationTitle("Settings")
            }
        }
    }

    /// S-56: `NavigationStack { List {…} }.preferredColorScheme(.dark)` is drawn as iOS's dark screen —
    /// a black grouped background, #1C1C1E cards, white text, a dark bar — and `colorScheme` reads `.dark`.
    func testPreferredColorSchemeDarkDrawsTheScreenDark() throws {
        var seen: ColorScheme?
        struct Probe: View {
            @Environment(\.colorScheme) var scheme
            let report: (ColorScheme) -> Void
            var body: some View { report(scheme); return Text("probe") }
        }
        let s = try ViewSession {
            VStack { SettingsScreen(); Probe { seen = $0 }.frame(height: 1) }.preferredColorScheme(.dark)
        }
        try s.step(3)
        XCTAssertEqual(seen, .dark)
        let image = s.session.snapshot()
        keep(image, "swiftui-settings-dark")
        // Outside the inset cards (16 points in): the grouped background, black.
        let background = rows(image, x: 6, [0, 0, 0])
        XCTAssertGreaterThan(background.count, 300, "black grouped background")
        // The cards: secondarySystemGroupedBackground, #1C1C1E.
        let cards = rows(image, x: 24, [28, 28, 30])
        XCTAssertGreaterThan(cards.count, 60, "rows drawn #1C1C1E")
        XCTAssertEqual(rows(image, x: 6, [242, 242, 247]).count, 0, "no light grouped background left")
        XCTAssertEqual(rows(image, x: 24, [255, 255, 255]).filter { $0 > 100 }.count, 0, "no white cells left (below the large title)")
        // Text on the first card is white-ish.
        let first = try XCTUnwrap(cards.first)
        XCTAssertTrue(hasBrightPixel(image, CGRect(x: 30, y: first, width: 120, height: 40)), "label text white")
        // The navigation bar above is dark too (no light bar material left at the top).
        XCTAssertLessThan(pixel(image, 300, 30).reduce(0, +), 3 * 60, "a dark bar")
    }

    /// `.environment(\.colorScheme, .dark)` on a subtree: only that subtree resolves dark.
    func testEnvironmentColorSchemeOnASubtree() throws {
        let s = try ViewSession {
            VStack(spacing: 0) {
                Color(.systemBackground).frame(height: 100)
                VStack(spacing: 0) { Color(.systemBackground).frame(height: 100); Text("Hi").foregroundStyle(.primary) }
                    .environment(\.colorScheme, .dark)
            }
        }
        try s.step(2)
        let image = s.session.snapshot()
        keep(image, "swiftui-environment-subtree")
        let top = 568 / 2 - 120   // the stack is centred: 100 + 100 + the text's line
        let firstRows = rows(image, x: 160, [255, 255, 255]).filter { $0 > top - 10 && $0 < top + 110 }
        XCTAssertGreaterThan(firstRows.count, 90, "the outer colour is light")
        let darkRows = rows(image, x: 160, [0, 0, 0])
        XCTAssertGreaterThan(darkRows.count, 90, "the colour inside the environment is dark")
    }

    /// A dark-mode setting driving `preferredColorScheme` (the tester's AppStorage screen): the screen
    /// follows each change, both ways, and `nil` gives the device's appearance back.
    struct SettingScreen: View {
        @ObservedObject var model: TestModel
        var body: some View {
            SettingsScreen().preferredColorScheme(model.value == 0 ? nil : model.flag ? .dark : .light)
        }
    }

    func testPreferredColorSchemeFollowsASetting() throws {
        let model = TestModel()
        model.value = 1
        let s = try ViewSession { SettingScreen(model: model) }
        try s.step(3)
        XCTAssertEqual(pixel(s.session.snapshot(), 6, 400), [242, 242, 247], "light grouped background")
        model.flag = true
        try s.step(3)
        XCTAssertEqual(pixel(s.session.snapshot(), 6, 400), [0, 0, 0], "dark after the setting changed")
        model.flag = false
        try s.step(3)
        XCTAssertEqual(pixel(s.session.snapshot(), 6, 400), [242, 242, 247], "light again")
        model.flag = true
        try s.step(3)
        model.value = 0   // no preference: the device's (light)
        try s.step(3)
        XCTAssertEqual(pixel(s.session.snapshot(), 6, 400), [242, 242, 247], "the device's appearance")
    }

    /// `.environment(\.colorScheme, .dark)` above a `NavigationStack`: the stack's UIKit chrome (its bar) and
    /// its list are dark too, the environment being the UIKit style of the views below it.
    func testEnvironmentColorSchemeAboveANavigationStack() throws {
        let s = try ViewSession { SettingsScreen().environment(\.colorScheme, .dark) }
        try s.step(3)
        let image = s.session.snapshot()
        keep(image, "swiftui-environment-navigationstack")
        XCTAssertGreaterThan(rows(image, x: 6, [0, 0, 0]).count, 300, "black grouped background")
        XCTAssertGreaterThan(rows(image, x: 24, [28, 28, 30]).count, 60, "#1C1C1E cells")
        XCTAssertLessThan(pixel(image, 300, 30).reduce(0, +), 3 * 60, "a dark bar")
    }

    /// The device's appearance (what `--appearance dark` sets): a UIKit Settings-like grouped table is drawn
    /// with UIKit's dark colours, and a SwiftUI screen without any modifier reads `.dark`.
    func testDeviceAppearanceDarkDrawsAUIKitGroupedTableDark() throws {
        UITraitCollection.setDeviceStyle(.dark)
        final class Settings: UITableViewController {
            let rows = ["Airplane Mode", "Wi-Fi", "Bluetooth"]
            override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { rows.count }
            override func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
                let c = UITableViewCell(style: .default, reuseIdentifier: nil)
                c.textLabel?.text = rows[ip.row]
                c.accessoryType = .disclosureIndicator
                return c
            }
        }
        var o = HeadlessSession.Options()
        o.scale = 1
        o.fps = 60
        o.duration = 10
        let session = try HeadlessSession(preview: Preview("settings", size: CGSize(width: 320, height: 568)) {
            UINavigationController(rootViewController: Settings(style: .insetGrouped))
        }, options: o)
        for _ in 0..<3 { try session.step() }
        let image = session.snapshot()
        keep(image, "uikit-settings-dark")
        XCTAssertGreaterThan(rows(image, x: 6, [0, 0, 0]).count, 300, "systemGroupedBackground is black")
        let cards = rows(image, x: 24, [28, 28, 30])
        XCTAssertGreaterThan(cards.count, 100, "cells #1C1C1E")
        let first = try XCTUnwrap(cards.first)
        XCTAssertTrue(hasBrightPixel(image, CGRect(x: 30, y: first, width: 120, height: 44)), "label text white")
    }

    /// An appearance screen in the idiom of the outside tester's DarkMode screen (S-56): a list with the
    /// scheme read from the environment, a toggle, a navigation link, hierarchical and tint styles, a
    /// `Color(.secondarySystemBackground)` swatch, and `preferredColorScheme(.dark)` on the stack.
    struct AppearanceScreen: View {
        @Environment(\.colorScheme) private var scheme
        @State private var on = true
        var body: some View {
            NavigationStack {
                List {
                    Section {
                        Label(scheme == .dark ? "Dark" : "Light", systemImage: scheme == .dark ? "moon.fill" : "sun.max.fill")
                        Toggle("Airplane Mode", isOn: $on)
                        NavigationLink("Display") { Text("Display") }
                    }
                    Section("Styles") {
                        Text("Primary").foregroundStyle(.primary)
                        Text("Secondary").foregroundStyle(.secondary)
                        Text("Link").foregroundStyle(.blue)
                        RoundedRectangle(cornerRadius: 8).fill(Color(.tertiarySystemBackground)).frame(height: 30)
                    }
                }
                .navigationTitle("Appearance")
            }
            .preferredColorScheme(.dark)
        }
    }

    func testAnAppearanceScreenWithPreferredColorSchemeDark() throws {
        let s = try ViewSession { AppearanceScreen() }
        try s.step(3)
        let image = s.session.snapshot()
        keep(image, "swiftui-appearance-dark")
        XCTAssertGreaterThan(rows(image, x: 6, [0, 0, 0]).count, 300, "black grouped background")
        XCTAssertGreaterThan(rows(image, x: 24, [28, 28, 30]).count, 100, "#1C1C1E cells")
        XCTAssertGreaterThan(rows(image, x: 160, [44, 44, 46]).count, 20, "tertiarySystemBackground swatch #2C2C2E")
        // Some pixel of the link text is systemBlue's dark value, #0A84FF.
        var blue = false
        for y in 0..<image.height { for x in 30..<120 where !blue {
            let p = image.pixel(x: x, y: y)
            blue = abs(Int(p.r) - 10) <= 2 && abs(Int(p.g) - 132) <= 2 && p.b == 255
        } }
        XCTAssertTrue(blue, "Color.blue drawn #0A84FF")
    }

    /// UIKit's chrome in dark mode, set by a window override: a tab bar, a navigation bar, a segmented
    /// control, a rounded text field, a switch, a slider and an alert over them.
    func testUIKitChromeFollowsAWindowOverride() throws {
        final class Controls: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Controls"
                view.backgroundColor = .systemGroupedBackground
                let segments = UISegmentedControl(items: ["One", "Two", "Three"])
                segments.selectedSegmentIndex = 0
                segments.frame = CGRect(x: 16, y: 120, width: 288, height: 32)
                let field = UITextField(frame: CGRect(x: 16, y: 170, width: 288, height: 34))
                field.borderStyle = .roundedRect
                field.placeholder = "Name"
                let toggle = UISwitch(frame: CGRect(x: 16, y: 220, width: 51, height: 31))
                toggle.isOn = true
                let slider = UISlider(frame: CGRect(x: 16, y: 270, width: 288, height: 30))
                slider.value = 0.5
                for v in [segments, field, toggle, slider] as [UIView] { view.addSubview(v) }
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                present(alert, animated: false)
            }
        }
        var o = HeadlessSession.Options()
        o.scale = 1
        o.fps = 60
        o.duration = 10
        let session = try HeadlessSession(preview: Preview("controls", size: CGSize(width: 320, height: 568)) {
            let tabs = UITabBarController()
            let nav = UINavigationController(rootViewController: Controls())
            nav.tabBarItem = UITabBarItem(title: "Controls", image: UIImage(systemName: "slider.horizontal.3"), tag: 0)
            tabs.viewControllers = [nav]
            tabs.overrideUserInterfaceStyle = .dark
            return tabs
        }, options: o)
        for _ in 0..<30 { try session.step() }
        let image = session.snapshot()
        keep(image, "uikit-chrome-dark")
        // The tab bar's backdrop at the bottom: the dark bar material (white 0.11 at 0.94 over black), not light.
        let tab = pixel(image, 300, 540)
        XCTAssertLessThan(tab.reduce(0, +), 3 * 40, "dark tab bar \(tab)")
        // The alert's platter in the middle: dark.
        let platter = pixel(image, 160, 300)
        XCTAssertLessThan(platter.reduce(0, +), 3 * 80, "dark alert \(platter)")
    }

    /// The first frame already shows the presentation in the preferred scheme (`render --at 0`).
    func testFirstFrameIsAlreadyDark() throws {
        let s = try ViewSession { SettingsScreen().preferredColorScheme(.dark) }
        try s.step()
        let image = s.session.snapshot()
        keep(image, "swiftui-first-frame")
        XCTAssertGreaterThan(rows(image, x: 6, [0, 0, 0]).count, 300, "black grouped background on frame 0")
        XCTAssertLessThan(pixel(image, 300, 30).reduce(0, +), 3 * 60, "a dark bar on frame 0")
    }

    /// A sheet in dark mode is elevated, as on iOS: its grouped list is #1C1C1E with #2C2C2E cards over
    /// the black screen behind.
    func testASheetInDarkModeIsElevated() throws {
        let s = try ViewSession {
            NavigationStack {
                List { Text("Behind") }
                    .navigationTitle("Home")
                    .sheet(isPresented: .constant(true)) { List { Section { Text("In the sheet") } } }
            }
            .preferredColorScheme(.dark)
        }
        try s.step(40)
        let image = s.session.snapshot()
        keep(image, "swiftui-sheet-dark")
        XCTAssertGreaterThan(rows(image, x: 6, [28, 28, 30]).count, 300, "the sheet's grouped background #1C1C1E")
        XCTAssertGreaterThan(rows(image, x: 24, [44, 44, 46]).count, 30, "its cards #2C2C2E")
    }

    /// The window's D key (here from a script) switches the device between light and dark: a screen without
    /// any modifier follows, and reads the scheme from the environment.
    func testTheDKeyTogglesTheAppearance() throws {
        var seen: [ColorScheme] = []
        struct Probe: View {
            @Environment(\.colorScheme) var scheme
            let report: (ColorScheme) -> Void
            var body: some View { report(scheme); return Color(.systemBackground) }
        }
        let s = try ViewSession(script: "0.5 key d\n1 key d") { Probe { seen.append($0) } }
        try s.step(20)
        XCTAssertEqual(pixel(s.session.snapshot(), 160, 300), [255, 255, 255])
        try s.step(20)
        XCTAssertEqual(UITraitCollection.deviceStyle, .dark)
        XCTAssertEqual(seen.last, .dark)
        XCTAssertEqual(pixel(s.session.snapshot(), 160, 300), [0, 0, 0])
        try s.step(40)
        XCTAssertEqual(UITraitCollection.deviceStyle, .light)
        XCTAssertEqual(seen.last, .light)
        XCTAssertEqual(pixel(s.session.snapshot(), 160, 300), [255, 255, 255])
    }

    func testAppearanceOption() throws {
        let good = try MotionLabCommand.parseAsRoot(["render", "--scene", "x", "--appearance", "dark"])
        XCTAssertEqual((good as? RenderCommand)?.sceneOptions.appearance, .dark)
        let plain = try MotionLabCommand.parseAsRoot(["render", "--scene", "x"])
        XCTAssertEqual((plain as? RenderCommand)?.sceneOptions.appearance, .light)
        do {
            _ = try MotionLabCommand.parseAsRoot(["render", "--scene", "x", "--appearance", "dim"])
            XCTFail("--appearance dim parsed")
        } catch {
            XCTAssertEqual(MotionLabCommand.exitCode(for: error), .validationFailure)
            let message = MotionLabCommand.message(for: error)
            XCTAssertTrue(message.contains("--appearance") && message.contains("must be light or dark"), message)
            XCTAssertFalse(message.contains("\n"), "one line: \(message)")
        }
    }
}
