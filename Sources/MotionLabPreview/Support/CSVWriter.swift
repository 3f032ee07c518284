import Foundation
import MotionOutput

/// Writes CSV text to standard output in 64 kB pieces, every write checked (see `StandardOutput`).
///
/// Numbers use Swift's shortest round-tripping representation (`Double.description`): parsing a
/// printed value gives back exactly the same `Double` (e.g. `0.25`, `1.0`, `1e-05`). Negative zero
/// (e.g. Penner's back easing at t = 0) prints as `0.0`; it compares equal to it.
///
/// **No NaN or infinity is ever printed**: the commands refuse parameters that could produce one,
/// and a non-finite value that still reaches `row` is an internal error (`NonFiniteValue`), not
/// output. Memory stays bounded whatever the row count (10 million rows stream through 64 kB).
struct CSVWriter {
    /// A computed value was NaN or infinite: a bug in the parameter checks, reported instead of printed.
    struct NonFiniteValue: Error, CustomStringConvertible {
        let value: Double, row: Int
        var description: String {
            "internal error: row \(row) computed \(value); these parameters should have been refused (please report it)"
        }
    }

    /// Bytes collected before a write.
    static let chunkSize = 64 * 1024

    private var buffer = ""
    private var rows = 0

    /// A header or comment line, written as given.
    mutating func line(_ s: String) throws {
        buffer += s
        buffer += "\n"
        try writeIfFull()
    }

    /// One row of numbers, comma-separated. - Throws: `NonFiniteValue`, or a write error.
    mutating func row(_ values: Double...) throws {
        rows += 1
        var first = true
        for v in values {
            guard v.isFinite else { throw NonFiniteValue(value: v, row: rows) }
            if !first { buffer += "," }
            buffer += CSVWriter.format(v)
            first = false
        }
        buffer += "\n"
        try writeIfFull()
    }

    /// The shortest text that parses back to exactly `value`.
    static func format(_ value: Double) -> String { (value + 0.0).description }  // −0 + 0 = +0

    /// Writes whatever is left.
    mutating func flush() throws {
        guard !buffer.isEmpty else { return }
        let text = buffer
        buffer = ""
        try StandardOutput.write(text)
    }

    private mutating func writeIfFull() throws {
        if buffer.utf8.count >= CSVWriter.chunkSize { try flush() }
    }
}
