import XCTest
import UIKit
import MotionReload
import MotionLiterals
import MotionLiteralTuning
@testable import MotionLabPreview
@testable import LiteralFixtureTuned

/// The window's side of tunable literals, on the fixture compiled through the plugin: the panel's
/// keys (pick, nudge on the parameter's grid, Shift for ten steps, Backspace), which literals are the
/// preview's, the curve of the literal being tuned, and tuned values carried across a reload.
final class LiteralWindowTests: XCTestCase {
    override func tearDown() {
        DesignTimeLiterals.removeAllOverrides()
        DesignTimeLiterals.isRecordingUse = false   // the window's panel records which literals run
    }

    func site(_ file: String, _ label: String) throws -> LiteralSite {
        try XCTUnwrap(LiteralRegistry.sites.first { $0.module == "LiteralFixtureTuned" && $0.file.path == file && $0.label == label })
    }

    func runner() throws -> SceneRunner {
        try SceneRunner(preview: Preview("spring") { LiteralFixtureTuned.SpringCardViewController() }, context: AnimationContext())
    }

    func testTheKeysPickNudgeAndRestoreALiteral() throws {
        let runner = try runner()
        let panel = LiveLiterals()
        var replays = 0, shift = false
        panel.requestReplay = { replays += 1 }
        panel.shiftHeld = { shift }
        XCTAssertFalse(panel.handleKey(.nextLiteral, runner: runner), "closed: the arrows are the preview's")
        XCTAssertTrue(panel.handleKey(.literals, runner: runner))
        XCTAssertEqual(panel.tunedSite?.label, "withDuration", "the file declaring the preview's controller, first literal")
        _ = panel.handleKey(.nextLiteral, runner: runner)
        _ = panel.handleKey(.nextLiteral, runner: runner)
        let damping = try site("SpringCardViewController.swift", "usingSpringWithDamping")
        XCTAssertEqual(panel.tunedSite, damping)
        _ = panel.handleKey(.increaseLiteral, runner: runner)
        XCTAssertEqual(DesignTimeLiterals.override(of: damping), 0.56, "a hundredth of a damping ratio, on the grid")
        shift = true
        _ = panel.handleKey(.increaseLiteral, runner: runner)
        XCTAssertEqual(DesignTimeLiterals.override(of: damping), 0.66, "Shift: ten steps")
        for _ in 0..<10 { _ = panel.handleKey(.increaseLiteral, runner: runner) }
        XCTAssertEqual(DesignTimeLiterals.override(of: damping), 1, "stops at the end of (0, 1]")
        XCTAssertEqual(replays, 6, "each change replays the preview (0.56, 0.66, 0.76, 0.86, 0.96, 1); none at the end of the range")
        _ = panel.handleKey(.restoreLiteral, runner: runner)
        XCTAssertNil(DesignTimeLiterals.override(of: damping))
        XCTAssertEqual(LiveLiterals.value(of: damping), 0.55)
        _ = panel.handleKey(.previousLiteral, runner: runner)
        _ = panel.handleKey(.decreaseLiteral, runner: runner)
        XCTAssertEqual(DesignTimeLiterals.override(of: try site("SpringCardViewController.swift", "delay")), 0, "0.1 − 10 × 0.01")
        XCTAssertTrue(panel.handleKey(.literals, runner: runner))
        XCTAssertNil(panel.tunedSite, "closed")
    }

    func testThePreviewsLiteralsComeFromItsFilesAndWhatRan() throws {
        let all = LiteralRegistry.sites.filter { $0.module == "LiteralFixtureTuned" }
        let own = PreviewLiterals.sites(all: all, ownTypes: ["SpringCardViewController", "UIViewController"], ran: [], tuned: [])
        XCTAssertEqual(Set(own.map(\.file.path)), ["SpringCardViewController.swift"])
        let layer = try site("LayerMotionViewController.swift", "damping")
        let more = PreviewLiterals.sites(all: all, ownTypes: ["SpringCardViewController"], ran: [layer.id], tuned: [])
        XCTAssertEqual(Set(more.map(\.file.path)), ["SpringCardViewController.swift", "LayerMotionViewController.swift"],
                       "a literal that ran brings its file's")
        let tuned = try site("ChoreographyViewController.swift", "dampingRatio")
        XCTAssertTrue(PreviewLiterals.sites(all: all, ownTypes: [], ran: [], tuned: [tuned.id]).contains(tuned))
    }

    /// The curve panel follows the literal: the spring its call makes, with the tuned value.
    func testTheCurveOfTheLiteralBeingTuned() throws {
        let damping = try site("SpringCardViewController.swift", "usingSpringWithDamping")
        try DesignTimeLiterals.set(damping.id, to: 0.8)
        let plot = try XCTUnwrap(LiteralCurves.plot(for: damping, in: LiteralRegistry.sites, value: LiveLiterals.value(of:)))
        XCTAssertEqual(plot.title, "UIView.animate(withDuration: 0.8, usingSpringWithDamping: 0.8, initialSpringVelocity: 0)")
        let p = try UIKitSpring.parameters(duration: 0.8, dampingRatio: 0.8, initialVelocity: 0)
        let spring = SpringSimulation(mass: p.mass, stiffness: p.stiffness, damping: p.damping)
        for point in plot.curves[0].points where point.x > 0 && point.x < 0.8 {
            XCTAssertEqual(point.y, spring.value(at: point.x), accuracy: 1e-9)
        }
        // The duration's curve is the same spring (one call, one group).
        XCTAssertEqual(LiteralCurves.plot(for: try site("SpringCardViewController.swift", "withDuration"), in: LiteralRegistry.sites,
                                          value: LiveLiterals.value(of:))?.title, plot.title)
        let c2y = try site("LayerMotionViewController.swift", "c2y")
        XCTAssertEqual(LiteralCurves.plot(for: c2y, in: LiteralRegistry.sites, value: LiveLiterals.value(of:))?.title,
                       "cubic-bezier(0.68, −0.55, 0.265, 1.55)", "plots print a minus sign")
        let mass = try site("LayerMotionViewController.swift", "stiffness")
        XCTAssertEqual(LiteralCurves.plot(for: mass, in: LiteralRegistry.sites, value: LiveLiterals.value(of:))?.title,
                       "CASpringAnimation: mass 1 kg, stiffness 120 N/m, damping 8 N·s/m, initialVelocity −2")
        XCTAssertNil(LiteralCurves.plot(for: try site("LayerMotionViewController.swift", "instanceCount"), in: LiteralRegistry.sites,
                                        value: LiveLiterals.value(of:)), "no curve for a count")
    }

    /// A reload carries the tuned values in the story, and finds a literal an edit moved.
    func testTunedValuesTravelWithTheStory() throws {
        let damping = try site("SpringCardViewController.swift", "usingSpringWithDamping")
        try DesignTimeLiterals.set(damping.id, to: 0.7)
        let settings = LiteralStory.settings()
        XCTAssertEqual(settings.count, 1)
        DesignTimeLiterals.removeAllOverrides()
        XCTAssertEqual(LiteralStory.restore(settings + [ReplaySetting(name: "stutter", value: 0.1)]), [])
        XCTAssertEqual(DesignTimeLiterals.override(of: damping), 0.7)
        // Moved two lines down (an edit above it): the same API and argument in that file, nearest.
        let moved = ReplaySetting(name: LiteralStory.marker + ["SpringCardViewController.swift:16:79", damping.call, "0.55"].joined(separator: "\u{1F}"), value: 0.9)
        XCTAssertEqual(LiteralStory.restore([moved]), [])
        XCTAssertEqual(DesignTimeLiterals.override(of: damping), 0.9)
        let gone = ReplaySetting(name: LiteralStory.marker + ["SpringCardViewController.swift:18:79", "CASpringAnimation.mass", "1"].joined(separator: "\u{1F}"), value: 2)
        XCTAssertEqual(LiteralStory.restore([gone]), ["the tuned literal SpringCardViewController.swift:18:79 (CASpringAnimation.mass) is gone; its value 2 was dropped"])
    }
}
