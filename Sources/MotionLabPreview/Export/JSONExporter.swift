import Foundation
import MotionOutput

/// A JSON value whose objects keep their keys in the order given, so the output is stable and reads
/// in a sensible order (scene, settings, triggers; name before parameters).
indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (a: JSONValue, b: JSONValue) -> Bool { a.text(indent: nil) == b.text(indent: nil) }

    /// Pretty-printed with two-space indentation (or on one line with `indent` nil). Numbers are
    /// written in their shortest exactly-round-tripping form; non-finite numbers as null.
    func text(indent: Int? = 0) -> String {
        let pad = indent.map { String(repeating: "  ", count: $0) } ?? ""
        let inner = indent.map { String(repeating: "  ", count: $0 + 1) } ?? ""
        let newline = indent == nil ? "" : "\n"
        let next = indent.map { $0 + 1 }
        switch self {
        case .null: return "null"
        case let .bool(b): return b ? "true" : "false"
        case let .number(n): return n.isFinite ? ExportText.number(n) : "null"
        case let .string(s): return JSONValue.quote(s)
        case let .array(items):
            if items.isEmpty { return "[]" }
            // Short arrays of numbers stay on one line.
            if items.allSatisfy({ if case .number = $0 { return true } else { return false } }), items.count <= 16 {
                return "[" + items.map { $0.text(indent: nil) }.joined(separator: ", ") + "]"
            }
            return "[" + newline + items.map { inner + $0.text(indent: next) }.joined(separator: "," + newline) + newline + pad + "]"
        case let .object(members):
            if members.isEmpty { return "{}" }
            let sep = indent == nil ? ":" : ": "
            return "{" + newline + members.map { inner + JSONValue.quote($0.0) + sep + $0.1.text(indent: next) }
                .joined(separator: "," + newline) + newline + pad + "}"
        }
    }

    static func quote(_ s: String) -> String { JSONText.string(s) }
}

/// Every parameter of the export as JSON, for other tools. Keys come in a fixed order; springs carry
/// their derived constants too (UIKit's mapping to mass/stiffness/damping, SwiftUI's response and
/// dampingFraction, the settling time), so no tool has to reimplement the mappings.
struct JSONExporter {
    func text(_ export: MotionExport) -> String { value(export).text() + "\n" }

    func value(_ export: MotionExport) -> JSONValue {
        .object([
            ("scene", .string(export.scene)),
            ("title", .string(export.title)),
            ("settings", .object(export.settings.map { ($0.name, .number($0.value)) })),
            ("units", .object(export.settings.map { ($0.name, .string($0.unit)) })),
            ("initialValues", .array(export.initialValues.map {
                .object([("target", .string($0.target)), ("keyPath", .string($0.keyPath)), ("value", value($0.value))])
            })),
            ("triggers", .array(export.triggers.map(trigger))),
        ])
    }

    private func trigger(_ t: ExportTrigger) -> JSONValue {
        var members: [(String, JSONValue)] = [("name", .string(t.name)), ("state", .string(t.state))]
        if let note = t.note { members.append(("note", .string(note))) }
        members.append(("animations", .array(t.animations.map(animation))))
        return .object(members)
    }

    private func animation(_ a: ExportedAnimation) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(a.name)),
            ("api", .string(a.api.rawValue)),
            ("targets", .array(a.targets.map(JSONValue.string))),
            ("changes", .array(a.changes.map(change))),
        ]
        if !a.setup.isEmpty { members.append(("setup", .array(a.setup.map(change)))) }
        members.append(("timing", timing(a.timing)))
        members.append(("delay", .number(a.delay)))
        members.append(("stagger", .number(a.stagger)))
        if let after = a.after { members.append(("after", .string(after))) }
        let names: [(ExportOptions, String)] = [
            (.beginFromCurrentState, "beginFromCurrentState"), (.additive, "additive"), (.fillsForwards, "fillsForwards"),
            (.fillsBackwards, "fillsBackwards"), (.repeatsForever, "repeatsForever"), (.updatesModel, "updatesModel"),
        ]
        members.append(("options", .array(names.filter { a.options.contains($0.0) }.map { .string($0.1) })))
        if let note = a.note { members.append(("note", .string(note))) }
        return .object(members)
    }

    private func change(_ c: PropertyChange) -> JSONValue {
        var members: [(String, JSONValue)] = [("keyPath", .string(c.keyPath))]
        if let from = c.from { members.append(("from", value(from))) }
        if let to = c.to { members.append(("to", value(to))) }
        if let by = c.by { members.append(("by", value(by))) }
        if let values = c.values { members.append(("values", .array(values.map(value)))) }
        // A from→to (or by) change without a from value starts from the value on screen.
        if c.from == nil, c.values == nil, c.to != nil || c.by != nil { members.append(("fromCurrentValue", .bool(true))) }
        return .object(members)
    }

    private func value(_ v: ExportValue) -> JSONValue {
        switch v {
        case let .number(n): return .number(n)
        case let .point(x, y): return .object([("x", .number(x)), ("y", .number(y))])
        case let .expression(e):
            return .object([("expression", .string(e.description)), ("swift", .string(e.swift)), ("css", .string(e.css)),
                            ("value", e.value.map(JSONValue.number) ?? .null)])
        }
    }

    private func bezier(_ b: ExportBezier) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let name = b.name { members.append(("name", .string(name))) }
        members.append(("controlPoints", .array([.number(b.x1), .number(b.y1), .number(b.x2), .number(b.y2)])))
        return .object(members)
    }

    private func spring(_ s: ExportSpring) -> [(String, JSONValue)] {
        [("mass", .number(s.mass)), ("stiffness", .number(s.stiffness)), ("damping", .number(s.damping)),
         ("undampedAngularFrequency", .number(s.undampedAngularFrequency)), ("dampingRatio", .number(s.dampingRatio)),
         ("response", .number(s.response)), ("dampingFraction", .number(s.dampingFraction)),
         ("settlingDuration", .number(s.settlingDuration))]
    }

    private func timing(_ t: ExportTiming) -> JSONValue {
        switch t {
        case let .uikitSpring(duration, ratio, velocity):
            var members: [(String, JSONValue)] = [("kind", .string("uikitSpring")), ("duration", .number(duration)),
                                                  ("dampingRatio", .number(ratio)), ("initialVelocity", .number(velocity))]
            if let s = try? ExportSpring.uikit(duration: duration, dampingRatio: ratio, initialVelocity: velocity) {
                members.append(("spring", .object(spring(s))))
            }
            return .object(members)
        case let .jnwSpring(m, k, c):
            let curve = JNWSpringCurve(mass: m, stiffness: k, damping: c)
            return .object([("kind", .string("jnwSpring")), ("mass", .number(m)), ("stiffness", .number(k)),
                            ("damping", .number(c)), ("duration", .number(curve.duration)),
                            ("keyframeCount", .number(Double(curve.samples.count))),
                            ("spring", .object(spring(ExportSpring(mass: m, stiffness: k, damping: curve.damping))))])
        case let .bezier(b, duration):
            return .object([("kind", .string("bezier")), ("duration", .number(duration)), ("curve", bezier(b))])
        case let .easing(name, duration):
            return .object([("kind", .string("easing")), ("name", .string(name)), ("duration", .number(duration))])
        case let .keyframes(keyTimes, functions, duration):
            var members: [(String, JSONValue)] = [("kind", .string("keyframes")), ("duration", .number(duration))]
            members.append(("keyTimes", keyTimes.map { .array($0.map(JSONValue.number)) } ?? .null))
            members.append(("timingFunctions", functions.map { .array($0.map(bezier)) } ?? .null))
            return .object(members)
        case let .path(path, duration, rotates):
            let p: JSONValue
            switch path {
            case let .ellipse(x, y, w, h):
                p = .object([("shape", .string("ellipse")), ("x", .number(x)), ("y", .number(y)), ("width", .number(w)),
                             ("height", .number(h))])
            }
            return .object([("kind", .string("path")), ("duration", .number(duration)), ("path", p),
                            ("calculationMode", .string("paced")), ("rotatesWithPath", .bool(rotates))])
        case let .group(duration, children):
            return .object([("kind", .string("group")), ("duration", .number(duration)),
                            ("animations", .array(children.map(animation)))])
        case let .crossDissolve(b, duration):
            return .object([("kind", .string("crossDissolve")), ("duration", .number(duration)), ("curve", bezier(b))])
        case let .scroll(stops, below, above):
            return .object([("kind", .string("scroll")),
                            ("stops", .array(stops.map { .object([("offset", .number($0.offset)), ("value", .number($0.value))]) })),
                            ("extendsBelow", .bool(below)), ("extendsAbove", .bool(above))])
        }
    }
}
