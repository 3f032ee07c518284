import XCTest
import Foundation
import MotionCoreMotion

/// Core Motion on a machine without motion sensors behaves as the iOS Simulator does: every sensor is
/// unavailable, starting updates activates nothing and calls no handler, the latest measurements stay nil.
final class MotionManagerTests: XCTestCase {
    func testNoSensorIsAvailableOrBecomesActive() {
        let manager = CMMotionManager()
        XCTAssertFalse(manager.isAccelerometerAvailable || manager.isGyroAvailable || manager.isMagnetometerAvailable || manager.isDeviceMotionAvailable)
        var calls = 0
        let queue = OperationQueue()
        manager.deviceMotionUpdateInterval = 1.0 / 60
        manager.startDeviceMotionUpdates(to: queue) { _, _ in calls += 1 }
        manager.startAccelerometerUpdates(to: queue) { _, _ in calls += 1 }
        manager.startGyroUpdates(to: queue) { _, _ in calls += 1 }
        manager.startMagnetometerUpdates(to: queue) { _, _ in calls += 1 }
        manager.startDeviceMotionUpdates(using: .xArbitraryZVertical)
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(calls, 0, "no measurement and no error are delivered")
        XCTAssertFalse(manager.isDeviceMotionActive || manager.isAccelerometerActive || manager.isGyroActive || manager.isMagnetometerActive)
        XCTAssertNil(manager.deviceMotion)
        XCTAssertNil(manager.accelerometerData)
        XCTAssertEqual(manager.deviceMotionUpdateInterval, 1.0 / 60, "the requested interval is kept")
        XCTAssertEqual(CMMotionManager.availableAttitudeReferenceFrames(), [])
    }

    func testMeasurementsCarryTheirValuesAndApplesRawValues() {
        let gravity = CMAcceleration(x: 0, y: -1, z: 0)
        let motion = CMDeviceMotion(attitude: CMAttitude(), rotationRate: CMRotationRate(), gravity: gravity,
                                    userAcceleration: CMAcceleration(), timestamp: 12.5)
        XCTAssertEqual(motion.gravity, gravity)
        XCTAssertEqual(motion.timestamp, 12.5)
        XCTAssertEqual(motion.attitude.quaternion, CMQuaternion(x: 0, y: 0, z: 0, w: 1), "identity attitude")
        XCTAssertEqual(CMAttitudeReferenceFrame.xTrueNorthZVertical.rawValue, 8)
        XCTAssertEqual(CMMagneticFieldCalibrationAccuracy.uncalibrated.rawValue, -1)
    }
}
