import Foundation
import MotionOutput
import UIKit

/// One of the seed articles rebuilt as a live, tunable scene on a 320×568-point window.
///
/// The runner (window or headless) creates the scene with the current tunable values, calls `start()`
/// at scene time 0, forwards keys it does not handle itself, and rebuilds the scene from scratch when
/// the user resets it or changes a tunable (so a new value always replays from the start).
public protocol Scene: PreviewContent {
    /// The `--scene` name: "map", "music", "profile", "flight", "basics".
    static var name: String { get }
    /// A human title for the HUD.
    static var title: String { get }
    /// The values a user may tune, with their defaults, ranges, steps and keys.
    static var tunables: [Tunable] { get }

    /// Builds the scene's views into `window` (320×568 points) using `settings` (every tunable's value).
    /// - Throws: `SceneError` for a missing resource (naming it).
    init(window: UIWindow, settings: TunableValues) throws

    /// Starts the scene's opening motion (called once at scene time 0).
    func start()
    /// Space: plays the scene's motion again from where things are now.
    func replay()
    /// The key names `handleKey` uses (as `InputEvent.key` spells them: "left", "home", "["), so
    /// scripts can refuse a key nothing understands. Tunables' keys are listed with the tunables.
    static var keys: [String] { get }
    /// A scripted tour of the scene's motion (the default headless run records it); nil for none.
    static var demo: Demo? { get }
}

public extension Scene {
    func handleKey(_ name: String) -> Bool { false }
    static var keys: [String] { [] }
    static var demo: Demo? { nil }
}

/// A tunable value in `range`; `decreaseKey`/`increaseKey` step it by `step` (clamped to the range).
public struct Tunable: Equatable {
    public var name: String
    public var defaultValue: Double
    public var range: ClosedRange<Double>
    public var step: Double
    public var decreaseKey: String?
    public var increaseKey: String?
    /// Units or meaning for the HUD ("s", "ratio", "N/m").
    public var unit: String

    public init(_ name: String, default value: Double, range: ClosedRange<Double>, step: Double,
                keys: (String, String)? = nil, unit: String = "") {
        self.name = name; self.defaultValue = value; self.range = range; self.step = step
        self.decreaseKey = keys?.0; self.increaseKey = keys?.1; self.unit = unit
    }

    /// "stutter takes 0…1 (s)": the tunable's range for messages.
    public var rangeText: String {
        "\(name) takes \(SceneRunner.format(range.lowerBound))…\(SceneRunner.format(range.upperBound))"
            + (unit.isEmpty ? "" : " (\(unit))")
    }
}

/// The current values of a scene's tunables, by name.
public struct TunableValues: Equatable {
    public private(set) var values: [String: Double]
    public let tunables: [Tunable]

    public init(_ tunables: [Tunable]) {
        self.tunables = tunables
        values = Dictionary(uniqueKeysWithValues: tunables.map { ($0.name, $0.defaultValue) })
    }

    public subscript(_ name: String) -> Double {
        guard let v = values[name] else { preconditionFailure("no tunable named '\(name)'") }
        return v
    }

    /// Sets a tunable, **clamped** to its range: the live tuning keys step past the ends and stop
    /// there. - Throws: `SceneError.unknownTunable`, or `.badTunableValue` for NaN and infinities.
    public mutating func set(_ name: String, _ value: Double) throws {
        let t = try tunable(named: name)
        guard value.isFinite else { throw SceneError.badTunableValue(name: name, value: "\(value)", expected: t.rangeText) }
        values[name] = min(max(value, t.range.lowerBound), t.range.upperBound)
    }

    /// Parses "KEY=VALUE" (the `--set` flag) and sets the tunable. Unlike `set`, a value outside the
    /// range is **refused**, naming the range: a typed value that silently became another would
    /// render something the user did not ask for.
    /// - Throws: `SceneError.malformedAssignment`, `.unknownTunable`, `.badTunableValue` (not a
    ///   finite number) or `.tunableOutOfRange`.
    public mutating func apply(assignment: String) throws {
        let parts = assignment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw SceneError.malformedAssignment(assignment, known: tunables.map(\.name))
        }
        let name = parts[0].trimmingCharacters(in: .whitespaces)
        let text = parts[1].trimmingCharacters(in: .whitespaces)
        let t = try tunable(named: name)
        guard let v = Double(text), v.isFinite else {
            throw SceneError.badTunableValue(name: name, value: text, expected: t.rangeText)
        }
        guard t.range.contains(v) else {
            throw SceneError.tunableOutOfRange(name: name, value: text, expected: t.rangeText)
        }
        values[name] = v
    }

    private func tunable(named name: String) throws -> Tunable {
        guard let t = tunables.first(where: { $0.name == name }) else {
            throw SceneError.unknownTunable(name: name, known: tunables.map(\.name))
        }
        return t
    }
}

/// What went wrong with a scene or its settings. User input in the descriptions is cut to
/// `ErrorText.valueLimit` characters.
public enum SceneError: Error, CustomStringConvertible, Equatable {
    case unknownScene(String, known: [String])
    case unknownTunable(name: String, known: [String])
    /// Not KEY=VALUE.
    case malformedAssignment(String, known: [String])
    /// `value` is not a finite number; `expected` is the tunable's `rangeText`.
    case badTunableValue(name: String, value: String, expected: String)
    /// `value` lies outside the tunable's range; `expected` is its `rangeText`.
    case tunableOutOfRange(name: String, value: String, expected: String)
    case missingResource(String, detail: String)

    public var description: String {
        func q(_ s: String) -> String { "'\(ErrorText.clip(s))'" }
        func list(_ k: [String]) -> String { k.isEmpty ? "none" : k.joined(separator: ", ") }
        switch self {
        case let .unknownScene(n, k): return "unknown scene \(q(n)); scenes: \(list(k))"
        case let .unknownTunable(n, k): return "unknown tunable \(q(n)); this scene's tunables: \(list(k))"
        case let .malformedAssignment(a, k): return "\(q(a)) is not KEY=VALUE; this scene's tunables: \(list(k))"
        case let .badTunableValue(_, v, e): return "\(q(v)) is not a number; \(e)"
        case let .tunableOutOfRange(_, v, e): return "\(ErrorText.clip(v)) is out of range; \(e)"
        case let .missingResource(n, d): return "missing resource '\(n)': \(d)"
        }
    }
}
