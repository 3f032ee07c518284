import Foundation
import MotionGeometry
import MotionRender

/// What the live session needs of the window it runs in: a render target that shows frames, input,
/// and the window's facts. `SDLWindow` is one; a preview process under `run --watch` draws through the
/// window process's link instead (`RemoteSurface`), so the window stays open across rebuilds.
public protocol LiveWindow: RenderTarget {
    var refreshRate: Double { get }
    /// SDL's video driver ("x11", "wayland"), as a message names it.
    var videoDriver: String { get }
    var rendererName: String { get }
    /// Whether `present()` waits for the display (otherwise the session paces frames itself).
    var presentsWithVSync: Bool { get }
    /// The drawable's size in pixels.
    var outputSize: (width: Int, height: Int) { get }
    /// Called with each frame's pixels (RGBA8, `outputSize`) just before it is shown (recording).
    var onBeforePresent: ((UnsafeRawBufferPointer, (width: Int, height: Int)) -> Void)? { get set }
    /// Input since the last call.
    func pollEvents() -> [InputEvent]
    /// Sleeps until input arrives or `milliseconds` pass.
    func waitForEvents(milliseconds: Int32)
    func setClipboardText(_ text: String) throws
    /// Whether Alt and Shift are held now.
    func currentModifierKeys() -> (alt: Bool, shift: Bool)
    /// Whether the last frame drawn was rasterised on the CPU by `SoftwareRasterizer` (`run --stats`'s
    /// `rasterized_frames`); false where this process does not rasterise (a preview under `run --watch`).
    var lastFrameWasRasterized: Bool { get }
}

extension LiveWindow {
    public var lastFrameWasRasterized: Bool { false }
}

extension SDLWindow: LiveWindow {
    public func currentModifierKeys() -> (alt: Bool, shift: Bool) { SDLWindow.modifierKeys() }
}
