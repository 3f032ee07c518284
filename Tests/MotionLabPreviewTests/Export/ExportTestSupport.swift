import Foundation
import XCTest
@testable import MotionLabPreview

/// Independent readers of the exported text: a CSS `linear()` parser and evaluator (CSS Easing Level 2's
/// definition: output values at input percentages, first and last at 0 % and 100 %, straight lines
/// between), and a number grabber for Swift calls.
enum ExportParse {
    struct Stop { let input: Double; let output: Double }

    /// Every `linear(…)` function in `text`, as stops.
    static func linearFunctions(in text: String) -> [[Stop]] {
        var result: [[Stop]] = []
        var rest = Substring(text)
        while let open = rest.range(of: "linear(") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            let body = after[..<close]
            let items = body.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            var stops: [Stop] = []
            for (i, item) in items.enumerated() {
                let parts = item.split(separator: " ")
                let output = Double(parts[0])!
                let input: Double
                if parts.count > 1 {
                    input = Double(parts[1].dropLast())! / 100
                } else {
                    input = i == 0 ? 0 : (i == items.count - 1 ? 1 : .nan)
                }
                stops.append(Stop(input: input, output: output))
            }
            result.append(stops)
            rest = after[close...]
        }
        return result
    }

    /// The piecewise-linear function of `stops` at `x` (0…1).
    /// CSS Easing 2's output of a linear easing function: point A is the last point whose input is
    /// at most x (the one before the last if that is the last point), B the next; equal inputs give B's
    /// output (a jump), otherwise the line through A and B (extrapolated before the first point…
    /// clamped here, as the spec clamps inputs outside the points to the first and last outputs).
    static func evaluate(_ stops: [Stop], at x: Double) -> Double {
        if x < stops[0].input { return stops[0].output }
        if x > stops[stops.count - 1].input { return stops[stops.count - 1].output }
        var a = stops.lastIndex { $0.input <= x } ?? 0
        if a == stops.count - 1 { a -= 1 }
        let pa = stops[a], pb = stops[a + 1]
        if pa.input == pb.input { return pb.output }
        return pa.output + (pb.output - pa.output) * (x - pa.input) / (pb.input - pa.input)
    }

    /// The number after `label:` in the first place it appears after `start`.
    static func number(after label: String, in text: String) -> Double? {
        guard let r = text.range(of: label) else { return nil }
        let tail = text[r.upperBound...].drop { $0 == " " }
        let digits = tail.prefix { "0123456789.-e+".contains($0) }
        return Double(digits)
    }
}

/// Runs `body` with standard output redirected to a temporary file and returns what was written.
func capturingStandardOutput(_ body: () throws -> Void) rethrows -> String {
    let path = NSTemporaryDirectory() + "motionlab-stdout-\(UUID().uuidString)"
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    let file = FileHandle(forWritingAtPath: path)!
    let saved = dup(STDOUT_FILENO)
    dup2(file.fileDescriptor, STDOUT_FILENO)
    defer {
        dup2(saved, STDOUT_FILENO)
        close(saved)
        try? file.close()
        try? FileManager.default.removeItem(atPath: path)
    }
    try body()
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}
