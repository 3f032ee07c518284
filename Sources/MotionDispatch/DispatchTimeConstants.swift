/// Darwin's time-unit constants (`<sys/time.h>`/Dispatch's `time.h` macros, `UInt64` in Swift), which
/// Glibc does not declare: Swift 3's migrator wrote every delay of that era as
/// `DispatchTime.now() + Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)`.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let USEC_PER_SEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
