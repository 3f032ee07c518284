import XCTest
import UIKit
import MotionLabPreview
import MotionLiterals
@testable import LiteralFixturePlain
@testable import LiteralFixtureTuned

/// Tunable literals end to end: the fixture files compiled as written (LiteralFixturePlain) and
/// through the MotionLabPort plugin (LiteralFixtureTuned) — the table registered at load, the
/// rewritten program identical to the unrewritten one without overrides, overrides played as the
/// formulas say.
final class LiteralPortTests: XCTestCase {
    override func tearDown() {
        DesignTimeLiterals.removeAllOverrides()
    }

    var fixtureSites: [LiteralSite] { LiteralRegistry.sites.filter { $0.module == "LiteralFixtureTuned" } }

    func site(_ file: String, _ label: String) throws -> LiteralSite {
        try XCTUnwrap(fixtureSites.first { $0.file.path == file && $0.label == label }, "\(file) \(label)")
    }

    /// The generated table registered itself when the test binary loaded: every literal is known
    /// before any fixture code has run, with the user's file, line and column.
    func testTheRegistryKnowsEveryLiteralBeforeItRuns() throws {
        let spring = try site("SpringCardViewController.swift", "usingSpringWithDamping")
        XCTAssertEqual(spring.id, "SpringCardViewController.swift:18:79")
        XCTAssertEqual(spring.text, "0.55")
        XCTAssertEqual(spring.call, "UIView.animate … usingSpringWithDamping")
        XCTAssertEqual(spring.parameter, .dampingRatio)
        XCTAssertTrue(spring.file.displayPath.hasSuffix("Tests/LiteralFixtures/Tuned/iOS/SpringCardViewController.swift"),
                      "the path the build read, through the linked iOS/ folder")
        XCTAssertTrue(spring.location.hasSuffix("SpringCardViewController.swift:18"))
        let source = try String(contentsOfFile: spring.file.displayPath, encoding: .utf8)
        XCTAssertEqual(Array(source.utf8)[spring.record.offset..<spring.record.offset + 4], Array("0.55".utf8)[...])
        XCTAssertEqual(SourceFingerprint.of(Array(source.utf8)), spring.file.fingerprint)
        XCTAssertEqual(Set(fixtureSites.map(\.file.path)), ["SpringCardViewController.swift", "LayerMotionViewController.swift",
                                                            "ChoreographyViewController.swift"])
        XCTAssertEqual(fixtureSites.count, 71)
        XCTAssertEqual(try site("LayerMotionViewController.swift", "damping").call, "CASpringAnimation.damping")
        XCTAssertEqual(try site("LayerMotionViewController.swift", "c2y").call, "CAMediaTimingFunction … c2y")
        XCTAssertEqual(try site("ChoreographyViewController.swift", "delay (operand)").parameter, .operand)
        XCTAssertTrue(try site("LayerMotionViewController.swift", "fromValue").record.typedAsInt, "spring.fromValue = 80: an Int in an Any position")
        XCTAssertFalse(try site("LayerMotionViewController.swift", "toValue").record.typedAsInt, "spring.toValue = 320.0")
    }

    /// Without an override the rewritten program is the unrewritten one: the same trace, byte for byte.
    func testWithoutOverridesTheTracesAreTheUnrewrittenOnes() throws {
        let pairs: [(String, () -> UIViewController, () -> UIViewController)] = [
            ("spring", { LiteralFixturePlain.SpringCardViewController() }, { LiteralFixtureTuned.SpringCardViewController() }),
            ("layers", { LiteralFixturePlain.LayerMotionViewController() }, { LiteralFixtureTuned.LayerMotionViewController() }),
            ("choreography", { LiteralFixturePlain.ChoreographyViewController() }, { LiteralFixtureTuned.ChoreographyViewController() }),
        ]
        for (name, plain, tuned) in pairs {
            let a = try trace(Preview(name, plain), seconds: 2.5)
            let b = try trace(Preview(name, tuned), seconds: 2.5)
            XCTAssertEqual(a.count, 151)
            XCTAssertGreaterThan(Set(a.map { $0.drop(while: { $0 != "t" }) }).count, 100, "\(name) moves")
            XCTAssertEqual(a, b, "\(name): the rewritten program traces differently")
        }
    }

    /// `--set ID=0.8` on the damping ratio: the card follows UIKit's spring with ζ = 0.8 (and with the
    /// literal's 0.55 without it), from its delay to the end of its duration.
    func testAnOverriddenDampingRatioPlaysUIKitsSpringWithIt() throws {
        let spring = try site("SpringCardViewController.swift", "usingSpringWithDamping")
        for ratio in [0.55, 0.8] {
            if ratio != 0.55 { try DesignTimeLiterals.set(spring.id, to: ratio) }
            var controller: LiteralFixtureTuned.SpringCardViewController?
            let ys = try samples(Preview("spring") { let vc = LiteralFixtureTuned.SpringCardViewController(); controller = vc; return vc },
                                 seconds: 0.95) { controller!.card.layer.presentation()!.position.y }
            let p = try UIKitSpring.parameters(duration: 0.8, dampingRatio: ratio, initialVelocity: 0)
            var worst = 0.0
            for (n, y) in ys.enumerated() {
                let t = Double(n) / 60 - 0.1
                guard t > 0, t < 0.8 else { continue }
                let expected = 100 + 200 * Self.springProgress(t: t, mass: p.mass, stiffness: p.stiffness, damping: p.damping, velocity: 0)
                worst = max(worst, abs(Double(y) - expected))
            }
            XCTAssertLessThan(worst, 1e-6, "ζ = \(ratio): the card is \(worst) pt from UIKit's spring")
        }
    }

    /// A CASpringAnimation's damping property and a timing function's control point, overridden.
    func testOverriddenPropertiesAndControlPoints() throws {
        try DesignTimeLiterals.set(try site("LayerMotionViewController.swift", "damping").id, to: 20)
        try DesignTimeLiterals.set(try site("LayerMotionViewController.swift", "c1y").id, to: 0)
        var controller: LiteralFixtureTuned.LayerMotionViewController?
        let values = try samples(Preview("layers") { let vc = LiteralFixtureTuned.LayerMotionViewController(); controller = vc; return vc },
                                 seconds: 1.2) { (controller!.dot.layer.presentation()!.position.y, controller!.fader.layer.presentation()!.opacity) }
        // The animation lasts its settling duration (the fixture sets `duration = settlingDuration`),
        // then the layer shows its model value.
        let settling = CASpringAnimation(keyPath: "position.y", mass: 1, stiffness: 120, damping: 20, initialVelocity: -2).settlingDuration
        XCTAssertLessThan(settling, 1.1)
        var worstY = 0.0, worstOpacity = 0.0
        for (n, (y, opacity)) in values.enumerated() {
            let t = Double(n) / 60
            guard t > 0 else { continue }
            let expected = t < settling ? 80 + 240 * Self.springProgress(t: t, mass: 1, stiffness: 120, damping: 20, velocity: -2) : 320
            worstY = max(worstY, abs(Double(y) - expected))
            let u = (t - 0.2) / 0.9
            if u > 0, u < 1 {
                let eased = Self.bezier(x: u, 0.68, 0, 0.265, 1.55)
                worstOpacity = max(worstOpacity, abs(Double(opacity) - (1 + (0.2 - 1) * eased)))
            }
        }
        XCTAssertLessThan(worstY, 1e-6, "the spring with damping 20")
        XCTAssertLessThan(worstOpacity, 1e-4, "the fade along cubic-bezier(0.68, 0, 0.265, 1.55)")
    }

    /// Overriding one literal changes only what it feeds: the row's stagger, not the other motion.
    func testAnOverrideChangesOnlyItsLiteral() throws {
        let plain = try trace(Preview("c") { LiteralFixtureTuned.ChoreographyViewController() }, seconds: 1.5)
        try DesignTimeLiterals.set(try site("ChoreographyViewController.swift", "delay (operand)").id, to: 0.2)
        let tuned = try trace(Preview("c") { LiteralFixtureTuned.ChoreographyViewController() }, seconds: 1.5)
        func layer(_ line: String, _ name: String) -> Substring? {
            guard let r = line.range(of: "\"\(name)\":{") else { return nil }
            return line[r.lowerBound...].prefix { $0 != "}" }
        }
        XCTAssertEqual(plain.map { layer($0, "slider") }, tuned.map { layer($0, "slider") })
        XCTAssertEqual(plain.map { layer($0, "row0") }, tuned.map { layer($0, "row0") }, "row 0's delay is 0 × anything")
        XCTAssertNotEqual(plain.map { layer($0, "row3") }, tuned.map { layer($0, "row3") })
    }

    func testOverridesOutsideTheAPIsRangeAreRefused() throws {
        let spring = try site("SpringCardViewController.swift", "usingSpringWithDamping")
        XCTAssertThrowsError(try DesignTimeLiterals.set(spring.id, to: 0)) { error in
            XCTAssertEqual("\(error)", "0 is out of range; SpringCardViewController.swift:18:79 (UIView.animate … usingSpringWithDamping) takes (0, 1]")
        }
        XCTAssertThrowsError(try DesignTimeLiterals.set(try site("LayerMotionViewController.swift", "keyTimes[1]").id, to: 1.5))
        XCTAssertThrowsError(try DesignTimeLiterals.set(try site("ChoreographyViewController.swift", "withDuration").id, to: -0.1))
        XCTAssertNoThrow(try DesignTimeLiterals.set(try site("LayerMotionViewController.swift", "initialVelocity").id, to: -30))
    }

    // MARK: Helpers

    /// The trace lines of `preview` for `seconds` at 60 fps (what `render --trace` writes).
    func trace(_ preview: Preview, seconds: Double) throws -> [String] {
        var options = HeadlessSession.Options()
        options.duration = seconds
        options.scale = 1
        let session = try HeadlessSession(preview: preview, options: options)
        var lines: [String] = []
        for n in 0..<session.frameCount {
            let result = try session.step(draws: true, tracing: true)
            lines.append(TraceWriter.line(frame: n, time: Double(n) / 60, layers: result.rendered.traced))
        }
        return lines
    }

    /// `value()` after each frame of `preview` for `seconds` at 60 fps.
    func samples<T>(_ preview: Preview, seconds: Double, _ value: () -> T) throws -> [T] {
        var options = HeadlessSession.Options()
        options.duration = seconds
        options.scale = 1
        let session = try HeadlessSession(preview: preview, options: options)
        var out: [T] = []
        for _ in 0..<session.frameCount {
            try session.step()
            out.append(session.runner.context.perform { value() })
        }
        return out
    }

    /// A damped spring's progress 0 → 1 from rest displacement 1 with initial velocity `velocity`
    /// (towards the target, in progress per second): the closed-form solution of m·x″ + c·x′ + k·x = 0.
    static func springProgress(t: Double, mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double) -> Double {
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        } else if zeta == 1 {
            return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
        } else {
            let r = w0 * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * w0 + r, r2 = -zeta * w0 - r
            // x = 1 - p; x(0) = 1, x'(0) = -v0.
            let b = (-v0 - r1) / (r2 - r1), a = 1 - b
            return 1 - (a * exp(r1 * t) + b * exp(r2 * t))
        }
    }

    /// CSS/Core Animation cubic-bezier(x1, y1, x2, y2) at x, by bisection on x(s) (independent of
    /// MotionTiming's Newton solver).
    static func bezier(x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if coordinate(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return coordinate((lo + hi) / 2, y1, y2)
    }
}
