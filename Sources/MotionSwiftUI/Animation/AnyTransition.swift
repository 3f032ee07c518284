import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// What a transition does to a view at its start (insertion) or end (removal): an offset, a scale
/// about an anchor, a rotation and an opacity, applied over the view's own effects.
struct TransitionParams: Equatable {
    var dx: Double = 0, dy: Double = 0
    var sx: Double = 1, sy: Double = 1
    var angle: Double = 0
    var opacity: Double = 1
    var anchor = UnitPoint.center
    /// A blur σ in points (the layer's `motionBlurRadius`), 0 = none.
    var blur: Double = 0

    static let identity = TransitionParams()
    var isIdentityTransform: Bool { dx == 0 && dy == 0 && sx == 1 && sy == 1 && angle == 0 }

    /// Both transitions at once (`combined(with:)`): offsets and angles add, scales and opacities multiply.
    func combined(with o: TransitionParams) -> TransitionParams {
        TransitionParams(dx: dx + o.dx, dy: dy + o.dy, sx: sx * o.sx, sy: sy * o.sy, angle: angle + o.angle,
                         opacity: opacity * o.opacity, anchor: o.isIdentityTransform ? anchor : o.anchor, blur: blur + o.blur)
    }
}

/// How a view enters and leaves: SwiftUI's `AnyTransition`. Used when a view is inserted or removed
/// in an animated update; the view animates from (insertion) or to (removal) the transition's
/// state with the update's animation (or the transition's own, `.animation(_:)`).
public struct AnyTransition {
    let insertion: (CGSize) -> TransitionParams
    let removal: (CGSize) -> TransitionParams
    var animationOverride: Animation?

    init(insertion: @escaping (CGSize) -> TransitionParams, removal: @escaping (CGSize) -> TransitionParams) {
        self.insertion = insertion
        self.removal = removal
    }

    init(_ both: @escaping (CGSize) -> TransitionParams) { self.init(insertion: both, removal: both) }

    func insertionParams(size: CGSize) -> TransitionParams { insertion(size) }
    func removalParams(size: CGSize) -> TransitionParams { removal(size) }

    public static let identity = AnyTransition { _ in .identity }
    /// Fades from and to transparent.
    public static let opacity = AnyTransition { _ in TransitionParams(opacity: 0) }
    /// Scales from and to zero about the centre.
    public static var scale: AnyTransition { scale(scale: 0) }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition { _ in TransitionParams(sx: Double(scale), sy: Double(scale), anchor: anchor) }
    }
    /// Moves by the view's own size toward `edge`: in from there, out to there.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition { moveParams(edge, $0) } }
    /// In from the leading edge, out to the trailing edge.
    public static let slide = AnyTransition(insertion: { moveParams(.leading, $0) }, removal: { moveParams(.trailing, $0) })
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition { _ in TransitionParams(dx: Double(offset.width), dy: Double(offset.height)) }
    }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// In from `edge` fading in, out toward the opposite edge fading out.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: { moveParams(edge, $0).combined(with: TransitionParams(opacity: 0)) },
                      removal: { moveParams(opposite(edge), $0).combined(with: TransitionParams(opacity: 0)) })
    }
    /// A blur, fade and scale replacement: in from (out to) blurred by `blurReplaceRadius` points,
    /// transparent and scaled (0.8 for `.downUp`, 1.2 for `.upUp`).
    public static var blurReplace: AnyTransition { blurReplace(.downUp) }
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        let s = config == .upUp ? 1.2 : 0.8
        return AnyTransition { _ in TransitionParams(sx: s, sy: s, opacity: 0, blur: blurReplaceRadius) }
    }
    /// The blur σ (points) `blurReplace` starts from and ends at: Apple does not document it; MotionLab's choice.
    static let blurReplaceRadius: Double = 10

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    public func combined(with other: AnyTransition) -> AnyTransition {
        let a = self, b = other
        return AnyTransition(insertion: { a.insertion($0).combined(with: b.insertion($0)) },
                             removal: { a.removal($0).combined(with: b.removal($0)) })
    }

    /// The transition with its own animation (instead of the update's).
    public func animation(_ animation: Animation?) -> AnyTransition {
        var t = self
        t.animationOverride = animation
        return t
    }

    /// A transition made of a modifier at the start/end (`active`) and none in place (`identity`):
    /// the effects the modifiers' bodies apply (opacity, scale, rotation, offset) are read from them.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let a = ModifierEffects.read(active), i = ModifierEffects.read(identity)
        return AnyTransition { _ in a.relative(to: i) }
    }

    static func moveParams(_ edge: Edge, _ size: CGSize) -> TransitionParams {
        switch edge {
        case .leading: return TransitionParams(dx: -Double(size.width))
        case .trailing: return TransitionParams(dx: Double(size.width))
        case .top: return TransitionParams(dy: -Double(size.height))
        case .bottom: return TransitionParams(dy: Double(size.height))
        }
    }

    static func opposite(_ e: Edge) -> Edge {
        switch e {
        case .leading: return .trailing
        case .trailing: return .leading
        case .top: return .bottom
        case .bottom: return .top
        }
    }
}

public struct BlurReplaceTransition {
    public enum Configuration: Hashable { case downUp, upUp }
}

/// The iOS 17 `Transition` protocol's common members, as `AnyTransition` values.
extension AnyTransition {
    public init(_ t: AnyTransition) { self = t }
}
