import Foundation
import MotionOutput
import UIKit
#if canImport(Glibc)
import Glibc
#endif

/// One input the runner feeds a scene, at a scene time in seconds.
public enum SceneInput: Equatable {
    case down(CGPoint), move(CGPoint), up(CGPoint)
    case wheel(dx: CGFloat, dy: CGFloat)
    case key(String)
    /// Typed text for the first responder, as a keyboard types it: one `insertText` per character,
    /// `"\n"` the return key, `"\u{8}"` (backspace) a `deleteBackward()`.
    case text(String)
    /// How the pointer touches from the next press on: one finger, or the iOS Simulator's two (Option:
    /// mirrored through `center`, nil the window's centre; Option-Shift: moving together).
    case fingers(SimulatorTouchEmulation.Mode, center: CGPoint?)
}

/// A script of timed inputs (`motionlab render --script FILE`), one action a line, `#` comments:
/// `T click X Y`, `T down X Y`, `T move X Y`, `T up X Y`, `T drag X1 Y1 X2 Y2 DURATION`,
/// `T wheel DX DY`, `T key NAME`, `T type "TEXT"`, `T fingers single|pinch|parallel [CX CY]`. Times in
/// seconds of scene time, coordinates and wheel deltas in points, key names as the window reports them
/// (`space`, `left`, `[`, `1`, …).
///
/// **Typing** (`type`): the quoted text goes to the first responder (a text field or view the script
/// tapped) one character at a time, as the keyboard types it, so `shouldChangeCharactersIn` and
/// `.editingChanged` see each one; escapes `\n` (return), `\t`, `\b` (delete backward), `\"`, `\\`.
/// **Two fingers** (`fingers`): presses from then on touch as the iOS Simulator's Option (`pinch`:
/// a second finger mirrored through the centre, so dragging towards or around it pinches or rotates)
/// or Option-Shift (`parallel`: both fingers move together) does, until `fingers single`.
///
/// **Order.** Lines need not be in time order: the inputs are sorted by time, and inputs at the
/// same time keep their order in the file (a stable sort). So `2 key space` before `1 click …` still
/// clicks first, and a click's release (T + 0.05 s) lands among later lines by its time.
///
/// **Limits** (`Limits`), each refused with a message naming the file, the line and the limit —
/// so a typo cannot crash the renderer (`drag … 1e300` used to) or make it allocate gigabytes:
/// times 0…3600 s; coordinates within ±100,000 pt; drag durations > 0 and ≤ 60 s (a drag is
/// expanded into one move per 1/120 s); wheel deltas within ±10,000 pt; at most 1,000,000 inputs
/// after expansion; lines of at most 1,000 characters; files of at most 16 MiB. Key names must be
/// ones something understands (`KeyBindings.known`), and the error lists them.
///
/// **Text.** UTF-8 (a leading byte-order mark is skipped); lines end in LF or CRLF. A file that is
/// not UTF-8, or holds NUL bytes (a binary file), is refused as a whole with the offset of the
/// first bad byte. Offending text is quoted cut to `ErrorText.valueLimit` characters.
public struct InputScript: Equatable {
    public var events: [(time: Double, input: SceneInput)]

    public static func == (a: InputScript, b: InputScript) -> Bool {
        a.events.count == b.events.count && zip(a.events, b.events).allSatisfy { $0.time == $1.time && $0.input == $1.input }
    }

    /// A click holds the button for 50 ms, so the pressed state shows for a few frames.
    public static let clickHold = 0.05
    /// Drags move the pointer at 120 Hz.
    public static let dragStep = 1.0 / 120

    /// The bounds every script is checked against (see the type's notes for why each exists).
    public enum Limits {
        /// Latest input time, seconds (`render --duration` stops at 3600 s too).
        public static let maximumTime = 3600.0
        /// Largest |x| or |y| of a pointer position, points (the window is 320×568).
        public static let maximumCoordinate = 100_000.0
        /// Longest drag, seconds: 60 s is 7,200 moves.
        public static let maximumDragDuration = 60.0
        /// Largest |dx| or |dy| of a wheel input, points (one notch is 40).
        public static let maximumWheelDelta = 10_000.0
        /// Most inputs after clicks and drags are expanded.
        public static let maximumEvents = 1_000_000
        /// Longest line, characters.
        public static let maximumLineLength = 1_000
        /// Largest file, bytes.
        public static let maximumFileSize = 16 << 20
    }

    /// A script that cannot be used: the file, the 1-based line (0 for the file as a whole) and why.
    public struct ParseError: Error, CustomStringConvertible, Equatable, UsageFault {
        public let file: String, line: Int, message: String
        public init(file: String, line: Int, message: String) {
            self.file = file; self.line = line; self.message = message
        }
        public var description: String {
            let shown = file.isEmpty ? "''" : ErrorText.clip(file)
            return line > 0 ? "\(shown):\(line): \(message)" : "\(shown): \(message)"
        }
    }

    public init(events: [(time: Double, input: SceneInput)] = []) { self.events = events }

    /// Reads and parses the script at `path`: a file, or a pipe (`--script <(…)`, `/dev/stdin`).
    /// - Throws: `ParseError` (unreadable, too large, not UTF-8 text, or a bad line).
    public init(contentsOf path: String, knownKeys: [String] = KeyBindings.known()) throws {
        let bytes = try InputScript.read(path)
        if let nul = bytes.firstIndex(of: 0) {
            throw ParseError(file: path, line: 0, message: "binary data, not a script (a NUL byte at offset \(nul))")
        }
        if let bad = InputScript.firstInvalidUTF8(bytes) {
            throw ParseError(file: path, line: 0,
                             message: "not UTF-8 text (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) at offset \(bad)); save the script as UTF-8")
        }
        try self.init(parsing: String(decoding: bytes, as: UTF8.self), file: path, knownKeys: knownKeys)
    }

    /// Parses script text. `knownKeys` are the key names `T key NAME` accepts.
    public init(parsing text: String, file: String = "<script>", knownKeys: [String] = KeyBindings.known()) throws {
        var out: [(Double, SceneInput)] = []
        let known = Set(knownKeys)
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        // Split on LF in UTF-8 (fast on 16 MB); a CR before it is part of the line ending.
        var lineNumber = 0
        for rawLine in body.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            var lineBytes = rawLine[...]
            if lineBytes.last == UInt8(ascii: "\r") { lineBytes = lineBytes.dropLast() }
            func fail(_ m: String) -> ParseError { ParseError(file: file, line: lineNumber, message: m) }
            let line = String(Substring(lineBytes))
            guard lineBytes.count <= Limits.maximumLineLength || line.count <= Limits.maximumLineLength else {
                throw fail("the line is \(line.count) characters long; the limit is \(Limits.maximumLineLength): '\(ErrorText.clip(line))'")
            }
            if let c = line.unicodeScalars.first(where: { $0.properties.generalCategory == .control && $0 != "\t" && $0 != "\r" }) {
                throw fail("control character U+\(String(format: "%04X", c.value)) in the line; scripts are plain text: '\(ErrorText.clip(line))'")
            }
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            if words.isEmpty { continue }

            guard let t = Double(words[0]), t.isFinite, t >= 0, t <= Limits.maximumTime else {
                throw fail("expected a time in seconds (0…\(Int(Limits.maximumTime))) first, got '\(ErrorText.clip(words[0]))'")
            }
            guard words.count >= 2 else { throw fail("expected an action after the time: \(InputScript.actionList)") }
            let action = words[1], args = Array(words.dropFirst(2))
            if action == "type" {
                // The text is read from the whole line: a '#' inside the quotes is text, not a comment.
                let text = try InputScript.typedText(line, fail: fail)
                out.append((t, .text(text)))
                continue
            }

            /// The arguments as numbers, each within ±limit (`names` name them in the messages).
            func numbers(_ names: [String], limit: Double, unit: String) throws -> [CGFloat] {
                let usage = "T \(action) \(names.joined(separator: " "))"
                guard args.count == names.count else {
                    throw fail("'\(action)' takes \(names.count) numbers: \(usage); got \(args.count)")
                }
                return try zip(names, args).map { name, word in
                    guard let v = Double(word), v.isFinite else { throw fail("'\(ErrorText.clip(word))' is not a number (in \(usage))") }
                    guard abs(v) <= limit || name == "DURATION" else {  // a drag's duration has its own limit
                        throw fail("\(name) = \(ErrorText.clip(word)) is out of range; \(name) must be within ±\(Int(limit)) \(unit) (in \(usage))")
                    }
                    return CGFloat(v)
                }
            }
            let coordinate = Limits.maximumCoordinate
            switch action {
            case "click":
                let v = try numbers(["X", "Y"], limit: coordinate, unit: "pt"); let p = CGPoint(x: v[0], y: v[1])
                out.append((t, .down(p))); out.append((t + InputScript.clickHold, .up(p)))
            case "down": let v = try numbers(["X", "Y"], limit: coordinate, unit: "pt"); out.append((t, .down(CGPoint(x: v[0], y: v[1]))))
            case "move": let v = try numbers(["X", "Y"], limit: coordinate, unit: "pt"); out.append((t, .move(CGPoint(x: v[0], y: v[1]))))
            case "up": let v = try numbers(["X", "Y"], limit: coordinate, unit: "pt"); out.append((t, .up(CGPoint(x: v[0], y: v[1]))))
            case "drag":
                let v = try numbers(["X1", "Y1", "X2", "Y2", "DURATION"], limit: coordinate, unit: "pt")
                let d = Double(v[4])
                guard d > 0, d <= Limits.maximumDragDuration else {
                    throw fail("drag DURATION must be > 0 and ≤ \(Int(Limits.maximumDragDuration)) seconds, got \(ErrorText.clip(args[4]))")
                }
                let a = CGPoint(x: v[0], y: v[1]), b = CGPoint(x: v[2], y: v[3])
                let steps = max(1, Int((d / InputScript.dragStep).rounded()))
                guard out.count + steps + 2 <= Limits.maximumEvents else { throw fail(InputScript.tooManyInputs) }
                out.append((t, .down(a)))
                for k in 1...steps {
                    let f = CGFloat(k) / CGFloat(steps)
                    out.append((t + d * Double(k) / Double(steps), .move(CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))))
                }
                out.append((t + d, .up(b)))
            case "wheel":
                let v = try numbers(["DX", "DY"], limit: Limits.maximumWheelDelta, unit: "pt")
                out.append((t, .wheel(dx: v[0], dy: v[1])))
            case "key":
                guard args.count == 1 else {
                    throw fail("'key' takes one key name (\(InputScript.keyList(knownKeys))); got \(args.count)")
                }
                let name = args[0].lowercased()
                guard known.contains(name) else {
                    throw fail("unknown key '\(ErrorText.clip(args[0]))'; keys: \(InputScript.keyList(knownKeys))")
                }
                out.append((t, .key(name)))
            case "fingers":
                let modes: [String: SimulatorTouchEmulation.Mode] = ["single": .single, "pinch": .pinch, "parallel": .parallel]
                let usage = "T fingers single|pinch|parallel [CX CY]"
                guard let name = args.first, let mode = modes[name.lowercased()], args.count == 1 || args.count == 3 else {
                    throw fail(args.isEmpty || args.count == 2 || args.count > 3
                               ? "'fingers' takes a mode and an optional centre: \(usage); got \(args.count) arguments"
                               : "unknown finger mode '\(ErrorText.clip(args[0]))'; modes: single pinch parallel (\(usage))")
                }
                var center: CGPoint?
                if args.count == 3 {
                    let v = try zip(["CX", "CY"], args.dropFirst()).map { name, word -> CGFloat in
                        guard let v = Double(word), v.isFinite else { throw fail("'\(ErrorText.clip(word))' is not a number (in \(usage))") }
                        guard abs(v) <= coordinate else {
                            throw fail("\(name) = \(ErrorText.clip(word)) is out of range; \(name) must be within ±\(Int(coordinate)) pt (in \(usage))")
                        }
                        return CGFloat(v)
                    }
                    center = CGPoint(x: v[0], y: v[1])
                }
                out.append((t, .fingers(mode, center: center)))
            default:
                throw fail("unknown action '\(ErrorText.clip(action))'; expected \(InputScript.actionList)")
            }
            guard out.count <= Limits.maximumEvents else { throw fail(InputScript.tooManyInputs) }
        }
        // Stable by time: inputs at the same time keep their script order.
        events = out.enumerated().sorted { $0.element.0 != $1.element.0 ? $0.element.0 < $1.element.0 : $0.offset < $1.offset }
            .map { (time: $0.element.0, input: $0.element.1) }
    }

    private static let actionList = "click, down, move, up, drag, wheel, key, type or fingers"

    /// The text of a `T type "TEXT"` line: between the first quote after `type` and its closing quote,
    /// escapes resolved (`\n` return, `\t` tab, `\b` backspace, `\"`, `\\`); after it only spaces or
    /// a `#` comment.
    static func typedText(_ line: String, fail: (String) -> ParseError) throws -> String {
        let usage = "T type \"TEXT\""
        guard let typeWord = line.range(of: "type") else { throw fail("expected \(usage)") }
        var rest = line[typeWord.upperBound...].drop(while: { $0 == " " || $0 == "\t" })
        guard rest.first == "\"" else {
            throw fail("'type' takes its text in double quotes: \(usage); got '\(ErrorText.clip(String(rest)))'")
        }
        rest = rest.dropFirst()
        var text = ""
        var closed = false
        var i = rest.startIndex
        while i < rest.endIndex {
            let c = rest[i]
            i = rest.index(after: i)
            if c == "\"" { closed = true; break }
            guard c == "\\" else { text.append(c); continue }
            guard i < rest.endIndex else { break }
            let e = rest[i]
            i = rest.index(after: i)
            switch e {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "b": text.append("\u{8}")
            case "\"": text.append("\"")
            case "\\": text.append("\\")
            default: throw fail("unknown escape '\\\(e)' in the typed text; escapes: \\n \\t \\b \\\" \\\\")
            }
        }
        guard closed else { throw fail("the typed text has no closing double quote: \(usage)") }
        let after = rest[i...].drop(while: { $0 == " " || $0 == "\t" })
        guard after.isEmpty || after.first == "#" else {
            throw fail("unexpected '\(ErrorText.clip(String(after)))' after the typed text (\(usage))")
        }
        guard !text.isEmpty else { throw fail("'type' has nothing to type: \(usage)") }
        return text
    }

    private static let tooManyInputs =
        "more than \(Limits.maximumEvents) inputs after expanding clicks and drags (a drag adds one move every 1/120 s)"

    private static func keyList(_ keys: [String]) -> String {
        keys.isEmpty ? "none" : keys.joined(separator: " ")
    }

    /// The file's bytes, at most `Limits.maximumFileSize` of them; reads pipes too.
    /// Seconds a FIFO may stay without a writer, or a writer without writing, before the read gives up.
    static let fifoIdleLimit = 10.0

    /// The bytes of the script. A FIFO or pipe (`--script <(…)`) is read as its writer writes; one
    /// with no writer, or whose writer sends nothing for `fifoIdleLimit` seconds, is an error rather
    /// than a command that hangs (SIGINT and SIGTERM end the wait in any case).
    private static func read(_ path: String) throws -> [UInt8] {
        func fail(_ message: String) -> ParseError { ParseError(file: path, line: 0, message: message) }
        // Non-blocking: opening a FIFO for reading does not wait for a writer.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw fail("cannot read it: \(ErrorText.systemMessage(errno))") }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw fail("cannot read it: \(ErrorText.systemMessage(errno))") }
        let isPipe = st.st_mode & S_IFMT == S_IFIFO
        if !isPipe { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var sawData = false, writerClosed = false
        var idle = 0.0
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                sawData = true
                idle = 0
                bytes += chunk[0..<n]
                if bytes.count > Limits.maximumFileSize {
                    throw fail("larger than \(Limits.maximumFileSize >> 20) MiB; a script is a short text file")
                }
                continue
            }
            if n == 0 {
                // End of file — except on a FIFO nobody has written into or closed yet (no writer so far).
                if !isPipe || sawData || writerClosed { return bytes }
            } else if errno == EINTR {
                continue
            } else if errno != EAGAIN {
                throw fail("cannot read it: \(ErrorText.systemMessage(errno))")
            }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let r = poll(&poller, 1, 100)
            if r < 0 && errno != EINTR { throw fail("cannot read it: \(ErrorText.systemMessage(errno))") }
            if r > 0 && poller.revents & Int16(POLLHUP) != 0 { writerClosed = true }
            if r == 0 {
                idle += 0.1
                if idle >= fifoIdleLimit {
                    throw fail(sawData ? "its writer sent nothing more for \(Int(fifoIdleLimit)) s and did not close it"
                                       : "a FIFO nothing was written into for \(Int(fifoIdleLimit)) s (no writer)")
                }
            }
        }
    }

    /// The offset of the first byte that is not part of valid UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
