import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// `coordinateSpace(name:)`: names the modified view's coordinate space, so views inside it read
/// their frames relative to it (`GeometryProxy.frame(in: .named(name))`, a drag's `coordinateSpace`).
/// A scroll view's space stays put while its content scrolls: content scrolled up has a negative
/// `minY` in it (the classic scroll-offset reader).
final class CoordinateSpaceNode: TransparentNode {
    let anchor = CoordinateSpaceAnchor()

    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let m = modifier as? _CoordinateSpaceModifier else { return }
        anchor.node = self
        // Written without a new environment version: the anchor is the same object at every update,
        // so the views below need not evaluate their bodies again for it.
        var spaces = ctx.environment.storage[ObjectIdentifier(CoordinateSpacesKey.self)] as? [AnyHashable: CoordinateSpaceAnchor] ?? [:]
        spaces[m.name] = anchor
        ctx.environment.storage[ObjectIdentifier(CoordinateSpacesKey.self)] = spaces
    }

    /// The frame of the named view in the host's coordinates (its first view with a layout).
    var spaceFrame: CGRect? { layoutNodes().first?.visibleGlobalFrame }
}

/// The node a name refers to (weakly: a space whose view left is no longer found).
final class CoordinateSpaceAnchor {
    weak var node: CoordinateSpaceNode?
    /// A scroll view's own space (iOS 17's `.scrollView`, ScrollViewCoordinateSpace.swift): its frame.
    weak var scroll: LayoutNode?
    /// The space's frame in the host's coordinates.
    var frame: CGRect? { node?.spaceFrame ?? scroll?.visibleGlobalFrame }
}

enum CoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: [AnyHashable: CoordinateSpaceAnchor] { [:] }
}

struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    let name: AnyHashable
    func body(content: Content) -> Never { primitiveBody("coordinateSpace") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { CoordinateSpaceNode(graph: graph) }
}

extension View {
    /// Names this view's coordinate space (`.named(name)` refers to it below).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space (iOS 17: `.coordinateSpace(.named("scroll"))`).
    public func coordinateSpace(_ space: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: space.name))
    }
}

/// A named coordinate space (iOS 17's `CoordinateSpaceProtocol` spelling of `.named(_:)`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension LayoutNode {
    /// The node's frame in the host's coordinates as it is on screen: its layout frame moved by its
    /// ancestors' frames and by the content offset of each scroll view it is inside.
    var visibleGlobalFrame: CGRect {
        var o = frame.origin
        var p = parent
        while let x = p {
            if let l = x as? LayoutNode {
                o.x += l.frame.minX
                o.y += l.frame.minY
                if l.hasHostView, let s = l.hostView as? UIScrollView {
                    o.x -= s.contentOffset.x
                    o.y -= s.contentOffset.y
                }
            }
            p = x.parent
        }
        return CGRect(origin: o, size: frame.size)
    }

    /// The node's frame in a coordinate space: `.local` (its own bounds), `.global` (the host's), or
    /// a named one above it (the host's when no view above has that name, as SwiftUI falls back).
    func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: frame.size)
        case .global: return visibleGlobalFrame
        case .named(let name):
            let g = visibleGlobalFrame
            let spaces = context.environment[CoordinateSpacesKey.self]
            guard let s = spaces[name]?.frame else { return g }
            return g.offsetBy(dx: -s.minX, dy: -s.minY)
        }
    }
}
