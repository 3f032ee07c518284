import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers
import MotionViews

/// What the layer renderer keeps for content layers between frames: rasterised shapes and
/// gradients, cached by exactly what they draw (content, pixel scale, tint), so an unchanged shape
/// is not rasterised again; an entry unused for a frame is dropped, so an animating shape holds
/// one image at a time. Also the colour replicator instances multiply their content by.
public final class LayerContentCache {
    /// Pixels per point to rasterise at before any transform scale; nil reads
    /// `UIServices.screenScale` (the host's screen scale) each time.
    public var pixelScale: CGFloat?
    /// Shape and gradient images rasterised during the current frame (not found in the cache).
    public private(set) var rasterizedThisFrame = 0
    /// Images held now.
    public var count: Int { shapes.count + gradients.count }

    struct ShapeKey: Hashable {
        let shape: ShapeContent, scale: CGFloat, tint: CGColor, region: CGRect?
    }
    struct GradientKey: Hashable {
        let gradient: GradientContent, width: Int, height: Int, tint: CGColor
    }
    private struct Entry<Value> {
        let value: Value
        var lastUsed: Int
    }

    private var shapes: [ShapeKey: Entry<ShapeRaster?>] = [:]
    private var gradients: [GradientKey: Entry<CGImage?>] = [:]
    private var frame = 0
    /// The product of the replicator instance colours the layer being drawn is inside (their red,
    /// green and blue multiply rasterised content; their alpha goes into opacity).
    var tint: CGColor = .white

    public init() {}

    /// Starts a frame: drops images the previous frame did not use.
    public func beginFrame() {
        frame += 1
        rasterizedThisFrame = 0
        shapes = shapes.filter { $0.value.lastUsed >= frame - 1 }
        gradients = gradients.filter { $0.value.lastUsed >= frame - 1 }
        tint = .white
    }

    func shape(_ key: ShapeKey) -> ShapeRaster? {
        if var e = shapes[key] {
            e.lastUsed = frame
            shapes[key] = e
            return e.value
        }
        let raster = ShapeRasterizer.rasterize(key.shape, scale: key.scale, tint: key.tint, region: key.region)
        rasterizedThisFrame += 1
        shapes[key] = Entry(value: raster, lastUsed: frame)
        return raster
    }

    func gradient(_ key: GradientKey) -> CGImage? {
        if var e = gradients[key] {
            e.lastUsed = frame
            gradients[key] = e
            return e.value
        }
        let image = GradientRasterizer.rasterize(key.gradient, pixelWidth: key.width, pixelHeight: key.height, tint: key.tint)
        rasterizedThisFrame += 1
        gradients[key] = Entry(value: image, lastUsed: frame)
        return image
    }

    /// Pixels per point for content drawn with `transform`: the screen scale times the transform's
    /// larger axis scale, rounded up to a power of √2 so a scale animation re-rasterises only at
    /// those steps and the image never has fewer pixels than the screen shows.
    func rasterScale(for transform: CATransform3D) -> CGFloat {
        let base = pixelScale ?? UIServices.screenScale
        let (sx, sy) = PlaneTransform(transform).axisScales
        let s = max(sx, sy)
        guard base.isFinite, base > 0 else { return 1 }
        guard s.isFinite, s > 0 else { return base }
        let steps = (2 * log2(s) - 1e-6).rounded(.up)
        return base * CGFloat(pow(2, min(max(steps, -8), 8) / 2))
    }
}

extension LayerRenderer {
    /// A shape or gradient layer's content, drawn after its background and `contents` and before its
    /// sublayers (Apple: "the shape is composited between the layer's contents and its first
    /// sublayer"). `transform` maps the layer's local rect (0, 0, bounds.size) to the target.
    func drawContent(_ layer: CALayer, props p: LayerProperties, transform: CATransform3D, opacity: CGFloat) {
        switch p.content {
        case .shape(let s)?:
            guard s.path != nil else { return }
            let scale = contentCache.rasterScale(for: transform)
            let region: CGRect? = p.masksToBounds ? p.bounds : nil
            if region?.isEmpty == true { return }
            guard let raster = contentCache.shape(.init(shape: s, scale: scale, tint: contentCache.tint, region: region)) else { return }
            let offset = CATransform3DMakeTranslation(raster.origin.x - p.bounds.origin.x, raster.origin.y - p.bounds.origin.y, 0)
            commands.append(.image(raster.image, size: raster.size, transform: CATransform3DConcat(offset, transform),
                                   opacity: opacity, cornerRadius: p.masksToBounds ? p.cornerRadius : 0))
        case .gradient(let g)?:
            let w = p.bounds.size.width, h = p.bounds.size.height
            guard g.colors?.isEmpty == false, w > 0, h > 0, w.isFinite, h.isFinite else { return }
            let scale = contentCache.rasterScale(for: transform)
            let limit = CGFloat(ShapeRasterizer.maxSide)
            let pw = Int(min((w * scale).rounded(.up), limit)), ph = Int(min((h * scale).rounded(.up), limit))
            guard let image = contentCache.gradient(.init(gradient: g, width: max(pw, 1), height: max(ph, 1), tint: contentCache.tint)) else { return }
            // The gradient fills the layer's shape, rounded corners included, masking or not.
            commands.append(.image(image, size: p.bounds.size, transform: transform, opacity: opacity, cornerRadius: p.cornerRadius))
        default:
            break
        }
    }

    /// A replicator's sublayers, `instanceCount` times. Instance k: `instanceTransform`ᵏ about the
    /// replicator's bounds centre (Apple: "applied relative to the center of the replicator layer"),
    /// the sublayers' time `k × instanceDelay` earlier, colours multiplied by `instanceColor` +
    /// k·offsets. Instances draw in order, each with all sublayers (ordered by zPosition as usual).
    /// Only instance 0 is traced.
    func drawReplicas(_ children: [(CALayer, LayerProperties, CFTimeInterval, Int)], replicator r: ReplicatorContent,
                      props p: LayerProperties, localTime t: CFTimeInterval,
                      toTarget: CATransform3D, toWindow: CATransform3D, opacity: CGFloat) {
        let count = min(r.instanceCount, 10_000)
        guard count > 0 else { return }
        let toCentre = CATransform3DMakeTranslation(-p.bounds.midX, -p.bounds.midY, 0)
        let fromCentre = CATransform3DMakeTranslation(p.bounds.midX, p.bounds.midY, 0)
        let delay = r.instanceDelay.isFinite ? r.instanceDelay : 0
        let savedTracing = tracing, savedTint = contentCache.tint
        defer { tracing = savedTracing; contentCache.tint = savedTint }
        var power = CATransform3DIdentity
        for k in 0..<count {
            let instance = k == 0 ? CATransform3DIdentity : CATransform3DConcat(CATransform3DConcat(toCentre, power), fromCentre)
            let color = r.color(ofInstance: k)
            contentCache.tint = CGColor(red: savedTint.red * color.red, green: savedTint.green * color.green,
                                        blue: savedTint.blue * color.blue, alpha: 1)
            let start = commands.count
            let instTarget = CATransform3DConcat(instance, toTarget), instWindow = CATransform3DConcat(instance, toWindow)
            for (s, sp, _, _) in children {
                let st = s.localTimeFromParent(t - Double(k) * delay)
                let props = k == 0 ? sp : s.presentationProperties(atLocalTime: st)
                visit(s, props: props, parentProps: p, localTime: st, toTarget: instTarget, toWindow: instWindow, opacity: opacity)
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
    private func tintCommands(from start: Int, by c: CGColor) {
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
            case .pushClip, .popClip:
                break
            }
        }
    }
}
