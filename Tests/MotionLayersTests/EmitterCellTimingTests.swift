import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
@testable import MotionLayers

/// CAEmitterCell.h: `@interface CAEmitterCell : NSObject <NSSecureCoding, CAMediaTiming>`. The cell's
/// time is an animation's — (t − beginTime) × speed + timeOffset, CAMediaTiming.h — and it emits while
/// that time is inside its active duration (duration × repeatCount, doubled by autoreverses; forever
/// for duration 0). Counts follow from the birth rate alone (births at k / rate of cell time).
final class EmitterCellTimingTests: LayerTestCase {
    let dot = CGImage(width: 4, height: 4, pixels: [UInt8](repeating: 255, count: 64))

    func emitter(_ configure: (CAEmitterCell) -> Void) -> (CAEmitterLayer, CFTimeInterval) {
        let e = CAEmitterLayer()
        CATransaction.performWithoutAnimation {
            e.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
            root.addSublayer(e)
        }
        let t0 = e.localTime()
        let c = CAEmitterCell()
        c.contents = dot
        c.birthRate = 10
        c.lifetime = 100
        configure(c)
        e.emitterCells = [c]
        return (e, t0)
    }

    func testTheDefaultsEmitForever() {
        let c = CAEmitterCell()
        XCTAssertEqual(c.beginTime, 0)
        XCTAssertEqual(c.duration, 0)
        XCTAssertEqual(c.speed, 1)
        XCTAssertEqual(c.repeatCount, 0)
        let (e, t0) = emitter { _ in }
        XCTAssertEqual(e.particles(atLocalTime: t0 + 10).count, 101)
    }

    func testBeginTimeDelaysAndDurationEndsEmission() {
        let (e, t0) = emitter { c in
            c.beginTime = CACurrentMediaTime() + 1   // a second from now, in the layer's time
            c.duration = 0.5
        }
        XCTAssertEqual(e.particles(atLocalTime: t0 + 0.99).count, 0, "not begun")
        // From 1 s: births at 1.0, 1.1, …, 1.4 (five in half a second) and none after.
        XCTAssertEqual(e.particles(atLocalTime: t0 + 1.25).count, 3)
        XCTAssertEqual(e.particles(atLocalTime: t0 + 5).count, 5)
        // The born ones live on: the first one's age at 5 s is 4 s.
        XCTAssertEqual(e.particles(atLocalTime: t0 + 50).count, 5)
    }

    func testRepeatCountAutoreversesAndRepeatDurationLengthenEmission() {
        let (a, ta) = emitter { c in c.beginTime = CACurrentMediaTime(); c.duration = 0.5; c.repeatCount = 2 }
        XCTAssertEqual(a.particles(atLocalTime: ta + 5).count, 10, "1 s of emission")
        let (b, tb) = emitter { c in c.beginTime = CACurrentMediaTime(); c.duration = 0.5; c.autoreverses = true }
        XCTAssertEqual(b.particles(atLocalTime: tb + 5).count, 10, "forwards and back: 1 s")
        let (d, td) = emitter { c in c.beginTime = CACurrentMediaTime(); c.duration = 0.5; c.repeatDuration = 2 }
        XCTAssertEqual(d.particles(atLocalTime: td + 5).count, 20)
    }

    func testSpeedRunsTheCellsClock() throws {
        // Twice the speed: twice the births per second, and particles age twice as fast.
        let (e, t0) = emitter { c in
            c.speed = 2
            c.lifetime = 1
            c.velocity = 100
        }
        XCTAssertEqual(e.particles(atLocalTime: t0 + 0.2).count, 5, "births at 0, 0.05, …, 0.2 s")
        XCTAssertEqual(e.particles(atLocalTime: t0 + 10).count, 10, "a cell-second of life is half a layer-second")
        let first = try XCTUnwrap(e.particles(atLocalTime: t0 + 0.25).first)
        XCTAssertEqual(Double(first.position.x), 100 * 0.5, accuracy: 1e-9, "0.25 s at speed 2 is 0.5 s of flight")
        let (stopped, ts) = emitter { c in c.speed = 0 }
        XCTAssertEqual(stopped.particles(atLocalTime: ts + 5).count, 0, "speed 0: the clock stands still")
    }

    func testTimeOffsetShiftsTheWindow() {
        let (e, t0) = emitter { c in
            c.beginTime = CACurrentMediaTime()
            c.duration = 1
            c.timeOffset = 0.5   // starts half-way through its pass: half a second of emission left
        }
        XCTAssertEqual(e.particles(atLocalTime: t0 + 5).count, 5)
    }
}
