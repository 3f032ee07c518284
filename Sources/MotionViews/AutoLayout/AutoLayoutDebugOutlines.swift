import Foundation

/// What the window's constraint overlay (the `O` key) draws, like Xcode's view debugger: the frame
/// of every view the engine places and of every layout guide in use, and a line for each active
/// constraint between the attributes it relates — all in window points, as on screen now
/// (animations applied). Ambiguous views and broken (unsatisfiable) constraints are flagged.
public struct AutoLayoutOutline: Equatable {
    public enum Kind: Equatable { case view, guide, constraint }
    public var kind: Kind
    /// A frame (views, guides) or the line's extent (constraints: zero width or height).
    public var rect: CGRect
    /// An ambiguous view, or a constraint the engine had to break.
    public var isProblem: Bool
}

extension UIView {
    /// The overlay's outlines for this view's tree (empty when it uses no constraints).
    public func autoLayoutOutlines() -> [AutoLayoutOutline] {
        let root = rootView
        guard let engine = root.autoLayoutState?.engine else { return [] }
        var out: [AutoLayoutOutline] = []
        var screen: [ObjectIdentifier: CGRect] = [:]
        func rect(_ item: AnyObject) -> CGRect? {
            let id = ObjectIdentifier(item)
            if let r = screen[id] { return r }
            var r: CGRect?
            if let v = item as? UIView {
                let m = v.transformToWindow(presentation: true)
                let b = v.layer.presentationProperties().bounds
                r = UIView.boundingBox(b, m)
            } else if let g = item as? UILayoutGuide, let owner = g.owningView {
                let f = engine.frame(of: g)
                let m = owner.transformToWindow(presentation: true)
                let b = owner.layer.presentationProperties().bounds
                r = UIView.boundingBox(f.offsetBy(dx: b.minX, dy: b.minY), m)
            }
            if let r { screen[id] = r }
            return r
        }
        root.forEachInSubtree { v in
            guard let item = v.autoLayoutState?.engineItem, item.engine === engine, !item.translates, let r = rect(v) else { return }
            out.append(AutoLayoutOutline(kind: .view, rect: r, isProblem: engine.isAmbiguous(v)))
        }
        root.forEachInSubtree { v in
            for g in v.autoLayoutState?.guides ?? [] where engine.contains(item: g) {
                if let r = rect(g) { out.append(AutoLayoutOutline(kind: .guide, rect: r, isProblem: false)) }
            }
        }
        root.forEachInSubtree { v in
            for c in v.autoLayoutState?.installed ?? [] {
                guard let first = c.firstItem, let a = rect(first) else { continue }
                let b = c.secondItem.flatMap(rect)
                let broken = c.engineRecord.map { !$0.inSolver } ?? false
                if let line = UIView.constraintLine(c, a, b) {
                    out.append(AutoLayoutOutline(kind: .constraint, rect: line, isProblem: broken))
                }
            }
        }
        return out
    }

    static func boundingBox(_ b: CGRect, _ m: CATransform3D) -> CGRect {
        let pts = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY),
                   CGPoint(x: b.maxX, y: b.maxY)].map { m.project($0) }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(), x0.isFinite, y0.isFinite,
              x1.isFinite, y1.isFinite else { return .zero }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Where along its axis an attribute sits in a rect.
    static func position(_ a: NSLayoutConstraint.Attribute, in r: CGRect) -> CGFloat {
        switch a {
        case .left, .leading, .leftMargin, .leadingMargin: return r.minX
        case .right, .trailing, .rightMargin, .trailingMargin: return r.maxX
        case .centerX, .centerXWithinMargins: return r.midX
        case .top, .topMargin: return r.minY
        case .bottom, .bottomMargin, .lastBaseline, .firstBaseline: return r.maxY
        case .centerY, .centerYWithinMargins: return r.midY
        default: return 0
        }
    }

    /// The line drawn for a constraint: between the two positions it relates, across from the first
    /// item; a size as a line through the item along that dimension.
    static func constraintLine(_ c: NSLayoutConstraint, _ a: CGRect, _ b: CGRect?) -> CGRect? {
        let attr = c.firstAttribute
        if attr.isDimension {
            return attr == .width ? CGRect(x: a.minX, y: a.minY + min(4, a.height / 2), width: a.width, height: 0)
                                  : CGRect(x: a.minX + min(4, a.width / 2), y: a.minY, width: 0, height: a.height)
        }
        guard let b, let axis = attr.axis else { return nil }
        let p1 = position(attr, in: a), p2 = position(c.secondAttribute, in: b)
        if axis == .horizontal {
            return CGRect(x: min(p1, p2), y: a.midY, width: abs(p2 - p1), height: 0)
        }
        return CGRect(x: a.midX, y: min(p1, p2), width: 0, height: abs(p2 - p1))
    }

    /// Named views placed by the engine and their frames as laid out (the model: the solution the
    /// presentation is animating to), for traces. Empty for trees that use no constraints.
    public func autoLayoutFramesByName() -> [String: CGRect] {
        guard rootView.treeUsesAutoLayout else { return [:] }
        var out: [String: CGRect] = [:]
        rootView.forEachInSubtree { v in
            guard let name = v.layer.name, let item = v.autoLayoutState?.engineItem, !item.translates else { return }
            out[name] = v.frame
        }
        return out
    }
}
