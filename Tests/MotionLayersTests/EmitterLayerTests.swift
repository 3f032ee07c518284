import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
@testable import MotionLayers

/// CAEmitterLayer's particles as a pure function of time: counts from the birth rate and lifetimes,
/// positions from p₀ + v·t + ½·a·t², the same particles for the same seed (and others for another), the
/// layer's birthRate stopping births from when it is set, and hostile values bounded.
final class EmitterLayerTests: LayerTestCase {
    let dot = CGImage(width: 4, height: 4, pixels: [UInt8](repeating: 255, count: 64))

    func emitter(_ configure: (CAEmitterCell) -> Void, layer: (CAEmitterLayer) -> Void = { _ in }) -> CAEmitterLayer {
        let e = CAEmitterLayer()
        CATransaction.performWithoutAnimation {
            e.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
            root.addSublayer(e)
        }
        e.emitterPosition = CGPoint(x: 160, y: 100)
        layer(e)
        let c = CAEmitterCell()
        c.contents = dot
        configure(c)
        e.emitterCells = [c]
        return e
    }

    func testLiveCountIsBirthsWithinOneLifetime() {
        let e = emitter { $0.birthRate = 20; $0.lifetime = 1.5 }
        let t = e.localTime()
        // Born at 0, 0.05, 0.1, …: eleven by 0.5 s (the first at the start, the eleventh at that instant).
        XCTAssertEqual(e.particles(atLocalTime: t + 0.5).count, 11, "0.5 s at 20 per second")
        XCTAssertEqual(e.particles(atLocalTime: t + 1.0).count, 21)
        XCTAssertEqual(e.particles(atLocalTime: t + 4.0).count, 30, "steady state: rate × lifetime")
        XCTAssertEqual(e.particles(atLocalTime: t - 1).count, 0, "nothing before emission began")
    }

    func testKinematicsOfEachParticle() throws {
        let e = emitter { c in
            c.birthRate = 1; c.lifetime = 10
            c.velocity = 100; c.emissionLongitude = -.pi / 2   // straight up
            c.yAcceleration = 200
        }
        let t0 = e.localTime()
        // The first particle, born at t0: y = 100 − 100·τ + ½·200·τ².
        for tau in [0.1, 0.5, 1.0, 1.7] {
            let p = try XCTUnwrap(e.particles(atLocalTime: t0 + tau).first)
            XCTAssertEqual(Double(p.position.x), 160, accuracy: 1e-9)
            XCTAssertEqual(Double(p.position.y), 100 - 100 * tau + 100 * tau * tau, accuracy: 1e-9, "τ = \(tau)")
        }
    }

    func testSeedDeterminesTheRandomValues() {
        func positions(seed: UInt32) -> [CGPoint] {
            let e = emitter({ c in
                c.birthRate = 50; c.lifetime = 2; c.velocity = 80; c.velocityRange = 40; c.emissionRange = 2 * .pi
            }, layer: { $0.seed = seed })
            return e.particles(atLocalTime: e.localTime() + 1).map(\.position)
        }
        XCTAssertEqual(positions(seed: 7), positions(seed: 7))
        XCTAssertNotEqual(positions(seed: 7), positions(seed: 8))
    }

    func testRangesStayWithinTheirBounds() {
        let e = emitter({ c in
            c.birthRate = 200; c.lifetime = 1; c.lifetimeRange = 0.5
            c.velocity = 50; c.velocityRange = 10; c.emissionLongitude = 0; c.emissionRange = .pi / 2
            c.scale = 1; c.scaleRange = 0.5
        }, layer: { $0.emitterShape = .line; $0.emitterSize = CGSize(width: 200, height: 0) })
        let t0 = e.localTime()
        for p in e.particles(atLocalTime: t0 + 0.02) {
            let dx = Double(p.position.x - 160), dy = Double(p.position.y - 100)
            XCTAssertLessThanOrEqual(abs(dy), 60 * 0.02 * sin(Double.pi / 4) + 1e-9, "within the ±45° cone")
            XCTAssertLessThanOrEqual(abs(dx), 100 + 60 * 0.02 + 1e-9, "from the 200-point line")
            XCTAssertGreaterThanOrEqual(Double(p.size.width), 4 * 0.5 - 1e-9)
            XCTAssertLessThanOrEqual(Double(p.size.width), 4 * 1.5 + 1e-9)
        }
        // Lifetimes 0.5…1.5 s: some particles of the first second are gone by 1.2 s, none outlive 1.5 s.
        XCTAssertLessThan(e.particles(atLocalTime: t0 + 1.2).count, 240, "some of the first second's particles died")
        XCTAssertLessThanOrEqual(e.particles(atLocalTime: t0 + 10).count, 300, "none born 1.5 s or more ago lives")
    }

    func testStoppingTheLayersBirthRateStopsBirthsFromThen() {
        let e = emitter { $0.birthRate = 10; $0.lifetime = 5 }
        let t0 = e.localTime()
        AnimationDriver.shared.advance(to: CACurrentMediaTime() + 1)
        e.birthRate = 0
        XCTAssertEqual(e.particles(atLocalTime: t0 + 1).count, 11)
        XCTAssertEqual(e.particles(atLocalTime: t0 + 3).count, 11, "no births after the stop; those born still live")
        XCTAssertEqual(e.particles(atLocalTime: t0 + 6.5).count, 0, "and they die at 5 s")
    }

    func testNoContentsDrawsNothingAndHostileValuesAreBounded() {
        let bare = emitter { $0.birthRate = 10; $0.lifetime = 1; $0.contents = nil }
        XCTAssertEqual(bare.particles(atLocalTime: bare.localTime() + 0.5).count, 0, "Apple draws nothing without contents")
        let huge = emitter { $0.birthRate = 1e9; $0.lifetime = 1e9 }
        XCTAssertEqual(huge.particles(atLocalTime: huge.localTime() + 1).count, CAEmitterLayer.maximumParticlesPerCell)
        let nan = emitter { $0.birthRate = .nan; $0.lifetime = .infinity; $0.velocity = .nan }
        XCTAssertEqual(nan.particles(atLocalTime: nan.localTime() + 1).count, 0)
    }
}

/// The `kCAEmitterLayer…` string constants of Swift 4.1 and older code are the shapes, modes and
/// render orders with Apple's string values.
final class EmitterLayerConstantTests: XCTestCase {
    func testTheOldConstantsAreTheValuesWithApplesStrings() {
        let emitter = CAEmitterLayer()
        emitter.emitterShape = kCAEmitterLayerLine
        emitter.emitterMode = kCAEmitterLayerOutline
        emitter.renderMode = kCAEmitterLayerOldestFirst
        XCTAssertEqual(emitter.emitterShape, .line)
        XCTAssertEqual(emitter.emitterMode, .outline)
        XCTAssertEqual(emitter.renderMode, .oldestFirst)
        XCTAssertEqual([kCAEmitterLayerPoint, kCAEmitterLayerRectangle, kCAEmitterLayerCircle, kCAEmitterLayerCuboid, kCAEmitterLayerSphere].map(\.rawValue),
                       ["point", "rectangle", "circle", "cuboid", "sphere"])
        XCTAssertEqual([kCAEmitterLayerPoints, kCAEmitterLayerSurface, kCAEmitterLayerVolume].map(\.rawValue), ["points", "surface", "volume"])
        XCTAssertEqual([kCAEmitterLayerUnordered, kCAEmitterLayerOldestLast, kCAEmitterLayerBackToFront, kCAEmitterLayerAdditive].map(\.rawValue),
                       ["unordered", "oldestLast", "backToFront", "additive"])
    }
}
