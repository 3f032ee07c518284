import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers
import MotionViews

extension DrawListBuilder {
    /// A shape or gradient layer's content, drawn after its background and `contents` and before its
    /// sublayers (Apple: "the shape is composited between the layer's contents and its first
    /// sublayer"). `transform` maps the layer's local rect (0, 0, bounds.size) to the target.
    mutating func drawContent(props p: LayerProperties, transform: CATransform3D, opacity: CGFloat) {
        switch p.content {
        case .shape(let s)?:
            guard s.path != nil else { return }
            let scale = contentCache.rasterScale(for: transform, screenScale: screenScale)
            let region: CGRect? = p.masksToBounds ? p.bounds : nil
            if region?.isEmpty == true { return }
            guard let raster = contentCache.shape(.init(shape: s, scale: scale, tint: tint, region: region)) else { return }
            let offset = CATransform3DMakeTranslation(raster.origin.x - p.bounds.origin.x, raster.origin.y - p.bounds.origin.y, 0)
            commands.append(.image(raster.image, size: raster.size, transform: CATransform3DConcat(offset, transform),
                                   opacity: opacity, cornerRadius: p.masksToBounds ? p.cornerRadius : 0))
        case .gradient(let g)?:
            let w = p.bounds.size.width, h = p.bounds.size.height
            guard g.colors?.isEmpty == false, w > 0, h > 0, w.isFinite, h.isFinite else { return }
            let scale = contentCache.rasterScale(for: transform, screenScale: screenScale)
            let limit = CGFloat(ShapeRasterizer.maxSide)
            let pw = Int(min((w * scale).rounded(.up), limit)), ph = Int(min((h * scale).rounded(.up), limit))
            guard let image = contentCache.gradient(.init(gradient: g, width: max(pw, 1), height: max(ph, 1), tint: tint)) else { return }
            // The gradient fills the layer's shape, rounded corners included, masking or not.
            commands.append(.image(image, size: p.bounds.size, transform: transform, opacity: opacity, cornerRadius: p.cornerRadius))
        case .text(let t)?:
            drawText(t, props: p, transform: transform, opacity: opacity)
        default:
            break
        }
    }

    /// A text layer's string, from the top of the bounds (Core Animation does not centre it vertically),
    /// through the text service `UILabel` uses; nothing when no service is installed or the text is empty.
    mutating func drawText(_ t: TextContent, props p: LayerProperties, transform: CATransform3D, opacity: CGFloat) {
        guard let string = t.string, !string.isEmpty, let color = t.foregroundColor, color.alpha > 0,
              t.fontSize > 0, t.fontSize.isFinite else { return }
        let width = p.bounds.size.width
        let scale = contentCache.rasterScale(for: transform, screenScale: screenScale)
        guard let raster = contentCache.text(.init(text: t, width: width, scale: scale)) else { return }
        let w = CGFloat(raster.width) / scale, h = CGFloat(raster.height) / scale
        // Text laid out in an image as wide as the bounds is aligned already; a narrower one (unwrapped,
        // untruncated) is placed by the alignment.
        var x: CGFloat = 0
        if w < width {
            switch t.alignmentMode {
            case .center: x = (width - w) / 2
            case .right: x = width - w
            default: x = 0
            }
        }
        commands.append(.image(raster, size: CGSize(width: w, height: h),
                               transform: CATransform3DConcat(CATransform3DMakeTranslation(x, 0, 0), transform),
                               opacity: opacity, cornerRadius: 0))
    }

    /// A replicator's sublayers, `instanceCount` times. Instance k: `instanceTransform`ᵏ about the
    /// replicator's bounds centre (Apple: "applied relative to the center of the replicator layer"),
    /// the sublayers' time `k × instanceDelay` earlier, colours multiplied by `instanceColor` +
    /// k·offsets. Instances draw in order, each with all sublayers (ordered by zPosition as usual).
    /// Only instance 0 is traced.
    mutating func drawReplicas(_ children: Children, replicator r: ReplicatorContent, node: Node,
                               props p: UnsafePointer<LayerProperties>,
                               toTarget: CATransform3D, toWindow: CATransform3D, opacity: CGFloat) {
        let count = min(r.instanceCount, 10_000)
        guard count > 0 else { return }
        let bounds = p.pointee.bounds
        let toCentre = CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0)
        let fromCentre = CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0)
        let delay = r.instanceDelay.isFinite ? r.instanceDelay : 0
        let t = localTime(node)
        let savedTracing = tracing, savedTint = tint
        defer { tracing = savedTracing; tint = savedTint }
        var power = CATransform3DIdentity
        for k in 0..<count {
            let instance = k == 0 ? CATransform3DIdentity : CATransform3DConcat(CATransform3DConcat(toCentre, power), fromCentre)
            let color = r.color(ofInstance: k)
            tint = CGColor(red: savedTint.red * color.red, green: savedTint.green * color.green,
                           blue: savedTint.blue * color.blue, alpha: 1)
            let start = commands.count
            let instTarget = CATransform3DConcat(instance, toTarget), instWindow = CATransform3DConcat(instance, toWindow)
            for j in 0..<children.count {
                withChild(children, j) { child, cp in
                    if k == 0 {
                        visit(child, props: cp, parentProps: p, toTarget: instTarget, toWindow: instWindow, opacity: opacity)
                        return
                    }
                    // Later instances show the sublayers `k × instanceDelay` earlier: evaluated directly.
                    Self.withLayer(child, tree) { s in
                        let st = s.localTimeFromParent(t - Double(k) * delay)
                        withUnsafePointer(to: s.presentationProperties(atLocalTime: st)) {
                            visit(.direct(s, localTime: st), props: $0, parentProps: p, toTarget: instTarget, toWindow: instWindow, opacity: opacity)
                        }
                    }
                }
            }
            if color != .white { tintCommands(from: start, by: color) }
            power = CATransform3DConcat(power, r.instanceTransform)
            tracing = false
        }
    }

    /// Multiplies the colours of `commands[start...]` by `c`: fills' and borders' red, green and
    /// blue; the alpha into the opacity of everything at the top level of that range (inside a
    /// group the group's opacity carries it). Images keep their pixels (rasterised content already
    /// has the colour through `contentCache.tint`).
    private mutating func tintCommands(from start: Int, by c: CGColor) {
        func tinted(_ x: CGColor) -> CGColor {
            CGColor(red: x.red * c.red, green: x.green * c.green, blue: x.blue * c.blue, alpha: x.alpha)
        }
        var depth = 0
        for i in start..<commands.count {
            let a = depth == 0 ? c.alpha : 1
            switch commands[i] {
            case let .fill(size, transform, color, radius, opacity):
                commands[i] = .fill(size: size, transform: transform, color: tinted(color), cornerRadius: radius, opacity: opacity * a)
            case let .border(size, transform, width, color, radius, opacity):
                commands[i] = .border(size: size, transform: transform, width: width, color: tinted(color), cornerRadius: radius, opacity: opacity * a)
            case let .image(image, size, transform, opacity, radius):
                if a != 1 { commands[i] = .image(image, size: size, transform: transform, opacity: opacity * a, cornerRadius: radius) }
            case let .beginGroup(size, transform, opacity):
                if a != 1 { commands[i] = .beginGroup(size: size, transform: transform, opacity: opacity * a) }
                depth += 1
            case .endGroup:
                depth -= 1
            case .pushClip, .popClip, .mask, .blur, .shadow:
                break
            }
        }
    }
}
