import Foundation

/// What an open animation scope records property changes into: a `UIView.animate` block, a keyframe
/// animation (`UIView.animateKeyframes`) or a property animator's animation block. The innermost scope
/// decides what a view's property change becomes (`UIView.animationAction(for:layer:forKey:)`).
enum ViewAnimationScope {
    case block(ViewAnimationBlock)
    case keyframes(KeyframeAnimationRecorder)
    case animator(PropertyAnimatorRecorder)

    /// The scope's duration in seconds (what `UIView.inheritedAnimationDuration` reports).
    var duration: TimeInterval {
        switch self {
        case .block(let b): return b.duration
        case .keyframes(let k): return k.duration
        case .animator(let a): return a.duration
        }
    }
}

/// Views by identity, in the order first added (sets of views must not depend on hashing a view's state).
struct ViewSet {
    private(set) var members: [UIView] = []
    private var ids: Set<ObjectIdentifier> = []

    func contains(_ v: UIView) -> Bool { ids.contains(ObjectIdentifier(v)) }

    mutating func insert(_ v: UIView) {
        if ids.insert(ObjectIdentifier(v)).inserted { members.append(v) }
    }
}
