import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Which parts of the geometry a matched group shares.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

struct MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    func body(content: Content) -> Never { primitiveBody("matchedGeometryEffect") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { MatchedGeometryNode(graph: graph) }
}

/// `matchedGeometryEffect(id:in:)`: a view inserted in an animated update while another view of the
/// same id and namespace was on screen (the one removed, in the hero pattern) starts at that view's
/// frame and animates to its own; the removed one animates to the new one's frame. While the frame
/// animates, the content is laid out again each frame at the frame's current size (as SwiftUI
/// proposes the interpolated size), so shapes and text follow it. A view that is not the source
/// (`isSource: false`) takes the source's frame.
final class MatchedGeometryNode: PassthroughNode {
    var m: MatchedGeometryModifier?
    /// The frame the content is laid out in (the node's own, or the matched one it follows).
    var animatingUntil = -Double.infinity

    override func readModifier(_ x: Any) { m = x as? MatchedGeometryModifier }

    /// The node's frame in the hosting view's coordinates (transforms of ancestors not counted).
    func globalFrame(_ f: CGRect) -> CGRect {
        var origin = f.origin
        var p = parent
        while let x = p {
            if let l = x as? LayoutNode { origin.x += l.frame.minX; origin.y += l.frame.minY }
            p = x.parent
        }
        return CGRect(origin: origin, size: f.size)
    }

    func localFrame(_ g: CGRect) -> CGRect {
        let zero = globalFrame(.zero)
        return CGRect(x: g.minX - zero.minX, y: g.minY - zero.minY, width: g.width, height: g.height)
    }

    override func applyGeometry(_ rc: RenderContext) {
        guard let m else { super.applyGeometry(rc); return }
        var own = frame
        // A view that is not the source follows the source's frame.
        if !m.isSource, let src = graph.matchedFrames[m.key], src.node !== self {
            own = follow(localFrame(src.frame), own, m.properties)
            frame = own
            placeChildren(in: own.size)
        }
        if m.isSource && !isDisappearing { graph.matchedThisPass[m.key] = (globalFrame(own), self) }
        if !hasAppeared, let animation = graph.pendingInsertionAnimation(for: self) ?? implicitAnimation(rc),
           let previous = graph.matchedFrames[m.key], previous.node !== self {
            // Inserted where a matched view was: start at its frame, animate to this one.
            let start = follow(localFrame(previous.frame), own, m.properties)
            var still = rc
            still.animation = nil
            attributes.set(position: CGPoint(x: start.midX, y: start.midY), size: start.size, still)
            var moving = rc
            moving.animation = animation.0
            moving.group = animation.1
            attributes.set(position: CGPoint(x: own.midX, y: own.midY), size: own.size, moving)
            // The content starts laid out at the start size (then follows the frame every frame).
            LayoutNode.layoutPass += 1
            placeChildren(in: start.size)
            followFrames()
            return
        }
        super.applyGeometry(rc)
    }

    /// The animation of an `.animation(_:)` around this view inside the inserted subtree (the iOS 14
    /// hero idiom: `.matchedGeometryEffect(…).animation(.easeIn)` in each branch, toggled without
    /// `withAnimation`). SwiftUI animates the inserted view's geometry from its partner's frame with the
    /// transaction it sees, which that modifier gives an animation, although the insertion itself (its
    /// transition) is not animated.
    func implicitAnimation(_ rc: RenderContext) -> (Animation, AnimationCompletionGroup?)? {
        guard !rc.disablesAnimations, let a = rc.animation else { return nil }
        return (a, rc.group)
    }

    func follow(_ target: CGRect, _ own: CGRect, _ p: MatchedGeometryProperties) -> CGRect {
        var r = own
        if p.contains(.size) { r.size = target.size }
        if p.contains(.position) { r.origin = CGPoint(x: target.midX - r.width / 2, y: target.midY - r.height / 2) }
        return r
    }

    /// While the frame animates: the content laid out each frame at the frame's current size.
    func followFrames() {
        guard let size = attributes.size else { return }
        animatingUntil = size.value.endTime
        graph.perFrame[ObjectIdentifier(self)] = { [weak self] time in
            guard let self, self.isAttached || self.isDisappearing, let s = self.attributes.size else { return false }
            let v = s.value.value(at: time)
            let current = CGSize(width: max(v.first, 0), height: max(v.second, 0))
            self.relayoutContent(in: current)
            return time < self.animatingUntil
        }
        graph.host?.startFrames()
    }

    func relayoutContent(in size: CGSize) {
        LayoutNode.layoutPass += 1
        placeChildren(in: size)
        var rc = RenderContext(animation: nil, time: CACurrentMediaTime(), group: nil, generation: graph.generation)
        rc.disablesAnimations = true
        rc.parentGlobal = lastGlobal ?? .zero
        rc.parentOldGlobal = rc.parentGlobal
        for c in children { c.render(rc) }
    }

    /// Removed: animate to the matched view that replaced it.
    func animateToReplacement(_ rc: RenderContext, animation: Animation, group: AnimationCompletionGroup) {
        guard let m, let target = graph.matchedThisPass[m.key], target.node !== self else { return }
        let f = follow(localFrame(target.frame), frame, m.properties)
        var r = rc
        r.animation = animation
        r.group = group
        attributes.set(position: CGPoint(x: f.midX, y: f.midY), size: f.size, r)
        followFrames()
    }

    override func beginRemoval(_ t: AnyTransition, animation: Animation, group: AnimationCompletionGroup) {
        super.beginRemoval(t, animation: animation, group: group)
        graph.matchedRemovals.append((self, animation, group))
    }
}

extension View {
    /// Shares geometry between views with the same id in a namespace (`@Namespace`): the hero
    /// transition between a view removed and one inserted in the same animated update.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(MatchedGeometryModifier(key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace), properties: properties,
                                         anchor: anchor, isSource: isSource))
    }
}
