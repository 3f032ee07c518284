import Foundation

/// One input the runner feeds a scene, at a scene time in seconds.
public enum SceneInput: Equatable {
    case down(CGPoint), move(CGPoint), up(CGPoint)
    case wheel(dx: CGFloat, dy: CGFloat)
    case key(String)
}

/// A script of timed inputs (`motionlab render --script FILE`), one action a line, `#` comments:
/// `T click X Y`, `T down X Y`, `T move X Y`, `T up X Y`, `T drag X1 Y1 X2 Y2 DURATION`,
/// `T wheel DX DY`, `T key NAME`. Times in seconds of scene time, coordinates in points.
public struct InputScript: Equatable {
    public var events: [(time: Double, input: SceneInput)]

    public static func == (a: InputScript, b: InputScript) -> Bool {
        a.events.count == b.events.count && zip(a.events, b.events).allSatisfy { $0.time == $1.time && $0.input == $1.input }
    }

    /// A click holds the button for 50 ms, so the pressed state shows for a few frames.
    public static let clickHold = 0.05
    /// Drags move the pointer at 120 Hz.
    public static let dragStep = 1.0 / 120

    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public let file: String, line: Int, message: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    public init(events: [(time: Double, input: SceneInput)] = []) { self.events = events }

    public init(contentsOf path: String) throws {
        // FileHandle also reads pipes (`--script <(…)`, `--script /dev/stdin`), which FileManager does not.
        guard let handle = FileHandle(forReadingAtPath: path), let data = try? handle.readToEnd() ?? Data(),
              let text = String(data: data, encoding: .utf8) else {
            throw ParseError(file: path, line: 0, message: "cannot read the script file")
        }
        try self.init(parsing: text, file: path)
    }

    public init(parsing text: String, file: String = "<script>") throws {
        var out: [(Double, SceneInput)] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            if words.isEmpty { continue }
            func fail(_ m: String) -> ParseError { ParseError(file: file, line: i + 1, message: m) }
            guard let t = Double(words[0]), t.isFinite, t >= 0 else {
                throw fail("expected a time in seconds (≥ 0) first, got '\(words[0])'")
            }
            guard words.count >= 2 else { throw fail("expected an action after the time: click, down, move, up, drag, wheel or key") }
            let action = words[1], args = Array(words.dropFirst(2))
            func numbers(_ n: Int, _ usage: String) throws -> [CGFloat] {
                guard args.count == n else { throw fail("'\(action)' takes \(n) numbers: T \(usage); got \(args.count)") }
                return try args.map {
                    guard let v = Double($0), v.isFinite else { throw fail("'\($0)' is not a number (in T \(usage))") }
                    return CGFloat(v)
                }
            }
            switch action {
            case "click":
                let v = try numbers(2, "click X Y"); let p = CGPoint(x: v[0], y: v[1])
                out.append((t, .down(p))); out.append((t + InputScript.clickHold, .up(p)))
            case "down": let v = try numbers(2, "down X Y"); out.append((t, .down(CGPoint(x: v[0], y: v[1]))))
            case "move": let v = try numbers(2, "move X Y"); out.append((t, .move(CGPoint(x: v[0], y: v[1]))))
            case "up": let v = try numbers(2, "up X Y"); out.append((t, .up(CGPoint(x: v[0], y: v[1]))))
            case "drag":
                let v = try numbers(5, "drag X1 Y1 X2 Y2 DURATION")
                guard v[4] > 0 else { throw fail("drag DURATION must be > 0 seconds, got \(v[4])") }
                let a = CGPoint(x: v[0], y: v[1]), b = CGPoint(x: v[2], y: v[3]), d = Double(v[4])
                out.append((t, .down(a)))
                let steps = max(1, Int((d / InputScript.dragStep).rounded()))
                for k in 1...steps {
                    let f = CGFloat(k) / CGFloat(steps)
                    out.append((t + d * Double(k) / Double(steps), .move(CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))))
                }
                out.append((t + d, .up(b)))
            case "wheel": let v = try numbers(2, "wheel DX DY"); out.append((t, .wheel(dx: v[0], dy: v[1])))
            case "key":
                guard args.count == 1 else { throw fail("'key' takes one key name (space, left, right, 1, h, …); got \(args.count)") }
                out.append((t, .key(args[0].lowercased())))
            default:
                throw fail("unknown action '\(action)'; expected click, down, move, up, drag, wheel or key")
            }
        }
        // Stable by time: inputs at the same time keep their script order.
        events = out.enumerated().sorted { $0.element.0 != $1.element.0 ? $0.element.0 < $1.element.0 : $0.offset < $1.offset }
            .map { (time: $0.element.0, input: $0.element.1) }
    }
}
