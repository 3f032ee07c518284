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

    /// One blit ready to run: SDL's whole decision for a draw (culling, truncation, clipping, the
    /// stretch, the blitter) already made while planning, so running it is a loop over its pixels — and
    /// any band of rows can be run apart from the others (`run(rows:)`).
    struct Blit {
        enum Kind: UInt8 {
            /// `SoftwareKernels.blendFill` with `r`, `g`, `b` premultiplied.
            case blendFill
            /// `SoftwareKernels.blitPixelAlpha`.
            case pixelAlpha
            /// `SoftwareKernels.blitModulateBlend` (`modulatesColor`/`modulatesAlpha`).
            case modulateBlend
            /// `SoftwareKernels.blitModulateBlendWhite`: the same for a white source (a mask).
            case modulateBlendWhite
        }
        var kind: Kind
        /// Destination pixels, within the surface and the clip.
        var x: Int32, y: Int32, w: Int32, h: Int32
        /// The source pixel for (x, y) and the source's row pitch in pixels (blits).
        var source: UnsafePointer<UInt32>?
        var pitch: Int32
        var r: UInt8, g: UInt8, b: UInt8, a: UInt8
        var modulatesColor: Bool, modulatesAlpha: Bool
    }

    @exclusivity(unchecked) private var blits: [Blit] = []
    /// The index of the command that stopped the last plan (a list the canvas drew instead): tried first
    /// next frame, so a scene whose frames all hold a turned quad or a group wastes no planning on them
    /// (both paths draw the same pixels; this only saves time).
    private var lastUnsupported: Int?

    init(cache: SDLTextureCache, pixelScale: Double) {
        self.cache = cache
        self.pixelScale = pixelScale
    }

    /// Draws `scene` then `overlay` over a clear to `clear` into `surface`; false (having drawn nothing)
    /// when the lists hold something this path does not draw. Starts the texture cache's frame either way
    /// (a caller falling back to the canvas must not start it again: see `SDLCanvas.record(…beginsFrame:)`).
    func draw(scene: [DrawCommand], overlay: [DrawCommand], clear: CGColor, into surface: SoftwareSurface) -> Bool {
        guard plan(scene: scene, overlay: overlay, surface: surface) else { return false }
        // SDL_RenderClear: every pixel, whatever the clip.
        let cc = SDLCanvas.color8(clear, opacity: 1)
        let clearPixel = SoftwareKernels.pixel(UInt32(cc.r), UInt32(cc.g), UInt32(cc.b), UInt32(cc.a))
        // Many blits: bands of rows on every core (each pixel's value depends only on the blits covering
        // it, in order, so bands are independent).
        let workers = FrameWorkers.shared
        let bands = blits.count >= SoftwareRasterizer.parallelBlits && workers.helpers > 0 ? (workers.helpers + 1) * 2 : 1
        let height = Int32(surface.height)
        let body: (Int) -> Void = { band in
            let rows = Int32(Int(height) * band / bands)..<Int32(Int(height) * (band + 1) / bands)
            SoftwareKernels.fill(surface, PixelRect(x: 0, y: rows.lowerBound, w: Int32(surface.width), h: Int32(rows.count)), color: clearPixel)
            self.run(rows: rows, into: surface)
        }
        if bands > 1 { workers.run(parts: bands, body) } else { body(0) }
        return true
    }

    /// Blits in a frame from which it is drawn in bands on several cores.
    static let parallelBlits = 1024
    /// Commands in a frame from which it is planned in chunks on several cores.
    static let parallelPlan = 2048

    /// Plans the frame's blits (false when something is not drawn here). Long lists are planned in chunks
    /// on every core against the caches as they are (looking up only); a chunk that needs a texture or a
    /// stretch not made yet is planned again afterwards on this thread, in order, so textures are made
    /// and caches aged exactly as planning the list in one go does.
    func plan(scene: [DrawCommand], overlay: [DrawCommand], surface: SoftwareSurface) -> Bool {
        scene.withUnsafeBufferPointer { scene in
            overlay.withUnsafeBufferPointer { overlay in plan(scene: scene, overlay: overlay, surface: surface) }
        }
    }

    private func plan(scene: UnsafeBufferPointer<DrawCommand>, overlay: UnsafeBufferPointer<DrawCommand>, surface: SoftwareSurface) -> Bool {
        cache.beginFrame()
        stretches.beginFrame()
        blits.removeAll(keepingCapacity: true)
        let bounds = SDL_Rect(x: 0, y: 0, w: Int32(surface.width), h: Int32(surface.height))
        let workers = FrameWorkers.shared
        let total = scene.count + overlay.count
        /// The k-th command, where it is (no copy of it, or of the images it holds).
        @inline(__always) func command(_ k: Int) -> UnsafePointer<DrawCommand> {
            k < scene.count ? scene.baseAddress! + k : overlay.baseAddress! + (k - scene.count)
        }
        if let k = lastUnsupported, k < total {
            var probe = Planner(cache: cache, stretches: stretches, pixelScale: pixelScale, bounds: bounds, creates: false)
            probe.plan(command(k))
            if probe.unsupported { return false }
        }
        lastUnsupported = nil
        guard total >= SoftwareRasterizer.parallelPlan, workers.helpers > 0 else {
            var planner = Planner(cache: cache, stretches: stretches, pixelScale: pixelScale, bounds: bounds, creates: true)
            swap(&planner.blits, &blits)
            for k in 0..<total {
                planner.plan(command(k))
                if planner.unsupported { swap(&planner.blits, &blits); lastUnsupported = k; return false }
            }
            swap(&planner.blits, &blits)
            return true
        }
        // The clip stack at the start of each chunk (clips are few: this walk is cheap).
        let chunks = (workers.helpers + 1) * 4
        var starts: [[SDL_Rect]] = []
        var clips = Planner(cache: cache, stretches: stretches, pixelScale: pixelScale, bounds: bounds, creates: false)
        var next = 0
        for c in 0..<chunks {
            let lo = total * c / chunks
            while next < lo { clips.planClip(command(next)); next += 1 }
            starts.append(clips.clipStack)
        }
        var stoppedAt = [Int](repeating: -1, count: chunks)
        var planners = (0..<chunks).map { c -> Planner in
            var p = Planner(cache: cache, stretches: stretches, pixelScale: pixelScale, bounds: bounds, creates: false)
            p.clipStack = starts[c]
            // About a blit and a cache entry a command: no growing while planning.
            let size = total * (c + 1) / chunks - total * c / chunks + 16
            p.blits.reserveCapacity(size)
            p.usedEntries.reserveCapacity(size)
            return p
        }
        planners.withUnsafeMutableBufferPointer { planners in
          stoppedAt.withUnsafeMutableBufferPointer { stoppedAt in
            let (planners, stoppedAt) = (planners, stoppedAt)
            workers.run(parts: chunks) { c in
                for k in (total * c / chunks)..<(total * (c + 1) / chunks) {
                    planners[c].plan(command(k))
                    if planners[c].unsupported || planners[c].missed { stoppedAt[c] = k; return }
                }
            }
          }
        }
        for c in 0..<chunks {
            if planners[c].unsupported { lastUnsupported = stoppedAt[c]; return false }
            for e in planners[c].usedEntries { cache.markUsed(e.takeUnretainedValue()) }
            for s in planners[c].usedStretches { stretches.markUsed(s.takeUnretainedValue()) }
            if planners[c].missed {
                // Again, in order, making what is missing.
                var p = Planner(cache: cache, stretches: stretches, pixelScale: pixelScale, bounds: bounds, creates: true)
                p.clipStack = starts[c]
                for k in (total * c / chunks)..<(total * (c + 1) / chunks) {
                    p.plan(command(k))
                    if p.unsupported { lastUnsupported = k; return false }
                }
                blits.append(contentsOf: p.blits)
            } else {
                blits.append(contentsOf: planners[c].blits)
            }
        }
        return true
    }

    /// Runs the planned blits, limited to the surface rows `rows` (bands of one frame may run on
    /// different threads: each pixel depends only on the blits covering it, in order).
    func run(rows: Range<Int32>, into surface: SoftwareSurface) {
        blits.withUnsafeBufferPointer { blits in
            for b in blits {
                let y0 = max(b.y, rows.lowerBound), y1 = min(b.y + b.h, rows.upperBound)
                guard y0 < y1 else { continue }
                let out = surface.row(y0) + Int(b.x)
                let height = Int(y1 - y0), width = Int(b.w)
                switch b.kind {
                case .blendFill:
                    SoftwareKernels.blendFill(surface, PixelRect(x: b.x, y: y0, w: b.w, h: y1 - y0),
                                              r: UInt32(b.r), g: UInt32(b.g), b: UInt32(b.b), a: UInt32(b.a))
                case .pixelAlpha:
                    let src = b.source! + Int(y0 - b.y) * Int(b.pitch)
                    SoftwareKernels.blitPixelAlpha(src, srcPitch: Int(b.pitch), width: width, height: height, out, dstPitch: surface.pitch)
                case .modulateBlend:
                    let src = b.source! + Int(y0 - b.y) * Int(b.pitch)
                    SoftwareKernels.blitModulateBlend(src, srcPitch: Int(b.pitch), width: width, height: height, out, dstPitch: surface.pitch,
                                                      mod: (UInt32(b.r), UInt32(b.g), UInt32(b.b), UInt32(b.a)),
                                                      modulatesColor: b.modulatesColor, modulatesAlpha: b.modulatesAlpha)
                case .modulateBlendWhite:
                    let src = b.source! + Int(y0 - b.y) * Int(b.pitch)
                    SoftwareKernels.blitModulateBlendWhite(src, srcPitch: Int(b.pitch), width: width, height: height, out, dstPitch: surface.pitch,
                                                           mod: (UInt32(b.r), UInt32(b.g), UInt32(b.b), UInt32(b.a)),
                                                           modulatesColor: b.modulatesColor, modulatesAlpha: b.modulatesAlpha)
                }
            }
        }
    }

    /// How many blits the last plan made.
    var blitCount: Int { blits.count }

}

/// Plans blits the way `SDLCanvas` translates commands and SDL's software renderer runs them (see
/// `SoftwareRasterizer`): a value, so chunks of one list can be planned on several cores at once, each
/// with its own planner. A planner that may not make textures or stretches (`creates` false: several
/// run at once) only looks them up, and stops at the first it misses (`missed`).
struct Planner {
    let cache: SDLTextureCache
    let stretches: SoftwareStretchCache
    let pixelScale: Double
    let bounds: SDL_Rect
    let creates: Bool
    var blits: [SoftwareRasterizer.Blit] = []
    var clipStack: [SDL_Rect] = []
    var unsupported = false
    var missed = false
    /// What a looking-up planner used (their uses are noted afterwards, on one thread).
    var usedEntries: [Unmanaged<SDLTextureCache.Entry>] = []
    var usedStretches: [Unmanaged<SoftwareStretchCache.Stretch>] = []

    init(cache: SDLTextureCache, stretches: SoftwareStretchCache, pixelScale: Double, bounds: SDL_Rect, creates: Bool) {
        self.cache = cache; self.stretches = stretches; self.pixelScale = pixelScale; self.bounds = bounds; self.creates = creates
    }

    private var surfaceWidth: Int32 { bounds.w }
    private var surfaceHeight: Int32 { bounds.h }

    /// Follows only the clips of `command` (to find the clip stack where a chunk starts).
    mutating func planClip(_ command: UnsafePointer<DrawCommand>) {
        switch command.pointee {
        case let .pushClip(size, transform):
            clipStack.append(SDLCanvas.clipRect(size, transform, within: currentClip, pixelScale: pixelScale))
        case .popClip:
            _ = clipStack.popLast()
        default:
            break
        }
    }

    // MARK: Looking things up

    private mutating func found(_ entry: SDLTextureCache.Entry?) -> SDLTextureCache.Entry? {
        guard let entry else { missed = true; return nil }
        usedEntries.append(Unmanaged.passUnretained(entry))
        return entry
    }

    private mutating func roundedFill(width: Int, height: Int, rx: Double, ry: Double) -> SDLTextureCache.Entry? {
        creates ? cache.roundedFillEntry(width: width, height: height, rx: rx, ry: ry)
            : found(cache.peekRoundedFill(width: width, height: height, rx: rx, ry: ry))
    }

    private mutating func image(_ image: CGImage) -> SDLTextureCache.Entry? {
        creates ? cache.imageEntry(image) : found(cache.peek(.image(ObjectIdentifier(image)), image: image))
    }

    private mutating func roundedImage(_ image: CGImage, width: Int, height: Int, rx: Double, ry: Double) -> SDLTextureCache.Entry? {
        creates ? cache.roundedImageEntry(image, width: width, height: height, rx: rx, ry: ry)
            : found(cache.peek(SDLTextureCache.roundedImageKey(image, width: width, height: height, rx: rx, ry: ry), image: image))
    }

    private mutating func ring(width: Int, height: Int, rx: Double, ry: Double, bx: Double, by: Double) -> SDLTextureCache.Entry? {
        creates ? cache.ringEntry(width: width, height: height, rx: rx, ry: ry, bx: bx, by: by)
            : found(cache.peek(SDLTextureCache.ringKey(width: width, height: height, rx: rx, ry: ry, bx: bx, by: by)))
    }

    private mutating func stretch(_ texture: SoftwareTexture, src: PixelRect, width: Int32, height: Int32) -> SoftwareStretchCache.Stretch? {
        if creates { return stretches.stretch(texture, src: src, width: width, height: height) }
        guard let s = stretches.peek(texture, src: src, width: width, height: height) else { missed = true; return nil }
        usedStretches.append(Unmanaged.passUnretained(s))
        return s
    }


    private var currentClip: SDL_Rect { clipStack.last ?? bounds }

    /// The clip SDL's surface has for draws after `setClip(clipStack.last)`: the rect within the viewport
    /// (the whole surface), or the whole surface with no clip.
    private var surfaceClip: PixelRect {
        guard let c = clipStack.last else { return PixelRect(x: bounds.x, y: bounds.y, w: bounds.w, h: bounds.h) }
        let full = PixelRect(x: 0, y: 0, w: bounds.w, h: bounds.h)
        // SW_RunCommandQueue's SetDrawState, then SDL_SetClipRect.
        return PixelRect(x: c.x, y: c.y, w: c.w, h: c.h).intersection(full).intersection(full)
    }

    mutating func plan(_ command: UnsafePointer<DrawCommand>) {
        switch command.pointee {
        case let .fill(size, transform, color, cornerRadius, opacity):
            let mod = SDLCanvas.color8(color, opacity: opacity)
            let w = Double(size.width), h = Double(size.height)
            guard mod.a > 0, w > 0, h > 0 else { return }
            let plane = PlaneTransform(transform)
            let radius = min(Double(cornerRadius), min(w, h) / 2)
            if radius > 0 {
                let (pw, ph) = SDLCanvas.maskPixelSize(w, h, plane, pixelScale: pixelScale)
                let entry = roundedFill(width: pw, height: ph, rx: radius * Double(pw) / w, ry: radius * Double(ph) / h)
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
                entry = roundedImage(image, width: tw, height: th, rx: radius * Double(tw) / w, ry: radius * Double(th) / h)
            } else {
                entry = self.image(image)
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
                if let entry = ring(width: pw, height: ph, rx: radius * kx, ry: radius * ky, bx: bw * kx, by: bw * ky) {
                    quad(entry, w, h, plane, mod)
                }
                return
            }
            SDLCanvas.squareBorderStrips(size, transform, bw) { sw, sh, plane in quad(nil, sw, sh, plane, mod) }
        case let .pushClip(size, transform):
            clipStack.append(SDLCanvas.clipRect(size, transform, within: currentClip, pixelScale: pixelScale))
        case .popClip:
            _ = clipStack.popLast()
        case .beginGroup, .endGroup, .mask, .blur, .shadow:
            unsupported = true
        }
    }

    /// The canvas's `quad` for an unmirrored axis-aligned rect; anything else is not drawn here.
    @inline(__always)
    private mutating func quad(_ entry: SDLTextureCache.Entry?, _ w: Double, _ h: Double, _ plane: PlaneTransform, _ mod: SDL_Color) {
        let plan = QuadPlan(width: w, height: h, plane: plane, scale: pixelScale)
        switch plan {
        case .culled:
            return
        case let .rect(r, flipX, flipY, box):
            guard intersects(box, currentClip) else { return }
            guard !flipX, !flipY else { unsupported = true; return }
            let x = Float(r.origin.x), y = Float(r.origin.y), fw = Float(r.size.width), fh = Float(r.size.height)
            if let entry {
                // A render target has no pixels here (it is never a quad's texture at the top level).
                guard let pixels = entry.pixels else { unsupported = true; return }
                copy(pixels, x, y, fw, fh, mod)
            } else {
                fillRect(x, y, fw, fh, mod)
            }
        case let .rotated(_, _, _, box):
            if intersects(box, currentClip) { unsupported = true }
        case let .mesh(mesh):
            if intersects(mesh.bounds, currentClip) { unsupported = true }
        }
    }

    /// Largest rect (pixels) stretched whole into a temporary surface when it leaves the target (SDL's
    /// way, kept for its pixels); larger ones are stretched only where the clip keeps them.
    static let maxWholeStretchPixels: Int64 = 1 << 24

    /// C's float → int conversion as x86-64 does it (truncation; out of range gives INT_MIN).
    @inline(__always)
    static func int(_ v: Float) -> Int32 {
        v.isNaN || v >= 2147483648 || v < -2147483648 ? Int32.min : Int32(v)
    }

    /// `SDL_RenderFillRectF` with blend mode BLEND: `SW_QueueFillRects` truncates the rect (width and
    /// height at least 1), `SDL_BlendFillRects` premultiplies the colour and clips.
    private mutating func fillRect(_ x: Float, _ y: Float, _ w: Float, _ h: Float, _ mod: SDL_Color) {
        let rect = PixelRect(x: Self.int(x), y: Self.int(y), w: max(Self.int(w), 1), h: max(Self.int(h), 1))
        let clipped = rect.intersection(surfaceClip)
        guard !clipped.isEmpty else { return }
        let a = UInt32(mod.a)
        blits.append(SoftwareRasterizer.Blit(kind: .blendFill, x: clipped.x, y: clipped.y, w: clipped.w, h: clipped.h, source: nil, pitch: 0,
                          r: UInt8(UInt32(mod.r) * a / 255), g: UInt8(UInt32(mod.g) * a / 255), b: UInt8(UInt32(mod.b) * a / 255),
                          a: mod.a, modulatesColor: false, modulatesAlpha: false))
    }

    /// `SDL_RenderCopyF` of a whole static texture on the software renderer (`SW_RunCommandQueue`'s
    /// `SDL_RENDERCMD_COPY`): culled against the viewport, truncated to whole pixels, then an unscaled
    /// clipped blit, or a linear stretch — of the whole texture into a temporary surface when the rect
    /// leaves the surface, else of the part the clip keeps (`SDL_PrivateUpperBlitScaled`'s clipping) —
    /// blitted with the colour and alpha mods and blending.
    private mutating func copy(_ texture: SoftwareTexture, _ fx: Float, _ fy: Float, _ fw: Float, _ fh: Float, _ mod: SDL_Color) {
        // SDL_RenderCopyF: no intersection with the viewport, no command.
        guard fw > 0, fh > 0 else { return }
        let vw = Float(surfaceWidth), vh = Float(surfaceHeight)
        guard max(fx, 0) < min(fx + fw, vw), max(fy, 0) < min(fy + fh, vh) else { return }
        let dst = PixelRect(x: Self.int(fx), y: Self.int(fy), w: Self.int(fw), h: Self.int(fh))
        let tw = Int32(texture.width), th = Int32(texture.height)
        let clip = surfaceClip
        if tw == dst.w && th == dst.h {
            blit(texture.pixels, pitch: Int32(texture.width), source: PixelRect(x: 0, y: 0, w: tw, h: th), at: dst, clip: clip, mod,
                 white: texture.isWhite)
            return
        }
        guard dst.w > 0, dst.h > 0 else { return }
        // In 64 bits: a huge rect's edges overflow Int32. A rect too large to stretch whole (SDL's
        // temporary surface would fail to allocate) takes the clipped path below: only what shows is made.
        let leaves = dst.x < 0 || dst.y < 0 || Int64(dst.x) + Int64(dst.w) > Int64(surfaceWidth)
            || Int64(dst.y) + Int64(dst.h) > Int64(surfaceHeight)
        if leaves, Int64(dst.w) * Int64(dst.h) <= Self.maxWholeStretchPixels {
            // Scaled whole into a temporary surface of the rect's size, then blitted clipped.
            guard let s = stretch(texture, src: PixelRect(x: 0, y: 0, w: tw, h: th), width: dst.w, height: dst.h) else { return }
            blit(s.pixels, pitch: s.width, source: PixelRect(x: 0, y: 0, w: dst.w, h: dst.h), at: dst, clip: clip, mod, white: s.isWhite)
            return
        }
        // SDL_PrivateUpperBlitScaled's clipping, in doubles.
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
            let r = roundHalfAwayFromZero(v)
            return r.isNaN || r >= 2147483648 || r < -2147483648 ? Int32.min : Int32(r)
        }
        let src = PixelRect(x: round(sx0), y: round(sy0), w: round(sx1 - sx0), h: round(sy1 - sy0))
            .intersection(PixelRect(x: 0, y: 0, w: tw, h: th))
        let final = PixelRect(x: round(dx0), y: round(dy0), w: round(dx1 - dx0), h: round(dy1 - dy0)).intersection(clip)
        guard final.w > 0, final.h > 0, src.w > 0, src.h > 0 else { return }
        guard let s = stretch(texture, src: src, width: final.w, height: final.h) else { return }
        // SDL_LowerBlit: no further clipping.
        append(s.pixels, pitch: s.width, at: final, mod, white: s.isWhite)
    }

    /// `SDL_UpperBlit` of `source` (within the pixels at `pixels`) to `at` (its size), clipped by `clip`.
    private mutating func blit(_ pixels: UnsafePointer<UInt32>, pitch: Int32, source: PixelRect, at dst: PixelRect, clip: PixelRect,
                               _ mod: SDL_Color, white: Bool) {
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
        append(pixels + Int(srcy) * Int(pitch) + Int(srcx), pitch: pitch, at: PixelRect(x: x, y: y, w: w, h: h), mod, white: white)
    }

    /// `SDL_LowerBlit` with the blitter SDL picks for a blended copy between two ABGR8888 surfaces: the
    /// per-pixel-alpha one without modulation, `SDL_Blit_Slow` with it.
    @inline(__always)
    private mutating func append(_ src: UnsafePointer<UInt32>, pitch: Int32, at dst: PixelRect, _ mod: SDL_Color, white: Bool) {
        let modulatesColor = mod.r != 255 || mod.g != 255 || mod.b != 255
        let modulatesAlpha = mod.a != 255
        let kind: SoftwareRasterizer.Blit.Kind = modulatesColor || modulatesAlpha ? (white ? .modulateBlendWhite : .modulateBlend) : .pixelAlpha
        blits.append(SoftwareRasterizer.Blit(kind: kind, x: dst.x, y: dst.y, w: dst.w, h: dst.h,
                          source: src, pitch: pitch, r: mod.r, g: mod.g, b: mod.b, a: mod.a,
                          modulatesColor: modulatesColor, modulatesAlpha: modulatesAlpha))
    }
}
