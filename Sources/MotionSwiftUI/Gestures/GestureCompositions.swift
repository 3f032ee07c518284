import Foundation
import MotionLab

/// An optional gesture is a gesture (as in SwiftUI): `.gesture(isTop ? drag : nil)` — a card stack drags
/// only its top card. nil is no gesture: the view takes no touches through it.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public func _makeHandler() -> GestureHandler<Wrapped.Value> {
        switch self {
        case .some(let g): return g._makeHandler()
        case .none: return GestureHandler<Wrapped.Value>()
        }
    }
}

/// Tells `gesture(_:)` an absent optional gesture from a present one of the same type (they need
/// different recognizers).
protocol OptionalGestureMarker { var isAbsent: Bool { get } }
extension Optional: OptionalGestureMarker where Wrapped: Gesture {
    var isAbsent: Bool { if case .none = self { return true }; return false }
}

/// The recognizer key of an absent optional gesture.
enum AbsentGesture {}

/// A gesture followed by another (`LongPressGesture().sequenced(before: DragGesture())`). Here the first
/// gesture drives it and its values arrive as `.first(_)`; the second never starts (a preview's views take
/// one recognizer per gesture) — a long press-then-drag reports its press, not the drag.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public func _makeHandler() -> GestureHandler<Value> {
        let h = first.map { Value.first($0) }._makeHandler()
        return h
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture, then `other` (see `SequenceGesture`).
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
}

struct HitTestingModifier: ViewModifier, PrimitiveModifier {
    let enabled: Bool
    func body(content: Content) -> Never { primitiveBody("allowsHitTesting") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { HitTestingNode(graph: graph) }
}

/// `allowsHitTesting(false)`: the view and everything inside it take no touches; they go to what is
/// behind it (an overlay that must not block the controls under it).
final class HitTestingNode: PassthroughNode {
    var enabled = true
    override func readModifier(_ x: Any) { if let m = x as? HitTestingModifier { enabled = m.enabled } }
    override func renderContent(_ rc: RenderContext) {
        if hostView.isUserInteractionEnabled != enabled { hostView.isUserInteractionEnabled = enabled }
    }
}

extension View {
    /// Whether the view (and its content) takes touches; false lets them through to what is behind it.
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(HitTestingModifier(enabled: enabled)) }

    /// The shape `ContainerRelativeShape` takes inside this view. MotionLab's `ContainerRelativeShape` is
    /// a rectangle (no container here has a shape of its own), so this changes nothing drawn.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }
}
