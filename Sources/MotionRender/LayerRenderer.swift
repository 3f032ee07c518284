import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers

/// One named layer's presentation values at a frame, for traces.
public struct TracedLayer: Equatable {
    public var position: CGPoint
    public var bounds: CGRect
    public var anchorPoint: CGPoint
    public var opacity: Float
    public var zPosition: CGFloat
    public var transform: CATransform3D
    public var hidden: Bool
    /// Axis-aligned box of the layer's bounds in window points.
    public var windowFrame: CGRect
}

/// Turns a layer tree into draw commands for one frame: each layer's presentation values at the
/// frame's time (model + animations, computed here and never stored), its transform into the window,
/// z-ordering among siblings, clipping, opacity multiplied down the tree, transitions, contents gravity.
///
/// Opacity multiplies down the tree (Core Animation without group opacity); an overlapping
/// semi-transparent subtree therefore shows its parts through each other.
public final class LayerRenderer {
    /// Named layers' values from the last `render` call with tracing on.
    public private(set) var traced: [String: TracedLayer] = [:]
    public var tracing = false
    /// Internal (not private) for the content layers' drawing in LayerRenderer+Content.swift.
    var commands: [DrawCommand] = []
    /// Rasterised shape and gradient content, kept across frames (LayerRenderer+Content.swift).
    public let contentCache = LayerContentCache()

    public init() {}

    /// Draw commands for the tree under `root` at global media time `time`.
    public func render(root: CALayer, at time: CFTimeInterval) -> [DrawCommand] {
        AnimationDriver.commit()
        contentCache.beginFrame()
        commands.removeAll(keepingCapacity: true)
        traced.removeAll(keepingCapacity: true)
        let t = root.superlayer.map { $0.convertTime(time, from: nil) } ?? time
        let p = root.presentationProperties(atLocalTime: root.localTimeFromParent(t))
        visit(root, props: p, parentProps: nil, localTime: root.localTimeFromParent(t),
              toTarget: CATransform3DIdentity, toWindow: CATransform3DIdentity, opacity: 1)
        return commands
    }

    func visit(_ layer: CALayer, props p: LayerProperties, parentProps: LayerProperties?, localTime t: CFTimeInterval,
               toTarget parentToTarget: CATransform3D, toWindow parentToWindow: CATransform3D, opacity parentOpacity: CGFloat) {
        let local = LayerGeometry.transformToSuperlayer(p, superlayer: parentProps)
        // Bounds space → (current draw target, window). The bounds origin shifts only sublayers.
        let origin = CATransform3DMakeTranslation(p.bounds.origin.x, p.bounds.origin.y, 0)
        let toTarget = CATransform3DConcat(local, parentToTarget)
        let toWindow = CATransform3DConcat(local, parentToWindow)
        if tracing, let name = layer.name {
            traced[name] = traceEntry(p, toWindow: toWindow, hidden: p.isHidden)
        }
        let opacity = parentOpacity * CGFloat(p.opacity)
        guard !p.isHidden, opacity > 0.001 else {
            if tracing { traceHiddenSubtree(layer, props: p, localTime: t, toWindow: toWindow) }
            return
        }
        let transitions = layer.transitionFrames(atLocalTime: t)
        if let tr = transitions.first {
            drawTransition(layer, tr.old, tr.frame, props: p, parentProps: parentProps, localTime: t,
                           toTarget: parentToTarget, toWindow: parentToWindow, opacity: parentOpacity)
            return
        }
        drawLayer(layer, props: p, localTime: t, toTarget: toTarget, toWindow: toWindow, origin: origin, opacity: opacity)
    }

    /// The layer's own content and then its sublayers (clipped when it masks to bounds).
    private func drawLayer(_ layer: CALayer, props p: LayerProperties, localTime t: CFTimeInterval,
                           toTarget: CATransform3D, toWindow: CATransform3D, origin: CATransform3D, opacity: CGFloat) {
        let contentTransform = CATransform3DConcat(origin, toTarget)
        let size = p.bounds.size
        if let bg = p.backgroundColor, bg.alpha > 0 {
            commands.append(.fill(size: size, transform: contentTransform, color: bg, cornerRadius: p.cornerRadius, opacity: opacity))
        }
        if let image = p.contents, image.width > 0, image.height > 0 {
            drawContents(image, layer: layer, props: p, transform: contentTransform, opacity: opacity)
        }
        if p.content != nil { drawContent(layer, props: p, transform: contentTransform, opacity: opacity) }
        let subs = layer.sublayerStorageForRendering
        if !subs.isEmpty {
            var clipMode = 0  // 0 none, 1 axis-aligned clip, 2 group
            var childToTarget = toTarget
            if p.masksToBounds {
                if contentTransform.isAxisAligned {
                    commands.append(.pushClip(size: size, transform: contentTransform))
                    clipMode = 1
                } else {
                    commands.append(.beginGroup(size: size, transform: contentTransform, opacity: 1))
                    // Children are drawn relative to the group's local rect (its bounds' top-left).
                    childToTarget = CATransform3DMakeTranslation(-p.bounds.origin.x, -p.bounds.origin.y, 0)
                    clipMode = 2
                }
            }
            // Presentation values of the children, then back-to-front by presentation zPosition.
            var children: [(CALayer, LayerProperties, CFTimeInterval, Int)] = []
            children.reserveCapacity(subs.count)
            for (i, s) in subs.enumerated() {
                let st = s.localTimeFromParent(t)
                children.append((s, s.presentationProperties(atLocalTime: st), st, i))
            }
            if children.contains(where: { $0.1.zPosition != children[0].1.zPosition }) {
                children.sort { $0.1.zPosition != $1.1.zPosition ? $0.1.zPosition < $1.1.zPosition : $0.3 < $1.3 }
            }
            if case .replicator(let r)? = p.content {
                drawReplicas(children, replicator: r, props: p, localTime: t, toTarget: childToTarget, toWindow: toWindow, opacity: opacity)
            } else {
                for (s, sp, st, _) in children {
                    visit(s, props: sp, parentProps: p, localTime: st, toTarget: childToTarget, toWindow: toWindow, opacity: opacity)
                }
            }
            if clipMode == 1 { commands.append(.popClip) }
            if clipMode == 2 { commands.append(.endGroup) }
        }
        if p.borderWidth > 0, let bc = p.borderColor, bc.alpha > 0 {
            commands.append(.border(size: size, transform: contentTransform, width: p.borderWidth, color: bc,
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
        commands.append(.image(image, size: rect.size, transform: m, opacity: opacity, cornerRadius: radius))
    }

    /// Draws the old snapshot and the current layer per the transition frame.
    private func drawTransition(_ layer: CALayer, _ old: CALayer, _ f: TransitionFrame, props p: LayerProperties, parentProps: LayerProperties?,
                                localTime t: CFTimeInterval, toTarget parentToTarget: CATransform3D, toWindow parentToWindow: CATransform3D,
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
        let drawOld = {
            guard let flip = flips.old else { return }
            let m = placed(offs.old.x, offs.old.y, flip)
            // The snapshot is a frozen presentation copy of the layer; it sits where the layer sits.
            let sp = old.properties
            self.drawLayer(old, props: sp, localTime: t, toTarget: CATransform3DConcat(m, parentToTarget),
                           toWindow: CATransform3DConcat(m, parentToWindow),
                           origin: CATransform3DMakeTranslation(sp.bounds.origin.x, sp.bounds.origin.y, 0),
                           opacity: opacity * CGFloat(ops.old))
        }
        let drawNew = {
            guard let flip = flips.new else { return }
            let m = placed(offs.new.x, offs.new.y, flip)
            self.drawLayer(layer, props: p, localTime: t, toTarget: CATransform3DConcat(m, parentToTarget),
                           toWindow: CATransform3DConcat(m, parentToWindow), origin: origin, opacity: opacity * CGFloat(ops.new))
        }
        if f.oldOnTop { drawNew(); drawOld() } else { drawOld(); drawNew() }
    }

    private func traceHiddenSubtree(_ layer: CALayer, props p: LayerProperties, localTime t: CFTimeInterval, toWindow: CATransform3D) {
        for s in layer.sublayerStorageForRendering {
            let st = s.localTimeFromParent(t)
            let sp = s.presentationProperties(atLocalTime: st)
            let w = CATransform3DConcat(LayerGeometry.transformToSuperlayer(sp, superlayer: p), toWindow)
            if let name = s.name {
                traced[name] = traceEntry(sp, toWindow: w, hidden: true)
            }
            traceHiddenSubtree(s, props: sp, localTime: st, toWindow: w)
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
