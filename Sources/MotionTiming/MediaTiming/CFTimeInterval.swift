#if canImport(CoreFoundation)
import CoreFoundation
#endif

/// Seconds, as a Double. Foundation on Linux does not export Core Foundation's
/// `CFTimeInterval`, so MotionTiming declares it (identical type: `Double`). A client that
/// also imports CoreFoundation sees this declaration shadow that one; both name `Double`.
public typealias CFTimeInterval = Double
