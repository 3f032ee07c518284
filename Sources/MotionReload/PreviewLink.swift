import Foundation
import MotionGeometry
import MotionHost

/// The link between the window process (`run --watch`: it owns the window, the watch and the build)
/// and the preview process it launches (the preview's code, rebuilt on every save): the preview sends
/// what it draws and the state that replays it; the window sends input. One message is a type byte,
/// a 32-bit length and the payload.
public enum PreviewLink {
    /// Bumped whenever a message changes: a window and a preview of different versions refuse each other.
    public static let protocolVersion: UInt32 = 3
    /// The environment variable naming the socket a preview process connects to.
    public static let socketVariable = "MOTIONLAB_PREVIEW_LINK"
    /// The window process's pid, given to the preview process so it ends with it (even when the
    /// window process is killed with SIGKILL).
    public static let parentVariable = "MOTIONLAB_PREVIEW_PARENT"

    public enum Message {
        // Preview → window.
        case hello(version: UInt32, title: String, size: CGSize, scale: Double, pid: Int)
        case image(id: UInt32, width: Int, height: Int, pixels: [UInt8])
        case releaseImages([UInt32])
        /// An encoded draw list (`DrawListDecoder.decode`).
        case frame([UInt8])
        case status(ReplayStatus)
        /// The preview was (re)built from scratch: a new story starts (its input so far is empty).
        case session(preview: String, settings: [ReplaySetting])
        /// One input of the story, at its scene time.
        case recorded(ReplayInput)
        case clipboard(String)
        /// Replaying the story it was given, now at this scene time (a sign of progress before the
        /// first frame: a preview that sends none while it works is stuck, e.g. looping in `viewDidLoad`).
        case replaying(Double)
        /// The names of the previews this build has, in order (a renamed preview is followed by its position).
        case catalog([String])
        /// The answer to `loadPatch` or `setLiterals` number `request`: nil when applied (the next frame
        /// shows it), else why not (nothing of it applied).
        case applied(request: Int, error: String?)
        // Window → preview.
        case start(StartInfo)
        case input([LinkedInput])
        case presented
        case quit
        /// Load the patch library at `path` (its replacements take effect at once), then rebuild the
        /// preview and replay its story to the same moment.
        case loadPatch(request: Int, path: String)
        /// Source edits of numeric literals in `file`: the tunable literals of these keys take these
        /// values (replacing the file's earlier edited values), then the preview replays.
        case setLiterals(request: Int, file: String, values: [ReplaySetting])
    }

    /// What the window tells a preview before its first frame.
    public struct StartInfo: Equatable {
        public var refreshRate: Double
        public var videoDriver: String
        public var rendererName: String
        /// The state to replay (nil: start fresh).
        public var restore: ReplaySnapshot?
        /// Patch libraries to load, in order, before any preview code runs (a relaunch of a patched build).
        public var patches: [String]
        public init(refreshRate: Double, videoDriver: String, rendererName: String, restore: ReplaySnapshot?, patches: [String] = []) {
            self.refreshRate = refreshRate; self.videoDriver = videoDriver; self.rendererName = rendererName; self.restore = restore
            self.patches = patches
        }
    }

    /// A window event with the modifier keys held when it happened.
    public struct LinkedInput: Equatable {
        public var event: InputEvent
        public var alt: Bool
        public var shift: Bool
        public init(event: InputEvent, alt: Bool, shift: Bool) { self.event = event; self.alt = alt; self.shift = shift }
    }

    // MARK: Encoding

    public static func encode(_ m: Message) -> [UInt8] {
        var w = WireWriter()
        let type: UInt8
        switch m {
        case let .hello(v, title, size, scale, pid):
            type = 1; w.u32(v); w.string(title); w.size(size); w.f64(scale); w.int(pid)
        case let .image(id, width, height, pixels):
            type = 2; w.u32(id); w.int(width); w.int(height); w.raw(pixels)
        case .releaseImages(let ids):
            type = 3; w.int(ids.count); for id in ids { w.u32(id) }
        case .frame(let bytes):
            type = 4; w.raw(bytes)
        case .status(let s):
            type = 5; s.write(to: &w)
        case let .session(preview, settings):
            type = 6; w.string(preview); w.int(settings.count); for s in settings { w.string(s.name); w.f64(s.value) }
        case .recorded(let i):
            type = 7; i.write(to: &w)
        case .clipboard(let text):
            type = 8; w.string(text)
        case .start(let info):
            type = 9; w.f64(info.refreshRate); w.string(info.videoDriver); w.string(info.rendererName)
            w.bool(info.restore != nil); info.restore?.write(to: &w)
            w.int(info.patches.count); for p in info.patches { w.string(p) }
        case .input(let events):
            type = 10; w.int(events.count)
            for e in events { writeEvent(e.event, to: &w); w.bool(e.alt); w.bool(e.shift) }
        case .presented: type = 11
        case .quit: type = 12
        case .replaying(let t): type = 13; w.f64(t)
        case .catalog(let names): type = 14; w.int(names.count); for n in names { w.string(n) }
        case let .applied(request, error): type = 15; w.int(request); w.bool(error != nil); if let error { w.string(error) }
        case let .loadPatch(request, path): type = 16; w.int(request); w.string(path)
        case let .setLiterals(request, file, values):
            type = 17; w.int(request); w.string(file); w.int(values.count); for v in values { w.string(v.name); w.f64(v.value) }
        }
        var out: [UInt8] = [type]
        withUnsafeBytes(of: UInt32(w.bytes.count).littleEndian) { out.append(contentsOf: $0) }
        return out + w.bytes
    }

    public static func decode(type: UInt8, payload: [UInt8]) throws -> Message {
        var r = WireReader(payload)
        switch type {
        case 1: return .hello(version: try r.u32(), title: try r.string(), size: try r.size(), scale: try r.f64(), pid: try r.int())
        case 2: return .image(id: try r.u32(), width: try r.int(), height: try r.int(), pixels: try r.raw())
        case 3: return .releaseImages(try (0..<r.int()).map { _ in try r.u32() })
        case 4: return .frame(try r.raw())
        case 5: return .status(try ReplayStatus(from: &r))
        case 6:
            let preview = try r.string()
            let settings = try (0..<r.int()).map { _ in ReplaySetting(name: try r.string(), value: try r.f64()) }
            return .session(preview: preview, settings: settings)
        case 7: return .recorded(try ReplayInput(from: &r))
        case 8: return .clipboard(try r.string())
        case 9:
            let rate = try r.f64(), driver = try r.string(), renderer = try r.string()
            let restore = try r.bool() ? try ReplaySnapshot(from: &r) : nil
            let patches = try (0..<r.int()).map { _ in try r.string() }
            return .start(StartInfo(refreshRate: rate, videoDriver: driver, rendererName: renderer, restore: restore, patches: patches))
        case 10:
            return .input(try (0..<r.int()).map { _ in LinkedInput(event: try readEvent(&r), alt: try r.bool(), shift: try r.bool()) })
        case 11: return .presented
        case 12: return .quit
        case 13: return .replaying(try r.f64())
        case 14: return .catalog(try (0..<r.int()).map { _ in try r.string() })
        case 15:
            let request = try r.int()
            return .applied(request: request, error: try r.bool() ? try r.string() : nil)
        case 16: return .loadPatch(request: try r.int(), path: try r.string())
        case 17:
            let request = try r.int(), file = try r.string()
            return .setLiterals(request: request, file: file, values: try (0..<r.int()).map { _ in ReplaySetting(name: try r.string(), value: try r.f64()) })
        default: throw WireReader.Failure.bad("unknown message type \(type)")
        }
    }

    static func writeEvent(_ e: InputEvent, to w: inout WireWriter) {
        switch e {
        case .mouseDown(let p): w.u8(0); w.point(p)
        case .mouseMove(let p): w.u8(1); w.point(p)
        case .mouseUp(let p): w.u8(2); w.point(p)
        case let .wheel(dx, dy): w.u8(3); w.cg(dx); w.cg(dy)
        case .key(let k): w.u8(4); w.string(k)
        case .quit: w.u8(5)
        case .exposed: w.u8(6)
        case .text(let t): w.u8(7); w.string(t)
        }
    }

    static func readEvent(_ r: inout WireReader) throws -> InputEvent {
        switch try r.u8() {
        case 0: return .mouseDown(try r.point())
        case 1: return .mouseMove(try r.point())
        case 2: return .mouseUp(try r.point())
        case 3: return .wheel(dx: try r.cg(), dy: try r.cg())
        case 4: return .key(try r.string())
        case 5: return .quit
        case 6: return .exposed
        case 7: return .text(try r.string())
        case let k: throw WireReader.Failure.bad("unknown input event \(k)")
        }
    }
}
