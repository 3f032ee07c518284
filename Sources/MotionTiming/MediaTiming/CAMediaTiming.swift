/// Core Animation's hierarchical timing protocol, adopted by layers and animations.
///
/// A timed object maps its parent's time to its own: first to "active local time"
/// `t = (parentTime − beginTime) × speed + timeOffset`, then to "basic local time" by
/// repeating the simple `duration` (`repeatCount` / `repeatDuration`) and, with
/// `autoreverses`, playing each repetition backwards after forwards. `MediaTiming`
/// implements that arithmetic for any conforming object.
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time (seconds).
    var beginTime: CFTimeInterval { get set }
    /// Length of one forward pass (seconds). 0 means "use the default" (0.25 s for animations).
    var duration: CFTimeInterval { get set }
    /// Local time per unit of parent time. 2 plays twice as fast; 0 freezes.
    var speed: Float { get set }
    /// Extra offset added in active local time (seconds).
    var timeOffset: CFTimeInterval { get set }
    /// Number of repetitions, may be fractional; `.infinity` repeats forever; 0 means once.
    var repeatCount: Float { get set }
    /// Total repetition time in seconds; 0 means unused.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each repetition plays backwards after playing forwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active duration.
    var fillMode: CAMediaTimingFillMode { get set }
}

extension MediaTiming {
    /// The timing values of any `CAMediaTiming` object, as a value.
    public init(_ object: some CAMediaTiming) {
        self.init(beginTime: object.beginTime, duration: object.duration, speed: object.speed,
                  timeOffset: object.timeOffset, repeatCount: object.repeatCount,
                  repeatDuration: object.repeatDuration, autoreverses: object.autoreverses,
                  fillMode: object.fillMode)
    }
}
