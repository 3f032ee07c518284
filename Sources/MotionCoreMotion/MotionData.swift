import Foundation

/// Core Motion's measurements (CMAccelerometer.h, CMGyro.h, CMMagnetometer.h, CMDeviceMotion.h,
/// CMAttitude.h), declared so that apps reading them compile. This machine has no motion sensors, as
/// the iOS Simulator has none: `CMMotionManager` reports every sensor unavailable and delivers no
/// measurement, so these are made only by code that builds its own (tests, replays).

/// Acceleration along the device's axes, in g (9.81 m/s²).
public struct CMAcceleration: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var z: Double
    public init() { x = 0; y = 0; z = 0 }
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

/// Rotation rate about the device's axes, in radians per second.
public struct CMRotationRate: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var z: Double
    public init() { x = 0; y = 0; z = 0 }
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

/// Magnetic field along the device's axes, in microteslas.
public struct CMMagneticField: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var z: Double
    public init() { x = 0; y = 0; z = 0 }
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

/// How accurate a calibrated magnetic field is (CMDeviceMotion.h's raw values).
public enum CMMagneticFieldCalibrationAccuracy: Int32, Sendable {
    case uncalibrated = -1, low = 0, medium = 1, high = 2
}

/// A calibrated magnetic field and its accuracy.
public struct CMCalibratedMagneticField: Equatable, Sendable {
    public var field: CMMagneticField
    public var accuracy: CMMagneticFieldCalibrationAccuracy
    public init() { field = CMMagneticField(); accuracy = .uncalibrated }
    public init(field: CMMagneticField, accuracy: CMMagneticFieldCalibrationAccuracy) { self.field = field; self.accuracy = accuracy }
}

/// A rotation matrix (row-major, as CMAttitude.h's `CMRotationMatrix`).
public struct CMRotationMatrix: Equatable, Sendable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double
    /// The identity.
    public init() { m11 = 1; m12 = 0; m13 = 0; m21 = 0; m22 = 1; m23 = 0; m31 = 0; m32 = 0; m33 = 1 }
}

/// A unit quaternion.
public struct CMQuaternion: Equatable, Sendable {
    public var x: Double, y: Double, z: Double, w: Double
    /// The identity rotation.
    public init() { x = 0; y = 0; z = 0; w = 1 }
    public init(x: Double, y: Double, z: Double, w: Double) { self.x = x; self.y = y; self.z = z; self.w = w }
}

/// The frames device motion's attitude can be measured against (option set: raw values as Apple's).
public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
    public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
    public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
    public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)
}

/// A measurement's time: seconds since the device booted.
open class CMLogItem: NSObject {
    public let timestamp: TimeInterval
    public init(timestamp: TimeInterval) { self.timestamp = timestamp }
}

/// One accelerometer measurement.
open class CMAccelerometerData: CMLogItem {
    public let acceleration: CMAcceleration
    public init(acceleration: CMAcceleration, timestamp: TimeInterval) { self.acceleration = acceleration; super.init(timestamp: timestamp) }
}

/// One gyroscope measurement.
open class CMGyroData: CMLogItem {
    public let rotationRate: CMRotationRate
    public init(rotationRate: CMRotationRate, timestamp: TimeInterval) { self.rotationRate = rotationRate; super.init(timestamp: timestamp) }
}

/// One magnetometer measurement.
open class CMMagnetometerData: CMLogItem {
    public let magneticField: CMMagneticField
    public init(magneticField: CMMagneticField, timestamp: TimeInterval) { self.magneticField = magneticField; super.init(timestamp: timestamp) }
}

/// The device's orientation (roll, pitch and yaw in radians, with the matrix and quaternion that
/// describe the same rotation).
open class CMAttitude: NSObject {
    public let roll: Double
    public let pitch: Double
    public let yaw: Double
    public let rotationMatrix: CMRotationMatrix
    public let quaternion: CMQuaternion
    public init(roll: Double = 0, pitch: Double = 0, yaw: Double = 0,
                rotationMatrix: CMRotationMatrix = CMRotationMatrix(), quaternion: CMQuaternion = CMQuaternion()) {
        self.roll = roll; self.pitch = pitch; self.yaw = yaw
        self.rotationMatrix = rotationMatrix; self.quaternion = quaternion
    }
}

/// Device motion: attitude, rotation rate, gravity and the user's acceleration (gravity removed).
open class CMDeviceMotion: CMLogItem {
    public let attitude: CMAttitude
    public let rotationRate: CMRotationRate
    public let gravity: CMAcceleration
    public let userAcceleration: CMAcceleration
    public let magneticField: CMCalibratedMagneticField
    public let heading: Double
    public init(attitude: CMAttitude, rotationRate: CMRotationRate, gravity: CMAcceleration,
                userAcceleration: CMAcceleration, magneticField: CMCalibratedMagneticField = CMCalibratedMagneticField(),
                heading: Double = -1, timestamp: TimeInterval) {
        self.attitude = attitude; self.rotationRate = rotationRate; self.gravity = gravity
        self.userAcceleration = userAcceleration; self.magneticField = magneticField; self.heading = heading
        super.init(timestamp: timestamp)
    }
}
