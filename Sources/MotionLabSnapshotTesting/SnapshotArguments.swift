import Foundation
import MotionLabPreview
import MotionOutput

/// The arguments of one strategy (`.image(at:…)`, `.frames(at:…)`, `.trace(at:…)`) as written in the
/// test, checked when the snapshot is taken. A bad argument is a test failure naming it, never a trap.
struct SnapshotArguments {
    /// Which strategy, for messages: "image", "frames" or "trace".
    var strategy: String
    var times: [Double]
    var script: String?
    /// Nil: the preview's own size (320×568 points for a view controller).
    var size: CGSize?
    var scale: Int
    /// Nil for strategies without image comparison (`.trace`).
    var precision: Float?
    var perceptualPrecision: Float?
    /// Where the test's references are by default (see `ReferenceLocation`); nil: not looked at.
    var reference: ReferenceLocation? = nil

    /// Scene times accepted, seconds (what `render --at` accepts).
    static let timeRange = 0.0...InputScript.Limits.maximumTime
    /// Pixels per point accepted: the scales of iOS screens.
    static let scaleRange = 1...3
    /// Largest side of a rendered frame, pixels.
    static let maximumPixelSide = 8192
    /// Frames rendered per second of scene time (the command line's default): time T is frame round(T·60).
    static let fps = 60.0

    /// The strategy as the test wrote it, for messages: `.image(at: 0.5, script: "0.1 click 160 422")`.
    var call: String {
        var parts: [String] = []
        parts.append(times.count == 1 && strategy == "image" ? "at: \(number(times[0]))" : "at: " + Self.summary(of: times))
        if let script { parts.append("script: \"\(ErrorText.clip(script.replacingOccurrences(of: "\n", with: "\\n"), limit: 40))\"") }
        if let size { parts.append("size: \(number(Double(size.width)))×\(number(Double(size.height)))") }
        if scale != 2 { parts.append("scale: \(scale)") }
        if let precision, precision != 1 { parts.append("precision: \(precision)") }
        if let perceptualPrecision, perceptualPrecision != 1 { parts.append("perceptualPrecision: \(perceptualPrecision)") }
        return ".\(strategy)(\(parts.joined(separator: ", ")))"
    }

    /// A list of times for a message: whole up to 8, else its first three and last two with the count
    /// ("[0, 0.1, 0.2, …, 199.8, 199.9] (2000 times)"), so a message stays one readable line.
    static func summary(of times: [Double]) -> String {
        guard times.count > 8 else { return "[" + times.map(number).joined(separator: ", ") + "]" }
        let shown = times.prefix(3).map(number) + ["…"] + times.suffix(2).map(number)
        return "[" + shown.joined(separator: ", ") + "] (\(times.count) times)"
    }

    /// The checked arguments for `preview`: the frames to render and the parsed script.
    /// - Throws: `SnapshotArgumentError` naming the first bad argument and what is allowed.
    func resolve(for preview: Preview) throws -> ResolvedSnapshot {
        func fail(_ message: String) -> SnapshotArgumentError { SnapshotArgumentError(call: call, message: message) }
        guard !times.isEmpty else { throw fail("no times: give at least one scene time in seconds") }
        for (i, t) in times.enumerated() {
            let which = times.count == 1 ? "the time" : "time \(i + 1) (\(number(t)))"
            guard t.isFinite else { throw fail("\(which) is not a finite number; times are scene seconds in 0…\(number(Self.timeRange.upperBound))") }
            guard Self.timeRange.contains(t) else {
                throw fail("\(which) is out of range: \(number(t)) s; times are scene seconds in 0…\(number(Self.timeRange.upperBound))")
            }
            if i > 0, t < times[i - 1] {
                throw fail("the times are not in order: \(number(t)) comes after \(number(times[i - 1])); list them from the earliest")
            }
        }
        guard Self.scaleRange.contains(scale) else {
            throw fail("scale \(scale) is out of range; scale is pixels per point, 1, 2 or 3")
        }
        let points = size ?? preview.size
        guard points.width.isFinite, points.height.isFinite, points.width >= 1, points.height >= 1 else {
            throw fail("size \(number(Double(points.width)))×\(number(Double(points.height))) is empty or not finite; a size is at least 1×1 points")
        }
        guard points.width <= 4096, points.height <= 4096 else {
            throw fail("size \(number(Double(points.width)))×\(number(Double(points.height))) is too large; previews are 1…4096 points a side")
        }
        let pixelWidth = Int((points.width * CGFloat(scale)).rounded()), pixelHeight = Int((points.height * CGFloat(scale)).rounded())
        guard max(pixelWidth, pixelHeight) <= Self.maximumPixelSide else {
            throw fail("size \(number(Double(points.width)))×\(number(Double(points.height))) points at scale \(scale) is "
                       + "\(pixelWidth)×\(pixelHeight) pixels; the limit is \(Self.maximumPixelSide) pixels a side")
        }
        for (name, value) in [("precision", precision), ("perceptualPrecision", perceptualPrecision)] {
            guard let value else { continue }
            guard value.isFinite, (0...1).contains(value) else {
                throw fail("\(name) \(value) is out of range; it is a fraction in 0…1 (1: exact)")
            }
        }
        var parsed = InputScript()
        if let script {
            do {
                parsed = try InputScript(parsing: script, file: "script", knownKeys: KeyBindings.known(previews: [preview]))
            } catch {
                throw fail("\(error)")
            }
        }
        let frames = times.map { HeadlessSession.frameIndex(at: $0, fps: Self.fps) }
        return ResolvedSnapshot(size: points, scale: scale, frames: frames, script: parsed)
    }
}

/// Checked arguments: what to render.
struct ResolvedSnapshot {
    var size: CGSize
    var scale: Int
    /// Frame numbers at `SnapshotArguments.fps`, in order (repeats allowed).
    var frames: [Int]
    var script: InputScript
}

/// A strategy's argument that cannot be used: `.image(at: -1): the time is out of range: -1 s; …`.
struct SnapshotArgumentError: Error, CustomStringConvertible {
    let call: String
    let message: String
    var description: String { "\(call): \(message)" }
}

/// Shortest text of a number for messages and headers: 0.5, 2, -1, 1e+300, nan.
func number(_ v: Double) -> String {
    guard v.isFinite else { return v.isNaN ? "nan" : (v < 0 ? "-inf" : "inf") }
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    return "\(v)"
}
