import CSDL2
import MotionOutput
import Foundation
import MotionGeometry
import MotionRender

/// A headless render target: a 32-bit RGBA `SDL_Surface` with SDL's software renderer on it.
/// Needs no video subsystem, so it works with no display; output is deterministic.
///
/// The surface keeps its pixels from one frame to the next, so `draw` redraws only where the new
/// draw list may differ from the one drawn before (`DamageTracker`; the bounding pixel rect of the
/// damage, grown by 2 pixels for rounding and filtering), clipped there — byte-identical to a full
/// redraw. A window does not do this: its back buffers do not keep the last frame. (Replaying the
/// canvas's `lastCalls` draws the same pixels again; any other drawing into the surface needs `invalidate`.)
public final class SDLOffscreenTarget: RenderTarget {
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point of the frames drawn here.
    public let pixelScale: CGFloat
    /// The canvas drawing into the surface.
    public private(set) var canvas: SDLCanvas!
    /// The software renderer drawing into the surface.
    public let renderer: OpaquePointer
    let surface: UnsafeMutablePointer<SDL_Surface>
    /// Whether `draw` redraws only the damaged pixels (true) or every pixel.
    public var redrawsOnlyDamage = true
    /// The pixels the last `draw` cleared and drew over (empty when the list was the previous one).
    public private(set) var lastRedrawn = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
    /// The list whose pixels the surface holds, and the scale it was drawn at.
    private var damageTracker = DamageTracker()
    private var trackedScale: CGFloat = 0
    /// Who drew the frame the surface holds through `draw(_: TargetFrame)`, and its draw number there.
    private var lastDrawer: ObjectIdentifier?
    private var lastDrawNumber: UInt64 = 0

    public init(pixelWidth: Int, pixelHeight: Int, pixelScale: CGFloat = 1) throws {
        guard pixelWidth > 0, pixelHeight > 0 else {
            throw SDLError(function: "SDLOffscreenTarget.init", sdlMessage: "size \(pixelWidth)×\(pixelHeight) is empty")
        }
        // ABGR8888 is R, G, B, A in memory on little-endian machines: CGImage's byte order.
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(pixelWidth), Int32(pixelHeight), 32,
                                                           SDLPixels.rgbaFormat) else {
            throw SDLError.current("SDL_CreateRGBSurfaceWithFormat")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw SDLError.current("SDL_CreateSoftwareRenderer")
        }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.surface = surface
        self.renderer = renderer
        self.pixelScale = pixelScale
        canvas = SDLCanvas(renderer: renderer, pixelScale: pixelScale)
        rasterizesInSoftware = ProcessInfo.processInfo.environment["MOTIONLAB_RASTER"]?.lowercased() != "sdl"
        updateSoftwareSurface()
    }

    /// Whether whole frames the software rasteriser can draw are drawn by it straight into the surface
    /// (byte-identical to SDL's software renderer, several times faster for many small quads; see
    /// `SoftwareRasterizer`) rather than through SDL's calls. On by default; `MOTIONLAB_RASTER=sdl` turns it
    /// off (to compare). Partial redraws always go through SDL.
    public var rasterizesInSoftware = true { didSet { updateSoftwareSurface() } }

    private func updateSoftwareSurface() {
        guard rasterizesInSoftware, let pixels = surface.pointee.pixels else { canvas.softwareSurface = nil; return }
        canvas.softwareSurface = SoftwareSurface(pixels: pixels.assumingMemoryBound(to: UInt32.self), width: pixelWidth,
                                                 height: pixelHeight, pitch: Int(surface.pointee.pitch) / 4)
    }

    /// Draws a frame's commands into the surface (the raster phase): only where they may differ from
    /// the last frame drawn here, unless `redrawsOnlyDamage` is off.
    public func draw(_ commands: [DrawCommand], clear: CGColor) {
        lastDrawer = nil
        guard redrawsOnlyDamage else {
            damageTracker.reset()
            redraw(commands, clear: clear, damage: .everything)
            return
        }
        if canvas.pixelScale != trackedScale {
            damageTracker.reset()
            trackedScale = canvas.pixelScale
        }
        redraw(commands, clear: clear, damage: damageTracker.update(commands, clear: clear))
    }

    /// Draws a frame whose damage against `previous` the frame function has computed: trusted when the
    /// surface holds `previous` (the same list, at the same scale), else compared here.
    public func draw(_ commands: [DrawCommand], clear: CGColor, damage: DamageRegion, since previous: [DrawCommand]) {
        lastDrawer = nil
        guard canvas.pixelScale == trackedScale, damageTracker.holds(previous, clear: clear) else {
            draw(commands, clear: clear)
            return
        }
        damageTracker.record(commands, clear: clear)
        redraw(commands, clear: clear, damage: damage)
    }

    /// Draws a frame of the frame function: only where its damage says it differs from the frame the
    /// surface holds, when that is the same caller's previous frame (else as `draw(_:clear:)` does).
    public func draw(_ frame: TargetFrame) {
        let follows = frame.drawer != nil && frame.drawer == lastDrawer && frame.drawNumber == lastDrawNumber &+ 1
        if redrawsOnlyDamage, follows, let damage = frame.damage, canvas.pixelScale == trackedScale {
            // The surface's own tracker would hold the list (and so copy the renderer's kept list when it
            // is next patched): it forgets it, and a later direct `draw` redraws everything.
            damageTracker.reset()
            redraw(frame.scene, overlay: frame.overlay, clear: frame.clear, damage: damage)
        } else if redrawsOnlyDamage {
            draw(frame.commands, clear: frame.clear)
            damageTracker.reset()
        } else {
            damageTracker.reset()
            redraw(frame.scene, overlay: frame.overlay, clear: frame.clear, damage: .everything)
        }
        trackedScale = canvas.pixelScale
        lastDrawer = frame.drawer
        lastDrawNumber = frame.drawNumber
    }

    /// Forgets which frame the surface holds, so the next `draw` redraws every pixel — call it after
    /// drawing into the surface other than through `draw` (through `canvas` directly, say).
    public func invalidate() { damageTracker.reset(); lastDrawer = nil }

    public var usesDamage: Bool { redrawsOnlyDamage }

    private func redraw(_ commands: [DrawCommand], clear: CGColor, damage: DamageRegion) {
        redraw(commands, overlay: [], clear: clear, damage: damage)
    }

    private func redraw(_ scene: [DrawCommand], overlay: [DrawCommand], clear: CGColor, damage: DamageRegion) {
        defer { if SDLCanvas.color8(clear, opacity: 1).a == 255 { makeOpaque(lastRedrawn) } }
        let full = SDL_Rect(x: 0, y: 0, w: Int32(pixelWidth), h: Int32(pixelHeight))
        let region = damage.isEverything ? full : pixelRect(damage.bounds)
        // Most of the surface damaged: drawing it all costs no more, and skips clipping every command.
        guard redrawsOnlyDamage, Int(region.w) * Int(region.h) * 4 < pixelWidth * pixelHeight * 3 else {
            canvas.draw(scene: scene, overlay: overlay, clear: clear)
            lastRedrawn = full
            return
        }
        lastRedrawn = canvas.draw(overlay.isEmpty ? scene : scene + overlay, clear: clear, within: region)
    }

    /// Alpha 255 over `rect`, for a frame drawn over an opaque clear: whatever is composited over an
    /// opaque pixel is opaque (α + (1 − α)·1 = 1), but SDL's blended copy between two 8888 surfaces
    /// computes alpha as `sα·255 >> 8 + dα·(255 − α) >> 8`, which loses one or two (253 for α = 128) —
    /// and the software rasteriser reproduces those numbers byte for byte. Done here, after both, so
    /// the two paths stay identical and a frame of an opaque window is opaque (a reference re-saved
    /// as RGB compares equal).
    private func makeOpaque(_ rect: SDL_Rect) {
        guard rect.w > 0, rect.h > 0, let pixels = surface.pointee.pixels else { return }
        SDL_RenderFlush(renderer)
        let pitch = Int(surface.pointee.pitch) / 4
        let words = pixels.assumingMemoryBound(to: UInt32.self)
        let x0 = max(0, Int(rect.x)), x1 = min(pixelWidth, Int(rect.x) + Int(rect.w))
        let y0 = max(0, Int(rect.y)), y1 = min(pixelHeight, Int(rect.y) + Int(rect.h))
        guard x0 < x1, y0 < y1 else { return }
        // ABGR8888: alpha is the high byte of each 32-bit pixel.
        for y in y0..<y1 {
            let row = words + y * pitch
            for x in x0..<x1 { row[x] |= 0xFF00_0000 }
        }
    }

    /// The surface's pixels covering `rect` (points), grown by 2 pixels: a pixel's value can reach past
    /// the geometric box of what covers it by rounding (clip rects round to the nearest pixel, float
    /// rects truncate) and by linear filtering (one texel).
    private func pixelRect(_ rect: CGRect) -> SDL_Rect {
        guard !rect.isNull, rect.width > 0, rect.height > 0 else { return SDL_Rect(x: 0, y: 0, w: 0, h: 0) }
        let s = Double(canvas.pixelScale)
        let x0 = max(0, min(Double(pixelWidth), (Double(rect.minX) * s).rounded(.down) - 2))
        let y0 = max(0, min(Double(pixelHeight), (Double(rect.minY) * s).rounded(.down) - 2))
        let x1 = max(x0, min(Double(pixelWidth), (Double(rect.maxX) * s).rounded(.up) + 2))
        let y1 = max(y0, min(Double(pixelHeight), (Double(rect.maxY) * s).rounded(.up) + 2))
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
    }

    /// Finishes the frame: every queued drawing call reaches the surface (the present phase).
    public func present() { SDL_RenderFlush(renderer) }

    deinit {
        canvas = nil  // its cached textures go before the renderer
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// The pixels drawn so far (RGBA8, straight alpha as stored). Call before any present.
    public func snapshot() -> CGImage {
        var pixels = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        SDL_SetRenderTarget(renderer, nil)
        pixels.withUnsafeMutableBytes {
            _ = SDL_RenderReadPixels(renderer, nil, SDLPixels.rgbaFormat, $0.baseAddress, Int32(pixelWidth * 4))
        }
        return CGImage(width: pixelWidth, height: pixelHeight, pixels: pixels)
    }

    /// Writes the current pixels as PNG (byte-identical for identical frames), as one complete file
    /// through `OutputFile` (links followed, special files written not replaced, an existing file
    /// replaced only once the PNG is whole, nothing left behind on failure).
    ///
    /// Every step is checked, because `IMG_SavePNG` alone is not: it writes through C stdio and
    /// ignores the result of the final `fclose`, so a small PNG onto a full disk "succeeded" as an
    /// empty file. Here the stream is closed by us (`SDL_RWclose` reports the failed flush, with
    /// `errno`; nothing may seek or tell before it, as a failed flush inside `fseek` discards the
    /// buffer and the error with it), and the file must then end with the PNG's IEND chunk — a
    /// truncated file does not.
    /// - Throws: `OutputError` naming the file and the system's reason ("No space left on device").
    public func writePNG(to path: String) throws {
        let file = try OutputFile(path: path, staged: true, durable: false)
        try writePNG(to: file)
        try file.commit()
    }

    /// Writes the current pixels as PNG into a staged `OutputFile` the caller opened (and commits:
    /// so an unwritable path fails before anything is drawn).
    public func writePNG(to file: OutputFile) throws {
        SDL_RenderFlush(renderer)
        guard let staging = file.stagingPath else {
            throw OutputError(action: "write", target: file.name, reason: "the output is not staged for a PNG")
        }
        try PNGWriteError.save(surface, to: staging, named: file.name)
    }
}

/// Checked PNG writes through SDL_image: `cannot write frames/frame-00012.png: No space left on device`.
public enum PNGWriteError {
    /// Saves `surface` as PNG into the regular file `path` (a staging file), checking the stream's
    /// close and the file's end. - Throws: `OutputError` naming `name`.
    static func save(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String, named name: String) throws {
        errno = 0
        guard let stream = SDL_RWFromFile(path, "wb") else {
            throw OutputError(action: "write", target: name, reason: reason(errno: errno, sdl: "cannot open the file"), code: errno)
        }
        errno = 0
        let saved = IMG_SavePNG_RW(surface, stream, 0)
        let saveErrno = errno
        errno = 0
        let closed = SDL_RWclose(stream)
        let closeErrno = errno
        guard saved == 0 else {
            throw OutputError(action: "write", target: name, reason: reason(errno: saveErrno, sdl: "the PNG encoder failed"), code: saveErrno)
        }
        guard closed == 0 else {
            throw OutputError(action: "write", target: name, reason: reason(errno: closeErrno, sdl: "closing the file failed"), code: closeErrno)
        }
        if let problem = incompleteFile(path) {
            throw OutputError(action: "write", target: name, reason: problem)
        }
    }

    /// The last 12 bytes of every complete PNG: the empty IEND chunk (length, type, CRC).
    static let iendChunk: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// Why the regular file at `path` is not a complete PNG (its size and ending), or nil. Devices
    /// and FIFOs cannot be read back and pass.
    static func incompleteFile(_ path: String) -> String? {
        var st = stat()
        guard stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return nil }
        guard st.st_size >= 8 + iendChunk.count else { return "only \(st.st_size) bytes reached the file" }
        guard let handle = FileHandle(forReadingAtPath: path) else { return "it cannot be read back" }
        defer { try? handle.close() }
        guard (try? handle.seek(toOffset: UInt64(st.st_size) - UInt64(iendChunk.count))) != nil,
              let tail = try? handle.read(upToCount: iendChunk.count), Array(tail) == iendChunk
        else { return "the file (\(st.st_size) bytes) is cut short: it does not end with the PNG's IEND chunk" }
        return nil
    }

    /// The system's message for `errno` when there is one, else SDL's, else `fallback`.
    static func reason(errno code: Int32, sdl fallback: String) -> String {
        if code != 0 { return String(cString: strerror(code)) }
        let message = SDL_GetError().map { String(cString: $0) } ?? ""
        return message.isEmpty ? fallback : message
    }
}

/// Pixel-format constants shared by the host.
enum SDLPixels {
    /// R, G, B, A bytes in memory (SDL_PIXELFORMAT_RGBA32) on this little-endian platform.
    static let rgbaFormat: UInt32 = {
        #if _endian(little)
        return SDL_PIXELFORMAT_ABGR8888.rawValue
        #else
        return SDL_PIXELFORMAT_RGBA8888.rawValue
        #endif
    }()
}
