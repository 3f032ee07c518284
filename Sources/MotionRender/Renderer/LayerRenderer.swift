import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers

/// What the evaluate phase produces for one frame: the draw list and, when tracing, every named
/// layer's presentation values.
public struct RenderedFrame {
    /// Draw commands in points, back to front.
    public var commands: [DrawCommand] = []
    /// Named layers' values (empty unless tracing).
    public var traced: [String: TracedLayer] = [:]
    public init() {}
}

/// Turns a layer tree into draw commands for one frame — the evaluate phase. It only reads the tree:
/// 1. lays the model tree out flat with each layer's local time (`LayerTree`);
/// 2. evaluates every layer's presentation values at once through the engine's prepared fast path
///    (`PresentationEvaluation`: read-ahead blocks, both cores for large trees) — computed here for
///    this frame and never stored;
/// 3. walks the tree building draw commands: transforms into the window, z-ordering among siblings,
///    clipping, opacity multiplied down the tree, transitions, contents gravity.
///
/// Opacity multiplies down the tree (Core Animation without group opacity); an overlapping
/// semi-transparent subtree therefore shows its parts through each other.
public final class LayerRenderer {
    private var tree = LayerTree()
    private var props: [LayerProperties] = []
    private var frame = RenderedFrame()
    private var tracing = false

    public init() {}

    /// The draw list (and, with `tracing`, the traced layers) of the tree under `root` at global media
    /// time `time`. The tree must have been committed (the frame function commits after layout).
    public func evaluate(root: CALayer, at time: CFTimeInterval, tracing: Bool = false) -> RenderedFrame {
        self.tracing = tracing
        frame.commands.removeAll(keepingCapacity: true)
        frame.traced.removeAll(keepingCapacity: true)
        let parentTime = root.superlayer.map { $0.convertTime(time, from: nil) } ?? time
        tree.build(root: root, parentTime: parentTime, includeHidden: tracing)
        PresentationEvaluation.evaluate(tree.layers, times: tree.times, into: &props)
        visit(.flat(0), props: props[0], parentProps: nil, toTarget: CATransform3DIdentity,
              toWindow: CATransform3DIdentity, opacity: 1)
        let out = frame
        frame = RenderedFrame()
        frame.commands.reserveCapacity(out.commands.count)
        return out
    }

    /// The draw commands of the tree under `root` at `time` (no trace).
    public func render(root: CALayer, at time: CFTimeInterval) -> [DrawCommand] {
        evaluate(root: root, at: time).commands
    }

    // MARK: - Walking the tree

    /// A layer being drawn: one of the flattened tree (values evaluated in bulk), or one of a
    /// transition's frozen snapshot (a presentation copy, evaluated directly; it has no animations).
    private enum Node {
        case flat(Int)
        case snapshot(CALayer, localTime: CFTimeInterval)

        func layer(_ tree: LayerTree) -> CALayer {
            switch self {
            case .flat(let i): return tree.layers[i].takeUnretainedValue()
            case .snapshot(let l, _): return l
            }
        }

        func localTime(_ tree: LayerTree) -> CFTimeInterval {
            switch self {
            case .flat(let i): return tree.times[i]
            case .snapshot(_, let t): return t
            }
        }
    }

    /// The sublayers of `node` with their presentation values, back to front by presentation
    /// zPosition (ties keep sublayer order).
    private func children(of node: Node) -> [(Node, LayerProperties)] {
        var out: [(Node, LayerProperties)] = []
        switch node {
        case .flat(let i):
            let start = Int(tree.childStart[i]), n = Int(tree.childCount[i])
            guard n > 0 else { return [] }
            out.reserveCapacity(n)
            for c in start..<(start + n) { out.append((.flat(c), props[c])) }
        case .snapshot(let layer, let t):
            for s in layer.sublayerStorageForRendering {
                let st = s.localTimeFromParent(t)
                out.append((.snapshot(s, localTime: st), s.presentationProperties(atLocalTime: st)))
            }
        }
        if out.count > 1 {
            let z0 = out[0].1.zPosition
            if out.contains(where: { $0.1.zPosition != z0 }) {
                // A stable sort by z: the original order breaks ties.
                out = out.enumerated().sorted {
                    $0.element.1.zPosition != $1.element.1.zPosition ? $0.element.1.zPosition < $1.element.1.zPosition : $0.offset < $1.offset
                }.map(\.element)
            }
        }
        return out
    }

    private func visit(_ node: Node, props p: LayerProperties, parentProps: LayerProperties?,
                       toTarget parentToTarget: CATransform3D, toWindow parentToWindow: CATransform3D, opacity parentOpacity: CGFloat) {
        let layer = node.layer(tree)
        let local = LayerGeometry.transformToSuperlayer(p, superlayer: parentProps)
        // Bounds space → (current draw target, window). The bounds origin shifts only sublayers.
        let origin = CATransform3DMakeTranslation(p.bounds.origin.x, p.bounds.origin.y, 0)
        let toTarget = CATransform3DConcat(local, parentToTarget)
        let toWindow = CATransform3DConcat(local, parentToWindow)
        if tracing, let name = layer.name {
            frame.traced[name] = traceEntry(p, toWindow: toWindow, hidden: p.isHidden)
        }
        let opacity = parentOpacity * CGFloat(p.opacity)
        guard !p.isHidden, opacity > 0.001 else {
            if tracing { traceHiddenSubtree(node, props: p, toWindow: toWindow) }
            return
        }
        let t = node.localTime(tree)
        let transitions = layer.transitionFrames(atLocalTime: t)
        if let tr = transitions.first {
            drawTransition(node, tr.old, tr.frame, props: p, parentProps: parentProps,
                           toTarget: parentToTarget, toWindow: parentToWindow, opacity: parentOpacity)
            return
        }
        drawLayer(node, props: p, toTarget: toTarget, toWindow: toWindow, origin: origin, opacity: opacity)
    }

    /// The layer's own content and then its sublayers (clipped when it masks to bounds).
    private func drawLayer(_ node: Node, props p: LayerProperties,
                           toTarget: CATransform3D, toWindow: CATransform3D, origin: CATransform3D, opacity: CGFloat) {
        let layer = node.layer(tree)
        let contentTransform = CATransform3DConcat(origin, toTarget)
        let size = p.bounds.size
        if let bg = p.backgroundColor, bg.alpha > 0 {
            frame.commands.append(.fill(size: size, transform: contentTransform, color: bg, cornerRadius: p.cornerRadius, opacity: opacity))
        }
        if let image = p.contents, image.width > 0, image.height > 0 {
            drawContents(image, layer: layer, props: p, transform: contentTransform, opacity: opacity)
        }
        let subs = children(of: node)
        if !subs.isEmpty {
            var clipMode = 0  // 0 none, 1 axis-aligned clip, 2 group
            var childToTarget = toTarget
            if p.masksToBounds {
                if contentTransform.isAxisAligned {
                    frame.commands.append(.pushClip(size: size, transform: contentTransform))
                    clipMode = 1
                } else {
                    frame.commands.append(.beginGroup(size: size, transform: contentTransform, opacity: 1))
                    // Children are drawn relative to the group's local rect (its bounds' top-left).
                    childToTarget = CATransform3DMakeTranslation(-p.bounds.origin.x, -p.bounds.origin.y, 0)
                    clipMode = 2
                }
            }
            for (child, cp) in subs {
                visit(child, props: cp, parentProps: p, toTarget: childToTarget, toWindow: toWindow, opacity: opacity)
            }
            if clipMode == 1 { frame.commands.append(.popClip) }
            if clipMode == 2 { frame.commands.append(.endGroup) }
        }
        if p.borderWidth > 0, let bc = p.borderColor, bc.alpha > 0 {
            frame.commands.append(.border(size: size, transform: contentTransform, width: p.borderWidth, color: bc,
                                          cornerRadius: p.cornerRadius, opacity: opacity))
        }
    }

    /// Places the image inside the bounds per contentsGravity; corners are rounded only when the
    /// layer masks to bounds, as in Core Animation.
    private func drawContents(_ image: CGImage, layer: CALayer, props p: LayerProperties, transform: CATransform3D, opacity: CGFloat) {
        let w = p.bounds.size.width, h = p.bounds.size.height
        let scale = max(layer.contentsScale, 0.0001)
        let iw = CGFloat(image.width) / scale, ih = CGFloat(image.height) / scale
        var rect = CGRect(x: 0, y: 0, width: w, height: h)
        switch layer.contentsGravity {
        case .resize: break
        case .resizeAspect, .resizeAspectFill:
            let s = layer.contentsGravity == .resizeAspect ? min(w / iw, h / ih) : max(w / iw, h / ih)
            rect = CGRect(x: (w - iw * s) / 2, y: (h - ih * s) / 2, width: iw * s, height: ih * s)
        case .center: rect = CGRect(x: (w - iw) / 2, y: (h - ih) / 2, width: iw, height: ih)
        case .top: rect = CGRect(x: (w - iw) / 2, y: 0, width: iw, height: ih)
        case .bottom: rect = CGRect(x: (w - iw) / 2, y: h - ih, width: iw, height: ih)
        case .left: rect = CGRect(x: 0, y: (h - ih) / 2, width: iw, height: ih)
        case .right: rect = CGRect(x: w - iw, y: (h - ih) / 2, width: iw, height: ih)
        case .topLeft: rect = CGRect(x: 0, y: 0, width: iw, height: ih)
        case .topRight: rect = CGRect(x: w - iw, y: 0, width: iw, height: ih)
        case .bottomLeft: rect = CGRect(x: 0, y: h - ih, width: iw, height: ih)
        case .bottomRight: rect = CGRect(x: w - iw, y: h - ih, width: iw, height: ih)
        }
        guard rect.width > 0, rect.height > 0 else { return }
        let m = CATransform3DConcat(CATransform3DMakeTranslation(rect.origin.x, rect.origin.y, 0), transform)
        let radius = p.masksToBounds && rect.size == p.bounds.size ? p.cornerRadius : 0
        frame.commands.append(.image(image, size: rect.size, transform: m, opacity: opacity, cornerRadius: radius))
    }

    /// Draws the old snapshot and the current layer per the transition frame.
    private func drawTransition(_ node: Node, _ old: CALayer, _ f: TransitionFrame, props p: LayerProperties, parentProps: LayerProperties?,
                                toTarget parentToTarget: CATransform3D, toWindow parentToWindow: CATransform3D,
                                opacity parentOpacity: CGFloat) {
        let local = LayerGeometry.transformToSuperlayer(p, superlayer: parentProps)
        let w = p.bounds.size.width, h = p.bounds.size.height
        let ops = f.opacities, offs = f.offsets, flips = f.flipTransforms
        func placed(_ dx: Double, _ dy: Double, _ flip: CATransform3D) -> CATransform3D {
            // Flip about the layer's centre, then offset by a fraction of its size, then into place.
            let c = CATransform3DMakeTranslation(-w / 2, -h / 2, 0)
            let m = CATransform3DConcat(CATransform3DConcat(c, flip), CATransform3DMakeTranslation(w / 2 + CGFloat(dx) * w, h / 2 + CGFloat(dy) * h, 0))
            return CATransform3DConcat(m, local)
        }
        let origin = CATransform3DMakeTranslation(p.bounds.origin.x, p.bounds.origin.y, 0)
        let opacity = parentOpacity * CGFloat(p.opacity)
        let t = node.localTime(tree)
        let drawOld = {
            guard let flip = flips.old else { return }
            let m = placed(offs.old.x, offs.old.y, flip)
            // The snapshot is a frozen presentation copy of the layer; it sits where the layer sits.
            let sp = old.properties
            self.drawLayer(.snapshot(old, localTime: t), props: sp, toTarget: CATransform3DConcat(m, parentToTarget),
                           toWindow: CATransform3DConcat(m, parentToWindow),
                           origin: CATransform3DMakeTranslation(sp.bounds.origin.x, sp.bounds.origin.y, 0),
                           opacity: opacity * CGFloat(ops.old))
        }
        let drawNew = {
            guard let flip = flips.new else { return }
            let m = placed(offs.new.x, offs.new.y, flip)
            self.drawLayer(node, props: p, toTarget: CATransform3DConcat(m, parentToTarget),
                           toWindow: CATransform3DConcat(m, parentToWindow), origin: origin, opacity: opacity * CGFloat(ops.new))
        }
        if f.oldOnTop { drawNew(); drawOld() } else { drawOld(); drawNew() }
    }

    // MARK: - Trace

    private func traceHiddenSubtree(_ node: Node, props p: LayerProperties, toWindow: CATransform3D) {
        for (child, cp) in children(of: node) {
            let w = CATransform3DConcat(LayerGeometry.transformToSuperlayer(cp, superlayer: p), toWindow)
            if let name = child.layer(tree).name {
                frame.traced[name] = traceEntry(cp, toWindow: w, hidden: true)
            }
            traceHiddenSubtree(child, props: cp, toWindow: w)
        }
    }

    private func traceEntry(_ p: LayerProperties, toWindow: CATransform3D, hidden: Bool) -> TracedLayer {
        TracedLayer(position: p.position, bounds: p.bounds, anchorPoint: p.anchorPoint, opacity: p.opacity,
                    zPosition: p.zPosition, transform: p.transform, hidden: hidden,
                    windowFrame: boundingBox(p.bounds, toWindow))
    }

    private func boundingBox(_ b: CGRect, _ m: CATransform3D) -> CGRect {
        let pts = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
            .map { m.project($0) }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(), x0.isFinite, y0.isFinite else { return .zero }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
