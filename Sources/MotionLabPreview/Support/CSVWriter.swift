import Foundation

/// Collects CSV text and writes it to standard output in one piece.
///
/// Numbers use Swift's shortest round-tripping representation (`Double.description`): parsing a
/// printed value gives back exactly the same `Double` (e.g. `0.25`, `1.0`, `1e-05`). Negative zero
/// (e.g. Penner's back easing at t = 0) prints as `0.0`; it compares equal to it.
struct CSVWriter {
    private(set) var text = ""

    /// A header or comment line, written as given.
    mutating func line(_ s: String) {
        text += s
        text += "\n"
    }

    /// One row of numbers, comma-separated.
    mutating func row(_ values: Double...) {
        var first = true
        for v in values {
            if !first { text += "," }
            text += CSVWriter.format(v)
            first = false
        }
        text += "\n"
    }

    /// The shortest text that parses back to exactly `value`.
    static func format(_ value: Double) -> String { (value + 0.0).description }  // −0 + 0 = +0

    /// Writes everything collected to standard output.
    func flush() {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
