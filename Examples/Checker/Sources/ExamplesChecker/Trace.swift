import Foundation

/// A `render --trace` file: one frame a line, each named layer's presentation values.
struct Trace {
    struct Layer {
        let values: [String: Any]
        func number(_ key: String) -> Double? { (values[key] as? NSNumber)?.doubleValue }
        func numbers(_ key: String) -> [Double] { (values[key] as? [NSNumber])?.map(\.doubleValue) ?? [] }
        var hidden: Bool? { values["hidden"] as? Bool }
        var transform: [Double] { numbers("transform") }
        var windowFrame: [Double] { numbers("windowFrame") }
    }

    struct Frame {
        let index: Int
        let time: Double
        let layers: [String: Layer]
    }

    let frames: [Frame]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure(description: "cannot read trace \(path)") }
        var frames: [Frame] = []
        for (n, line) in String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated() {
            guard let obj = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let index = (obj["frame"] as? NSNumber)?.intValue, let t = (obj["t"] as? NSNumber)?.doubleValue,
                  let layers = obj["layers"] as? [String: [String: Any]] else {
                throw Failure(description: "\(path):\(n + 1): not a trace line")
            }
            frames.append(Frame(index: index, time: t, layers: layers.mapValues(Layer.init)))
        }
        guard !frames.isEmpty else { throw Failure(description: "\(path): empty trace") }
        self.frames = frames
    }
}

/// The pointer presses and releases of a `--script` file (`T click X Y` is a press at T and a
/// release 50 ms later, as MotionLab's scripts define it; a drag is pressed at its time and released
/// when it ends). Other actions are not used by the examples.
struct ScriptTimes {
    static let clickHold = 0.05
    private(set) var presses: [Double] = []
    private(set) var releases: [Double] = []

    init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw Trace.Failure(description: "cannot read script \(path)") }
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let words = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].split(separator: " ")
            guard words.count >= 2, let t = Double(words[0]) else { continue }
            switch words[1] {
            case "click": presses.append(t); releases.append(t + ScriptTimes.clickHold)
            case "down": presses.append(t)
            case "up": releases.append(t)
            case "drag":
                // T drag X0 Y0 X1 Y1 SECONDS: pressed at T, released when the drag ends.
                guard words.count >= 7, let d = Double(words[6]) else { throw Trace.Failure(description: "\(path): bad drag line '\(line)'") }
                presses.append(t); releases.append(t + d)
            default: throw Trace.Failure(description: "\(path): the checker reads only click, down and up lines, not '\(line)'")
            }
        }
        presses.sort(); releases.sort()
    }
}
