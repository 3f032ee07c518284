import Foundation
import MotionGeometry
import MotionRender
import MotionHost
import MotionOutput

/// The live window as a preview process under `run --watch` sees it: frames go to the window process
/// over the link (draw lists, images once), input comes back from it. `present()` waits until the
/// window has shown the frame, so the preview runs at the display's pace, one frame ahead at most.
public final class RemoteSurface: LiveWindow {
    public let link: LinkConnection
    public let pixelScale: CGFloat
    public let logicalSize: CGSize
    private let encoder = DrawListEncoder()
    private var pendingEvents: [InputEvent] = []
    private var modifiers = (alt: false, shift: false)
    private var awaitingAck = false
    private var start: PreviewLink.StartInfo?
    /// Reported with every frame (the story's clock and panels), so the window can replay it.
    public var status: (() -> ReplayStatus)?
    public var onBeforePresent: ((UnsafeRawBufferPointer, (width: Int, height: Int)) -> Void)?
    private var recorder: SDLOffscreenTarget?
    private var lastCommands: [DrawCommand] = []
    private var lastClear = CGColor.black
    private var lastDescriptorSweep = 0.0
    /// `loadPatch` and `setLiterals` received, for the session to act on between frames.
    private var controls: [PreviewLink.Message] = []

    /// Connects, says hello and waits (up to `timeout` seconds) for the window's start message.
    public init(link: LinkConnection, title: String, size: CGSize, scale: CGFloat, timeout: Double = 30) throws {
        self.link = link
        self.pixelScale = scale
        self.logicalSize = size
        try link.send(.hello(version: PreviewLink.protocolVersion, title: title, size: size, scale: Double(scale), pid: Int(getpid())))
        let deadline = Date().addingTimeInterval(timeout)
        while start == nil {
            guard Date() < deadline else { throw WireReader.Failure.bad("the window sent no start message") }
            switch try link.receive(milliseconds: 100) {
            case .start(let info)?:
                start = info
                // A relaunched patched build: its patches first, before any of the preview's code runs.
                for path in info.patches {
                    if let error = PatchLoader.load(path) { throw WireReader.Failure.bad("cannot load the patch \(path): \(error)") }
                }
            case .quit?: throw LinkConnection.Failure.closed
            default: break
            }
        }
    }

    /// The snapshot to replay, if the window sent one.
    public var restore: ReplaySnapshot? { start?.restore }

    public var refreshRate: Double { start?.refreshRate ?? 60 }
    public var videoDriver: String { "\(start?.videoDriver ?? "unknown") through run --watch" }
    public var rendererName: String { start?.rendererName ?? "unknown" }
    public var presentsWithVSync: Bool { true }
    public var outputSize: (width: Int, height: Int) {
        (Int((logicalSize.width * pixelScale).rounded()), Int((logicalSize.height * pixelScale).rounded()))
    }

    public func draw(_ commands: [DrawCommand], clear: CGColor) {
        lastCommands = commands
        lastClear = clear
        do {
            if let s = status?() { try link.send(.status(s)) }
            for m in encoder.encode(commands, clear: clear) { try link.send(m) }
        } catch {
            pendingEvents.append(.quit)  // the window went away: close like a closed window
        }
    }

    /// Sends `m` (the story's session and inputs).
    public func send(_ m: PreviewLink.Message) { do { try link.send(m) } catch { pendingEvents.append(.quit) } }

    public func present() {
        if let capture = onBeforePresent { capturePixels(capture) }
        // What the preview opened since (a font SDL_ttf opened for a new size) becomes close-on-exec too.
        let now = HostClock.now()
        if now - lastDescriptorSweep >= 1 {
            lastDescriptorSweep = now
            ProcessGroupChild.closeDescriptorsOnExec()
        }
        awaitingAck = true
        // Wait for the window to show it (at most half a second: a busy window must not stall us).
        let deadline = Date().addingTimeInterval(0.5)
        while awaitingAck && !link.isClosed && Date() < deadline { drain(milliseconds: 20) }
    }

    /// Recording the window (V) in a preview process: the frame rasterised here as the window shows it.
    private func capturePixels(_ capture: (UnsafeRawBufferPointer, (width: Int, height: Int)) -> Void) {
        let size = outputSize
        if recorder == nil { recorder = try? SDLOffscreenTarget(pixelWidth: size.width, pixelHeight: size.height, pixelScale: pixelScale) }
        guard let r = recorder else { return }
        r.draw(lastCommands, clear: lastClear)
        let image = r.snapshot()
        image.pixels.withUnsafeBytes { capture($0, (image.width, image.height)) }
    }

    private func drain(milliseconds: Int32) {
        do {
            var wait = milliseconds
            while let m = try link.receive(milliseconds: wait) {
                wait = 0
                switch m {
                case .input(let events):
                    for e in events { pendingEvents.append(e.event); modifiers = (e.alt, e.shift) }
                case .presented: awaitingAck = false
                case .quit: pendingEvents.append(.quit)
                case .loadPatch, .setLiterals: controls.append(m)
                default: break
                }
            }
        } catch {
            pendingEvents.append(.quit)
        }
    }

    /// The window's `loadPatch` and `setLiterals` requests received so far (and forgets them).
    public func takeControlMessages() -> [PreviewLink.Message] {
        defer { controls = [] }
        return controls
    }

    public func pollEvents() -> [InputEvent] {
        drain(milliseconds: 0)
        defer { pendingEvents = [] }
        return pendingEvents
    }

    public func waitForEvents(milliseconds: Int32) {
        guard pendingEvents.isEmpty else { return }
        _ = link.waitReadable(milliseconds: milliseconds)
    }

    public func setClipboardText(_ text: String) throws { try link.send(.clipboard(text)) }

    public func currentModifierKeys() -> (alt: Bool, shift: Bool) { modifiers }
}
