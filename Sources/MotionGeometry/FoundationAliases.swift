import Foundation

/// Foundation's integer names on Apple's platforms (`NSObjCRuntime.h`), which iOS code still writes
/// (`func tableView(_:numberOfRowsInSection section: NSInteger)`): swift-corelibs-foundation lacks them.
public typealias NSInteger = Int
public typealias NSUInteger = UInt
