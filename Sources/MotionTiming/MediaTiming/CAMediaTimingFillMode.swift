/// What an animation shows outside its active duration (`CAMediaTimingFillMode`).
/// Raw values match Apple's string constants (`kCAFillModeForwards` is `"forwards"`, …).
public enum CAMediaTimingFillMode: String, Hashable, Sendable, CaseIterable {
    /// No effect outside the active duration (the default).
    case removed
    /// After the active duration ends, hold the final frame.
    case forwards
    /// Before the animation begins, show its first frame.
    case backwards
    /// Both `forwards` and `backwards`.
    case both

    /// Whether the first frame shows before the begin time.
    @inlinable public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the final frame holds after the active duration.
    @inlinable public var fillsForwards: Bool { self == .forwards || self == .both }
}

// The string constants older iOS code uses (`anim.fillMode = kCAFillModeForwards`).
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
public let kCAFillModeBoth = CAMediaTimingFillMode.both
