import Foundation

/// `CGFloat` ⇄ `NSNumber` bridging, so the iOS idioms `[dash, gap] as [NSNumber]` and `x as NSNumber`
/// compile on Linux for `CGFloat` values as they do for `Double`, `Float` and `Int`.
///
/// On Apple platforms the Objective-C runtime bridges CGFloat; swift-corelibs-foundation bridges
/// `Double`, `Float` and the integer types through `_ObjectiveCBridgeable` but not CGFloat (a
/// separate struct there), and `as` coercion is resolved against that protocol at compile time.
/// The bridge is lossless: CGFloat is a Double on 64-bit Linux.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber

    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
