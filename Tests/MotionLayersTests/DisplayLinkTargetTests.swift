import XCTest
@testable import MotionLayers
import MotionTiming

/// `CADisplayLink(target:selector:)` with a method reference: once added it calls the method every
/// frame with the link; Apple documents that the link retains its target until invalidated.
final class DisplayLinkTargetTests: XCTestCase {
    final class Physics {
        var steps: [CFTimeInterval] = []
        var bare = 0
        func step(_ link: CADisplayLink) { steps.append(link.timestamp) }
        func tick() { bare += 1 }
    }

    override func setUp() { AnimationContext().makeCurrent() }

    func testCallsTheMethodEachFrameOnceAdded() {
        let physics = Physics()
        let link = CADisplayLink(target: physics, selector: Physics.step)
        let bare = CADisplayLink(target: physics, selector: Physics.tick)
        AnimationDriver.shared.advance(to: 1.0 / 60)
        XCTAssertTrue(physics.steps.isEmpty, "not added: no callbacks")
        link.add(to: .main, forMode: .common)
        bare.add(to: .main, forMode: .default)
        for i in 2...4 { AnimationDriver.shared.advance(to: Double(i) / 60) }
        XCTAssertEqual(physics.steps, [2.0 / 60, 3.0 / 60, 4.0 / 60])
        XCTAssertEqual(physics.bare, 3)
        link.invalidate(); bare.invalidate()
    }

    func testRetainsItsTargetUntilInvalidated() {
        weak var weakPhysics: Physics?
        var link: CADisplayLink?
        do {
            let physics = Physics()
            weakPhysics = physics
            link = CADisplayLink(target: physics, selector: Physics.step)
            link?.add(to: .main, forMode: .common)
        }
        XCTAssertNotNil(weakPhysics, "Apple: the display link retains the target")
        link?.invalidate()
        XCTAssertNil(weakPhysics)
    }
}
