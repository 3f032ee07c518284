import ArgumentParser
import MotionTiming

/// The values a number option accepts. Stated in every message about the option, including the
/// one ArgumentParser prints when the text is not a number at all.
struct NumberBounds {
    var lower: Double
    var upper: Double
    /// Whether `lower` itself is allowed (false for "> 0").
    var includesLower = true
    /// Units for the message ("s", "fps"), or "".
    var unit = ""
    var whole = false

    /// "a number in 0…3600 (s)", "a finite number > 0", "a whole number in 2…10000000".
    var text: String {
        let kind = whole ? "a whole number" : "a number"
        var s: String
        if lower == -.infinity && upper == .infinity {
            s = "a finite number"
        } else if upper == .infinity {
            s = "a finite number \(includesLower ? "≥" : ">") \(ArgumentCheck.format(lower))"
        } else if includesLower {
            s = "\(kind) in \(ArgumentCheck.format(lower))…\(ArgumentCheck.format(upper))"
        } else {
            s = "\(kind) > \(ArgumentCheck.format(lower)) and ≤ \(ArgumentCheck.format(upper))"
        }
        if !unit.isEmpty { s += " (\(unit))" }
        return s
    }

    func contains(_ v: Double) -> Bool {
        v.isFinite && (includesLower ? v >= lower : v > lower) && v <= upper
    }
}

/// A value outside its option's bounds; ArgumentParser prints it as
/// "The value '1e12' is invalid for '--duration <duration>': must be a number in 0…3600 (s)".
struct BoundsError: Error, CustomStringConvertible {
    let bounds: NumberBounds
    var description: String { "must be \(bounds.text)" }
}

/// Argument checks that turn bad values into usage errors naming the option and its allowed range.
enum ArgumentCheck {
    /// The largest number of CSV rows a curve command will print (guards against `--duration 1e9`).
    static let maximumRows = 10_000_000

    // MARK: Parsing transforms (bad text and out-of-range values fail while parsing, with the range)

    /// A `transform:` for a `Double` option accepting `bounds`.
    static func number(_ bounds: NumberBounds) -> (String) throws -> Double {
        { text in
            guard let v = Double(text), bounds.contains(v) else { throw BoundsError(bounds: bounds) }
            return v
        }
    }

    /// A `transform:` for a `Double` option in `range` (both ends included).
    static func number(in range: ClosedRange<Double>, unit: String = "") -> (String) throws -> Double {
        number(NumberBounds(lower: range.lowerBound, upper: range.upperBound, unit: unit))
    }

    /// A `transform:` for a `Double` option > `lower` and ≤ `upper`.
    static func number(above lower: Double, atMost upper: Double = .infinity, unit: String = "") -> (String) throws -> Double {
        number(NumberBounds(lower: lower, upper: upper, includesLower: false, unit: unit))
    }

    /// A `transform:` for any finite `Double` of magnitude ≤ `limit`.
    static func finiteNumber(magnitude limit: Double = .infinity, unit: String = "") -> (String) throws -> Double {
        number(NumberBounds(lower: -limit, upper: limit, unit: unit))
    }

    /// A `transform:` for an `Int` option in `range`. "1e18" and "99999999999999999999" are not
    /// whole numbers an `Int` holds; both get the same message stating the range.
    static func wholeNumber(in range: ClosedRange<Int>, unit: String = "") -> (String) throws -> Int {
        let bounds = NumberBounds(lower: Double(range.lowerBound), upper: Double(range.upperBound), unit: unit, whole: true)
        return { text in
            guard let v = Int(text), range.contains(v) else { throw BoundsError(bounds: bounds) }
            return v
        }
    }

    /// A number as messages show it: integers without ".0", others in shortest form.
    static func format(_ v: Double) -> String {
        if v.isFinite, v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    // MARK: Checks in validate()

    /// `value` must be finite and > 0.
    static func positive(_ name: String, _ value: Double) throws {
        guard value.isFinite, value > 0 else {
            throw ValidationError("\(name) must be > 0 and finite (got \(value))")
        }
    }

    /// `value` must be finite and ≥ 0.
    static func nonNegative(_ name: String, _ value: Double) throws {
        guard value.isFinite, value >= 0 else {
            throw ValidationError("\(name) must be >= 0 and finite (got \(value))")
        }
    }

    /// `value` must be finite.
    static func finite(_ name: String, _ value: Double) throws {
        guard value.isFinite else {
            throw ValidationError("\(name) must be finite (got \(value))")
        }
    }

    /// `value` must lie in [lower, upper].
    static func inRange(_ name: String, _ value: Double, _ lower: Double, _ upper: Double) throws {
        guard value >= lower, value <= upper else {
            throw ValidationError("\(name) must be in [\(format(lower)), \(format(upper))] (got \(value))")
        }
    }

    /// Rows 0…floor(duration·fps) at t = n/fps; the product must not exceed `maximumRows`.
    /// A tiny tolerance keeps products like 0.3 × 60 = 17.999… from losing their last frame.
    static func lastFrameIndex(durationName: String, duration: Double, fps: Double) throws -> Int {
        let frames = duration * fps
        guard frames.isFinite, frames < Double(maximumRows) else {
            // Rows are frames 0…⌊duration·fps⌋: one more than the product.
            throw ValidationError("\(durationName) × --fps gives more than \(maximumRows) samples (\(frames.isFinite ? format(frames.rounded(.down) + 1) : "without end"))")
        }
        return Int((frames * (1 + 1e-12)).rounded(.down))
    }

    /// Re-raises a core `SpringParameterError` as a usage error naming the command-line option
    /// (`optionNames` maps the API's parameter names, e.g. "initialVelocity" → "--velocity").
    static func rethrowingAsUsage<T>(_ optionNames: [String: String], _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let e as SpringParameterError {
            let option = optionNames[e.parameter] ?? e.parameter
            throw ValidationError("\(option) \(e.requirement) (got \(e.value))")
        }
    }
}
