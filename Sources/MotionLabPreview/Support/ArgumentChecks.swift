import ArgumentParser
import MotionTiming

/// Argument checks that turn bad values into usage errors naming the option.
enum ArgumentCheck {
    /// The largest number of CSV rows a curve command will print (guards against `--duration 1e9`).
    static let maximumRows = 10_000_000

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
            throw ValidationError("\(name) must be in [\(lower), \(upper)] (got \(value))")
        }
    }

    /// A sample count: at least 2 (a curve needs both ends) and at most `maximumRows`.
    static func sampleCount(_ name: String, _ value: Int) throws {
        guard value >= 2, value <= maximumRows else {
            throw ValidationError("\(name) must be between 2 and \(maximumRows) (got \(value))")
        }
    }

    /// Rows 0…floor(duration·fps) at t = n/fps; the product must not exceed `maximumRows`.
    /// A tiny tolerance keeps products like 0.3 × 60 = 17.999… from losing their last frame.
    static func lastFrameIndex(durationName: String, duration: Double, fps: Double) throws -> Int {
        let frames = duration * fps
        guard frames < Double(maximumRows) else {
            throw ValidationError("\(durationName) × --fps gives more than \(maximumRows) samples (got \(frames))")
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
