import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// iOS 17's `Transition` protocol: a type that says how a view looks as it is inserted
/// (`.willAppear`), in place (`.identity`) and as it is removed (`.didDisappear`), through its
/// `body(content:phase:)`. `.transition(MyTransition())` animates an inserted view from its
/// `.willAppear` look and a removed one to its `.didDisappear` look with the update's animation.
///
/// MotionLab reads the effects the body applies in each phase as it does for
/// `AnyTransition.modifier(active:identity:)` — opacity, offset, scale and rotation (with their anchors)
/// — so a body made of those plays as on iOS; other modifiers in the body (a mask, a 3-D rotation, a
/// blur) do not take part in the transition (the view appears or leaves without them).
public protocol Transition {
    associatedtype Body: View
    /// The content in `phase`; SwiftUI interpolates between the phases with the transaction's animation.
    @ViewBuilder @MainActor func body(content: Content, phase: TransitionPhase) -> Body
    /// Whether the transition moves the view (Reduce Motion would replace it): informational here.
    static var properties: TransitionProperties { get }
    typealias Content = PlaceholderTransitionContent<Self>
}

@MainActor
extension Transition {
    public nonisolated static var properties: TransitionProperties { TransitionProperties() }

    /// This transition with its own animation (instead of the update's).
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition(self).animation(animation) }

    /// Both transitions at once.
    public func combined<T: Transition>(with other: T) -> AnyTransition { AnyTransition(self).combined(with: AnyTransition(other)) }
}

/// The phases of a transition (`Transition.body(content:phase:)`).
public enum TransitionPhase: Hashable, Sendable {
    /// Before the view is inserted: the look an insertion starts from.
    case willAppear
    /// In place.
    case identity
    /// After the view is removed: the look a removal ends at.
    case didDisappear

    public var isIdentity: Bool { self == .identity }

    /// −1 before appearing, 0 in place, 1 after disappearing (Apple's values, for bodies that scale
    /// an effect by it: `.rotationEffect(.degrees(phase.value * 90))`).
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// Properties of a transition (`Transition.properties`).
public struct TransitionProperties: Sendable {
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// The content a `Transition`'s body modifies (its `Content`): the effects applied to it are read, it
/// is not drawn itself.
public struct PlaceholderTransitionContent<T>: View {
    public var body: some View { EmptyView() }
}

extension AnyTransition {
    /// A `Transition` as an `AnyTransition`: insertion from the `.willAppear` effects, removal to the
    /// `.didDisappear` ones, each relative to `.identity`'s.
    @MainActor
    public init<T: Transition>(_ transition: T) {
        func effects(_ phase: TransitionPhase) -> TransitionParams {
            var p = TransitionParams.identity
            ModifierEffects.collect(transition.body(content: PlaceholderTransitionContent<T>(), phase: phase), &p)
            return p
        }
        let identity = effects(.identity)
        let appear = effects(.willAppear).relative(to: identity)
        let disappear = effects(.didDisappear).relative(to: identity)
        self.init(insertion: { _ in appear }, removal: { _ in disappear })
    }
}

extension View {
    /// iOS 17: a `Transition` value (`.transition(MyTransition())`).
    public func transition<T: Transition>(_ t: T) -> some View { transition(AnyTransition(t)) }
}

extension AnyTransition {
    /// iOS 17's symbol-effect transition (`.transition(.symbolEffect(.disappear.down))`): the symbol
    /// grows in from half its size and transparent, and shrinks out to them — the look `.appear` and
    /// `.disappear` give a symbol here (SymbolEffects.swift), not the symbol's layer-by-layer drawing.
    public static func symbolEffect(_ effect: SymbolEffectKind = .appear, options: SymbolEffectOptions = .default) -> AnyTransition {
        AnyTransition { _ in TransitionParams(sx: 0.5, sy: 0.5, opacity: 0) }
    }
    public static var symbolEffect: AnyTransition { symbolEffect() }
}
