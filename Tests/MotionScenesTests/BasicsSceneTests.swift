import XCTest
import MotionHost
import MotionViews
@testable import MotionLabPreview
@testable import MotionRender
@testable import MotionScenes

/// The Core Animation basics against seed 004's numbers: linear interpolation 77 + 378·t, the shake's
/// keyframes, the 150-pt orbit at constant speed facing its direction of travel, the easing curves
/// (cubic Béziers solved here by bisection, Penner's bounce typed here), and the card shuffle group.
final class BasicsSceneTests: MapMusicBasicsTestCase {
    func makeScene() throws -> BasicsScene {
        let scene = try BasicsScene(window: window, settings: TunableValues(BasicsScene.tunables))
        at(0)
        scene.start()
        return scene
    }

    func testEveryTracedLayerExists() throws {
        _ = try makeScene()
        let names = ["rocket", "rocket2", "form", "satellite", "easingLinear", "easingEaseIn", "easingEaseOut",
                     "easingEaseInEaseOut", "easingDefault", "easingCustom", "easingBack", "easingBounce",
                     "card1", "card2", "card3"]
        for name in names { XCTAssertNotNil(layerNamed(name), name) }
    }

    func testRocketFliesLinearlyFrom77To455WithTheModelUpdated() throws {
        let scene = try makeScene()
        for t in [0.0, 0.25, 0.5, 0.75, 0.99] {
            at(t)
            XCTAssertEqual(Double(position(scene.rocket).x), 77 + 378 * t, accuracy: 1e-6, "at \(t)")
            if t == 0.5 { XCTAssertEqual(position(scene.rocket).x, 266, accuracy: 1e-9) }
        }
        XCTAssertEqual(scene.rocket.layer.position, CGPoint(x: 455, y: 61), "model set at once")
        run(until: 1.5)
        XCTAssertEqual(position(scene.rocket).x, 455)
        XCTAssertNil(scene.rocket.layer.animationKeys(), "removed on completion; the model shows 455")
    }

    func testSecondRocketUsesByValue378HalfASecondLater() throws {
        let scene = try makeScene()
        for t in [0.0, 0.25, 0.5] {
            at(t)
            XCTAssertEqual(Double(position(scene.rocket2).x), 77, accuracy: 1e-9, "waits until 0.5 s")
        }
        for t in [0.75, 1.0, 1.25] {
            at(t)
            XCTAssertEqual(Double(position(scene.rocket2).x), 77 + 378 * (t - 0.5), accuracy: 1e-6, "at \(t)")
        }
        run(until: 3)
        XCTAssertEqual(Double(position(scene.rocket2).x), 455, accuracy: 1e-9, "fills forwards at 77 + 378")
        XCTAssertEqual(position(scene.rocket2).y, 111)
    }

    func testFormShakesThroughTheKeyframesAndAgainWhenClicked() throws {
        let scene = try makeScene()
        let restX = Double(scene.form.layer.position.x)
        let keys: [(Double, Double)] = [(0, 0), (1 / 6.0, 10), (2 / 6.0, 0), (3 / 6.0, -10), (4 / 6.0, 0), (5 / 6.0, 10), (1, 0)]
        for (u, offset) in keys {
            at(u * 0.4)
            XCTAssertEqual(Double(position(scene.form).x) - restX, offset, accuracy: 1e-6, "at keyTime \(u)")
        }
        run(until: 1)
        XCTAssertEqual(Double(position(scene.form).x), restX)
        tap(center(of: scene.form))
        at(1 + 0.4 / 6)
        XCTAssertEqual(Double(position(scene.form).x) - restX, 10, accuracy: 1e-6, "a click shakes it again")
        at(1 + 0.2)
        XCTAssertEqual(Double(position(scene.form).x) - restX, -10, accuracy: 1e-6)
    }

    func testSatelliteOrbitsAtConstantSpeedFacingItsDirection() throws {
        let scene = try makeScene()
        let c = BasicsScene.orbitCenter
        func angle(_ p: CGPoint) -> Double { atan2(Double(p.y - c.y), Double(p.x - c.x)) }
        var previousAngle: Double? = nil
        var t = 0.1
        while t < 9 {
            at(t)
            let p = position(scene.satellite)
            XCTAssertEqual(hypot(Double(p.x - c.x), Double(p.y - c.y)), 150, accuracy: 0.1, "radius at \(t)")
            // Paced: a quarter turn every second.
            let a = angle(p)
            if let prev = previousAngle {
                var d = abs(a - prev)
                if d > .pi { d = 2 * .pi - d }
                XCTAssertEqual(d, .pi / 2, accuracy: 2e-3, "quarter turn per second at \(t)")
            }
            previousAngle = a
            // rotateAuto: the layer turns to the tangent, the direction it is moving in.
            at(t + 1e-4)
            let q = position(scene.satellite)
            let heading = atan2(Double(q.y - p.y), Double(q.x - p.x))
            let rotation = scalar(scene.satellite, "transform.rotation.z")
            var diff = abs(heading - rotation).truncatingRemainder(dividingBy: 2 * .pi)
            if diff > .pi { diff = 2 * .pi - diff }
            XCTAssertEqual(diff, 0, accuracy: 5e-3, "faces its direction at \(t)")
            t += 1
        }
    }

    func testEasingRectanglesFollowTheirCurves() throws {
        let scene = try makeScene()
        let references: [String: (Double) -> Double] = [
            "easingLinear": { $0 },
            "easingEaseIn": { Self.cubicBezier($0, 0.42, 0, 1, 1) },
            "easingEaseOut": { Self.cubicBezier($0, 0, 0, 0.58, 1) },
            "easingEaseInEaseOut": { Self.cubicBezier($0, 0.42, 0, 0.58, 1) },
            "easingDefault": { Self.cubicBezier($0, 0.25, 0.1, 0.25, 1) },
            "easingCustom": { Self.cubicBezier($0, 0.5, 0, 0.9, 0.7) },
            "easingBack": { Self.cubicBezier($0, 0.68, -0.55, 0.735, 1.55) },
            "easingBounce": { Self.pennerEaseOutBounce($0) },
        ]
        XCTAssertEqual(scene.easingRectangles.count, 8)
        at(0.15)
        let back = try XCTUnwrap(scene.easingRectangles.first { $0.demo == .back }).view
        XCTAssertLessThan(position(back).x, 50, "the back curve anticipates below 50")
        for t in [0.2, 0.3, 0.45, 0.5, 0.7, 0.85, 0.95] {
            at(t)
            for (view, demo) in scene.easingRectangles {
                let f = try XCTUnwrap(references[demo.layerName])
                XCTAssertEqual(Double(position(view).x), 50 + 100 * f(t), accuracy: 1e-3, "\(demo.layerName) at \(t)")
            }
        }
        run(until: 1.5)
        for (view, _) in scene.easingRectangles { XCTAssertEqual(position(view).x, 150) }
    }

    func testCardShuffleGroupBeginsHalfASecondLater() throws {
        let scene = try makeScene()
        let card = scene.cards[0]
        let rest = BasicsScene.cardCenter
        func ease(_ x: Double) -> Double { Self.cubicBezier(x, 0.42, 0, 0.58, 1) }
        at(0.25)
        XCTAssertEqual(scalar(card, "zPosition"), -1, accuracy: 1e-9, "waits at the back")
        XCTAssertEqual(position(card), rest)
        for dt in [0.0, 0.3, 0.6, 0.9, 1.1] {
            at(0.5 + dt)
            let u = dt / 1.2
            XCTAssertEqual(scalar(card, "zPosition"), -1 + 2 * u, accuracy: 1e-6, "zPosition at +\(dt)")
            let (segment, f) = u < 0.5 ? (0, u / 0.5) : (1, (u - 0.5) / 0.5)
            let swing = segment == 0 ? ease(f) : 1 - ease(f)
            XCTAssertEqual(scalar(card, "transform.rotation.z"), 0.14 * swing, accuracy: 1e-5, "rotation at +\(dt)")
            let p = position(card)
            XCTAssertEqual(Double(p.x - rest.x), 110 * swing, accuracy: 1e-3, "x at +\(dt)")
            XCTAssertEqual(Double(p.y - rest.y), -20 * swing, accuracy: 1e-3, "y at +\(dt)")
        }
        run(until: 2)
        XCTAssertEqual(scalar(card, "zPosition"), 1, "the model: in front")
        XCTAssertEqual(position(card), rest)
        // Space: the card now at the back of the deck shuffles next.
        scene.replay()
        at(2.5 + 0.6)
        let next = scene.cards[1]
        XCTAssertEqual(Double(position(next).x - rest.x), 110, accuracy: 1e-3)
        XCTAssertEqual(position(card), rest)
    }

    func testReplayRestartsTheRockets() throws {
        let scene = try makeScene()
        run(until: 3)
        scene.replay()
        at(3.5)
        XCTAssertEqual(position(scene.rocket).x, 266, accuracy: 1e-6)
        XCTAssertEqual(position(scene.rocket2).x, 77, accuracy: 1e-6)
        at(4)
        XCTAssertEqual(position(scene.rocket2).x, 266, accuracy: 1e-6)
    }
}
