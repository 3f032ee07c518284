import Foundation

/// Core Motion's manager of the accelerometer, gyroscope, magnetometer and device motion, as on a
/// device without those sensors — the iOS Simulator, and this machine: every `is…Available` is false,
/// nothing is ever active and no handler is ever called (no measurement, no error: the Simulator calls
/// none either), the latest-measurement properties stay nil. Apps that tilt views with gravity keep
/// their resting layout, as they do in the Simulator; their code compiles and runs unchanged.
open class CMMotionManager: NSObject {
    public typealias CMAccelerometerHandler = (CMAccelerometerData?, Error?) -> Void
    public typealias CMGyroHandler = (CMGyroData?, Error?) -> Void
    public typealias CMMagnetometerHandler = (CMMagnetometerData?, Error?) -> Void
    public typealias CMDeviceMotionHandler = (CMDeviceMotion?, Error?) -> Void

    public override init() { super.init() }

    /// Seconds between updates the app asks for (kept; nothing is delivered).
    open var accelerometerUpdateInterval: TimeInterval = 0.01
    open var gyroUpdateInterval: TimeInterval = 0.01
    open var magnetometerUpdateInterval: TimeInterval = 0.01
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    open var showsDeviceMovementDisplay = false

    open var isAccelerometerAvailable: Bool { false }
    open var isGyroAvailable: Bool { false }
    open var isMagnetometerAvailable: Bool { false }
    open var isDeviceMotionAvailable: Bool { false }

    open var isAccelerometerActive: Bool { false }
    open var isGyroActive: Bool { false }
    open var isMagnetometerActive: Bool { false }
    open var isDeviceMotionActive: Bool { false }

    open var accelerometerData: CMAccelerometerData? { nil }
    open var gyroData: CMGyroData? { nil }
    open var magnetometerData: CMMagnetometerData? { nil }
    open var deviceMotion: CMDeviceMotion? { nil }
    /// The frame device motion is measured against (none: no device motion).
    open var attitudeReferenceFrame: CMAttitudeReferenceFrame { [] }

    /// No sensor: nothing starts (the handler is never called).
    open func startAccelerometerUpdates() {}
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {}
    open func stopAccelerometerUpdates() {}
    open func startGyroUpdates() {}
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {}
    open func stopGyroUpdates() {}
    open func startMagnetometerUpdates() {}
    open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {}
    open func stopMagnetometerUpdates() {}
    open func startDeviceMotionUpdates() {}
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {}
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {}
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
                                       withHandler handler: @escaping CMDeviceMotionHandler) {}
    open func stopDeviceMotionUpdates() {}

    /// The reference frames this device supports: none.
    open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame { [] }
}
