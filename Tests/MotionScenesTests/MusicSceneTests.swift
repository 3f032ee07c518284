import XCTest
import MotionHost
import MotionViews
@testable import MotionLabPreview
@testable import MotionRender
@testable import MotionScenes

/// The song list against seed 001: each element springs from x = 320 to 0 (position.x 480 → 160),
/// starting at initialDelay + i × stutter, along UIKit's spring. The spring constants come from UIKit's
/// (duration, damping ratio) mapping, `UIKitSpring.parameters`; the motion is the closed-form
/// under-damped solution typed here:
///     x(τ) = to + (from − to)·e^(−ζω₀τ)·(cos ω_d τ + (ζω₀/ω_d)·sin ω_d τ),   ω_d = ω₀√(1 − ζ²).
final class MusicSceneTests: MapMusicBasicsTestCase {
    func makeScene(_ assignments: [String] = []) throws -> MusicScene {
        var settings = TunableValues(MusicScene.tunables)
        for a in assignments { try settings.apply(assignment: a) }
        let scene = try MusicScene(window: window, settings: settings)
        at(0)
        scene.start()
        return scene
    }

    /// Position.x of an element τ seconds into its spring (from 480 to 160), or 480 before it starts.
    func expectedX(_ tau: Double, duration: Double = 2.1, dampingRatio: Double = 0.6) throws -> Double {
        if tau <= 0 { return 480 }
        if tau >= duration { return 160 }
        let p = try UIKitSpring.parameters(duration: duration, dampingRatio: dampingRatio, initialVelocity: 0)
        let omega0 = (p.stiffness / p.mass).squareRoot()
        let zeta = p.damping / (2 * (p.stiffness * p.mass).squareRoot())
        if zeta >= 1 {
            return 160 + 320 * exp(-omega0 * tau) * (1 + omega0 * tau)
        }
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        return 160 + 320 * exp(-zeta * omega0 * tau) * (cos(omegaD * tau) + zeta * omega0 / omegaD * sin(omegaD * tau))
    }

    func testLayoutIsTheArticlesUnderAStatusBar() throws {
        let scene = try makeScene()
        run(until: 5)
        let top: CGFloat = 20
        XCTAssertEqual(scene.arrowView.frame, CGRect(x: 0, y: top, width: 320, height: 45))
        XCTAssertEqual(scene.ministryView.frame, CGRect(x: 0, y: top + 57, width: 320, height: 28))
        XCTAssertEqual(scene.addButton.frame, CGRect(x: 0, y: top + 102, width: 320, height: 45))
        for i in 0..<5 {
            XCTAssertEqual(scene.rows[i].frame, CGRect(x: 0, y: top + 170 + 80 * CGFloat(i), width: 320, height: 80))
        }
        for name in ["arrow", "ministry", "addButton", "row1", "row2", "row3", "row4", "row5"] {
            XCTAssertNotNil(layerNamed(name), name)
        }
    }

    func testEveryElementSpringsInAtItsStutteredTime() throws {
        let scene = try makeScene()
        let elements = scene.elements
        XCTAssertEqual(elements.count, 8)
        var t = 0.0
        var leftmost = CGFloat.infinity
        while t < 4 {
            t += 0.05
            at(t)
            leftmost = min(leftmost, position(scene.arrowView).x)
            for (i, view) in elements.enumerated() {
                let start = 1.0 + Double(i) * 0.06
                XCTAssertEqual(Double(position(view).x), try expectedX(t - start), accuracy: 0.05,
                               "element \(i) at t = \(t)")
            }
        }
        XCTAssertLessThan(leftmost, 160 - 1, "damping ratio 0.6 overshoots past x = 0")
    }

    func testStutterMovesEachRowsStartTime() throws {
        let scene = try makeScene(["stutter=0.25", "initialDelay=0.5"])
        let row5 = scene.elements[7]
        let start = 0.5 + 7 * 0.25
        at(start - 0.01)
        XCTAssertEqual(Double(position(row5).x), 480, accuracy: 1e-9, "not started yet")
        for tau in [0.05, 0.2, 0.5, 1.0] {
            at(start + tau)
            XCTAssertEqual(Double(position(row5).x), try expectedX(tau), accuracy: 0.05)
        }
    }

    func testDampingRatioAndDurationShapeTheSpring() throws {
        let scene = try makeScene(["dampingRatio=1", "duration=1.5"])
        let arrow = scene.arrowView
        var t = 1.0
        while t < 2.6 {
            t += 1.0 / 60
            at(t)
            let x = Double(position(arrow).x)
            XCTAssertEqual(x, try expectedX(t - 1, duration: 1.5, dampingRatio: 1), accuracy: 0.05)
            XCTAssertGreaterThanOrEqual(x, 160 - 1e-9, "a critically damped spring does not overshoot")
        }
    }

    func testAddButtonHighlightsWhilePressedAndAddsARowOnRelease() throws {
        let scene = try makeScene()
        run(until: 4)
        let button = scene.addButton
        let point = center(of: button)
        window.sendTouch(.began, at: point)
        XCTAssertTrue(button.isHighlighted)
        XCTAssertTrue(button.currentImage === button.image(for: .highlighted))
        XCTAssertFalse(button.currentImage === button.image(for: .normal))
        XCTAssertEqual(scene.rows.count, 5, "acts on release, not on press")
        window.sendTouch(.ended, at: point)
        XCTAssertFalse(button.isHighlighted)
        XCTAssertEqual(scene.rows.count, 6)
        let added = scene.rows[0]
        XCTAssertEqual(added.layer.name, "row6")
        XCTAssertNotNil(layerNamed("row6"))
        for tau in [0.0, 0.1, 0.4, 1.0, 2.2] {
            at(4 + tau)
            XCTAssertEqual(Double(position(added).x), try expectedX(tau), accuracy: 0.05)
        }
        run(until: 7)
        for (i, row) in scene.rows.enumerated() {
            XCTAssertEqual(row.frame.origin.y, 190 + 80 * CGFloat(i), "row \(i) restacked")
            XCTAssertEqual(position(row).y, 190 + 80 * CGFloat(i) + 40, accuracy: 1e-6)
        }
    }

    func testReleasingOutsideTheButtonAddsNothing() throws {
        let scene = try makeScene()
        run(until: 4)
        window.sendTouch(.began, at: center(of: scene.addButton))
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 500))
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 500))
        XCTAssertEqual(scene.rows.count, 5)
    }

    func testReplaySlidesOutAndSpringsBackOnTheSameSchedule() throws {
        let scene = try makeScene()
        run(until: 4)
        scene.replay()
        run(until: 4.3 + 7 * 0.06 + 0.05)
        for view in scene.elements { XCTAssertEqual(Double(position(view).x), 480, accuracy: 1e-6, "out") }
        var t = CACurrentMediaTime()
        while t < 8 {
            t += 1.0 / 60
            at(t)
            for (i, view) in scene.elements.enumerated() {
                XCTAssertEqual(Double(position(view).x), try expectedX(t - (4 + 1 + Double(i) * 0.06)), accuracy: 0.05,
                               "element \(i) at \(t)")
            }
        }
    }
}
