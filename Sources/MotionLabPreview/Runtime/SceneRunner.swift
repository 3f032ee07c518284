import Foundation
import MotionGeometry
import MotionTiming
import MotionLayers
import MotionViews
import MotionRender
import MotionHost

/// Hosts one scene at a time in a 320×568-point window and gives the live app and headless rendering
/// the same frame pipeline: input → tick (one timestamp for the whole tree) → layout → render.
/// It owns the global keys (1–5 scenes, Space replay, R reset, H HUD, ? help, S slow motion,
/// P pause, `.` step while paused, and each scene's tuning keys).
public final class SceneRunner {
    public static let screenSize = CGSize(width: 320, height: 568)

    public private(set) var sceneType: Scene.Type
    public private(set) var scene: Scene!
    public private(set) var window: UIWindow!
    public private(set) var settings: TunableValues
    /// Media time at which the current scene started.
    public private(set) var sceneStart: CFTimeInterval = 0
    public var showsHUD = false
    public var showsHelp = false
    public private(set) var slowMotion = false
    public var isPaused: Bool { MediaClock.shared.isPaused }
    /// Human-readable notice shown briefly on the HUD (e.g. "stutter = 0.07 s").
    public private(set) var notice: String? {
        didSet { noticeUntil = CACurrentMediaTime() + SceneRunner.noticeDuration }
    }
    private var noticeUntil: CFTimeInterval = 0
    /// Seconds of media time a notice stays on the HUD.
    public static let noticeDuration = 2.5
    public let renderer = LayerRenderer()
    private var pointerDown = false
    private var lastPointer = CGPoint(x: 160, y: 284)

    /// Slow motion divides media time by this, like the iOS Simulator's Slow Animations.
    public static let slowMotionFactor = 10.0

    public init(scene: Scene.Type, settings: TunableValues? = nil) throws {
        sceneType = scene
        self.settings = settings ?? TunableValues(scene.tunables)
        try load()
    }

    /// Scene time now (seconds since the scene started, in media time).
    public var sceneTime: CFTimeInterval { CACurrentMediaTime() - sceneStart }

    /// Builds the scene afresh and starts it at scene time 0.
    public func load() throws {
        AnimationDriver.shared.reset()
        let w = UIWindow(frame: CGRect(origin: .zero, size: SceneRunner.screenSize))
        w.backgroundColor = .black
        window = w
        sceneStart = CACurrentMediaTime()
        scene = try sceneType.init(window: w, settings: settings)
        w.layoutIfNeeded()
        scene.start()
    }

    public func switchTo(_ type: Scene.Type) throws {
        notice = nil
        sceneType = type
        settings = TunableValues(type.tunables)
        try load()
    }

    // MARK: Input

    public func handle(_ input: SceneInput) throws {
        switch input {
        case .down(let p):
            pointerDown = true; lastPointer = p
            window.sendTouch(.began, at: p)
        case .move(let p):
            lastPointer = p
            if pointerDown { window.sendTouch(.moved, at: p) }
        case .up(let p):
            lastPointer = p
            if pointerDown { pointerDown = false; window.sendTouch(.ended, at: p) }
        case let .wheel(dx, dy):
            window.sendWheel(dx: dx, dy: dy, at: lastPointer)
        case .key(let k):
            try handleKey(k)
        }
    }

    func handleKey(_ k: String) throws {
        if let i = Int(k), (1...SceneCatalog.all.count).contains(i) {
            try switchTo(SceneCatalog.all[i - 1]); return
        }
        // (hardening helper: switches over `RunnerKey` exhaustively, so the key list scripts are
        // checked against cannot drift from this handler; behaviour unchanged.)
        switch RunnerKey(rawValue: k) {
        case .replay?: scene.replay(); return
        case .reset?: try load(); notice = "reset"; return
        case .hud?: showsHUD.toggle(); return
        case .help?, .helpUnshifted?: showsHelp.toggle(); return
        case .slowMotion?: setSlowMotion(!slowMotion); return
        case .pause?: MediaClock.shared.isPaused.toggle(); notice = isPaused ? "paused" : "playing"; return
        case .stepFrame?: if isPaused { stepOneFrame(); return }
        case nil: break
        }
        for t in sceneType.tunables {
            let delta: Double
            if k == t.decreaseKey { delta = -t.step } else if k == t.increaseKey { delta = t.step } else { continue }
            let rounded = ((settings[t.name] + delta) / t.step).rounded() * t.step
            try settings.set(t.name, rounded)
            notice = "\(t.name) = \(SceneRunner.format(settings[t.name])) \(t.unit)"
            try load()
            return
        }
        if scene.handleKey(k) { return }
        window.sendKey(k)
    }

    /// Slow motion changes the media clock's rate; the clock re-bases, so nothing jumps.
    public func setSlowMotion(_ on: Bool) {
        slowMotion = on
        MediaClock.shared.setRate(on ? 1 / SceneRunner.slowMotionFactor : 1)
        notice = on ? "slow motion ×\(Int(SceneRunner.slowMotionFactor))" : "normal speed"
    }

    /// While paused, `.` moves media time by one 60 Hz frame.
    public func stepOneFrame() {
        MediaClock.shared.advance(by: 1.0 / 60)
    }

    // MARK: Frame

    /// Tick and layout for the current media time (the host has moved the clock).
    public func tick() {
        AnimationDriver.shared.tick()
        window.layoutIfNeeded()
    }

    /// The draw commands of the scene at the current media time (and the trace values when tracing).
    public func drawCommands(tracing: Bool) -> [DrawCommand] {
        renderer.tracing = tracing
        return renderer.render(root: window.layer, at: CACurrentMediaTime())
    }

    public static func format(_ v: Double) -> String {
        let s = String(format: "%.3f", v)
        var t = s
        while t.hasSuffix("0") { t.removeLast() }
        if t.hasSuffix(".") { t.removeLast() }
        return t
    }

    /// Lines for the HUD: scene, tunables with keys and values, timing.
    public func hudLines(fps: Double, frameMs: Double, missed: Int) -> [String] {
        var lines = ["\(sceneType.title)  [\(sceneType.name)]"]
        for t in sceneType.tunables {
            let keys = [t.decreaseKey, t.increaseKey].compactMap { $0 }.joined(separator: "/")
            lines.append("\(t.name) = \(SceneRunner.format(settings[t.name]))\(t.unit.isEmpty ? "" : " " + t.unit)"
                         + (keys.isEmpty ? "" : "   \(keys) ±\(SceneRunner.format(t.step))"))
        }
        lines.append(String(format: "%.0f fps  %.1f ms  missed %d", fps, frameMs, missed)
                     + (slowMotion ? "  SLOW ×10" : "") + (isPaused ? "  PAUSED" : ""))
        if let n = notice, CACurrentMediaTime() < noticeUntil { lines.append(n) }
        return lines
    }

    public static let helpLines = [
        "1–5  scene     Space  replay     R  reset",
        "H  HUD     ?  help     S  slow motion ×10",
        "P  pause     .  step one frame (paused)",
        "Scene tuning keys are listed in the HUD.",
        "Mouse: click, drag, wheel scrolls.",
    ]
}
