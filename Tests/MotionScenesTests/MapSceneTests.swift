import XCTest
import MotionHost
import MotionViews
@testable import MotionLabPreview
@testable import MotionRender
@testable import MotionScenes

/// The map overlay against seed 000: the setup's frames and transforms, the fades' durations and
/// curve, and JNWSpringAnimation's curve x(t) = to − (to − from)·e^(−c·t/2m)·cos(ωt) with
/// ω = √(k/m − c²/4m²) (0 when negative), typed here from the library's definition.
final class MapSceneTests: MapMusicBasicsTestCase {
    func makeScene(_ assignments: [String] = []) throws -> MapScene {
        var settings = TunableValues(MapScene.tunables)
        for a in assignments { try settings.apply(assignment: a) }
        let scene = try MapScene(window: window, settings: settings)
        scene.start()
        return scene
    }

    /// JNW's spring from `from` to `to` at `t` seconds.
    func jnw(_ t: Double, from: Double, to: Double, damping c: Double, stiffness k: Double, mass m: Double = 1) -> Double {
        let radicand = k / m - c * c / (4 * m * m)
        let omega = radicand > 0 ? radicand.squareRoot() : 0
        return to - (to - from) * exp(-c * t / (2 * m)) * cos(omega * t)
    }

    func easeInOut(_ x: Double) -> Double { Self.cubicBezier(x, 0.42, 0, 0.58, 1) }

    func testSetupMatchesTheArticle() throws {
        let scene = try makeScene()
        at(0)
        XCTAssertEqual(scene.appBackground.frame, CGRect(x: 0, y: 20, width: 320, height: 548))
        XCTAssertEqual(scene.icon.frame, CGRect(x: 271, y: 19, width: 49, height: 44))
        XCTAssertEqual(scene.mapView.center, CGPoint(x: 160, y: 62 + 229))
        XCTAssertEqual(scene.mapView.bounds.size, CGSize(width: 320, height: 458))
        XCTAssertEqual(scalar(scene.mapView, "opacity"), 0)
        XCTAssertEqual(scalar(scene.mapView, "transform.translation.y"), 30, accuracy: 1e-9)
        XCTAssertEqual(scalar(scene.mapView, "transform.scale"), 1.1, accuracy: 1e-9)
        for name in ["appBackground", "mapView", "mapIcon"] { XCTAssertNotNil(layerNamed(name), name) }
        XCTAssertFalse(scene.mapShowing)
    }

    func testOpeningFollowsTheArticlesFadesAndSprings() throws {
        let scene = try makeScene()
        at(0)
        tap(center(of: scene.icon))
        XCTAssertTrue(scene.mapShowing)
        for t in [0.02, 0.075, 0.1, 0.25, 0.4, 0.6, 0.9] {
            at(t)
            // Fades: map 0 → 1 in 0.15 s, background 1 → 0.3 in 0.5 s, both ease-in-ease-out.
            let mapAlpha = t >= 0.15 ? 1 : easeInOut(t / 0.15)
            let bgAlpha = t >= 0.5 ? 0.3 : 1 - 0.7 * easeInOut(t / 0.5)
            XCTAssertEqual(scalar(scene.mapView, "opacity"), mapAlpha, accuracy: 1e-4, "map alpha at \(t)")
            XCTAssertEqual(scalar(scene.appBackground, "opacity"), bgAlpha, accuracy: 1e-4, "background alpha at \(t)")
            // Springs: damping = stiffness = 16, mass 1.
            XCTAssertEqual(scalar(scene.appBackground, "transform.scale"), jnw(t, from: 1, to: 0.9, damping: 16, stiffness: 16),
                           accuracy: 2e-4, "background scale at \(t)")
            XCTAssertEqual(scalar(scene.mapView, "transform.scale"), jnw(t, from: 1.1, to: 1, damping: 16, stiffness: 16),
                           accuracy: 2e-4, "map scale at \(t)")
            XCTAssertEqual(scalar(scene.mapView, "transform.translation.y"), jnw(t, from: 30, to: 0, damping: 16, stiffness: 16),
                           accuracy: 0.02, "map translation at \(t)")
        }
        run(until: 3)
        XCTAssertEqual(scalar(scene.mapView, "transform.translation.y"), 0, accuracy: 1e-9)
        XCTAssertEqual(scalar(scene.mapView, "transform.scale"), 1, accuracy: 1e-9)
        XCTAssertEqual(scalar(scene.appBackground, "transform.scale"), 0.9, accuracy: 1e-9)
        XCTAssertEqual(scalar(scene.appBackground, "opacity"), 0.3, accuracy: 1e-6)
        XCTAssertNil(scene.mapView.layer.animationKeys(), "springs removed once settled")
    }

    func testClosingUsesTheStifferSpringAndEndsWhereTheSetupStarted() throws {
        let scene = try makeScene()
        at(0)
        tap(center(of: scene.icon))
        run(until: 3)
        tap(center(of: scene.icon))
        XCTAssertFalse(scene.mapShowing)
        for dt in [0.05, 0.15, 0.3, 0.5] {
            at(3 + dt)
            XCTAssertEqual(scalar(scene.mapView, "opacity"), dt >= 0.3 ? 0 : 1 - easeInOut(dt / 0.3), accuracy: 1e-4)
            XCTAssertEqual(scalar(scene.appBackground, "opacity"), 0.3 + 0.7 * easeInOut(dt / 0.5), accuracy: 1e-4)
            XCTAssertEqual(scalar(scene.mapView, "transform.translation.y"), jnw(dt, from: 0, to: 30, damping: 24, stiffness: 24),
                           accuracy: 0.02, "translation at +\(dt)")
            XCTAssertEqual(scalar(scene.mapView, "transform.scale"), jnw(dt, from: 1, to: 1.1, damping: 24, stiffness: 24),
                           accuracy: 2e-4)
            XCTAssertEqual(scalar(scene.appBackground, "transform.scale"), jnw(dt, from: 0.9, to: 1, damping: 24, stiffness: 24),
                           accuracy: 2e-4)
        }
        run(until: 6)
        XCTAssertEqual(scalar(scene.mapView, "transform.translation.y"), 30, accuracy: 1e-9)
        XCTAssertEqual(scalar(scene.mapView, "transform.scale"), 1.1, accuracy: 1e-9)
        XCTAssertEqual(scalar(scene.appBackground, "transform.scale"), 1, accuracy: 1e-9)
    }

    func testSpringTunablesChangeTheMotion() throws {
        let scene = try makeScene(["damping=10", "stiffness=100", "mass=2"])
        at(0)
        tap(center(of: scene.icon))
        for t in [0.1, 0.3, 0.7] {
            at(t)
            XCTAssertEqual(scalar(scene.mapView, "transform.translation.y"),
                           jnw(t, from: 30, to: 0, damping: 10, stiffness: 100, mass: 2), accuracy: 0.05, "at \(t)")
        }
    }

    func testSpringsStartFromThePresentationValueWhenInterrupted() throws {
        let scene = try makeScene()
        at(0)
        tap(center(of: scene.icon))
        at(0.2)
        let y0 = jnw(0.2, from: 30, to: 0, damping: 16, stiffness: 16)
        tap(center(of: scene.icon))  // close from mid-flight
        at(0.2)
        XCTAssertEqual(scalar(scene.mapView, "transform.translation.y"), y0, accuracy: 0.02)
        at(0.45)
        XCTAssertEqual(scalar(scene.mapView, "transform.translation.y"), jnw(0.25, from: y0, to: 30, damping: 24, stiffness: 24),
                       accuracy: 0.02)
    }

    /// 15 clicks 50 ms apart: every traced value moves no faster than its own motion allows, frame to frame.
    func testRapidClickingNeverJumps() throws {
        let scene = try makeScene()
        // Fastest rates the motions allow (units per second): a JNW spring with c = k (over-damped here,
        // ω = 0) moves at most (c/2m)·|to − from| (24/2 for closing); a fade at most its range / duration
        // times the ease-in-ease-out curve's steepest slope (below 2).
        let tracked: [(String, UIView, String, Double)] = [
            ("map translation", scene.mapView, "transform.translation.y", 12 * 30),
            ("map scale", scene.mapView, "transform.scale", 12 * 0.1),
            ("background scale", scene.appBackground, "transform.scale", 12 * 0.1),
            ("map alpha", scene.mapView, "opacity", 2 * 1 / 0.15),
            ("background alpha", scene.appBackground, "opacity", 2 * 0.7 / 0.5),
        ]
        var times: [Double] = []
        var t = 0.0
        while t <= 3 { times.append(t); t += 1.0 / 60 }
        let clicks = (0..<15).map { 0.1 + Double($0) * 0.05 }
        times = (times + clicks).sorted()
        var previous: [Double]? = nil
        var previousTime = 0.0
        var clicked = Set<Int>()
        for time in times {
            // A frame: what is on screen now, compared with the previous frame; then the click, if one
            // falls here (it shows from the next frame on, as in Core Animation).
            at(time)
            let values = tracked.map { scalar($0.1, $0.2) }
            if let p = previous {
                for (k, entry) in tracked.enumerated() {
                    let allowed = entry.3 * (time - previousTime) * 1.05 + 1e-6
                    XCTAssertLessThanOrEqual(abs(values[k] - p[k]), allowed, "\(entry.0) jumps at t = \(time)")
                }
            }
            previous = values
            previousTime = time
            if let i = clicks.firstIndex(of: time), !clicked.contains(i) {
                clicked.insert(i)
                tap(center(of: scene.icon))
            }
        }
        XCTAssertEqual(clicked.count, 15)
        XCTAssertTrue(scene.mapShowing, "an odd number of clicks leaves the map open")
        XCTAssertEqual(scalar(scene.mapView, "opacity"), 1, accuracy: 1e-6)
        XCTAssertEqual(scalar(scene.mapView, "transform.translation.y"), 0, accuracy: 1e-3)
    }

    func testSpaceTogglesLikeATap() throws {
        let scene = try makeScene()
        at(0)
        scene.replay()
        XCTAssertTrue(scene.mapShowing)
        scene.replay()
        XCTAssertFalse(scene.mapShowing)
    }
}
