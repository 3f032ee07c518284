import Foundation
import MotionTiming
import MotionAnimation

extension CALayer {
    /// This layer's timing as a value: maps the superlayer's time to this layer's.
    var mediaTiming: MediaTiming {
        MediaTiming(beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
                    repeatCount: repeatCount, repeatDuration: repeatDuration, autoreverses: autoreverses, fillMode: fillMode)
    }

    /// Layer time from the parent's: (t − beginTime) × speed + timeOffset. A layer is not clipped to an
    /// active duration (its timing only maps time for its animations and sublayers).
    @inline(__always)
    func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        if hasIdentityTiming { return t }
        return (t - beginTime) * Double(speed) + timeOffset
    }

    /// This layer's time now (the shared media clock mapped down through every ancestor).
    public func localTime() -> CFTimeInterval { convertTime(CACurrentMediaTime(), from: nil) }

    /// Apple's `convertTime(_:from:)`: a time in `layer`'s time space (nil: global media time) in this layer's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let global = layer.map { $0.globalTime(fromLocal: t) } ?? t
        return localTime(fromGlobal: global)
    }

    /// Apple's `convertTime(_:to:)`.
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let global = globalTime(fromLocal: t)
        return layer.map { $0.localTime(fromGlobal: global) } ?? global
    }

    func localTime(fromGlobal t: CFTimeInterval) -> CFTimeInterval {
        guard let parent = superlayerRef else { return localTime(fromParent: t) }
        return localTime(fromParent: parent._withUnsafeGuaranteedRef { $0.localTime(fromGlobal: t) })
    }

    /// Inverse of `localTime(fromGlobal:)`; with speed 0 every global time maps to one local time,
    /// so the inverse returns the time at which the layer was paused (its beginTime).
    func globalTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        let parent = speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
        return superlayer.map { $0.globalTime(fromLocal: parent) } ?? parent
    }
}

extension CALayer {
    /// This layer's time for its parent's time `t` (renderers walk the tree passing times down).
    @inline(__always)
    public func localTimeFromParent(_ t: CFTimeInterval) -> CFTimeInterval { localTime(fromParent: t) }

    /// Whether this layer's time is its superlayer's (beginTime 0, speed 1, timeOffset 0).
    public var hasIdentityLayerTiming: Bool { hasIdentityTiming }
}
