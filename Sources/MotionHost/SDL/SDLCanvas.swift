import CSDL2
import Foundation
import MotionGeometry
import MotionRender

/// Turns `DrawCommand`s (points) into an `SDLCallList` (pixels, textures, clip rects) and runs it.
///
/// Two stages so a benchmark can separate them: `draw` = translate + execute; `replay` = execute
/// a recorded list only. Translation reuses the previous frame's buffers (no per-frame allocation
/// once they have grown), and textures are cached (see `SDLTextureCache`).
///
/// Fast paths, cheapest first: axis-aligned → `SDL_RenderFillRectF` / `SDL_RenderCopyF`;
/// rotation with per-axis scale (orthogonal axes, reflections included) → `SDL_RenderCopyExF`;
/// other affine maps → `SDL_RenderGeometry` (2 triangles); perspective → an 8×8 grid of triangles.
/// Every triangle's third index is its cell's uv-minimum corner (for the whole quad, uv (0,0)):
/// this avoids a 32-bit overflow crash in SDL 2.26's software triangle rasteriser.
public final class SDLCanvas {
    public let renderer: OpaquePointer
    /// Pixels per point.
    public var pixelScale: CGFloat
    /// The calls of the most recent `draw`.
    public private(set) var lastCalls = SDLCallList()
    /// Frames an unused cached texture survives before it is destroyed.
    public var evictionAge: Int {
        get { cache.evictionAge }
        set { cache.evictionAge = max(1, newValue) }
    }
    /// Number of textures currently cached (images, masks, group targets).
    public var cachedTextureCount: Int { cache.count }
    /// Whether group textures are composited with premultiplied blending — false on the software
    /// renderer, where a group is made straight before it is composited (`SDLCall.unpremultiplyTarget`).
    public var groupsArePremultiplied: Bool { cache.groupsArePremultiplied }

    let cache: SDLTextureCache
    private var building = SDLCallList()

    /// A render target: the default one, or a group's texture.
    private struct Level {
        var texture: OpaquePointer?
        /// Pixel bounds of the target.
        var bounds: SDL_Rect
        /// Index in `clipStack` where this level's clips start.
        var clipBase: Int
        var groupTransform: CATransform3D
        var groupOpacity: CGFloat
    }
    private var levels: [Level] = []
    private var clipStack: [SDL_Rect] = []
    /// Group target textures handed out this frame, per pixel size.
    private var targetOrdinals: [Int: Int] = [:]
    /// While > 0, commands are skipped (inside a group that is invisible or culled).
    private var skipDepth = 0
    /// The only pixels of the default target this frame touches (a partial redraw), or nil for all.
    private var rootClip: SDL_Rect?
    /// In a partial redraw: pixels outside `rootClip` that a scaled texture copy crossing its edge
    /// covers. SDL's software renderer resamples a scaled copy from the clipped part of its rect, so
    /// clipping it anywhere else than a full redraw does changes its pixels: the region must hold it whole.
    private var regionGrowth: SDL_Rect?
    /// Pixel bounds of the default target this frame.
    private var targetBounds = SDL_Rect(x: 0, y: 0, w: 0, h: 0)

    /// Shared index patterns at the start of every frame's index buffer.
    private static let quadIndexStart: Int32 = 0
    private static let gridIndexStart: Int32 = 6
    private static let sharedIndices: [Int32] = {
        var indices: [Int32] = []
        func cellIndices(n: Int) -> [Int32] {
            var out: [Int32] = []
            for j in 0..<(n - 1) {
                for i in 0..<(n - 1) {
                    let tl = Int32(j * n + i), tr = tl + 1, bl = tl + Int32(n), br = bl + 1
                    out += [tr, br, tl, br, bl, tl]
                }
            }
            return out
        }
        indices += cellIndices(n: 2)
        indices += cellIndices(n: QuadMesh.perspectiveCells + 1)
        return indices
    }()

    public init(renderer: OpaquePointer, pixelScale: CGFloat) {
        self.renderer = renderer
        self.pixelScale = pixelScale
        self.cache = SDLTextureCache(renderer: renderer)
        var info = SDL_RendererInfo()
        if SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name {
            resamplesTurnedQuads = String(cString: name) == "software"
        }
    }

    /// Translates `commands` into `lastCalls` and executes them on the renderer's default target,
    /// after clearing it to `clear`. Does not present.
    public func draw(_ commands: [DrawCommand], clear: CGColor) {
        draw(scene: commands, overlay: [], clear: clear)
    }

    /// Draws `scene` and then `overlay` over a clear to `clear` (the whole target). On a surface the
    /// software rasteriser can draw into (`softwareSurface`) a list it handles is drawn there, with the
    /// pixels SDL would give (`SoftwareRasterizer`), and `lastCalls` is not made unless asked
    /// (`keepsFramesForReplay`); anything else is translated into `lastCalls` and executed by SDL.
    public func draw(scene: [DrawCommand], overlay: [DrawCommand], clear: CGColor) {
        if let surface = softwareSurface {
            SDL_RenderFlush(renderer)
            rasterizer.pixelScale = Double(pixelScale)
            if rasterizer.draw(scene: scene, overlay: overlay, clear: clear, into: surface) {
                lastFrameWasRasterized = true
                lastCallsAreCurrent = false
                if keepsFramesForReplay { unrecordedFrame = (scene, overlay, clear) }
                return
            }
            record(scene, overlay: overlay, clear: clear, beginsFrame: false)
        } else {
            record(scene, overlay: overlay, clear: clear, beginsFrame: !frameBegunByRasterizer)
            frameBegunByRasterizer = false
        }
        lastFrameWasRasterized = false
        lastCalls.execute(on: renderer)
    }

    /// The surface behind this canvas's software renderer, when it has one the software rasteriser may
    /// draw into directly (an offscreen target's); nil: every frame goes through SDL's calls.
    var softwareSurface: SoftwareSurface?
    private lazy var rasterizer = SoftwareRasterizer(cache: cache, pixelScale: Double(pixelScale))
    /// Whether the last `draw` was drawn by the software rasteriser (so `lastCalls` is not that frame's
    /// unless `prepareReplay()` makes it).
    public private(set) var lastFrameWasRasterized = false
    private var lastCallsAreCurrent = true
    /// Keep each rasterised frame's lists until `prepareReplay()` (benchmarks replay SDL's calls for it).
    public var keepsFramesForReplay = false
    private var unrecordedFrame: (scene: [DrawCommand], overlay: [DrawCommand], clear: CGColor)?

    /// Draws `scene` and `overlay` over `clear` into `surface` with the software rasteriser (exactly what
    /// SDL's software renderer draws for this canvas's calls), using this canvas's texture cache; false,
    /// having drawn nothing, when the lists hold something it does not draw (`SoftwareRasterizer`). A
    /// window uses it to draw into a streaming texture; the cache's frame is begun either way.
    func rasterize(scene: [DrawCommand], overlay: [DrawCommand], clear: CGColor, into surface: SoftwareSurface) -> Bool {
        rasterizer.pixelScale = Double(pixelScale)
        let drawn = rasterizer.draw(scene: scene, overlay: overlay, clear: clear, into: surface)
        frameBegunByRasterizer = !drawn
        return drawn
    }

    /// Set when `rasterize` began this frame's cache frame and left the frame to the calls.
    private var frameBegunByRasterizer = false

    /// Makes `lastCalls` the calls of the last frame drawn, when the software rasteriser drew it (what
    /// `keepsFramesForReplay` kept them for), and lets the kept lists go.
    public func prepareReplay() {
        guard let frame = unrecordedFrame else { return }
        unrecordedFrame = nil
        record(frame.scene, overlay: frame.overlay, clear: frame.clear, beginsFrame: false)
        lastCallsAreCurrent = true
    }

    /// Executes recorded calls with no further computation (textures must still be cached:
    /// replay before `evictionAge` further frames have been drawn).
    public func replay(_ calls: SDLCallList) {
        calls.execute(on: renderer)
    }

    /// Redraws only the pixels of `region` (target pixels): they are cleared to `clear` and `commands`
    /// drawn over them clipped to it, with everything outside it skipped; the other pixels keep what
    /// they have. Byte-identical to a full `draw` inside `region` when the target already holds the
    /// previous frame and `region` covers every pixel that differs from it (`SDLOffscreenTarget`).
    /// Returns the pixels redrawn: `region`, grown to hold whole every scaled texture copy that
    /// crosses its edge (see `regionGrowth`), or the whole target.
    @discardableResult
    public func draw(_ commands: [DrawCommand], clear: CGColor, within region: SDL_Rect) -> SDL_Rect {
        lastFrameWasRasterized = false
        var region = region
        for _ in 0..<3 {
            record(commands, clear: clear, within: region)
            guard let growth = regionGrowth else {
                lastCalls.execute(on: renderer)
                return region
            }
            region = union(region, growth)
            // Grown over most of the target: a full redraw costs no more.
            if Int(region.w) * Int(region.h) * 4 >= Int(targetBounds.w) * Int(targetBounds.h) * 3 { break }
        }
        draw(commands, clear: clear)
        return targetBounds
    }

    /// Translation only: builds `lastCalls` for `commands` without executing them — for the whole
    /// target, or only for the pixels of `region`.
    public func record(_ commands: [DrawCommand], clear: CGColor, within region: SDL_Rect? = nil) {
        record(commands, overlay: [], clear: clear, within: region)
    }

    /// `record` of `commands` followed by `overlay`; `beginsFrame: false` when this frame's texture-cache
    /// frame was begun already (the software rasteriser began it and left the frame to the calls).
    func record(_ commands: [DrawCommand], overlay: [DrawCommand], clear: CGColor, within region: SDL_Rect? = nil,
                beginsFrame: Bool = true) {
        if beginsFrame { cache.beginFrame() }
        building.removeAll()
        building.indices.append(contentsOf: SDLCanvas.sharedIndices)
        levels.removeAll(keepingCapacity: true)
        clipStack.removeAll(keepingCapacity: true)
        targetOrdinals.removeAll(keepingCapacity: true)
        skipDepth = 0
        regionGrowth = nil
        let bounds = defaultTargetBounds()
        targetBounds = bounds
        rootClip = region.map { intersect($0, bounds) }
        levels.append(Level(texture: nil, bounds: rootClip ?? bounds, clipBase: 0,
                            groupTransform: .identity, groupOpacity: 1))
        emit(.setTarget(nil))
        emit(.setClip(rootClip))
        if let rootClip {
            emit(.clearRect(rootClip, color8(clear, opacity: 1)))
        } else {
            emit(.clear(color8(clear, opacity: 1)))
        }
        for command in commands { translate(command) }
        for command in overlay { translate(command) }
        while levels.count > 1 { endGroup() }
        flushBatch()
        swap(&lastCalls, &building)
    }

    // MARK: - Translation

    private func translate(_ command: DrawCommand) {
        if skipDepth > 0 {
            switch command {
            case .beginGroup: skipDepth += 1
            case .endGroup: skipDepth -= 1
            default: break
            }
            return
        }
        switch command {
        case let .fill(size, transform, color, cornerRadius, opacity):
            fill(size, transform, color, cornerRadius, opacity)
        case let .image(image, size, transform, opacity, cornerRadius):
            drawImage(image, size, transform, opacity, cornerRadius)
        case let .border(size, transform, width, color, cornerRadius, opacity):
            border(size, transform, width, color, cornerRadius, opacity)
        case let .pushClip(size, transform):
            pushClip(size, transform)
        case .popClip:
            popClip()
        case let .beginGroup(size, transform, opacity):
            beginGroup(size, transform, opacity)
        case .endGroup:
            endGroup()
        case let .mask(image, size, transform):
            mask(image, size, transform)
        case let .blur(sigma, opaque):
            blur(sigma, opaque)
        case let .shadow(sigma, offset, color, opacity):
            shadow(sigma, offset, color, opacity)
        }
    }

    private func fill(_ size: CGSize, _ transform: CATransform3D, _ color: CGColor,
                      _ cornerRadius: CGFloat, _ opacity: CGFloat) {
        let mod = color8(color, opacity: opacity)
        let w = Double(size.width), h = Double(size.height)
        guard mod.a > 0, w > 0, h > 0 else { return }
        let plane = PlaneTransform(transform)
        let radius = min(Double(cornerRadius), min(w, h) / 2)
        if radius > 0 {
            let (pw, ph) = maskPixelSize(w, h, plane)
            let texture = cache.roundedFillTexture(width: pw, height: ph,
                                                   rx: radius * Double(pw) / w, ry: radius * Double(ph) / h)
            if let texture { quad(texture, w, h, plane, mod) }
        } else {
            quad(nil, w, h, plane, mod)
        }
    }

    private func drawImage(_ image: CGImage, _ size: CGSize, _ transform: CATransform3D,
                           _ opacity: CGFloat, _ cornerRadius: CGFloat) {
        let alpha = alpha8(opacity)
        let w = Double(size.width), h = Double(size.height)
        guard alpha > 0, w > 0, h > 0, image.width > 0, image.height > 0 else { return }
        let radius = min(Double(cornerRadius), min(w, h) / 2)
        let plane = PlaneTransform(transform)
        var texture: OpaquePointer?
        if radius > 0 {
            let (pw, ph) = maskPixelSize(w, h, plane)
            let tw = max(image.width, pw), th = max(image.height, ph)
            texture = cache.roundedImageTexture(image, width: tw, height: th,
                                                rx: radius * Double(tw) / w, ry: radius * Double(th) / h)
        } else {
            texture = cache.imageTexture(image)
        }
        if let texture { quad(texture, w, h, plane, SDL_Color(r: 255, g: 255, b: 255, a: alpha)) }
    }

    private func border(_ size: CGSize, _ transform: CATransform3D, _ width: CGFloat, _ color: CGColor,
                        _ cornerRadius: CGFloat, _ opacity: CGFloat) {
        let mod = color8(color, opacity: opacity)
        let w = Double(size.width), h = Double(size.height)
        let bw = min(Double(width), min(w, h) / 2)
        guard mod.a > 0, w > 0, h > 0, bw > 0 else { return }
        let radius = min(Double(cornerRadius), min(w, h) / 2)
        if radius > 0 {
            let plane = PlaneTransform(transform)
            let (pw, ph) = maskPixelSize(w, h, plane)
            let kx = Double(pw) / w, ky = Double(ph) / h
            if let texture = cache.ringTexture(width: pw, height: ph, rx: radius * kx, ry: radius * ky,
                                               bx: bw * kx, by: bw * ky) {
                quad(texture, w, h, plane, mod)
            }
            return
        }
        SDLCanvas.squareBorderStrips(size, transform, bw) { sw, sh, plane in quad(nil, sw, sh, plane, mod) }
    }

    /// A square-cornered border `bw` wide inside `size` (points; `transform` to the target) as four strips
    /// that do not overlap — top, bottom, left, right — each given to `strip` as width, height and plane.
    /// Shared with the software rasteriser, which must plan the same quads.
    static func squareBorderStrips(_ size: CGSize, _ transform: CATransform3D, _ bw: Double,
                                   _ strip: (Double, Double, PlaneTransform) -> Void) {
        let w = Double(size.width), h = Double(size.height), g = CGFloat(bw)
        strip(w, bw, PlaneTransform(transform))
        strip(w, bw, PlaneTransform(transform.offsetLocal(0, size.height - g)))
        if h - 2 * bw > 0 {
            strip(bw, h - 2 * bw, PlaneTransform(transform.offsetLocal(0, g)))
            strip(bw, h - 2 * bw, PlaneTransform(transform.offsetLocal(size.width - g, g)))
        }
    }

    private func pushClip(_ size: CGSize, _ transform: CATransform3D) {
        let rect = SDLCanvas.clipRect(size, transform, within: currentClip, pixelScale: Double(pixelScale))
        clipStack.append(rect)
        emit(.setClip(rect))
    }

    private func popClip() {
        guard clipStack.count > levels[levels.count - 1].clipBase else { return }
        clipStack.removeLast()
        emit(.setClip(clipStack.count > levels[levels.count - 1].clipBase ? clipStack.last : levelClip))
    }

    private func beginGroup(_ size: CGSize, _ transform: CATransform3D, _ opacity: CGFloat) {
        let s = Double(pixelScale)
        let pw = Int((Double(size.width) * s - 1e-6).rounded(.up))
        let ph = Int((Double(size.height) * s - 1e-6).rounded(.up))
        let visible = alpha8(opacity) > 0 && pw > 0 && ph > 0 && pw <= 8192 && ph <= 8192
            && PlaneTransform(transform).boundingBox(width: Double(size.width), height: Double(size.height))
                .map { intersects($0.scaled(s), currentClip) } == true
        guard visible else { skipDepth = 1; return }
        let sizeKey = pw << 16 | ph
        let ordinal = targetOrdinals[sizeKey, default: 0]
        targetOrdinals[sizeKey] = ordinal + 1
        guard let texture = cache.targetTexture(width: pw, height: ph, ordinal: ordinal) else {
            skipDepth = 1
            return
        }
        levels.append(Level(texture: texture, bounds: SDL_Rect(x: 0, y: 0, w: Int32(pw), h: Int32(ph)),
                            clipBase: clipStack.count, groupTransform: transform, groupOpacity: opacity))
        emit(.setTarget(texture))
        emit(.setClip(nil))
        emit(.clear(SDL_Color(r: 0, g: 0, b: 0, a: 0)))
    }

    private func endGroup() {
        guard levels.count > 1 else { return }
        let group = levels.removeLast()
        // Without premultiplied blending the group holds premultiplied colour (blending into a clear
        // target makes it so) but is composited as straight: made straight first, or its translucent
        // pixels would be darkened by their alpha twice.
        if !cache.groupsArePremultiplied, let texture = group.texture {
            emit(.unpremultiplyTarget(texture, width: group.bounds.w, height: group.bounds.h))
        }
        clipStack.removeSubrange(group.clipBase...)
        let parent = levels[levels.count - 1]
        emit(.setTarget(parent.texture))
        emit(.setClip(clipStack.count > parent.clipBase ? clipStack.last : levelClip))
        let a = alpha8(group.groupOpacity)
        let mod = cache.groupsArePremultiplied
            ? SDL_Color(r: a, g: a, b: a, a: a)
            : SDL_Color(r: 255, g: 255, b: 255, a: a)
        let s = Double(pixelScale)
        quad(group.texture, Double(group.bounds.w) / s, Double(group.bounds.h) / s,
             PlaneTransform(group.groupTransform), mod)
    }

    /// A layer mask on the current group: its alpha resampled onto the group's pixels (SDL-free, in
    /// `MaskSampler`), applied when the calls run by reading the group back (`SDLCall.maskTarget`).
    private func mask(_ image: CGImage, _ size: CGSize, _ transform: CATransform3D) {
        guard levels.count > 1, let texture = levels[levels.count - 1].texture else { return }
        let b = levels[levels.count - 1].bounds
        let alpha = MaskSampler.alpha(image, size: size, transform: transform, width: Int(b.w), height: Int(b.h),
                                      scale: Double(pixelScale))
        // The group's pixels are premultiplied either way (see `endGroup`): all four channels are masked.
        emit(.maskTarget(texture, width: b.w, height: b.h, alpha: alpha, premultiplied: true))
    }

    /// A layer blur on the current group, applied when the calls run by reading the group back, blurring
    /// it on the CPU (`GaussianBlur`, σ in pixels = points × the pixel scale) and uploading it again
    /// (`SDLCall.blurTarget`): a read-back per blurred group per frame, acceptable for small groups.
    private func blur(_ sigma: CGFloat, _ opaque: Bool) {
        guard levels.count > 1, let texture = levels[levels.count - 1].texture else { return }
        let px = Double(sigma) * Double(pixelScale)
        guard px.isFinite, px > 0 else { return }
        let b = levels[levels.count - 1].bounds
        emit(.blurTarget(texture, width: b.w, height: b.h, sigma: Float(min(px, 1000)), opaque: opaque,
                         premultiplied: true))
    }

    /// A shadow cast by the current group's pixels, applied when the calls run by reading the group back,
    /// putting the shadow beneath it on the CPU (`GroupShadow`: σ and offset in pixels = points × the
    /// pixel scale) and uploading it again (`SDLCall.shadowTarget`): a read-back per such group per frame.
    private func shadow(_ sigma: CGFloat, _ offset: CGSize, _ color: CGColor, _ opacity: CGFloat) {
        guard levels.count > 1, let texture = levels[levels.count - 1].texture else { return }
        let s = Double(pixelScale)
        let px = Double(sigma) * s, dx = Double(offset.width) * s, dy = Double(offset.height) * s
        guard px.isFinite, px >= 0, dx.isFinite, dy.isFinite, opacity.isFinite, opacity > 0 else { return }
        let b = levels[levels.count - 1].bounds
        emit(.shadowTarget(texture, width: b.w, height: b.h, sigma: Float(min(px, 1000)),
                           offset: (Float(max(min(dx, 1e5), -1e5)), Float(max(min(dy, 1e5), -1e5))),
                           color: (Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha)),
                           opacity: Float(opacity)))
    }

    // MARK: - Quads

    /// Emits the calls that draw `texture` (nil = solid `mod` colour) over the local rect
    /// (0, 0, w, h) mapped by `plane`, modulated by `mod`, as planned by `QuadPlan` (the geometry
    /// lives there, SDL-free and tested); culled against the current clip.
    private func quad(_ texture: OpaquePointer?, _ w: Double, _ h: Double,
                      _ plane: PlaneTransform, _ mod: SDL_Color) {
        let plan = QuadPlan(width: w, height: h, plane: plane, scale: Double(pixelScale))
        guard let box = plan.bounds, intersects(box, currentClip) else { return }
        switch plan {
        case .culled:
            return
        case let .rect(r, flipX, flipY, _):
            if texture != nil, isOversized(r) {
                // A texture magnified far past the target (a wide shadow's small blurred image, a 1e9 scale):
                // resampled onto the clipped pixels it covers, never stretched whole at its own size.
                resampleOversized(texture, w, h, plane, mod, rect: r)
                return
            }
            let rect = frect(r)
            if batchesQuads && !flipX && !flipY { batchRect(texture, rect, mod); return }
            guard let texture else { emit(.fillRect(rect, mod)); return }
            if !flipX && !flipY, let region = rootClip, levels.count == 1 { noteScaledCopy(texture, rect, region) }
            var flip = SDL_FLIP_NONE.rawValue
            if flipX { flip |= SDL_FLIP_HORIZONTAL.rawValue }
            if flipY { flip |= SDL_FLIP_VERTICAL.rawValue }
            emit(flip == 0 ? .copy(texture, dst: rect, mod: mod)
                 : .copyEx(texture, dst: rect, angle: 0, flip: SDL_RendererFlip(flip), mod: mod))
        case let .rotated(r, degrees, flipVertical, _):
            if resamplesTurnedQuads || (texture != nil && isOversized(r)) {
                turnedQuad(texture, w, h, plane, mod, rect: r, degrees: degrees, flipVertical: flipVertical)
                return
            }
            guard let texture = texture ?? cache.whiteTexture() else { return }
            emit(.copyEx(texture, dst: frect(r), angle: degrees,
                         flip: flipVertical ? SDL_FLIP_VERTICAL : SDL_FLIP_NONE, mod: mod))
        case let .mesh(mesh):
            flushBatch()
            let start = building.vertices.count
            for j in 0...mesh.cells {
                for i in 0...mesh.cells {
                    let v = mesh.vertex(i, j)
                    building.vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(v.x), y: Float(v.y)),
                                                        color: mod,
                                                        tex_coord: SDL_FPoint(x: Float(v.u), y: Float(v.v))))
                }
            }
            let indexStart = mesh.cells == 1 ? SDLCanvas.quadIndexStart : SDLCanvas.gridIndexStart
            emit(.geometry(texture, vertexStart: Int32(start), vertexCount: Int32(mesh.side * mesh.side),
                           indexStart: indexStart, indexCount: Int32(mesh.cells * mesh.cells * 6)))
        }
    }

    /// A turned (or turned and mirrored) quad resampled on the CPU onto the pixels of its box
    /// (`TurnedQuadResampler`) and drawn by an unscaled copy at whole pixels, modulated by `mod` — what
    /// `resamplesTurnedQuads` chooses. A texture without CPU pixels (a group's target) is turned by
    /// `SDL_RenderCopyExF` still.
    private func turnedQuad(_ texture: OpaquePointer?, _ w: Double, _ h: Double, _ plane: PlaneTransform,
                            _ mod: SDL_Color, rect: CGRect, degrees: Double, flipVertical: Bool) {
        let pixels = texture.flatMap { cache.pixels(of: $0) }
        if let texture, pixels == nil {
            emit(.copyEx(texture, dst: frect(rect), angle: degrees,
                         flip: flipVertical ? SDL_FLIP_VERTICAL : SDL_FLIP_NONE, mod: mod))
            return
        }
        guard let (box, rgba) = TurnedQuadResampler.resample(pixels, width: w, height: h, plane: plane,
                                                              scale: Double(pixelScale), within: currentClip) else { return }
        let sizeKey = -(Int(box.w) << 16 | Int(box.h))
        let ordinal = targetOrdinals[sizeKey, default: 0]
        targetOrdinals[sizeKey] = ordinal + 1
        guard let turned = cache.turnedTexture(width: Int(box.w), height: Int(box.h), ordinal: ordinal, rgba: rgba) else { return }
        emit(.copy(turned, dst: SDL_FRect(x: Float(box.x), y: Float(box.y), w: Float(box.w), h: Float(box.h)), mod: mod))
    }

    /// Whether a copy to `r` (target pixels) is too large to hand to SDL: its renderers stretch a copy
    /// that leaves the target into a temporary surface of the whole rect's size (SDL's software
    /// renderer; `SoftwareRasterizer` mirrors it), gigabytes for a magnified image, and its rect must
    /// fit an `Int32`. Over 4 × the target's area (at least 4 × 4096², a 256 MB temporary), or past
    /// ±65,536 pixels, it is oversized; ordinary images and scroll content stay on SDL's copy (and keep
    /// their pixels).
    private func isOversized(_ r: CGRect) -> Bool { Self.isOversized(r, target: targetBounds) }

    static func isOversized(_ r: CGRect, target: SDL_Rect) -> Bool {
        let bound = 65_536.0
        let x0 = Double(r.minX), y0 = Double(r.minY), x1 = Double(r.maxX), y1 = Double(r.maxY)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return true }
        if x0 < -bound || y0 < -bound || x1 > bound || y1 > bound { return true }
        let area = max(Double(target.w) * Double(target.h), 4096 * 4096)
        return (x1 - x0) * (y1 - y0) > 4 * area
    }

    /// An oversized axis-aligned copy (`isOversized`) drawn as `turnedQuad` draws a turned one: resampled
    /// on the CPU onto the pixels of its box within the clip (`TurnedQuadResampler`, bounded by the
    /// target); a texture without CPU pixels (a group's target) is copied to its part within the target
    /// grown by a pixel, its source cut to match.
    private func resampleOversized(_ texture: OpaquePointer?, _ w: Double, _ h: Double, _ plane: PlaneTransform,
                                   _ mod: SDL_Color, rect: CGRect) {
        if let texture, cache.pixels(of: texture) == nil {
            // Nothing better than SDL's copy: clamp the rect to a finite range SDL can take.
            let t = targetBounds
            let lo = -65_536.0, hiX = Double(t.x) + Double(t.w) + 65_536, hiY = Double(t.y) + Double(t.h) + 65_536
            func c(_ v: CGFloat, _ hi: Double) -> Float { Float(min(max(Double(v), lo), hi)) }
            let x0 = c(rect.minX, hiX), y0 = c(rect.minY, hiY), x1 = c(rect.maxX, hiX), y1 = c(rect.maxY, hiY)
            guard x1 > x0, y1 > y0 else { return }
            emit(.copy(texture, dst: SDL_FRect(x: x0, y: y0, w: x1 - x0, h: y1 - y0), mod: mod))
            return
        }
        turnedQuad(texture, w, h, plane, mod, rect: rect, degrees: 0, flipVertical: false)
    }

    /// In a partial redraw: a copy of `texture` to `dst` that SDL's software renderer scales (its
    /// integer rect, truncated as the renderer truncates it, is not the texture's size) and that
    /// crosses the region's edge grows the region by its rect.
    private func noteScaledCopy(_ texture: OpaquePointer, _ dst: SDL_FRect, _ region: SDL_Rect) {
        var tw: Int32 = 0, th: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &tw, &th)
        // Clamped before converting (a rect past Int32 never reaches here, see `isOversized`; NaN is culled).
        func i32(_ v: Float) -> Int32 { v.isNaN ? 0 : Int32(min(max(v, -1e9), 1e9)) }
        let r = SDL_Rect(x: i32(dst.x), y: i32(dst.y), w: i32(dst.w), h: i32(dst.h))
        guard r.w != tw || r.h != th else { return }
        let onTarget = intersect(r, targetBounds)
        let inside = intersect(onTarget, region)
        guard inside.w > 0, inside.h > 0, inside.w != onTarget.w || inside.h != onTarget.h else { return }
        regionGrowth = regionGrowth.map { union($0, onTarget) } ?? onTarget
    }

    @inline(__always)
    private func frect(_ r: CGRect) -> SDL_FRect {
        SDL_FRect(x: Float(r.origin.x), y: Float(r.origin.y), w: Float(r.size.width), h: Float(r.size.height))
    }

    // MARK: - Helpers

    @inline(__always)
    private func emit(_ call: SDLCall) {
        if batch != nil { flushBatch() }
        building.calls.append(call)
    }

    // MARK: - Batching (accelerated renderers)

    /// Whether runs of axis-aligned quads with the same texture (or none) become one
    /// `SDL_RenderGeometry` call. An OpenGL renderer pays per call — on Mesa's llvmpipe about as much
    /// for a 6-pixel particle as for a large image — so 2,000 particles as 2,000 copies miss frames
    /// where one call does not. Off for SDL's software renderer, whose geometry path samples
    /// differently from its copies (headless frames must keep their pixels).
    public var batchesQuads = false

    /// Whether turned quads (`QuadPlan.rotated`) are resampled on the CPU and copied unscaled at whole
    /// pixels (`TurnedQuadResampler`) rather than drawn by `SDL_RenderCopyExF`. On by default on SDL's
    /// software renderer (headless frames): its RenderCopyEx rotozoomer (SDL 2.26) rounds the turned
    /// rect's corners and centre per quadrant, so a rect turned by a hundredth of a degree came out with
    /// a quadrant a pixel off — a seam along the middle of each edge — and its RenderGeometry snaps
    /// vertices to half pixels, with the same kind of step (`RotatedQuadTests`). Off on accelerated
    /// renderers, whose RenderCopyEx is exact.
    public var resamplesTurnedQuads = false

    /// The run being gathered: its texture and where its vertices and indices start.
    private struct Batch {
        var texture: OpaquePointer?
        var vertexStart: Int
        var indexStart: Int
    }
    private var batch: Batch?

    /// Adds the quad `r` (pixels) with colour `mod` to the current run, starting a new run when the
    /// texture differs.
    private func batchRect(_ texture: OpaquePointer?, _ r: SDL_FRect, _ mod: SDL_Color) {
        if let b = batch, b.texture != texture { flushBatch() }
        if batch == nil {
            batch = Batch(texture: texture, vertexStart: building.vertices.count, indexStart: building.indices.count)
        }
        let base = Int32(building.vertices.count - batch!.vertexStart)
        func vertex(_ x: Float, _ y: Float, _ u: Float, _ v: Float) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: mod, tex_coord: SDL_FPoint(x: u, y: v))
        }
        building.vertices.append(vertex(r.x, r.y, 0, 0))
        building.vertices.append(vertex(r.x + r.w, r.y, 1, 0))
        building.vertices.append(vertex(r.x + r.w, r.y + r.h, 1, 1))
        building.vertices.append(vertex(r.x, r.y + r.h, 0, 1))
        // Each triangle ends on the uv (0, 0) corner (the SDL 2.26 software rasteriser's crash workaround).
        building.indices.append(contentsOf: [base + 1, base + 2, base, base + 2, base + 3, base])
    }

    private func flushBatch() {
        guard let b = batch else { return }
        batch = nil
        building.calls.append(.geometry(b.texture, vertexStart: Int32(b.vertexStart),
                                        vertexCount: Int32(building.vertices.count - b.vertexStart),
                                        indexStart: Int32(b.indexStart), indexCount: Int32(building.indices.count - b.indexStart)))
    }

    /// The clip of the current level when it has no clip of its own: the partial redraw's region at
    /// the top level, none inside a group (its texture is the clip).
    private var levelClip: SDL_Rect? { levels.count == 1 ? rootClip : nil }

    private var currentClip: SDL_Rect {
        let level = levels[levels.count - 1]
        return clipStack.count > level.clipBase ? clipStack[clipStack.count - 1] : level.bounds
    }

    private func defaultTargetBounds() -> SDL_Rect {
        var w: Int32 = 0, h: Int32 = 0
        SDL_RenderGetLogicalSize(renderer, &w, &h)
        if w == 0 || h == 0 { SDL_GetRendererOutputSize(renderer, &w, &h) }
        return SDL_Rect(x: 0, y: 0, w: w, h: h)
    }

    private func maskPixelSize(_ w: Double, _ h: Double, _ plane: PlaneTransform) -> (Int, Int) {
        SDLCanvas.maskPixelSize(w, h, plane, pixelScale: Double(pixelScale))
    }

    private func alpha8(_ value: CGFloat) -> UInt8 { SDLCanvas.alpha8(value) }

    private func color8(_ color: CGColor, opacity: CGFloat) -> SDL_Color { SDLCanvas.color8(color, opacity: opacity) }
}

// The canvas's decisions, shared with `SoftwareRasterizer` (which must draw exactly what the canvas's
// calls draw).
extension SDLCanvas {
    /// Pixel size for a CPU-built mask of a w×h point rect under `plane`'s scale.
    @inline(__always)
    static func maskPixelSize(_ w: Double, _ h: Double, _ plane: PlaneTransform, pixelScale s: Double) -> (Int, Int) {
        let (sx, sy) = plane.axisScales
        let pw = Int(roundHalfAwayFromZero(w * s * max(sx, 1e-3))), ph = Int(roundHalfAwayFromZero(h * s * max(sy, 1e-3)))
        return (min(max(pw, 1), 4096), min(max(ph, 1), 4096))
    }

    @inline(__always)
    static func alpha8(_ value: CGFloat) -> UInt8 {
        UInt8(roundHalfAwayFromZero(min(max(Double(value), 0), 1) * 255))
    }

    @inline(__always)
    static func color8(_ color: CGColor, opacity: CGFloat) -> SDL_Color {
        SDL_Color(r: alpha8(color.red), g: alpha8(color.green), b: alpha8(color.blue),
                  a: alpha8(color.alpha * opacity))
    }

    /// The clip rect `pushClip` sets: the pixel box of the local rect (0, 0, size) under `transform`,
    /// rounded to whole pixels, within `current` (empty when the rect has no box).
    static func clipRect(_ size: CGSize, _ transform: CATransform3D, within current: SDL_Rect, pixelScale s: Double) -> SDL_Rect {
        var rect = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
        if let box = PlaneTransform(transform).boundingBox(width: Double(size.width), height: Double(size.height)) {
            let x0 = roundHalfAwayFromZero(box.minX * s), y0 = roundHalfAwayFromZero(box.minY * s)
            let x1 = roundHalfAwayFromZero(box.maxX * s), y1 = roundHalfAwayFromZero(box.maxY * s)
            rect = intersect(current, clampedRect(x0, y0, x1, y1))
        }
        return rect
    }
}

@inline(__always)
func intersects(_ box: PlaneBox, _ clip: SDL_Rect) -> Bool {
    box.maxX > Double(clip.x) && box.minX < Double(clip.x + clip.w)
        && box.maxY > Double(clip.y) && box.minY < Double(clip.y + clip.h)
}

func intersect(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
    let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
    let x1 = min(a.x + a.w, b.x + b.w), y1 = min(a.y + a.h, b.y + b.h)
    return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
}

/// The smallest rect holding both.
func union(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
    let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
    let x1 = max(a.x + a.w, b.x + b.w), y1 = max(a.y + a.h, b.y + b.h)
    return SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
}

func clampedRect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> SDL_Rect {
    func c(_ v: Double) -> Int32 { Int32(min(max(v, -1_000_000), 1_000_000)) }
    return SDL_Rect(x: c(x0), y: c(y0), w: max(0, c(x1) - c(x0)), h: max(0, c(y1) - c(y0)))
}
