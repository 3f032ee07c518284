import Foundation

/// The input of a PortCorpus script, with the times the corpus's checks need: when each press and
/// release happens (`T click X Y` releases 50 ms after T; `T drag X1 Y1 X2 Y2 D` releases at T + D),
/// and each drag's path.
struct PortScript {
    struct Drag { let start: Double; let duration: Double; let from: (Double, Double); let to: (Double, Double) }

    private(set) var releases: [Double] = []
    private(set) var drags: [Drag] = []

    init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw Trace.Failure(description: "cannot read script \(path)") }
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let words = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].split(separator: " ")
            guard words.count >= 2, let t = Double(words[0]) else { continue }
            let numbers = words.dropFirst(2).compactMap { Double($0) }
            switch words[1] {
            case "click": releases.append(t + ScriptTimes.clickHold)
            case "up": releases.append(t)
            case "drag" where numbers.count == 5:
                drags.append(Drag(start: t, duration: numbers[4], from: (numbers[0], numbers[1]), to: (numbers[2], numbers[3])))
                releases.append(t + numbers[4])
            case "down", "move": break
            default: throw Trace.Failure(description: "\(path): the port checks read click, down, move, up and drag lines, not '\(line)'")
            }
        }
        releases.sort()
    }

    /// The `n`th release (0-based), or a failure naming what the script lacks.
    func release(_ n: Int, _ what: String) throws -> Double {
        guard releases.indices.contains(n) else { throw Trace.Failure(description: "the script has no release #\(n + 1) (\(what))") }
        return releases[n]
    }
}

/// Piecewise motion of one value: animations from `from` to `to` starting at `start`, lasting
/// `duration`, along `curve` — the value before the first start is `initial`. Consecutive animations
/// here never overlap (the corpus's scripts keep them apart), so the value is the last one started.
struct Segments {
    struct Segment { let start: Double; let duration: Double; let from: Double; let to: Double; let curve: (Double) -> Double }
    let initial: Double
    var segments: [Segment] = []

    init(initial: Double) { self.initial = initial }

    mutating func add(at start: Double, duration: Double, from: Double, to: Double, curve: @escaping (Double) -> Double) {
        segments.append(Segment(start: start, duration: duration, from: from, to: to, curve: curve))
    }

    func value(_ t: Double) -> Double {
        guard let s = segments.last(where: { $0.start <= t }) else { return initial }
        let x = s.duration > 0 ? min(max((t - s.start) / s.duration, 0), 1) : 1
        return s.from + (s.to - s.from) * s.curve(x)
    }
}

extension TraceCheck {
    /// Compares one scalar of one layer over every frame (`pick` reads it from the layer).
    func expectEveryFrame(_ trace: Trace, layer name: String, _ what: String, from: Double = -.infinity,
                          _ pick: (Trace.Layer) -> Double?, _ expected: (Double) -> Double) {
        for f in trace.frames where f.time >= from {
            guard let l = layer(f, name) else { continue }
            expect("\(name) \(what)", at: f.time, pick(l), expected)
        }
    }
}

extension Trace.Layer {
    var positionX: Double? { numbers("position").first }
    var positionY: Double? { numbers("position").dropFirst().first }
    var scaleX: Double? { transform.first }
    var boundsWidth: Double? { numbers("bounds").dropFirst(2).first }
    var boundsX: Double? { numbers("bounds").first }
}
