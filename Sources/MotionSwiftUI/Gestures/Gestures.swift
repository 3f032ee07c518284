import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// An input gesture: SwiftUI's `Gesture`. The graph's gestures are UIKit recognizers on the view's
/// layer view (tap, long press, pan), reporting SwiftUI's values.
public protocol Gesture {
    associatedtype Value
    func _makeHandler() -> GestureHandler<Value>
}

/// A gesture's callbacks and the recognizer that drives them.
public class GestureHandler<Value> {
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    /// Called when the gesture ends or fails (resets `@GestureState`).
    var finished: [() -> Void] = []
    var updating: [(Value, inout Transaction) -> Void] = []

    func makeRecognizer() -> UIGestureRecognizer { UIGestureRecognizer(target: nil, action: nil) }

    /// Takes another handler's callbacks (the same gesture in a new evaluation of the view), so a
    /// recognizer in the middle of a gesture keeps going with the view's latest closures.
    func adopt(_ other: AnyObject) {
        guard let o = other as? GestureHandler<Value> else { return }
        changed = o.changed
        ended = o.ended
        finished = o.finished
        updating = o.updating
    }

    func change(_ v: Value) {
        var t = Transaction()
        for u in updating { u(v, &t) }
        for c in changed { c(v) }
    }
    func end(_ v: Value) {
        for e in ended { e(v) }
        for f in finished { f() }
    }
    func cancel() { for f in finished { f() } }
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(base: self, action: action) }
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(base: self, action: action) }
    /// Writes a `@GestureState` while the gesture runs; it resets when the gesture ends.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(base: self, transform: body) }
    /// Both at once: here the first gesture drives (a view takes one recognizer per gesture).
    public func simultaneously<Other: Gesture>(with other: Other) -> _ChangedGesture<Self> { _ChangedGesture(base: self, action: { _ in }) }
    public func exclusively<Other: Gesture>(before other: Other) -> _ChangedGesture<Self> { _ChangedGesture(base: self, action: { _ in }) }
}

public struct _ChangedGesture<Base: Gesture>: Gesture {
    let base: Base
    let action: (Base.Value) -> Void
    public func _makeHandler() -> GestureHandler<Base.Value> { let h = base._makeHandler(); h.changed.append(action); return h }
}

public struct _EndedGesture<Base: Gesture>: Gesture {
    let base: Base
    let action: (Base.Value) -> Void
    public func _makeHandler() -> GestureHandler<Base.Value> { let h = base._makeHandler(); h.ended.append(action); return h }
}

public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    let base: Base
    let state: GestureState<State>
    let body: (Base.Value, inout State, inout Transaction) -> Void
    public func _makeHandler() -> GestureHandler<Base.Value> {
        let h = base._makeHandler()
        let state = self.state, body = self.body
        h.updating.append { v, t in
            var s = state.wrappedValue
            var tx = t
            body(v, &s, &tx)
            state.set(s, transaction: tx)
        }
        h.finished.append { state.resetValue() }
        return h
    }
}

public struct _MapGesture<Base: Gesture, T>: Gesture {
    let base: Base
    let transform: (Base.Value) -> T
    public func _makeHandler() -> GestureHandler<T> {
        let inner = base._makeHandler()
        let h = MappedHandler<Base.Value, T>(inner: inner)
        inner.changed.append { [unowned h] v in h.change(self.transform(v)) }
        inner.ended.append { [unowned h] v in h.end(self.transform(v)) }
        return h
    }
}

final class MappedHandler<In, Out>: GestureHandler<Out> {
    let inner: GestureHandler<In>
    init(inner: GestureHandler<In>) { self.inner = inner }
    override func makeRecognizer() -> UIGestureRecognizer { inner.makeRecognizer() }
}

/// A tap (`count` taps).
public struct TapGesture: Gesture {
    public var count: Int
    public init(count: Int = 1) { self.count = count }
    public typealias Value = Void
    public func _makeHandler() -> GestureHandler<Void> { TapHandler(count: count) }
}

final class TapHandler: GestureHandler<Void> {
    let count: Int
    init(count: Int) { self.count = count }
    override func makeRecognizer() -> UIGestureRecognizer {
        let r = UITapGestureRecognizer { [weak self] _ in self?.end(()) }
        r.numberOfTapsRequired = max(count, 1)
        return r
    }
}

/// A tap with its location (iOS 16's `SpatialTapGesture`).
public struct SpatialTapGesture: Gesture {
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count; self.coordinateSpace = coordinateSpace }
    public struct Value: Equatable { public var location: CGPoint }
    public func _makeHandler() -> GestureHandler<Value> { SpatialTapHandler(gesture: self) }
}

final class SpatialTapHandler: GestureHandler<SpatialTapGesture.Value> {
    let gesture: SpatialTapGesture
    init(gesture: SpatialTapGesture) { self.gesture = gesture }
    override func makeRecognizer() -> UIGestureRecognizer {
        let r = UITapGestureRecognizer { [weak self] r in
            guard let self else { return }
            let space: UIView? = self.gesture.coordinateSpace == .global ? nil : r.view
            self.end(SpatialTapGesture.Value(location: r.location(in: space)))
        }
        r.numberOfTapsRequired = max(gesture.count, 1)
        return r
    }
}

/// A press held for `minimumDuration` (0.5 s by default) without moving more than `maximumDistance`.
public struct LongPressGesture: Gesture {
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    public typealias Value = Bool
    public func _makeHandler() -> GestureHandler<Bool> { LongPressHandler(gesture: self) }
}

/// A long press as SwiftUI reports it: `updating`/`onChanged` get true as the finger comes down (so a
/// `@GestureState` shows the press while it is held), `onEnded` when it has been held long enough;
/// a press released early or moved too far fails (a `@GestureState` resets).
final class LongPressHandler: GestureHandler<Bool> {
    let gesture: LongPressGesture
    init(gesture: LongPressGesture) { self.gesture = gesture }
    override func makeRecognizer() -> UIGestureRecognizer {
        var completed = false
        let r = TouchDownLongPressRecognizer { [weak self] r in
            guard let self else { return }
            switch r.state {
            case .began: completed = true; self.end(true)
            default: break
            }
        }
        r.onTouchDown = { [weak self] in completed = false; self?.change(true) }
        // A press released early or moved away fails, which sends no action: the reset says it is over.
        r.onReset = { [weak self] in if !completed { self?.cancel() }; completed = false }
        r.minimumPressDuration = gesture.minimumDuration
        r.allowableMovement = gesture.maximumDistance
        return r
    }
}

/// `onLongPressGesture`'s press: changes report whether it is pressing (true at touch-down; false when
/// it completes, is released early or moves too far), it ends when held long enough.
struct PressingLongPressGesture: Gesture {
    var minimumDuration: Double
    var maximumDistance: CGFloat
    typealias Value = Bool
    func _makeHandler() -> GestureHandler<Bool> { PressingLongPressHandler(gesture: self) }
}

final class PressingLongPressHandler: GestureHandler<Bool> {
    let gesture: PressingLongPressGesture
    private var pressing = false
    init(gesture: PressingLongPressGesture) { self.gesture = gesture }
    private func report(_ now: Bool) {
        guard now != pressing else { return }
        pressing = now
        change(now)
    }
    override func makeRecognizer() -> UIGestureRecognizer {
        var completed = false
        let r = TouchDownLongPressRecognizer { [weak self] r in
            guard let self else { return }
            switch r.state {
            case .began: completed = true; self.report(false); self.end(true)
            default: break
            }
        }
        r.onTouchDown = { [weak self] in completed = false; self?.report(true) }
        r.onReset = { [weak self] in
            guard let self else { return }
            if !completed { self.report(false); self.cancel() }
            completed = false
        }
        r.minimumPressDuration = gesture.minimumDuration
        r.allowableMovement = gesture.maximumDistance
        return r
    }
}

/// A long press recognizer that also says when the finger comes down.
final class TouchDownLongPressRecognizer: UILongPressGestureRecognizer {
    var onTouchDown: (() -> Void)?
    /// After the press ends, recognized or not (UIKit sends no action for a failure).
    var onReset: (() -> Void)?
    override func reset() {
        super.reset()
        onReset?()
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let first = numberOfTouches == touches.count
        super.touchesBegan(touches, with: event)
        if first { onTouchDown?() }
    }
}

/// A drag: SwiftUI's `DragGesture`, on a pan recognizer (10 points of movement before it starts,
/// UIKit's and SwiftUI's default). Values are in the view's own coordinates.
public struct DragGesture: Gesture {
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public struct Value: Equatable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var velocity: CGSize
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Where the drag would end if it decelerated from its velocity as a scroll view does
        /// (UIKit's normal deceleration rate, 0.998 per millisecond: v·0.998/(1−0.998)/1000 ≈ 0.5 s of velocity).
        public var predictedEndLocation: CGPoint {
            let k = DragGesture.Value.projection
            return CGPoint(x: location.x + velocity.width * k, y: location.y + velocity.height * k)
        }
        public var predictedEndTranslation: CGSize {
            let p = predictedEndLocation
            return CGSize(width: p.x - startLocation.x, height: p.y - startLocation.y)
        }
        static let projection: CGFloat = 0.998 / (1 - 0.998) / 1000
    }

    public func _makeHandler() -> GestureHandler<Value> { DragHandler(gesture: self) }
}

final class DragHandler: GestureHandler<DragGesture.Value> {
    let gesture: DragGesture
    var start = CGPoint.zero
    init(gesture: DragGesture) { self.gesture = gesture }
    override func makeRecognizer() -> UIGestureRecognizer {
        let pan = UIPanGestureRecognizer { [weak self] r in
            guard let self, let view = r.view else { return }
            let space: UIView? = self.gesture.coordinateSpace == .global ? nil : view
            let location = r.location(in: space)
            let t = r.translation(in: space)
            let v = r.velocity(in: space)
            if r.state == .began { self.start = CGPoint(x: location.x - t.x, y: location.y - t.y) }
            let value = DragGesture.Value(time: Date(), location: location, startLocation: self.start, velocity: CGSize(width: v.x, height: v.y))
            switch r.state {
            case .began, .changed: self.change(value)
            case .ended: self.end(value)
            case .cancelled, .failed: self.cancel()
            default: break
            }
        }
        // SwiftUI's threshold (10 by default, as UIKit's pan; 0 begins at touch-down).
        pan.beginDistance = max(0, gesture.minimumDistance.isFinite ? gesture.minimumDistance : UIPanGestureRecognizer.hysteresis)
        return pan
    }
}

/// A pinch: the scale relative to its start.
public struct MagnifyGesture: Gesture {
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    public struct Value: Equatable { public var magnification: CGFloat }
    public func _makeHandler() -> GestureHandler<Value> { PinchHandler() }
}

final class PinchHandler: GestureHandler<MagnifyGesture.Value> {
    override func makeRecognizer() -> UIGestureRecognizer {
        UIPinchGestureRecognizer { [weak self] r in
            guard let self else { return }
            let v = MagnifyGesture.Value(magnification: r.scale)
            switch r.state {
            case .began, .changed: self.change(v)
            case .ended: self.end(v)
            case .cancelled, .failed: self.cancel()
            default: break
            }
        }
    }
}

public struct MagnificationGesture: Gesture {
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    public typealias Value = CGFloat
    public func _makeHandler() -> GestureHandler<CGFloat> { MagnifyGesture().map { $0.magnification }._makeHandler() }
}

public struct RotationGesture: Gesture {
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
    public typealias Value = Angle
    public func _makeHandler() -> GestureHandler<Angle> { RotationHandler() }
}

final class RotationHandler: GestureHandler<Angle> {
    override func makeRecognizer() -> UIGestureRecognizer {
        UIRotationGestureRecognizer { [weak self] r in
            guard let self else { return }
            let v = Angle(radians: Double(r.rotation))
            switch r.state {
            case .began, .changed: self.change(v)
            case .ended: self.end(v)
            case .cancelled, .failed: self.cancel()
            default: break
            }
        }
    }
}

public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}

/// `.gesture`, `.onTapGesture`…: the recognizers live on the modified view's layer view.
struct GestureModifier: ViewModifier, PrimitiveModifier {
    /// A handler (a `GestureHandler<Value>`) and how to adopt another's callbacks, and make its recognizer.
    let makeHandler: () -> (handler: AnyObject, recognizer: () -> UIGestureRecognizer, adopt: (AnyObject) -> Void)
    let typeKey: ObjectIdentifier
    func body(content: Content) -> Never { primitiveBody("gesture") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { GestureNode(graph: graph) }
}

final class GestureNode: PassthroughNode {
    var m: GestureModifier?
    var recognizer: UIGestureRecognizer?
    var handler: (handler: AnyObject, recognizer: () -> UIGestureRecognizer, adopt: (AnyObject) -> Void)?
    var installedType: ObjectIdentifier?
    override func readModifier(_ x: Any) { m = x as? GestureModifier }
    override func renderContent(_ rc: RenderContext) {
        guard let m else { return }
        let fresh = m.makeHandler()
        if let h = handler, installedType == m.typeKey, recognizer != nil {
            // The same gesture: the recognizer (maybe mid-gesture) keeps going with the new closures.
            h.adopt(fresh.handler)
        } else {
            if let r = recognizer { hostView.removeGestureRecognizer(r) }
            let r = fresh.recognizer()
            hostView.addGestureRecognizer(r)
            recognizer = r
            handler = fresh
            installedType = m.typeKey
        }
        hostView.isUserInteractionEnabled = context.environment.isEnabled
    }
}

extension View {
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(makeHandler: {
            let h = gesture._makeHandler()
            return (h, { h.makeRecognizer() }, { h.adopt($0) })
        }, typeKey: (gesture as? OptionalGestureMarker)?.isAbsent == true ? ObjectIdentifier(AbsentGesture.self) : ObjectIdentifier(G.self)))
    }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self.gesture(gesture) }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self.gesture(gesture) }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(PressingLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .onChanged { onPressingChanged?($0) }
            .onEnded { _ in action() })
    }
    /// The iOS 13 spelling (`pressing:` before `perform:`); disfavoured, so `onLongPressGesture { }` is
    /// the current one (SwiftUI's deprecated overload does not make it ambiguous either).
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}

public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

