import CSDL2
import Foundation
import MotionGeometry
import MotionRender

/// Draws a frame's draw list straight into a 32-bit ABGR8888 surface, with exactly the pixels SDL's
/// software renderer gives for the calls `SDLCanvas` would make — for lists made only of what it
/// handles: solid and rounded fills, images (rounded or not), borders and axis-aligned clips, each
/// drawn as an unmirrored axis-aligned pixel rect. A list with anything else (offscreen groups, masks,
/// turned, mirrored or projected quads) is left to the canvas (`draw` returns false having drawn nothing).
///
/// Why: SDL's software renderer spends about a microsecond of fixed cost per call (it queues each
/// call, then for a scaled, modulated copy builds and frees an intermediate surface and runs its
/// generic per-pixel blitter), so a frame of 10,000 small particles costs it ~10 ms of which almost
/// none is drawing. Here each quad is planned by the canvas's own geometry (`QuadPlan`, the same
/// texture cache entries, the same clip rects), then drawn by `SoftwareKernels`, SDL's arithmetic
/// reproduced exactly, with the linear stretches of a texture kept across frames. Tests draw random
/// lists both ways and require identical bytes.
final class SoftwareRasterizer {
    let cache: SDLTextureCache
    let stretches = SoftwareStretchCache()
    var pixelScale: Double

    /// One draw in target pixels, with the clip SDL would have in effect for it.
    struct Op {
        enum Kind: UInt8 { case fillRect, copy }
        var kind: Kind
        /// The surface's clip rect (SDL's, after `SDL_SetClipRect`); may be empty.
        var clip: PixelRect
        /// The float rect given to `SDL_RenderFillRectF`/`SDL_RenderCopyF`.
        var x: Float, y: Float, w: Float, h: Float
        var r: UInt8, g: UInt8, b: UInt8, a: UInt8
        var texture: Unmanaged<SoftwareTexture>?
    }

    private var ops: [Op] = []
    /// Keeps the textures the ops point at alive while they run.
    private var opTextures: [SoftwareTexture] = []
    private var clipStack: [SDL_Rect] = []
    private var bounds = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
    private var unsupported = false

    init(cache: SDLTextureCache, pixelScale: Double) {
        self.cache = cache
        self.pixelScale = pixelScale
    }

    /// Draws `scene` then `overlay` over a clear to `clear` into `surface`; false (having drawn nothing)
    /// when the lists hold something this path does not draw. Starts the texture cache's frame either way
    /// (a caller falling back to the canvas must not start it again: see `SDLCanvas.record(…beginsFrame:)`).
    func draw(scene: [DrawCommand], overlay: [DrawCommand], clear: CGColor, into surface: SoftwareSurface) -> Bool {
        cache.beginFrame()
        stretches.beginFrame()
        ops.removeAll(keepingCapacity: true)
        opTextures.removeAll(keepingCapacity: true)
        clipStack.removeAll(keepingCapacity: true)
        bounds = SDL_Rect(x: 0, y: 0, w: Int32(surface.width), h: Int32(surface.height))
        unsupported = false
        for c in scene { plan(c); if unsupported { return false } }
        for c in overlay { plan(c); if unsupported { return false } }
        // SDL_RenderClear: every pixel, whatever the clip.
        let cc = SDLCanvas.color8(clear, opacity: 1)
        SoftwareKernels.fill(surface, surface.bounds, color: SoftwareKernels.pixel(UInt32(cc.r), UInt32(cc.g), UInt32(cc.b), UInt32(cc.a)))
        ops.withUnsafeBufferPointer { ops in
            for op in ops { run(op, surface) }
        }
        withExtendedLifetime(opTextures) {}
        return true
    }

    // MARK: - Planning (the canvas's translation, for the commands drawn here)

    private var currentClip: SDL_Rect { clipStack.last ?? bounds }

    /// The clip SDL's surface has for draws after `setClip(clipStack.last)`: the rect within the viewport
    /// (the whole surface), or the whole surface with no clip.
    private var surfaceClip: PixelRect {
        guard let c = clipStack.last else { return PixelRect(x: bounds.x, y: bounds.y, w: bounds.w, h: bounds.h) }
        let full = PixelRect(x: 0, y: 0, w: bounds.w, h: bounds.h)
        // SW_RunCommandQueue's SetDrawState, then SDL_SetClipRect.
        return PixelRect(x: c.x, y: c.y, w: c.w, h: c.h).intersection(full).intersection(full)
    }

    private func plan(_ command: DrawCommand) {
        switch command {
        case let .fill(size, transform, color, cornerRadius, opacity):
            let mod = SDLCanvas.color8(color, opacity: opacity)
            let w = Double(size.width), h = Double(size.height)
            guard mod.a > 0, w > 0, h > 0 else { return }
            let plane = PlaneTransform(transform)
            let radius = min(Double(cornerRadius), min(w, h) / 2)
            if radius > 0 {
                let (pw, ph) = SDLCanvas.maskPixelSize(w, h, plane, pixelScale: pixelScale)
                let entry = cache.roundedFillEntry(width: pw, height: ph, rx: radius * Double(pw) / w, ry: radius * Double(ph) / h)
                if let entry { quad(entry, w, h, plane, mod) }
            } else {
                quad(nil, w, h, plane, mod)
            }
        case let .image(image, size, transform, opacity, cornerRadius):
            let alpha = SDLCanvas.alpha8(opacity)
            let w = Double(size.width), h = Double(size.height)
            guard alpha > 0, w > 0, h > 0, image.width > 0, image.height > 0 else { return }
            let radius = min(Double(cornerRadius), min(w, h) / 2)
            let plane = PlaneTransform(transform)
            let entry: SDLTextureCache.Entry?
            if radius > 0 {
                let (pw, ph) = SDLCanvas.maskPixelSize(w, h, plane, pixelScale: pixelScale)
                let tw = max(image.width, pw), th = max(image.height, ph)
                entry = cache.roundedImageEntry(image, width: tw, height: th, rx: radius * Double(tw) / w, ry: radius * Double(th) / h)
            } else {
                entry = cache.imageEntry(image)
            }
            if let entry { quad(entry, w, h, plane, SDL_Color(r: 255, g: 255, b: 255, a: alpha)) }
        case let .border(size, transform, width, color, cornerRadius, opacity):
            let mod = SDLCanvas.color8(color, opacity: opacity)
            let w = Double(size.width), h = Double(size.height)
            let bw = min(Double(width), min(w, h) / 2)
            guard mod.a > 0, w > 0, h > 0, bw > 0 else { return }
            let radius = min(Double(cornerRadius), min(w, h) / 2)
            if radius > 0 {
                let plane = PlaneTransform(transform)
                let (pw, ph) = SDLCanvas.maskPixelSize(w, h, plane, pixelScale: pixelScale)
                let kx = Double(pw) / w, ky = Double(ph) / h
                if let entry = cache.ringEntry(width: pw, height: ph, rx: radius * kx, ry: radius * ky, bx: bw * kx, by: bw * ky) {
                    quad(entry, w, h, plane, mod)
                }
                return
            }
            let g = CGFloat(bw)
            quad(nil, w, bw, PlaneTransform(transform), mod)
            quad(nil, w, bw, PlaneTransform(transform.offsetLocal(0, size.height - g)), mod)
            if h - 2 * bw > 0 {
                quad(nil, bw, h - 2 * bw, PlaneTransform(transform.offsetLocal(0, g)), mod)
                quad(nil, bw, h - 2 * bw, PlaneTransform(transform.offsetLocal(size.width - g, g)), mod)
            }
        case let .pushClip(size, transform):
            clipStack.append(SDLCanvas.clipRect(size, transform, within: currentClip, pixelScale: pixelScale))
        case .popClip:
            _ = clipStack.popLast()
        case .beginGroup, .endGroup, .mask:
            unsupported = true
        }
    }

    /// The canvas's `quad` for an unmirrored axis-aligned rect; anything else is not drawn here.
    private func quad(_ entry: SDLTextureCache.Entry?, _ w: Double, _ h: Double, _ plane: PlaneTransform, _ mod: SDL_Color) {
        let plan = QuadPlan(width: w, height: h, plane: plane, scale: pixelScale)
        guard let box = plan.bounds, intersects(box, currentClip) else { return }
        switch plan {
        case .culled:
            return
        case let .rect(r, flipX, flipY, _):
            guard !flipX, !flipY else { unsupported = true; return }
            var op = Op(kind: .fillRect, clip: surfaceClip, x: Float(r.origin.x), y: Float(r.origin.y),
                        w: Float(r.size.width), h: Float(r.size.height), r: mod.r, g: mod.g, b: mod.b, a: mod.a, texture: nil)
            if let entry {
                // A render target has no pixels here (it is never a quad's texture at the top level).
                guard let pixels = entry.pixels else { unsupported = true; return }
                op.kind = .copy
                op.texture = Unmanaged.passUnretained(pixels)
                opTextures.append(pixels)
            }
            ops.append(op)
        case .rotated, .mesh:
            unsupported = true
        }
    }

    // MARK: - Running (SDL's software renderer, call by call)

    @inline(__always)
    private func run(_ op: Op, _ surface: SoftwareSurface) {
        switch op.kind {
        case .fillRect: fillRect(op, surface)
        case .copy: copy(op, surface)
        }
    }

    /// C's float → int conversion as x86-64 does it (truncation; out of range gives INT_MIN).
    @inline(__always)
    static func int(_ v: Float) -> Int32 {
        v.isNaN || v >= 2147483648 || v < -2147483648 ? Int32.min : Int32(v)
    }

    /// `SDL_RenderFillRectF` with blend mode BLEND: `SW_QueueFillRects` truncates the rect (width and
    /// height at least 1), `SDL_BlendFillRects` premultiplies the colour and clips.
    private func fillRect(_ op: Op, _ surface: SoftwareSurface) {
        let rect = PixelRect(x: Self.int(op.x), y: Self.int(op.y), w: max(Self.int(op.w), 1), h: max(Self.int(op.h), 1))
        let a = UInt32(op.a)
        let clipped = rect.intersection(op.clip)
        guard !clipped.isEmpty else { return }
        SoftwareKernels.blendFill(surface, clipped, r: UInt32(op.r) * a / 255, g: UInt32(op.g) * a / 255, b: UInt32(op.b) * a / 255, a: a)
    }

    /// `SDL_RenderCopyF` of a whole static texture on the software renderer (`SW_RunCommandQueue`'s
    /// `SDL_RENDERCMD_COPY`): culled against the viewport, truncated to whole pixels, then an unscaled
    /// clipped blit, or a linear stretch — of the whole texture into a temporary surface when the rect
    /// leaves the surface, else of the part the clip keeps (`SDL_PrivateUpperBlitScaled`'s clipping) —
    /// blitted with the colour and alpha mods and blending.
    private func copy(_ op: Op, _ surface: SoftwareSurface) {
        guard let texture = op.texture?.takeUnretainedValue() else { return }
        // SDL_RenderCopyF: no intersection with the viewport, no command.
        guard op.w > 0, op.h > 0 else { return }
        let vw = Float(surface.width), vh = Float(surface.height)
        guard max(op.x, 0) < min(op.x + op.w, vw), max(op.y, 0) < min(op.y + op.h, vh) else { return }
        let dst = PixelRect(x: Self.int(op.x), y: Self.int(op.y), w: Self.int(op.w), h: Self.int(op.h))
        let tw = Int32(texture.width), th = Int32(texture.height)
        let mod = (r: UInt32(op.r), g: UInt32(op.g), b: UInt32(op.b), a: UInt32(op.a))
        if tw == dst.w && th == dst.h {
            blit(texture.pixels, pitch: texture.width, source: PixelRect(x: 0, y: 0, w: tw, h: th), at: dst, clip: op.clip, mod, surface)
            return
        }
        guard dst.w > 0, dst.h > 0 else { return }
        if dst.x < 0 || dst.y < 0 || dst.x + dst.w > Int32(surface.width) || dst.y + dst.h > Int32(surface.height) {
            // Scaled whole into a temporary surface of the rect's size, then blitted clipped.
            let s = stretches.stretch(texture, src: PixelRect(x: 0, y: 0, w: tw, h: th), dstW: dst.w, dstH: dst.h)
            blit(s.pixels, pitch: s.width, source: PixelRect(x: 0, y: 0, w: dst.w, h: dst.h), at: dst, clip: op.clip, mod, surface)
            return
        }
        // SDL_PrivateUpperBlitScaled's clipping, in doubles.
        let clip = op.clip
        let scaleW = Double(dst.w) / Double(tw), scaleH = Double(dst.h) / Double(th)
        var dx0 = Double(dst.x) - Double(clip.x), dy0 = Double(dst.y) - Double(clip.y)
        var dx1 = Double(dst.x) + Double(dst.w) - Double(clip.x), dy1 = Double(dst.y) + Double(dst.h) - Double(clip.y)
        var sx0 = 0.0, sy0 = 0.0, sx1 = Double(tw), sy1 = Double(th)
        if dx0 < 0 { sx0 -= dx0 / scaleW; dx0 = 0 }
        if dx1 > Double(clip.w) { sx1 -= (dx1 - Double(clip.w)) / scaleW; dx1 = Double(clip.w) }
        if dy0 < 0 { sy0 -= dy0 / scaleH; dy0 = 0 }
        if dy1 > Double(clip.h) { sy1 -= (dy1 - Double(clip.h)) / scaleH; dy1 = Double(clip.h) }
        dx0 += Double(clip.x); dx1 += Double(clip.x); dy0 += Double(clip.y); dy1 += Double(clip.y)
        @inline(__always) func round(_ v: Double) -> Int32 {
            let r = v.rounded()
            return r.isNaN || r >= 2147483648 || r < -2147483648 ? Int32.min : Int32(r)
        }
        let src = PixelRect(x: round(sx0), y: round(sy0), w: round(sx1 - sx0), h: round(sy1 - sy0))
            .intersection(PixelRect(x: 0, y: 0, w: tw, h: th))
        let final = PixelRect(x: round(dx0), y: round(dy0), w: round(dx1 - dx0), h: round(dy1 - dy0)).intersection(clip)
        guard final.w > 0, final.h > 0, src.w > 0, src.h > 0 else { return }
        let s = stretches.stretch(texture, src: src, dstW: final.w, dstH: final.h)
        // SDL_LowerBlit: no further clipping.
        blitUnclipped(s.pixels, pitch: s.width, width: Int(final.w), height: Int(final.h), at: final, mod, surface)
    }

    /// `SDL_UpperBlit` of `source` (within the pixels at `pixels`) to `at` (its size), clipped by `clip`.
    private func blit(_ pixels: UnsafePointer<UInt32>, pitch: Int, source: PixelRect, at dst: PixelRect, clip: PixelRect,
                      _ mod: (r: UInt32, g: UInt32, b: UInt32, a: UInt32), _ surface: SoftwareSurface) {
        var srcx = source.x, srcy = source.y, w = source.w, h = source.h
        var x = dst.x, y = dst.y
        var d = clip.x - x
        if d > 0 { w -= d; x += d; srcx += d }
        d = x + w - clip.x - clip.w
        if d > 0 { w -= d }
        d = clip.y - y
        if d > 0 { h -= d; y += d; srcy += d }
        d = y + h - clip.y - clip.h
        if d > 0 { h -= d }
        guard w > 0, h > 0 else { return }
        blitUnclipped(pixels + Int(srcy) * pitch + Int(srcx), pitch: pitch, width: Int(w), height: Int(h),
                      at: PixelRect(x: x, y: y, w: w, h: h), mod, surface)
    }

    /// `SDL_LowerBlit` with the blitter SDL picks for a blended copy between two ABGR8888 surfaces: the
    /// per-pixel-alpha one without modulation, `SDL_Blit_Slow` with it.
    @inline(__always)
    private func blitUnclipped(_ src: UnsafePointer<UInt32>, pitch: Int, width: Int, height: Int, at dst: PixelRect,
                               _ mod: (r: UInt32, g: UInt32, b: UInt32, a: UInt32), _ surface: SoftwareSurface) {
        let out = surface.row(dst.y) + Int(dst.x)
        let modulatesColor = mod.r != 255 || mod.g != 255 || mod.b != 255
        let modulatesAlpha = mod.a != 255
        if !modulatesColor && !modulatesAlpha {
            SoftwareKernels.blitPixelAlpha(src, srcPitch: pitch, width: width, height: height, out, dstPitch: surface.pitch)
        } else {
            SoftwareKernels.blitModulateBlend(src, srcPitch: pitch, width: width, height: height, out, dstPitch: surface.pitch,
                                              mod: mod, modulatesColor: modulatesColor, modulatesAlpha: modulatesAlpha)
        }
    }
}
