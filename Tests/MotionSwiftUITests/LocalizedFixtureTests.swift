import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview
import Swift6Fixture
import MotionRender
import MotionHost

/// S-89 and S-76 end to end: Tests/Swift6Fixture/iOS holds `en.lproj` and `Base.lproj`
/// `Localizable.strings` and a file with `Text("key")`s and an `@Previewable` preview, compiled through
/// the MotionLabPort plugin as a user's app folder is (the tables become registrations in the generated
/// shared file; the preview's state a generated view).
final class LocalizedFixtureTests: XCTestCase {
    func testTheAppsTablesAreCompiledAndRegistered() {
        XCTAssertEqual(LocalizedStringTables.string(forKey: "fixture.greeting"), "Hello there", "en.lproj's over Base.lproj's")
        XCTAssertEqual(LocalizedStringTables.string(forKey: "fixture.base.only"), "Only in Base")
        XCTAssertEqual(Text("fixture.greeting").content, "Hello there")
        XCTAssertEqual(Text("fixture.parcels \(3)").content, "3 parcels", "an interpolated Int is looked up as %lld")
        // (The fixture's own `NSLocalizedString`, generated into its module, is drawn in the card below.)
    }

    func testTheLocalizedCardDrawsTheTablesTexts() throws {
        let p = try XCTUnwrap(Preview.declared.first { $0.title == "Greeting card (Swift 6)" })
        var o = HeadlessSession.Options()
        o.scale = 1
        let session = try HeadlessSession(preview: p, options: o)
        var traced: [String: TracedLayer] = [:]
        for _ in 0..<3 { traced = try session.step(draws: true, tracing: true).rendered.traced }
        // Each text is as wide as the table's string in its font (not the key's).
        let reference = try ViewSession {
            VStack {
                Text(verbatim: "Hello there").font(.title).accessibilityIdentifier("a")
                Text(verbatim: "3 parcels").accessibilityIdentifier("b")
                Text(verbatim: "Only in Base").accessibilityIdentifier("c")
                Text(verbatim: "Hello there").accessibilityIdentifier("d")
            }
        }
        try reference.step(2)
        XCTAssertEqual(try XCTUnwrap(traced["fixture-greeting"]).windowFrame.width, try reference.frame("a").width, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(traced["fixture-parcels"]).windowFrame.width, try reference.frame("b").width, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(traced["fixture-ns"]).windowFrame.width, try reference.frame("d").width, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(traced["fixture-string-localized"]).windowFrame.width, try reference.frame("b").width, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(traced["fixture-base"]).windowFrame.width, try reference.frame("c").width, accuracy: 0.01)
        if let folder = ProcessInfo.processInfo.environment["SUI_REST_PNG"], let image = try session.render(frame: 4, image: true).image {
            let png = try PNGEncoder.fast.encode(image.pixels, width: image.width, height: image.height)
            try Data(png).write(to: URL(fileURLWithPath: folder).appendingPathComponent("S89-fixture.png"))
        }
    }

    func testThePreviewableStateIsAViewsState() throws {
        let p = try XCTUnwrap(Preview.declared.first { $0.title == "Previewable lamp (Swift 6)" }, "the @Previewable preview is registered")
        var o = HeadlessSession.Options()
        o.scale = 1
        o.fps = 60
        let probe = try HeadlessSession(preview: p, options: o)
        let lamp = try XCTUnwrap(probe.step(draws: true, tracing: true).rendered.traced["fixture-lamp"]).windowFrame
        // The switch sits at the row's trailing edge (16 in from the padding): tap it.
        o.script = try InputScript(parsing: "0.3 click \(Int(lamp.maxX - 16 - 25)) \(Int(lamp.midY))")
        let session = try HeadlessSession(preview: p, options: o)
        try session.step(draws: true)
        let window = try XCTUnwrap(session.runner.window)
        func find(_ v: UIView) -> UISwitch? {
            if let s = v as? UISwitch { return s }
            for c in v.subviews { if let s = find(c) { return s } }
            return nil
        }
        let sw = try XCTUnwrap(session.runner.context.perform { find(window) })
        XCTAssertFalse(session.runner.context.perform { sw.isOn }, "the @Previewable initial value")
        for _ in 0..<40 { try session.step(draws: true) }
        XCTAssertTrue(session.runner.context.perform { sw.isOn }, "the tap set the generated view's @State, and the view shows it")
    }
}
