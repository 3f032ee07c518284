import Foundation
import UIKit
import MotionRender

/// Hosts one preview at a time in its window and animation context, for the live window and headless
/// rendering alike (both drive it through `FramePipeline`, the one frame function). It owns the global
/// keys (1–9 previews, Space replay, R reset, H HUD, ? help, S slow motion, P pause, `.` step while
/// paused, and each preview's tuning keys).
public final class SceneRunner: FrameContent {
    /// The seeds' screen: the default preview size, in points.
    public static let screenSize = Preview.defaultSize

    /// Clock, driver and change tracking of everything this runner shows.
    public let context: AnimationContext
    public private(set) var preview: Preview
    public private(set) var content: PreviewContent!
    public private(set) var window: UIWindow!
    public private(set) var settings: TunableValues
    /// The previews the number keys switch between (the catalog of the app).
    public let catalog: [Preview]
    /// Pixels per point the window is shown at (images and text are picked and rendered for it).
    public let screenScale: CGFloat
    /// Media time at which the current preview started.
    public private(set) var sceneStart: CFTimeInterval = 0
    /// The media time the last `rebuild(replaying:to:)` started from: its inputs' and `t`'s time 0. A
    /// script's reset (`key r`) or scene switch moves `sceneStart`, not this.
    public private(set) var replayStart: CFTimeInterval = 0
    /// Keys only a host can act on (timeline, step back, curves, recording, clipboard): the live
    /// window handles them here; returns whether it did. Headless, they do nothing.
    public var hostKeyHandler: ((RunnerKey) -> Bool)?
    public var showsHUD = false
    /// The Auto Layout outlines over the window (the `O` key).
    public var showsConstraints = false

    /// The constraint overlay's draw commands (empty unless `showsConstraints`).
    public func constraintOverlay() -> [DrawCommand] {
        guard showsConstraints, let window else { return [] }
        return context.perform { ConstraintOverlay.commands(for: window) }
    }
    public var showsHelp = false
    public private(set) var slowMotion = false
    public var isPaused: Bool { context.clock.isPaused }
    /// Human-readable notice shown briefly on the HUD (e.g. "stutter = 0.07 s").
    public private(set) var notice: String? {
        didSet { noticeUntil = context.clock.now + SceneRunner.noticeDuration }
    }
    private var noticeUntil: CFTimeInterval = 0
    /// Seconds of media time a notice stays on the HUD.
    public static let noticeDuration = 2.5
    private var pointerDown = false
    private var lastPointer: CGPoint
    /// How the next press is turned into touches: one finger, or the iOS Simulator's two-finger
    /// emulation (the live window sets it from Alt / Alt-Shift when the button goes down).
    public var touchMode: SimulatorTouchEmulation.Mode = .single
    private let touchEmulation = SimulatorTouchEmulation()
    private var emulatingTouches = false

    /// Slow motion divides media time by this, like the iOS Simulator's Slow Animations.
    public static let slowMotionFactor = 10.0

    /// The playback speeds `[` and `]` step through (media seconds per real second).
    public static let speedSteps: [Double] = [0.05, 0.1, 0.25, 0.5, 1, 2, 4]
    /// The speeds `run --speed` accepts.
    public static let speedRange: ClosedRange<Double> = 0.05...4
    /// Playback speed (media seconds per real second) chosen with `--speed`, `[` and `]`; slow motion
    /// divides it further by `slowMotionFactor`. Scenes keep it across rebuilds.
    public private(set) var speed = 1.0
    /// Media seconds per real second now: `speed`, divided by 10 in slow motion.
    public var rate: Double { speed / (slowMotion ? SceneRunner.slowMotionFactor : 1) }

    /// A runner on `preview` with `settings` (defaults when nil), in `context` (a fresh one unless given:
    /// pass `.current` to share the caller's, as tests on the virtual clock do).
    public init(preview: Preview, settings: TunableValues? = nil, catalog: [Preview] = PreviewCatalog.all,
                context: AnimationContext = AnimationContext(), screenScale: CGFloat = 2) throws {
        try preview.validate()
        self.preview = preview
        self.settings = settings ?? TunableValues(preview.tunables)
        self.catalog = catalog
        self.context = context
        self.screenScale = screenScale
        lastPointer = CGPoint(x: preview.size.width / 2, y: preview.size.height / 2)
        try load()
    }

    /// A runner on a `Scene` type.
    public convenience init(scene: Scene.Type, settings: TunableValues? = nil, context: AnimationContext = .current,
                            screenScale: CGFloat = 2) throws {
        try self.init(preview: Preview(sceneType: scene), settings: settings, context: context, screenScale: screenScale)
    }

    /// The type of the scene shown, for `Scene`-based previews.
    public var scene: PreviewContent { content }

    /// Scene time now (seconds since the preview started, in media time).
    public var sceneTime: CFTimeInterval { context.clock.now - sceneStart }

    // MARK: FrameContent

    public var rootLayer: CALayer { window.layer }
    public func layoutIfNeeded() { window.layoutIfNeeded() }

    /// Builds the preview afresh and starts it at scene time 0. Everything the previous one left
    /// running is stopped first (completions hear `finished = false`), so a reset frees the old scene.
    public func load() throws {
        try context.perform {
            context.reset()
            pointerDown = false; emulatingTouches = false
            window = nil
            content = nil
            UIServices.screenScale = screenScale
            let w = UIWindow(frame: CGRect(origin: .zero, size: preview.size))
            w.backgroundColor = .black
            window = w
            sceneStart = context.clock.now
            content = try preview.build(w, settings)
            w.layoutIfNeeded()
            content.start()
        }
    }

    public func switchTo(_ preview: Preview) throws {
        notice = nil
        self.preview = preview
        settings = TunableValues(preview.tunables)
        try load()
    }

    // MARK: Input

    /// Delivers one input to the window or the runner's keys, in this runner's context.
    public func handle(_ input: SceneInput) throws {
        try context.perform {
            switch input {
            case .down(let p):
                pointerDown = true; lastPointer = p
                emulatingTouches = touchMode != .single
                if emulatingTouches {
                    _ = touchEmulation.pointer(.began, at: p, mode: touchMode, in: window)
                } else {
                    window.sendTouch(.began, at: p)
                }
            case .move(let p):
                lastPointer = p
                guard pointerDown else { break }
                if emulatingTouches {
                    _ = touchEmulation.pointer(.moved, at: p, mode: touchMode, in: window)
                } else {
                    window.sendTouch(.moved, at: p)
                }
            case .up(let p):
                lastPointer = p
                guard pointerDown else { break }
                pointerDown = false
                if emulatingTouches {
                    _ = touchEmulation.pointer(.ended, at: p, mode: touchMode, in: window)
                    emulatingTouches = false
                } else {
                    window.sendTouch(.ended, at: p)
                }
            case let .wheel(dx, dy):
                window.sendWheel(dx: dx, dy: dy, at: lastPointer)
            case .key(let k):
                try handleKey(k)
            case .text(let text):
                type(text)
            case let .fingers(mode, center):
                touchMode = mode
                touchEmulation.center = center
            }
        }
    }

    /// Whether a text input is first responder: the window's keyboard then types into it instead of
    /// working the preview's shortcut keys (Space, R, H… would otherwise replay, reset, hide the HUD).
    public var isTyping: Bool { context.perform { UIResponder.currentFirstResponder is UIKeyInput } }

    /// What the window's key `k` does while typing: nil, not a typing key (Escape, the arrows and
    /// function keys keep their shortcuts); "" swallowed (a character key: its text comes as a text
    /// event, with the keyboard layout applied); else the text it types (return, backspace, tab).
    public static func typingText(forKey k: String) -> String? {
        switch k {
        case "return", "keypad enter": return "\n"
        case "backspace": return "\u{8}"
        case "tab": return "\t"
        case "space": return ""
        default: return k.count == 1 ? "" : nil
        }
    }

    /// Types `text` into the first responder as the keyboard does: one `insertText` per character (so
    /// `shouldChangeCharactersIn` and `.editingChanged` see each), backspace as `deleteBackward()`.
    /// With no text input first responder nothing is typed and the notice says so.
    func type(_ text: String) {
        guard let input = UIResponder.currentFirstResponder as? UIKeyInput else {
            notice = "typed text: no text field is first responder (tap one first)"
            return
        }
        for c in text {
            if c == "\u{8}" { input.deleteBackward() } else { input.insertText(String(c)) }
        }
    }

    func handleKey(_ k: String) throws {
        if let i = Int(k), (1...9).contains(i), i <= catalog.count {
            try switchTo(catalog[i - 1]); return
        }
        // Exhaustive over `RunnerKey`, so the key list scripts are checked against cannot drift from it.
        switch RunnerKey(rawValue: k) {
        case .replay?:
            if !content.replayInPlace() { try load() }
            return
        case .reset?: try load(); notice = "reset"; return
        case .hud?: showsHUD.toggle(); return
        case .help?, .helpUnshifted?: showsHelp.toggle(); return
        case .slowMotion?: setSlowMotion(!slowMotion); return
        case .slower?: setSpeed(SceneRunner.nextSpeed(below: speed)); return
        case .faster?: setSpeed(SceneRunner.nextSpeed(above: speed)); return
        case .pause?: context.clock.isPaused.toggle(); notice = isPaused ? "paused" : "playing"; return
        case .stepFrame?: if isPaused { stepOneFrame(); return }
        case .stepBack?: if isPaused, hostKeyHandler?(.stepBack) == true { return }
        case .constraints?:
            showsConstraints.toggle()
            notice = showsConstraints ? "constraint outlines on" : "constraint outlines off"
            return
        case .appearance?:
            let dark = UITraitCollection.deviceStyle != .dark
            UITraitCollection.setDeviceStyle(dark ? .dark : .light)
            notice = dark ? "dark mode" : "light mode"
            return
        case .timeline?, .curves?, .record?, .copyExport?, .inspector?, .freeze?, .solo?, .nextAnimation?, .literals?, .writeLiterals?:
            _ = hostKeyHandler?(RunnerKey(rawValue: k)!)
            return
        case .previousLiteral?, .nextLiteral?, .decreaseLiteral?, .increaseLiteral?, .restoreLiteral?:
            // The literals panel's while it is open; otherwise the preview's own keys.
            if hostKeyHandler?(RunnerKey(rawValue: k)!) == true { return }
        case nil: break
        }
        for t in preview.tunables {
            let delta: Double
            if k == t.decreaseKey { delta = -t.step } else if k == t.increaseKey { delta = t.step } else { continue }
            let rounded = ((settings[t.name] + delta) / t.step).rounded() * t.step
            try settings.set(t.name, min(max(rounded, t.range.lowerBound), t.range.upperBound))
            notice = "\(t.name) = \(SceneRunner.format(settings[t.name])) \(t.unit)"
            try load()
            return
        }
        if content.handleKey(k) { return }
        window.sendKey(k)
    }

    /// Rebuilds the preview and plays `inputs` (scene times) on a virtual clock at `fps` up to scene
    /// time `t`, through `pipeline`'s frame function without drawing: the scene as it was at `t`
    /// (scenes are deterministic on the scene clock). The caller draws the next frame.
    /// `progress` is told the scene time every 30 frames (a sign of life for `run --watch`'s window).
    public func rebuild(replaying inputs: [(time: Double, input: SceneInput)], to t: Double, fps: Double = 60,
                        pipeline: FramePipeline, progress: ((Double) -> Void)? = nil) throws {
        try load()
        let start = sceneStart
        replayStart = start
        let frames = Int((max(t, 0) * fps + 1e-9).rounded(.down))
        var next = 0
        for n in 0...frames {
            let ft = n == frames ? max(t, 0) : Double(n) / fps
            if n % 30 == 0 { progress?(ft) }
            try pipeline.frame(self, FrameRequest(clock: .media(start + ft), draws: false), input: {
                while next < inputs.count && inputs[next].time <= ft + 1e-9 {
                    context.clock.advance(to: start + inputs[next].time)
                    try handle(inputs[next].input)
                    next += 1
                }
            })
        }
    }

    /// Rebuilds the preview with `settings` (a reloaded preview takes the tuned values back).
    public func apply(settings new: TunableValues) throws {
        settings = new
        try load()
    }

    /// Plays on (no input) on a 60 Hz virtual clock from where the scene is to scene time `t`, through
    /// `pipeline`'s frame function without drawing.
    public func advance(toSceneTime t: Double, fps: Double = 60, pipeline: FramePipeline) throws {
        var now = sceneTime
        while now < t - 1e-9 {
            now = min(t, now + 1 / fps)
            try pipeline.frame(self, FrameRequest(clock: .media(sceneStart + now), draws: false))
        }
    }

    /// The notice being shown, if one is (it lasts `noticeDuration` seconds of media time).
    public var activeNotice: String? { context.clock.now < noticeUntil ? notice : nil }

    /// Shows a one-line notice on the HUD for a few seconds.
    public func show(notice text: String) { notice = text }

    /// Slow motion changes the media clock's rate; the clock re-bases, so nothing jumps.
    public func setSlowMotion(_ on: Bool) {
        slowMotion = on
        context.clock.setRate(rate)
        notice = on ? "slow motion ×\(Int(SceneRunner.slowMotionFactor)) (\(SceneRunner.rateText(rate)))" : "speed \(SceneRunner.rateText(rate))"
    }

    /// Sets the playback speed (clamped to `speedRange`). Everything on the scene clock — Core Animation,
    /// UIKit and property animators, display links, scene timers and `asyncAfter` — reads the one media
    /// clock, so all of it slows together; the clock re-bases at the change, so nothing jumps.
    public func setSpeed(_ s: Double) {
        guard s.isFinite else { return }
        speed = min(max(s, SceneRunner.speedRange.lowerBound), SceneRunner.speedRange.upperBound)
        context.clock.setRate(rate)
        notice = "speed \(SceneRunner.rateText(rate))" + (slowMotion ? " (slow motion on)" : "")
    }

    /// The next step of `speedSteps` above `s` (the fastest when there is none).
    public static func nextSpeed(above s: Double) -> Double {
        speedSteps.first { $0 > s * (1 + 1e-9) } ?? speedSteps.last!
    }

    /// The next step of `speedSteps` below `s` (the slowest when there is none).
    public static func nextSpeed(below s: Double) -> Double {
        speedSteps.last { $0 < s * (1 - 1e-9) } ?? speedSteps.first!
    }

    /// "×0.25", "×1", "×0.025".
    public static func rateText(_ r: Double) -> String { "×" + format(r) }

    /// While paused, `.` moves media time by one 60 Hz frame.
    public func stepOneFrame() {
        context.clock.advance(by: 1.0 / 60)
    }

    /// Where the emulated fingers are (two points) while Alt is held or a two-finger press runs,
    /// for the window to draw the Simulator's hint circles; empty otherwise.
    public func emulatedFingers(pointer: CGPoint, mode: SimulatorTouchEmulation.Mode) -> [CGPoint] {
        let m = emulatingTouches ? (touchEmulation.activeMode ?? mode) : mode
        guard m != .single else { return [] }
        return context.perform { touchEmulation.fingerLocations(pointer: pointer, mode: m, in: window) }
    }

    // MARK: HUD

    public static func format(_ v: Double) -> String {
        let s = String(format: "%.3f", v)
        var t = s
        while t.hasSuffix("0") { t.removeLast() }
        if t.hasSuffix(".") { t.removeLast() }
        return t
    }

    /// Lines for the HUD: preview, tunables with keys and values, timing.
    public func hudLines(fps: Double, frameMs: Double, missed: Int) -> [String] {
        var lines = ["\(preview.title)  [\(preview.name)]"]
        for t in preview.tunables {
            let keys = [t.decreaseKey, t.increaseKey].compactMap { $0 }.joined(separator: "/")
            lines.append("\(t.name) = \(SceneRunner.format(settings[t.name]))\(t.unit.isEmpty ? "" : " " + t.unit)"
                         + (keys.isEmpty ? "" : "   \(keys) ±\(SceneRunner.format(t.step))"))
        }
        lines.append(String(format: "%.0f fps  %.1f ms  missed %d", fps, frameMs, missed)
                     + (rate != 1 ? "  speed \(SceneRunner.rateText(rate))" : "")
                     + (slowMotion ? " (slow ×10)" : "") + (isPaused ? "  PAUSED" : ""))
        if let n = notice, context.clock.now < noticeUntil { lines.append(n) }
        return lines
    }

    public static let helpLines = [
        "1–9  preview     Space  replay     R  reset",
        "H  HUD     ?  help     S  slow motion ×10",
        "[ ]  speed ×0.05 … ×4",
        "P  pause     . ,  step a frame (paused)",
        "T  timeline (drag it to scrub)     C  curves",
        "V  record video     E  copy as UIKit code",
        "O  Auto Layout outlines     D  light/dark mode",
        "I  inspector (F freeze, X solo, Tab next)",
        "L  literals (↑↓ pick, ←→ nudge, ⇧ ×10)     W  write them",
        "Scene tuning keys are listed in the HUD.",
        "Mouse: click, drag, wheel scrolls;",
        "Alt-drag pinches/rotates, Alt-Shift-drag pans two fingers.",
    ]
}
