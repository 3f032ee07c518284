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

    /// - Throws: `SDLError` ("no display" when the video subsystem cannot start).
    public init(title: String, logicalSize: CGSize, pixelScale: CGFloat) throws {
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
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, accelerated)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let error = SDLError.current("SDL_CreateRenderer")
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
            throw error
        }
        SDL_RenderSetLogicalSize(renderer, pw, ph)
        // Keys are reported from key-down events (shift mapped ourselves), not from text input.
        SDL_StopTextInput()
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        self.window = window
        self.renderer = renderer
        self.logicalSize = logicalSize
        self.pixelScale = pixelScale
        self.canvas = SDLCanvas(renderer: renderer, pixelScale: pixelScale)
    }

    deinit {
        canvas = SDLCanvas(renderer: renderer, pixelScale: pixelScale) // release cached textures first
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
    }

    /// Draws a frame's commands into the window's back buffer (the raster phase).
    public func draw(_ commands: [DrawCommand], clear: CGColor) { canvas.draw(commands, clear: clear) }

    /// Shows the frame drawn since the last present (waits for vsync on accelerated renderers).
    public func present() {
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

    /// Whether a window can be opened: DISPLAY or WAYLAND_DISPLAY is set and SDL's video subsystem
    /// starts. Leaves SDL video as it found it.
    public static func displayAvailable() -> Bool {
        let environment = ProcessInfo.processInfo.environment
        let named = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        guard named else { return false }
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 { return true }
        guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else { return false }
        SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
        return true
    }
}
