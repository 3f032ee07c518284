import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// Control styles (progress, toggle, label, gauge), button roles, disabled looks, border shapes and
/// control sizes, checked against SwiftUI's documented semantics and iOS 17's colours.
final class ControlStylesTests: XCTestCase {
    /// The pixel (r, g, b) at a point of the frame rendered at `frame` (scale 1, white background).
    func pixel(_ s: ViewSession, frame: Int, _ x: Int, _ y: Int) throws -> [Int] {
        let image = try XCTUnwrap(s.session.render(frame: frame, image: true).image)
        let i = (y * image.width + x) * 4
        return image.pixels[i..<i + 3].map { Int($0) }
    }

    func assertColor(_ p: [Int], _ want: [Int], tolerance: Int = 3, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.count, 3, file: file, line: line)
        for (a, b) in zip(p, want) { XCTAssertLessThanOrEqual(abs(a - b), tolerance, "\(p) vs \(want) \(message)", file: file, line: line) }
    }

    /// A colour at `alpha` over white, in 0…255 (how the fills composite on the white window).
    func overWhite(_ rgb: [Double], _ alpha: Double) -> [Int] { rgb.map { Int((255 - (255 - $0) * alpha).rounded()) } }

    // MARK: Toggle styles

    struct Checkbox: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button { configuration.isOn.toggle() } label: {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    configuration.label
                }
            }
            .buttonStyle(.plain)
            .frame(width: 200, height: 60)
            .background(configuration.isOn ? Color.green : Color.red)
        }
    }

    struct CheckboxScreen: View {
        @ObservedObject var model: TestModel
        var body: some View {
            Toggle("Checkbox", isOn: $model.flag).toggleStyle(Checkbox())
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    /// A custom `ToggleStyle` gets the binding: `configuration.isOn.toggle()` in its button flips the
    /// toggle's value, and the style draws again with the new value.
    func testCustomToggleStyleTogglesOnTap() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 300, height: 300)) { CheckboxScreen(model: model) }
        assertColor(try pixel(s, frame: 2, 60, 130), [255, 59, 48], "off: the style's red")
        try s.session.runner.handle(.down(CGPoint(x: 150, y: 150)))
        try s.session.runner.handle(.up(CGPoint(x: 150, y: 150)))
        XCTAssertTrue(model.flag, "the tap toggled the binding")
        assertColor(try pixel(s, frame: 5, 60, 130), [52, 199, 89], "on: the style's green")
    }

    /// `.toggleStyle(.switch)` and `.tint(_:)`: the switch's on-colour is the tint; `labelsHidden()`
    /// leaves the switch alone (51 points wide).
    func testSwitchTintAndLabelsHidden() throws {
        let s = try ViewSession {
            VStack {
                Toggle("Tinted", isOn: .constant(true)).toggleStyle(.switch).tint(.orange)
                Toggle("Hidden", isOn: .constant(false)).labelsHidden().fixedSize().accessibilityIdentifier("hidden")
            }
        }
        try s.step(2)
        let tinted = try XCTUnwrap(s.firstView(UISwitch.self) { $0.isOn })
        XCTAssertEqual(s.session.runner.context.perform { tinted.onTintColor }, UIColor.systemOrange)
        XCTAssertEqual(try s.frame("hidden").width, 51, accuracy: 0.5)
    }

    // MARK: Progress view styles

    final class Seen { var fractions: [Double?] = [] }

    struct Recording: ProgressViewStyle {
        let seen: Seen
        func makeBody(configuration: Configuration) -> some View {
            seen.fractions.append(configuration.fractionCompleted)
            return Color.clear.frame(height: 10)
        }
    }

    /// A custom `ProgressViewStyle` receives `fractionCompleted` = value / total (nil when indeterminate).
    func testProgressStyleReceivesTheFraction() throws {
        let seen = Seen()
        let s = try ViewSession {
            VStack {
                ProgressView(value: 5, total: 15).progressViewStyle(Recording(seen: seen))
                ProgressView().progressViewStyle(Recording(seen: seen))
            }
        }
        try s.step(2)
        XCTAssertEqual(try XCTUnwrap(seen.fractions.first ?? nil), 1.0 / 3, accuracy: 1e-12)
        XCTAssertTrue(seen.fractions.contains { $0 == nil })
    }

    /// A tutorial-style progress style: a rounded plate in the theme at 30 % with the system bar, tinted by
    /// the theme, inside — `ProgressView(configuration)` draws the system bar (not the style again).
    struct BandProgressViewStyle: ProgressViewStyle {
        var theme: Color
        func makeBody(configuration: Configuration) -> some View {
            ZStack {
                RoundedRectangle(cornerRadius: 10.0)
                    .fill(theme.opacity(0.3))
                    .frame(height: 20.0)
                ProgressView(configuration)
                    .tint(theme)
                    .frame(height: 12.0)
                    .padding(.horizontal)
            }
        }
    }

    func testBandProgressViewStyleDraws() throws {
        let s = try ViewSession(size: CGSize(width: 200, height: 100)) {
            ProgressView(value: 5, total: 10).progressViewStyle(BandProgressViewStyle(theme: .orange))
                .frame(width: 200, height: 20).frame(maxHeight: .infinity)
        }
        // The plate spans y 40…60, the 4-point bar is centred (y 48…52) from x 16 to 184, half full.
        let orange = [255.0, 149, 0]
        assertColor(try pixel(s, frame: 2, 40, 50), overWhite(orange, 1), tolerance: 4, "the bar's filled half is the theme")
        assertColor(try pixel(s, frame: 3, 100, 43), overWhite(orange, 0.3), tolerance: 4, "the plate: theme at 30 %")
    }

    /// `.progressViewStyle(.circular).controlSize(.large)` is UIKit's large spinner (37 points), tinted.
    func testLargeTintedSpinner() throws {
        let s = try ViewSession {
            ProgressView().progressViewStyle(.circular).controlSize(.large).tint(.white)
        }
        try s.step(2)
        let spinner = try XCTUnwrap(s.firstView(UIActivityIndicatorView.self))
        XCTAssertEqual(s.session.runner.context.perform { spinner.style }, .large)
        XCTAssertEqual(s.session.runner.context.perform { spinner.color }, UIColor.white)
    }

    // MARK: Buttons

    /// `.disabled(true)` on a prominent button: iOS 17's grey plate (`tertiarySystemFill` over white).
    func testDisabledProminentButtonIsGrey() throws {
        let s = try ViewSession(size: CGSize(width: 200, height: 100)) {
            Button("Go") {}.buttonStyle(.borderedProminent).disabled(true).accessibilityIdentifier("b")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        try s.step(1)
        // 3 points inside the plate's left edge, on its mid line (in the 12-point padding).
        let f = try s.frame("b")
        let plate = try pixel(s, frame: 3, Int(f.minX) + 3, Int(f.midY))
        assertColor(plate, overWhite([118, 118, 128], 0.12), "disabled fill")
    }

    /// A destructive role: red on red at 15 % (`.bordered`), white on red (`.borderedProminent`).
    func testDestructiveButtonsAreRed() throws {
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) {
            VStack(spacing: 40) {
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        let image = try XCTUnwrap(s.session.render(frame: 2, image: true).image)
        // Scan the middle column for the two plates' colours.
        var colours: Set<[Int]> = []
        for y in 0..<image.height {
            let i = (y * image.width + image.width / 2 - 30) * 4
            colours.insert(image.pixels[i..<i + 3].map { Int($0) })
        }
        let light = overWhite([255, 59, 48], 0.15)
        XCTAssertTrue(colours.contains { zip($0, light).allSatisfy { abs($0 - $1) <= 3 } }, "bordered: red at 15 % (\(light)) in \(colours)")
        XCTAssertTrue(colours.contains { zip($0, [255, 59, 48]).allSatisfy { abs($0 - $1) <= 3 } }, "prominent: red")
    }

    /// `.buttonBorderShape(.capsule)`: the plate's corner radius is half its height, so the corner pixel
    /// 2 points in is outside it (white) where the automatic 6-point corner still covers it.
    func testCapsuleBorderShape() throws {
        func corner(_ shape: ButtonBorderShape) throws -> [Int] {
            let s = try ViewSession(size: CGSize(width: 200, height: 100)) {
                Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(shape)
                    .accessibilityIdentifier("b").frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            try s.step(1)
            let f = try s.frame("b")
            XCTAssertGreaterThan(f.height, 20)
            return try pixel(s, frame: 3, Int(f.minX) + 3, Int(f.minY) + 3)
        }
        assertColor(try corner(.capsule), [255, 255, 255], "outside the capsule's round end")
        assertColor(try corner(.automatic), [0, 122, 255], "inside the 6-point corner")
    }

    /// `.controlSize`: a bordered button is its label plus 2 × 7 points (regular) or 2 × 14 (large).
    func testControlSizeHeights() throws {
        let s = try ViewSession {
            VStack {
                Text("Go").fixedSize().accessibilityIdentifier("text")
                Button("Go") {}.buttonStyle(.borderedProminent).fixedSize().accessibilityIdentifier("regular")
                Button("Go") {}.buttonStyle(.borderedProminent).controlSize(.large).fixedSize().accessibilityIdentifier("large")
            }
        }
        try s.step(2)
        let text = try s.frame("text").height
        XCTAssertEqual(try s.frame("regular").height, text + 14, accuracy: 0.5)
        XCTAssertEqual(try s.frame("large").height, text + 28, accuracy: 0.5)
        XCTAssertEqual(try s.frame("large").width, try s.frame("text").width + 40, accuracy: 0.5)
    }

    // MARK: Labels

    struct TrailingIconLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.title
                configuration.icon
            }
        }
    }

    /// A `TrailingIconLabelStyle` in the tutorials' idiom (with its static member) puts the title before the icon.
    func testCustomLabelStyleOrdersTitleThenIcon() throws {
        let s = try ViewSession {
            VStack {
                Label { Text("300").accessibilityIdentifier("t1") } icon: { Image(systemName: "clock").accessibilityIdentifier("i1") }
                Label { Text("300").accessibilityIdentifier("t2") } icon: { Image(systemName: "clock").accessibilityIdentifier("i2") }
                    .labelStyle(.trailingIcon)
                Label { Text("300").accessibilityIdentifier("t3") } icon: { Image(systemName: "clock") }.labelStyle(.titleOnly)
            }
        }
        try s.step(2)
        XCTAssertLessThan(try s.frame("i1").minX, try s.frame("t1").minX, "automatic: icon first")
        XCTAssertLessThan(try s.frame("t2").minX, try s.frame("i2").minX, "trailing icon: title first")
        XCTAssertNotNil(try s.frame("t3"))
    }

    // MARK: Tab view tint

    func testTabViewTintColoursTheBar() throws {
        let s = try ViewSession {
            TabView {
                Text("A").tabItem { Label("A", systemImage: "star") }
                Text("B").tabItem { Label("B", systemImage: "house") }
            }
            .tint(.purple)
        }
        try s.step(2)
        let bar = try XCTUnwrap(s.firstView(UITabBar.self))
        XCTAssertEqual(s.session.runner.context.perform { bar.tintColor }, UIColor.systemPurple)
    }

    // MARK: Compile shapes (Apple's signatures) with a drawn check

    /// A circular capacity gauge at 70 % in green: the top of the ring is green (the fill starts at 12
    /// o'clock), the left (at 75 %… of the sweep: 270°, beyond 70 %) is the pale track.
    func testCircularCapacityGauge() throws {
        let s = try ViewSession(size: CGSize(width: 100, height: 100)) {
            Gauge(value: 0.7) { Text("Speed") }
                .gaugeStyle(.accessoryCircularCapacity).tint(.green)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        // The 60-point ring is centred at (50, 50): its line (6 points) runs at radius 24…30.
        assertColor(try pixel(s, frame: 2, 50, 23), [52, 199, 89], tolerance: 6, "top: filled")
        assertColor(try pixel(s, frame: 3, 23, 50), overWhite([52, 199, 89], 0.3), tolerance: 6, "left: track")
    }

    func testSignaturesCompile() throws {
        _ = Button("Delete", systemImage: "trash", role: .destructive) {}
        _ = Slider(value: .constant(0.5), in: 0...1) { Text("Volume") }
        _ = Slider(value: .constant(5.0), in: 0...10, step: 1) { Text("V") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
        _ = ProgressView(value: 0.3, total: 1) { Text("Downloading") } currentValueLabel: { Text("30%") }
        _ = Gauge(value: 0.3, in: 0...1) { Text("B") } currentValueLabel: { Text("30") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
        _ = ColorPicker("Accent", selection: .constant(Color.orange))
        _ = TextEditor(text: .constant("Notes"))
        _ = ControlGroup { Button("A") {}; Button("B") {} }
        _ = PasteButton(payloadType: String.self) { _ in }
        _ = Toggle("T", isOn: .constant(true)).toggleStyle(.button)
    }
}

extension LabelStyle where Self == ControlStylesTests.TrailingIconLabelStyle {
    static var trailingIcon: Self { Self() }
}

/// S-68: `.borderedProminent` with `.tint(.white).foregroundStyle(.indigo)` draws an indigo title on a
/// white plate (the foreground style set on the button colours its label).
final class ProminentForegroundTests: XCTestCase {
    func testForegroundStyleColoursTheProminentLabel() throws {
        let s = try ViewSession(size: CGSize(width: 200, height: 100)) {
            Button("Continue") {}.buttonStyle(.borderedProminent).tint(.white).foregroundStyle(.indigo)
                .frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.black)
        }
        let image = try XCTUnwrap(s.session.render(frame: 2, image: true).image)
        var indigo = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            let (r, g, b) = (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
            if abs(r - 88) < 12 && abs(g - 86) < 12 && abs(b - 214) < 12 { indigo += 1 }
        }
        XCTAssertGreaterThan(indigo, 10, "indigo glyphs on the white plate")
    }
}
