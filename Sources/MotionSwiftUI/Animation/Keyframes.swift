import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// One keyframe of a track: where the value goes and how, over `duration` seconds.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    var _segments: [KeyframeSegment<Value>] { get }
}

/// A keyframe as the timeline plays it.
public struct KeyframeSegment<Value: Animatable> {
    enum Kind {
        case linear(UnitBezier)
        case cubic(start: Value.AnimatableData?, end: Value.AnimatableData?)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case move
    }
    let to: Value
    let duration: Double
    let kind: Kind
}

/// Moves in a straight line (eased by `timingCurve`, linear by default).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public var _segments: [KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _segments = [KeyframeSegment(to: to, duration: max(duration, 0), kind: .linear(timingCurve.bezier))]
    }
}

/// Moves along a cubic through the keyframes around it (Catmull-Rom tangents, or the velocities given).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public var _segments: [KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _segments = [KeyframeSegment(to: to, duration: max(duration, 0), kind: .cubic(start: startVelocity?.animatableData, end: endVelocity?.animatableData))]
    }
}

/// Moves with a spring from where the previous keyframe left the value (and its velocity).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public var _segments: [KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = .smooth, startVelocity: Value? = nil) {
        _segments = [KeyframeSegment(to: to, duration: max(duration ?? spring.settlingDuration, 0),
                                     kind: .spring(spring, startVelocity: startVelocity?.animatableData))]
    }
}

/// Jumps to the value at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public var _segments: [KeyframeSegment<Value>]
    public init(_ to: Value) { _segments = [KeyframeSegment(to: to, duration: 0, kind: .move)] }
}

/// A timing curve (iOS 17's `UnitCurve`).
public struct UnitCurve: Hashable, Sendable {
    let bezier: UnitBezier
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        let x1 = Double(startControlPoint.x), y1 = Double(startControlPoint.y), x2 = Double(endControlPoint.x), y2 = Double(endControlPoint.y)
        return UnitCurve(bezier: UnitBezier.isValid(p1x: x1, p1y: y1, p2x: x2, p2y: y2) ? UnitBezier(p1x: x1, p1y: y1, p2x: x2, p2y: y2) : UnitBezier(p1x: 0, p1y: 0, p2x: 1, p2y: 1))
    }
    public static let linear = bezier(startControlPoint: .zero, endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeOut = bezier(startControlPoint: .zero, endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    public func value(at progress: Double) -> Double {
        if !(progress > 0) { return 0 }
        if progress >= 1 { return 1 }
        return bezier.p1x == bezier.p1y && bezier.p2x == bezier.p2y ? progress : bezier.solve(progress)
    }
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> [KeyframeSegment<Value>] where K.Value == Value { k._segments }
    public static func buildBlock(_ parts: [KeyframeSegment<Value>]...) -> [KeyframeSegment<Value>] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[KeyframeSegment<Value>]]) -> [KeyframeSegment<Value>] { parts.flatMap { $0 } }
    public static func buildOptional(_ p: [KeyframeSegment<Value>]?) -> [KeyframeSegment<Value>] { p ?? [] }
    public static func buildEither(first: [KeyframeSegment<Value>]) -> [KeyframeSegment<Value>] { first }
    public static func buildEither(second: [KeyframeSegment<Value>]) -> [KeyframeSegment<Value>] { second }
}

/// A track of keyframes for one property of the animated value (`KeyframeTrack(\.scale) { … }`).
public struct KeyframeTrack<Root, Value: Animatable>: Keyframes {
    let keyPath: WritableKeyPath<Root, Value>?
    let segments: [KeyframeSegment<Value>]

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> [KeyframeSegment<Value>]) {
        self.keyPath = keyPath
        segments = content()
    }

    public var _tracks: [AnyKeyframeTrack<Root>] {
        [AnyKeyframeTrack(duration: segments.reduce(0) { $0 + $1.duration }) { root, time in
            var r = root
            if let kp = keyPath { r[keyPath: kp] = KeyframePlayer.value(segments, from: r[keyPath: kp], at: time) }
            return r
        }]
    }
}

extension KeyframeTrack where Root == Value {
    /// A track for the whole value.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> [KeyframeSegment<Value>]) {
        keyPath = \Root.self
        segments = content()
    }
}

/// A set of tracks, each for its property, played together.
public protocol Keyframes<Value> {
    associatedtype Value
    var _tracks: [AnyKeyframeTrack<Value>] { get }
}

public struct AnyKeyframeTrack<Root> {
    let duration: Double
    /// Keyframes of the whole value written without a track (see `KeyframesDirect.swift`).
    var direct: DirectKeyframes<Root>? = nil
    let apply: (Root, Double) -> Root
}

public struct KeyframeList<Value>: Keyframes {
    public let _tracks: [AnyKeyframeTrack<Value>]
}

@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ k: K) -> [AnyKeyframeTrack<Value>] where K.Value == Value { k._tracks }
    public static func buildBlock(_ parts: [AnyKeyframeTrack<Value>]...) -> [AnyKeyframeTrack<Value>] { mergingDirect(parts.flatMap { $0 }) }
    public static func buildOptional(_ p: [AnyKeyframeTrack<Value>]?) -> [AnyKeyframeTrack<Value>] { p ?? [] }
    public static func buildEither(first: [AnyKeyframeTrack<Value>]) -> [AnyKeyframeTrack<Value>] { first }
    public static func buildEither(second: [AnyKeyframeTrack<Value>]) -> [AnyKeyframeTrack<Value>] { second }
    public static func buildFinalResult(_ c: [AnyKeyframeTrack<Value>]) -> KeyframeList<Value> { KeyframeList(_tracks: c) }
}

/// Every track over time: the value at a time, the duration (the longest track's).
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [AnyKeyframeTrack<Value>]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> KeyframeList<Value>) {
        self.initialValue = initialValue
        tracks = content()._tracks
    }

    init(initialValue: Value, tracks: [AnyKeyframeTrack<Value>]) {
        self.initialValue = initialValue
        self.tracks = tracks
    }

    public var duration: Double { tracks.map(\.duration).max() ?? 0 }

    public func value(time: Double) -> Value {
        var v = initialValue
        for t in tracks { v = t.apply(v, time) }
        return v
    }

    public func value(progress: Double) -> Value { value(time: progress * duration) }
}

/// Plays one track's segments: each starts where the previous left the value (and, for springs and
/// cubics, its velocity).
enum KeyframePlayer {
    static func value<V: Animatable>(_ segments: [KeyframeSegment<V>], from initial: V, at time: Double) -> V {
        var start = initial.animatableData
        var velocity = V.AnimatableData.zero
        var t0 = 0.0
        var out = initial
        for (i, s) in segments.enumerated() {
            let end = s.to.animatableData
            let d = s.duration
            let local = time - t0
            if local < d || i == segments.count - 1 && local <= d {
                let (v, _) = sample(s, segments: segments, index: i, from: start, velocity: velocity, at: max(local, 0), initial: initial.animatableData)
                out.animatableData = v
                return out
            }
            let (v, vel) = sample(s, segments: segments, index: i, from: start, velocity: velocity, at: d, initial: initial.animatableData)
            if case .spring = s.kind { start = v } else { start = end }
            velocity = vel
            t0 += d
        }
        // After the last keyframe the track rests at its value (a spring segment cut short by its
        // duration ends there too).
        out.animatableData = segments.last?.to.animatableData ?? start
        return out
    }

    static func sample<V: Animatable>(_ s: KeyframeSegment<V>, segments: [KeyframeSegment<V>], index i: Int, from a: V.AnimatableData,
                                      velocity: V.AnimatableData, at t: Double, initial: V.AnimatableData) -> (V.AnimatableData, V.AnimatableData) {
        let b = s.to.animatableData
        let d = s.duration
        switch s.kind {
        case .move:
            return (b, .zero)
        case .linear(let curve):
            guard d > 0 else { return (b, .zero) }
            let p = UnitCurve(bezier: curve).value(at: t / d)
            var delta = b; delta -= a
            return (a + delta.scaled(by: p), delta.scaled(by: 1 / d))
        case .spring(let spring, let v0):
            // The spring from a toward b: displacement a − b released with the velocity.
            var disp = a; disp -= b
            let v = v0 ?? velocity
            return (b + spring.displacement(disp, velocity: v, time: t), spring.velocity(disp, velocity: v, time: t))
        case .cubic(let vs, let ve):
            guard d > 0 else { return (b, .zero) }
            // Catmull-Rom tangents from the neighbouring keyframes' values and times.
            let prevValue: V.AnimatableData = i >= 2 ? segments[i - 2].to.animatableData : initial
            let prevDur = i >= 1 ? segments[i - 1].duration : d
            let m0 = vs ?? (i >= 1 ? tangent(prevValue, b, prevDur + d) : velocity)
            let next = i + 1 < segments.count ? segments[i + 1] : nil
            let m1 = ve ?? (next.map { tangent(a, $0.to.animatableData, d + $0.duration) } ?? .zero)
            let u = t / d
            let h00 = 2 * u * u * u - 3 * u * u + 1, h10 = u * u * u - 2 * u * u + u
            let h01 = -2 * u * u * u + 3 * u * u, h11 = u * u * u - u * u
            let value = a.scaled(by: h00) + m0.scaled(by: h10 * d) + b.scaled(by: h01) + m1.scaled(by: h11 * d)
            let dh00 = 6 * u * u - 6 * u, dh10 = 3 * u * u - 4 * u + 1, dh01 = -6 * u * u + 6 * u, dh11 = 3 * u * u - 2 * u
            let vel = (a.scaled(by: dh00) + m0.scaled(by: dh10 * d) + b.scaled(by: dh01) + m1.scaled(by: dh11 * d)).scaled(by: 1 / d)
            return (value, vel)
        }
    }

    static func tangent<D: VectorArithmetic>(_ a: D, _ b: D, _ span: Double) -> D {
        guard span > 0 else { return .zero }
        var d = b; d -= a
        return d.scaled(by: 1 / span)
    }
}

/// Plays keyframes over a value and shows `content` for each frame's value: SwiftUI's
/// `KeyframeAnimator`. Without a trigger it repeats; with one it plays once each time the trigger
/// changes. The content is evaluated every frame while it plays (on the scene clock).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, BuiltinView where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: AnyEquatable?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = AnyEquatable(trigger)
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    public var body: Never { primitiveBody("KeyframeAnimator") }
    func makeNode(graph: ViewGraph) -> ViewNode { KeyframeAnimatorNode<Value, KeyframePath, Content>(graph: graph) }
}

final class KeyframeAnimatorNode<Value, K: Keyframes, Content: View>: ViewNode, Reevaluating, DirtyMarkable where K.Value == Value {
    var view: KeyframeAnimator<Value, K, Content>?
    var start: Double?
    var lastTrigger: AnyEquatable?
    var dirty = false
    var current: Value?
    /// The value the running play started from (the initial value for a repeating one).
    var runBase: Value?

    func markDirty() { dirty = true }
    var isStillDirty: Bool { dirty }

    override func update(_ v: any View, _ ctx: UpdateContext) {
        guard let k = v as? KeyframeAnimator<Value, K, Content> else { return }
        context = ctx
        view = k
        if let t = k.trigger {
            if let last = lastTrigger, last != t { begin() }
            lastTrigger = t
        }
        evaluate()
    }

    func timeline() -> KeyframeTimeline<Value>? {
        guard let v = view else { return nil }
        let base = runBase ?? v.initialValue
        return KeyframeTimeline(initialValue: base, tracks: v.keyframes(base)._tracks)
    }

    func begin() {
        start = CACurrentMediaTime()
        runBase = (view?.repeating ?? true) ? view?.initialValue : (current ?? view?.initialValue)
        graph.perFrame[ObjectIdentifier(self)] = { [weak self] time in self?.tick(time) ?? false }
        graph.host?.startFrames()
    }

    /// Each frame while playing: the value at the scene time, the content evaluated for it.
    func tick(_ time: Double) -> Bool {
        guard let start, let v = view, let tl = timeline(), isAttached else { return false }
        var t = time - start
        let d = tl.duration
        var playing = true
        if d <= 0 { t = 0; playing = false }
        else if v.repeating { t = t.truncatingRemainder(dividingBy: d) }
        else if t >= d { t = .infinity; playing = false }
        current = tl.value(time: t)
        graph.invalidate(self, transaction: Transaction())
        if !playing { self.start = nil }
        return playing
    }

    func evaluate() {
        dirty = false
        guard let v = view else { return }
        let value = current ?? v.initialValue
        ViewGraph.evaluating += 1
        let body = v.content(value)
        ViewGraph.evaluating -= 1
        reconcile([(AnyHashable(0), body)], context)
    }

    func reevaluate(transaction: Transaction) {
        context.transaction = transaction
        evaluate()
    }

    override func render(_ rc: RenderContext) {
        super.render(rc)
        if !hasAppeared {
            hasAppeared = true
            if view?.trigger == nil { graph.afterRender.append { [weak self] in self?.begin() } }
        }
    }

    override func disappear() { graph.perFrame[ObjectIdentifier(self)] = nil }
}

extension View {
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let me = self
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { v in content(PlaceholderContentView(content: me), v) },
                                keyframes: keyframes)
    }

    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let me = self
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { v in content(PlaceholderContentView(content: me), v) },
                                keyframes: keyframes)
    }
}
