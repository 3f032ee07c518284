import CSDL2
import Foundation
import MotionGeometry
import MotionRender

/// A resizable SDL window drawing `logicalSize` points at `pixelScale` pixels per point.
/// Resizing letterboxes the content without distortion (`SDL_RenderSetLogicalSize` on the pixel
/// size, which also maps mouse coordinates back into content pixels).
public final class SDLWindow: RenderTarget {
    public let window: OpaquePointer
    public let renderer: OpaquePointer
    public let logicalSize: CGSize
    public let pixelScale: CGFloat
    /// The canvas drawing into this window's renderer.
    public var canvas: SDLCanvas
    /// SDL's name of the renderer in use ("opengl", "software", …).
    public let rendererName: String
    /// Whether `present()` waits for the display's vertical sync (otherwise the host paces frames).
    public let presentsWithVSync: Bool


    /// - Throws: `SDLError` ("no display" when the video subsystem cannot start).
    public init(title: String, logicalSize: CGSize, pixelScale: CGFloat) throws {
        // The app handles SIGINT/SIGTERM itself (to exit 130/143 after closing cleanly); SDL's
        // handlers would turn them into a quit event like closing the window.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else {
            throw SDLError.current("SDL_InitSubSystem(SDL_INIT_VIDEO)",
                                   hint: "no display: set DISPLAY or WAYLAND_DISPLAY, run under xvfb-run, or use SDL_VIDEODRIVER=offscreen")
        }
        let pw = Int32((logicalSize.width * pixelScale).rounded())
        let ph = Int32((logicalSize.height * pixelScale).rounded())
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
        guard let window = SDL_CreateWindow(title, MOTIONLAB_WINDOWPOS_CENTERED, MOTIONLAB_WINDOWPOS_CENTERED, pw, ph,
                                            SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue) else {
            let error = SDLError.current("SDL_CreateWindow", hint: "no display?")
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
            throw error
        }
        // MOTIONLAB_RENDERER=software picks SDL's software renderer (no vsync; the host paces frames).
        // The default is the accelerated one, even on a CPU rasteriser (Mesa's llvmpipe under Xvfb):
        // there SDL's software renderer draws faster but presents a 640×1136 window in about 60 ms
        // (measured under Xvfb), against about 16 ms for OpenGL with vsync.
        let choice = ProcessInfo.processInfo.environment["MOTIONLAB_RENDERER"]?.lowercased() ?? "auto"
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        var created = choice == "software" ? nil : SDL_CreateRenderer(window, -1, accelerated)
        if created == nil { created = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) }
        guard let renderer = created else {
            let error = SDLError.current("SDL_CreateRenderer")
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
            throw error
        }
        SDL_RenderSetLogicalSize(renderer, pw, ph)
        // Keys are reported from key-down events (shift mapped ourselves); text input is on as well, for
        // the text a preview's text field types (the session uses it only while one is being edited).
        SDL_StartTextInput()
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        presentsWithVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        self.window = window
        self.renderer = renderer
        self.logicalSize = logicalSize
        self.pixelScale = pixelScale
        self.canvas = SDLCanvas(renderer: renderer, pixelScale: pixelScale)
        canvas.batchesQuads = rendererName != "software"
        let raster = ProcessInfo.processInfo.environment["MOTIONLAB_RASTER"]?.lowercased()
        rasterizesInSoftware = raster == "software" || (raster != "sdl" && SDLWindow.rasterizesInSoftwareByDefault)
    }

    /// Whether the window rasterises on the CPU unless `MOTIONLAB_RASTER` says (`sdl` or `software`):
    /// in optimised builds. An unoptimised (debug) build rasterises a full-screen fade or image ten to a
    /// hundred times slower than optimised code and than llvmpipe drawing it (a debug window at 4 frames
    /// a second during the map scene's transition), while the window's pixels need not match anything:
    /// there the window draws through the renderer as before issue 20. Headless frames keep the
    /// rasteriser in every build (byte-identical to SDL's, and what the goldens test).
    #if DEBUG
    public static let rasterizesInSoftwareByDefault = false
    #else
    public static let rasterizesInSoftwareByDefault = true
    #endif

    /// Whether frames the software rasteriser draws (fills, images, borders, axis-aligned clips: see
    /// `SoftwareRasterizer`) are rasterised on the CPU into a streaming texture that the renderer then
    /// shows whole, instead of being drawn quad by quad through the renderer. On a CPU OpenGL (Mesa's
    /// llvmpipe under Xvfb) every draw call costs about as much for a 6-pixel particle as for an image,
    /// so thousands of quads are far faster drawn here; the pixels are exactly the headless frames'.
    /// Other frames go through the renderer as before. `MOTIONLAB_RASTER=sdl` turns it off,
    /// `MOTIONLAB_RASTER=software` on (see `rasterizesInSoftwareByDefault`).
    public var rasterizesInSoftware = true
    /// Whether the last frame was drawn by the software rasteriser.
    public private(set) var lastFrameWasRasterized = false
    /// The streaming texture software frames are drawn into (the window's logical pixel size).
    private var frameTexture: OpaquePointer?
    private var frameTextureSize: (Int32, Int32) = (0, 0)

    deinit {
        if let frameTexture { SDL_DestroyTexture(frameTexture) }
        canvas = SDLCanvas(renderer: renderer, pixelScale: pixelScale) // release cached textures first
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
    }

    /// Draws a frame's commands into the window's back buffer (the raster phase).
    public func draw(_ commands: [DrawCommand], clear: CGColor) {
        draw(TargetFrame(scene: commands, clear: clear))
    }

    /// Draws a frame: rasterised on the CPU into the frame texture when it can be (see
    /// `rasterizesInSoftware`), else through the renderer.
    public func draw(_ frame: TargetFrame) {
        lastFrameWasRasterized = false
        if rasterizesInSoftware, rendererName != "software", drawRasterized(frame) {
            lastFrameWasRasterized = true
            return
        }
        canvas.draw(scene: frame.scene, overlay: frame.overlay, clear: frame.clear)
    }

    private func drawRasterized(_ frame: TargetFrame) -> Bool {
        var w: Int32 = 0, h: Int32 = 0
        SDL_RenderGetLogicalSize(renderer, &w, &h)
        if w == 0 || h == 0 { SDL_GetRendererOutputSize(renderer, &w, &h) }
        guard w > 0, h > 0 else { return false }
        if frameTexture == nil || frameTextureSize != (w, h) {
            if let old = frameTexture { SDL_DestroyTexture(old) }
            frameTexture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), w, h)
            frameTextureSize = (w, h)
            // 1:1 on the logical pixels: nearest keeps them exact.
            if let t = frameTexture { SDL_SetTextureScaleMode(t, SDL_ScaleModeNearest); SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE) }
        }
        guard let texture = frameTexture else { return false }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { return false }
        let surface = SoftwareSurface(pixels: pixels.assumingMemoryBound(to: UInt32.self), width: Int(w), height: Int(h), pitch: Int(pitch) / 4)
        let drawn = canvas.rasterize(scene: frame.scene, overlay: frame.overlay, clear: frame.clear, into: surface)
        SDL_UnlockTexture(texture)
        guard drawn else { return false }
        SDL_SetRenderTarget(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_RenderCopy(renderer, texture, nil, nil)
        return true
    }

    /// The display's refresh rate in Hz (60 when the display does not say, as Xvfb does not).
    public var refreshRate: Double {
        var mode = SDL_DisplayMode()
        let index = SDL_GetWindowDisplayIndex(window)
        guard index >= 0, SDL_GetCurrentDisplayMode(index, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Double(mode.refresh_rate)
    }

    /// The video driver SDL is using ("x11", "wayland", …).
    public var videoDriver: String { SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown" }

    /// Puts `text` on the system clipboard.
    /// - Throws: `SDLError` when the clipboard cannot be set (no clipboard owner on this display).
    public func setClipboardText(_ text: String) throws {
        guard SDL_SetClipboardText(text) == 0 else { throw SDLError.current("SDL_SetClipboardText") }
    }

    /// Which of Alt and Shift are held now (the Simulator's two-finger emulation keys).
    public static func modifierKeys() -> (alt: Bool, shift: Bool) {
        let mod = UInt32(SDL_GetModState().rawValue)
        return (mod & UInt32(KMOD_ALT.rawValue) != 0, mod & UInt32(KMOD_SHIFT.rawValue) != 0)
    }

    /// Called with each frame's pixels (RGBA8, `outputSize`) just before it is shown: what the user
    /// sees, for recording the window.
    public var onBeforePresent: ((UnsafeRawBufferPointer, (width: Int, height: Int)) -> Void)?

    /// The size of the drawable in pixels.
    public var outputSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    private var captureBuffer: [UInt8] = []

    /// Shows the frame drawn since the last present (waits for vsync on accelerated renderers).
    public func present() {
        if let capture = onBeforePresent {
            let size = outputSize
            if captureBuffer.count != size.width * size.height * 4 { captureBuffer = [UInt8](repeating: 0, count: size.width * size.height * 4) }
            SDL_SetRenderTarget(renderer, nil)
            let ok = captureBuffer.withUnsafeMutableBytes {
                SDL_RenderReadPixels(renderer, nil, SDLPixels.rgbaFormat, $0.baseAddress, Int32(size.width * 4)) == 0
            }
            if ok { captureBuffer.withUnsafeBytes { capture($0, size) } }
        }
        SDL_RenderPresent(renderer)
    }

    /// Drains SDL's event queue. Only the left mouse button produces down/up events.
    public func pollEvents() -> [InputEvent] {
        var events: [InputEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let input = translate(event) { events.append(input) }
        }
        return events
    }

    func translate(_ event: SDL_Event) -> InputEvent? {
        func point(_ x: Int32, _ y: Int32) -> CGPoint {
            CGPoint(x: CGFloat(x) / pixelScale, y: CGFloat(y) / pixelScale)
        }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .mouseDown(point(event.button.x, event.button.y))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .mouseUp(point(event.button.x, event.button.y))
        case SDL_MOUSEMOTION:
            return .mouseMove(point(event.motion.x, event.motion.y))
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            let sign: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return .wheel(dx: sign * CGFloat(wheel.preciseX) * KeyNames.pointsPerNotch,
                          dy: -sign * CGFloat(wheel.preciseY) * KeyNames.pointsPerNotch)
        case SDL_KEYDOWN:
            return KeyNames.name(sym: event.key.keysym.sym, mod: event.key.keysym.mod).map(InputEvent.key)
        case SDL_TEXTINPUT:
            var raw = event.text.text
            let text = withUnsafeBytes(of: &raw) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            return text.isEmpty ? nil : .text(text)
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
                return .exposed
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Whether a window can be opened: `displayProblem()` finds none.
    public static func displayAvailable() -> Bool { displayProblem() == nil }

    /// SDL video drivers that open no visible window. SDL falls back to `offscreen` by itself when
    /// DISPLAY names a dead X server or WAYLAND_DISPLAY a missing socket, and a window there would
    /// spin unseen forever.
    public static let invisibleVideoDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// Why no visible window can be opened, in words for a one-line notice, or nil when one can:
    /// neither DISPLAY nor WAYLAND_DISPLAY is set; a Wayland socket that does not exist; SDL's
    /// video subsystem does not start on the named display; or it starts with a driver that shows
    /// nothing (`invisibleVideoDrivers`: with DISPLAY=:99 and no X server there, SDL silently picks
    /// `offscreen`). Checks the driver SDL actually chose (`SDL_GetCurrentVideoDriver`).
    ///
    /// Unless SDL_VIDEODRIVER is set, each named display is probed with its own driver only (x11
    /// for DISPLAY, wayland for WAYLAND_DISPLAY), so a dead one fails cleanly instead of SDL trying
    /// every other driver (and libwayland printing complaints). Leaves SDL video and the
    /// environment as it found them.
    public static func displayProblem() -> String? {
        let environment = ProcessInfo.processInfo.environment
        let x11 = environment["DISPLAY"] ?? "", wayland = environment["WAYLAND_DISPLAY"] ?? ""
        guard !x11.isEmpty || !wayland.isEmpty else { return "no display (DISPLAY and WAYLAND_DISPLAY are not set)" }
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 {
            return currentDriverProblem(named: "the display").map { "no usable display (\($0))" }
        }
        if let chosen = environment["SDL_VIDEODRIVER"], !chosen.isEmpty {
            return probe(driver: nil, named: "SDL_VIDEODRIVER=\(chosen)").map { "no usable display (\($0))" }
        }
        var problems: [String] = []
        if !x11.isEmpty {
            guard let problem = probe(driver: "x11", named: "DISPLAY=\(x11)") else { return nil }
            problems.append(problem)
        }
        if !wayland.isEmpty {
            let runtime = environment["XDG_RUNTIME_DIR"] ?? ""
            let socket = wayland.hasPrefix("/") ? wayland : runtime + "/" + wayland
            if !wayland.hasPrefix("/") && runtime.isEmpty {
                problems.append("WAYLAND_DISPLAY=\(wayland) but XDG_RUNTIME_DIR is not set")
            } else if !FileManager.default.fileExists(atPath: socket) {
                problems.append("WAYLAND_DISPLAY=\(wayland): no socket at \(socket)")
            } else {
                guard let problem = probe(driver: "wayland", named: "WAYLAND_DISPLAY=\(wayland)") else { return nil }
                problems.append(problem)
            }
        }
        return "no usable display (" + problems.joined(separator: "; ") + ")"
    }

    /// Starts SDL video with `driver` (nil: SDL's own choice) and reports why it shows no window, or nil.
    private static func probe(driver: String?, named: String) -> String? {
        if let driver { setenv("SDL_VIDEODRIVER", driver, 1) }
        defer { if driver != nil { unsetenv("SDL_VIDEODRIVER") } }
        guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else {
            let reason = SDL_GetError().map { String(cString: $0) } ?? ""
            return "\(named) could not be opened" + (reason.isEmpty ? "" : ": " + reason)
        }
        defer { SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO)) }
        return currentDriverProblem(named: named)
    }

    /// Why the video driver SDL is running shows no window, or nil.
    private static func currentDriverProblem(named: String) -> String? {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        guard driver.isEmpty || invisibleVideoDrivers.contains(driver) else { return nil }
        return "\(named): SDL's '\(driver.isEmpty ? "none" : driver)' video driver shows no window"
    }
}
