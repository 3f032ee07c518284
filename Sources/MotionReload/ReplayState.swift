import Foundation
import MotionGeometry

/// One tunable's value.
public struct ReplaySetting: Equatable {
    public var name: String
    public var value: Double
    public init(name: String, value: Double) { self.name = name; self.value = value }
}

/// One input of a preview's story at its scene time (the preview's `SceneInput`, mirrored here so the
/// link does not depend on the shell).
public struct ReplayInput: Equatable {
    public enum Kind: Equatable {
        case down(CGPoint), move(CGPoint), up(CGPoint)
        case wheel(dx: CGFloat, dy: CGFloat)
        case key(String)
        /// Typed text (the preview's `SceneInput.text`).
        case text(String)
        /// A finger mode (0 one finger, 1 pinch, 2 two fingers together) and its centre, nil the window's.
        case fingers(Int, center: CGPoint?)
    }
    public var time: Double
    public var kind: Kind
    public init(time: Double, kind: Kind) { self.time = time; self.kind = kind }

    func write(to w: inout WireWriter) {
        w.f64(time)
        switch kind {
        case .down(let p): w.u8(0); w.point(p)
        case .move(let p): w.u8(1); w.point(p)
        case .up(let p): w.u8(2); w.point(p)
        case let .wheel(dx, dy): w.u8(3); w.cg(dx); w.cg(dy)
        case .key(let k): w.u8(4); w.string(k)
        case .text(let t): w.u8(5); w.string(t)
        case let .fingers(mode, center):
            w.u8(6); w.u8(UInt8(clamping: mode))
            if let center { w.u8(1); w.point(center) } else { w.u8(0) }
        }
    }

    init(from r: inout WireReader) throws {
        time = try r.f64()
        switch try r.u8() {
        case 0: kind = .down(try r.point())
        case 1: kind = .move(try r.point())
        case 2: kind = .up(try r.point())
        case 3: kind = .wheel(dx: try r.cg(), dy: try r.cg())
        case 4: kind = .key(try r.string())
        case 5: kind = .text(try r.string())
        case 6:
            let mode = Int(try r.u8())
            kind = .fingers(mode, center: try r.u8() == 1 ? try r.point() : nil)
        case let k: throw WireReader.Failure.bad("unknown recorded input \(k)")
        }
    }
}

/// The window's panels and modes a reloaded preview reopens as they were.
public struct ReplayPanels: Equatable {
    public var hud = false, help = false, timeline = false, curves = false, inspector = false, literals = false
    public init() {}
    var bits: UInt8 {
        (hud ? 1 : 0) | (help ? 2 : 0) | (timeline ? 4 : 0) | (curves ? 8 : 0) | (inspector ? 16 : 0) | (literals ? 32 : 0)
    }
    init(bits: UInt8) {
        hud = bits & 1 != 0; help = bits & 2 != 0; timeline = bits & 4 != 0; curves = bits & 8 != 0; inspector = bits & 16 != 0
        literals = bits & 32 != 0
    }
}

/// What a preview reports with every frame: where its clock is and how it runs.
public struct ReplayStatus: Equatable {
    /// Scene seconds shown by the frame, and the host clock (`HostClock`, shared by both processes) then.
    public var sceneTime: Double
    public var hostTime: Double
    public var paused: Bool
    public var speed: Double
    public var slowMotion: Bool
    public var panels: ReplayPanels
    /// How many inputs the story holds (scrubbing back on the timeline cuts it).
    public var inputCount: Int
    /// The preview's appearance is dark (the `D` key or `--appearance dark`): a rebuilt preview shows
    /// the same.
    public var dark: Bool
    public init(sceneTime: Double, hostTime: Double, paused: Bool, speed: Double, slowMotion: Bool, panels: ReplayPanels, inputCount: Int,
                dark: Bool = false) {
        self.sceneTime = sceneTime; self.hostTime = hostTime; self.paused = paused; self.speed = speed
        self.slowMotion = slowMotion; self.panels = panels; self.inputCount = inputCount; self.dark = dark
    }

    func write(to w: inout WireWriter) {
        w.f64(sceneTime); w.f64(hostTime); w.bool(paused); w.f64(speed); w.bool(slowMotion); w.u8(panels.bits); w.int(inputCount)
        w.bool(dark)
    }

    init(from r: inout WireReader) throws {
        sceneTime = try r.f64(); hostTime = try r.f64(); paused = try r.bool(); speed = try r.f64(); slowMotion = try r.bool()
        panels = ReplayPanels(bits: try r.u8()); inputCount = try r.int(); dark = try r.bool()
    }
}

/// Everything a new preview process needs to show the same moment: the preview, its tuned values,
/// the input so far and the scene time (valid at `hostTime`; a running clock has moved on since by
/// the host time elapsed × the rate).
public struct ReplaySnapshot: Equatable {
    public var preview: String
    public var settings: [ReplaySetting]
    public var inputs: [ReplayInput]
    public var status: ReplayStatus
    /// The previews of the build that made the story, in order (empty: not known), so a build that
    /// renamed the preview can follow it (`PreviewRename`).
    public var catalog: [String]

    public init(preview: String, settings: [ReplaySetting], inputs: [ReplayInput], status: ReplayStatus, catalog: [String] = []) {
        self.preview = preview; self.settings = settings; self.inputs = inputs; self.status = status; self.catalog = catalog
    }

    /// The scene time at host time `now`.
    public func sceneTime(atHostTime now: Double) -> Double {
        guard !status.paused else { return status.sceneTime }
        let rate = status.speed / (status.slowMotion ? 10 : 1)
        return status.sceneTime + max(0, now - status.hostTime) * rate
    }

    func write(to w: inout WireWriter) {
        w.string(preview)
        w.int(settings.count); for s in settings { w.string(s.name); w.f64(s.value) }
        w.int(inputs.count); for i in inputs { i.write(to: &w) }
        status.write(to: &w)
        w.int(catalog.count); for n in catalog { w.string(n) }
    }

    init(from r: inout WireReader) throws {
        preview = try r.string()
        settings = try (0..<r.int()).map { _ in ReplaySetting(name: try r.string(), value: try r.f64()) }
        inputs = try (0..<r.int()).map { _ in try ReplayInput(from: &r) }
        status = try ReplayStatus(from: &r)
        catalog = try (0..<r.int()).map { _ in try r.string() }
    }
}

/// The window process's record of the running preview's story, kept from what the preview streams, so
/// that a crashed preview can still be replayed.
public struct ReplayRecord {
    public private(set) var preview: String?
    public private(set) var settings: [ReplaySetting] = []
    public private(set) var inputs: [ReplayInput] = []
    public private(set) var status: ReplayStatus?
    public private(set) var catalog: [String] = []
    public init() {}

    public mutating func apply(_ m: PreviewLink.Message) {
        switch m {
        case let .session(p, s): preview = p; settings = s; inputs = []
        case .recorded(let i): inputs.append(i)
        case .catalog(let names): catalog = names
        case .status(let s):
            status = s
            if inputs.count > s.inputCount { inputs.removeLast(inputs.count - s.inputCount) }
        default: break
        }
    }

    /// The snapshot to replay, or nil before the preview said what it shows.
    public var snapshot: ReplaySnapshot? {
        guard let preview, let status else { return nil }
        return ReplaySnapshot(preview: preview, settings: settings, inputs: inputs, status: status, catalog: catalog)
    }
}

/// Which preview of a rebuilt program continues the story of one it no longer has: an edit renamed
/// `Preview("lit")` to `Preview("lit2")`. Followed when it is unambiguous — the new build has only one
/// preview, or it has as many as before and the one at the old preview's position is new (no preview
/// of the old build had its name); otherwise nil, and the window says plainly what happened.
public enum PreviewRename {
    public static func follow(_ old: String, oldCatalog: [String], newCatalog: [String]) -> String? {
        guard !newCatalog.contains(old) else { return old }
        if newCatalog.count == 1 { return newCatalog[0] }
        guard newCatalog.count == oldCatalog.count, let i = oldCatalog.firstIndex(of: old) else { return nil }
        let candidate = newCatalog[i]
        return oldCatalog.contains(candidate) ? nil : candidate
    }
}
