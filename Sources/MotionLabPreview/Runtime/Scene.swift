import Foundation
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
}

public extension Scene {
    func handleKey(_ name: String) -> Bool { false }
}

/// A tunable value: `value` clamps to `range`; `decreaseKey`/`increaseKey` step it by `step`.
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

    /// Sets a tunable, clamped to its range. - Throws: `SceneError.unknownTunable`/`.badTunableValue`.
    public mutating func set(_ name: String, _ value: Double) throws {
        guard let t = tunables.first(where: { $0.name == name }) else {
            throw SceneError.unknownTunable(name: name, known: tunables.map(\.name))
        }
        guard value.isFinite else { throw SceneError.badTunableValue(name: name, value: "\(value)", known: tunables.map(\.name)) }
        values[name] = min(max(value, t.range.lowerBound), t.range.upperBound)
    }

    /// Parses "KEY=VALUE" (the `--set` flag).
    public mutating func apply(assignment: String) throws {
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw SceneError.badTunableValue(name: assignment, value: "(expected KEY=VALUE)", known: tunables.map(\.name))
        }
        guard let v = Double(parts[1].trimmingCharacters(in: .whitespaces)) else {
            if !tunables.contains(where: { $0.name == parts[0] }) {
                throw SceneError.unknownTunable(name: parts[0], known: tunables.map(\.name))
            }
            throw SceneError.badTunableValue(name: parts[0], value: parts[1], known: tunables.map(\.name))
        }
        try set(parts[0], v)
    }
}

public enum SceneError: Error, CustomStringConvertible, Equatable {
    case unknownScene(String, known: [String])
    case unknownTunable(name: String, known: [String])
    case badTunableValue(name: String, value: String, known: [String])
    case missingResource(String, detail: String)

    public var description: String {
        switch self {
        case let .unknownScene(n, k): return "unknown scene '\(n)'; scenes: \(k.joined(separator: ", "))"
        case let .unknownTunable(n, k): return "unknown tunable '\(n)'; this scene's tunables: \(k.isEmpty ? "none" : k.joined(separator: ", "))"
        case let .badTunableValue(n, v, k): return "bad value '\(v)' for '\(n)' (a number is expected); this scene's tunables: \(k.joined(separator: ", "))"
        case let .missingResource(n, d): return "missing resource '\(n)': \(d)"
        }
    }
}
