import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

// iOS 17's symbol effects (`symbolEffect`), drawn with the view's own animations: a bounce is a scale
// spring, a pulse an opacity beat, a rotation a turn. They apply to any view (on iOS, to symbol images).

/// A symbol effect (`.bounce`, `.pulse`, `.variableColor`, `.scale`, `.appear`, `.disappear`, `.replace`,
/// `.wiggle`, `.rotate`, `.breathe`, with their modifiers such as `.up`, `.byLayer`, `.iterative`).
public protocol SymbolEffect {}

/// One of the symbol effects. Its layer and direction modifiers are accepted; only the kind and the
/// scale direction change what is drawn (Apple draws per layer of the symbol; here the view moves whole).
public struct SymbolEffectKind: SymbolEffect, Equatable, Sendable {
    enum Kind: Equatable, Sendable { case bounce, pulse, variableColor, scale, appear, disappear, replace, wiggle, rotate, breathe }
    let kind: Kind
    var isDown = false
    public var up: SymbolEffectKind { var e = self; e.isDown = false; return e }
    public var down: SymbolEffectKind { var e = self; e.isDown = true; return e }
    public var byLayer: SymbolEffectKind { self }
    public var wholeSymbol: SymbolEffectKind { self }
    public var iterative: SymbolEffectKind { self }
    public var cumulative: SymbolEffectKind { self }
    public var reversing: SymbolEffectKind { self }
    public var nonReversing: SymbolEffectKind { self }
    public var hideInactiveLayers: SymbolEffectKind { self }
    public var dimInactiveLayers: SymbolEffectKind { self }
    public var downUp: SymbolEffectKind { self }
    public var upUp: SymbolEffectKind { self }
    public var offUp: SymbolEffectKind { self }
    public var clockwise: SymbolEffectKind { self }
    public var counterClockwise: SymbolEffectKind { self }
    public var left: SymbolEffectKind { self }
    public var right: SymbolEffectKind { self }
    public var forward: SymbolEffectKind { self }
    public var backward: SymbolEffectKind { self }
    public var plain: SymbolEffectKind { self }
    public var pulse: SymbolEffectKind { self }
}

extension SymbolEffect where Self == SymbolEffectKind {
    public static var bounce: SymbolEffectKind { SymbolEffectKind(kind: .bounce) }
    public static var pulse: SymbolEffectKind { SymbolEffectKind(kind: .pulse) }
    public static var variableColor: SymbolEffectKind { SymbolEffectKind(kind: .variableColor) }
    public static var scale: SymbolEffectKind { SymbolEffectKind(kind: .scale) }
    public static var appear: SymbolEffectKind { SymbolEffectKind(kind: .appear) }
    public static var disappear: SymbolEffectKind { SymbolEffectKind(kind: .disappear) }
    public static var replace: SymbolEffectKind { SymbolEffectKind(kind: .replace) }
    public static var wiggle: SymbolEffectKind { SymbolEffectKind(kind: .wiggle) }
    public static var rotate: SymbolEffectKind { SymbolEffectKind(kind: .rotate) }
    public static var breathe: SymbolEffectKind { SymbolEffectKind(kind: .breathe) }
}

/// How often and how fast an effect plays (accepted: a discrete effect plays once per change; `speed`
/// scales its duration).
public struct SymbolEffectOptions: Sendable {
    var speed: Double = 1
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed > 0 && speed.isFinite ? speed : 1) }
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed > 0 && speed.isFinite ? speed : 1) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
}

extension ContentTransition {
    /// A symbol replaced by another: drawn as a cross-fade.
    public static func symbolEffect(_ effect: SymbolEffectKind = .replace, options: SymbolEffectOptions = .default) -> ContentTransition { .opacity }
}

extension View {
    /// Plays `effect` once each time `value` changes: a bounce springs the view's scale (0.85 → 1.15 → 1,
    /// as the symbol bounces), a pulse dims it and back, a rotation or wiggle turns it.
    public func symbolEffect<T: Equatable>(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, value: T) -> some View {
        let k = 1 / options.speed
        return keyframeAnimator(initialValue: SymbolEffectFrame(), trigger: value) { content, f in
            content.scaleEffect(f.scale).opacity(f.opacity).rotationEffect(.degrees(f.angle))
        } keyframes: { _ in
            KeyframeTrack(\SymbolEffectFrame.scale) {
                if effect.kind == .bounce || effect.kind == .breathe {
                    SpringKeyframe(effect.isDown ? 1.15 : 0.85, duration: 0.12 * k, spring: .snappy)
                    SpringKeyframe(effect.isDown ? 0.85 : 1.15, duration: 0.16 * k, spring: .snappy)
                    SpringKeyframe(1, duration: 0.3 * k, spring: .bouncy)
                }
            }
            KeyframeTrack(\SymbolEffectFrame.opacity) {
                if effect.kind == .pulse || effect.kind == .variableColor {
                    CubicKeyframe(0.35, duration: 0.3 * k)
                    CubicKeyframe(1, duration: 0.3 * k)
                }
            }
            KeyframeTrack(\SymbolEffectFrame.angle) {
                if effect.kind == .rotate {
                    CubicKeyframe(360, duration: 0.8 * k)
                } else if effect.kind == .wiggle {
                    CubicKeyframe(-12, duration: 0.1 * k)
                    CubicKeyframe(12, duration: 0.2 * k)
                    CubicKeyframe(0, duration: 0.1 * k)
                }
            }
        }
    }

    /// Plays `effect` while `isActive`: a pulse, variable colour or breath beats (opacity or scale, a
    /// second a beat), `.scale` holds the view scaled up (or down) by 1.2, `.appear`/`.disappear` show
    /// or hide it, a rotation turns it continuously.
    @ViewBuilder
    public func symbolEffect(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        let k = 1 / options.speed
        switch effect.kind {
        case .pulse, .variableColor, .breathe, .bounce, .wiggle:
            phaseAnimator(isActive ? [false, true] : [false]) { content, beat in
                content.opacity(beat && effect.kind != .breathe ? 0.35 : 1).scaleEffect(beat && effect.kind == .breathe ? 1.1 : 1)
            } animation: { _ in .easeInOut(duration: 0.5 * k) }
        case .scale:
            scaleEffect(isActive ? (effect.isDown ? 0.8 : 1.2) : 1).animation(.snappy, value: isActive)
        case .appear:
            opacity(isActive ? 1 : 0).scaleEffect(isActive ? 1 : 0.5).animation(.snappy, value: isActive)
        case .disappear:
            opacity(isActive ? 0 : 1).scaleEffect(isActive ? 0.5 : 1).animation(.snappy, value: isActive)
        case .rotate:
            phaseAnimator(isActive ? [0.0, 360.0] : [0.0]) { content, angle in content.rotationEffect(.degrees(angle)) }
                animation: { angle in angle == 0 ? nil : .linear(duration: 1 * k) }
        case .replace:
            self
        }
    }

    /// Removes symbol effects below (accepted; effects here are the view's own animations).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

/// The animated values of a discrete symbol effect.
struct SymbolEffectFrame: Animatable {
    var scale: CGFloat = 1
    var opacity: Double = 1
    var angle: Double = 0
    var animatableData: AnimatablePair<CGFloat, AnimatablePair<Double, Double>> {
        get { AnimatablePair(scale, AnimatablePair(opacity, angle)) }
        set { scale = newValue.first; opacity = newValue.second.first; angle = newValue.second.second }
    }
}
