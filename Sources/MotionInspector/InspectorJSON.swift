import Foundation
import MotionOutput

/// `motionlab inspect` output: `{"t": T, "animations": [{"layer", "keyPath", "kind", "from", "to",
/// "begin", "duration", "progress", "curve", "value", …}]}` — one object per running animation, keys in
/// a fixed order, numbers in Swift's shortest round-trip form, so CI can assert on motion without pixels.
public enum InspectorJSON {
    public static func document(t: Double, animations: [InspectedAnimation]) -> String {
        var lines = ["{", "  \"t\": \(number(t)),", "  \"animations\": ["]
        for (i, a) in animations.enumerated() {
            lines.append("    " + object(a) + (i + 1 < animations.count ? "," : ""))
        }
        lines += ["  ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func object(_ a: InspectedAnimation) -> String {
        let fields: [(String, String)] = [
            ("layer", string(a.layer)), ("key", string(a.key)), ("keyPath", string(a.keyPath)), ("kind", string(a.kind)),
            ("class", string(a.className)), ("from", value(a.from)), ("to", value(a.to)), ("begin", optional(a.begin)),
            ("duration", optional(a.duration)), ("repeatCount", number(a.repeatCount)),
            ("autoreverses", a.autoreverses ? "true" : "false"), ("additive", a.isAdditive ? "true" : "false"),
            ("progress", optional(a.progress)), ("iteration", String(a.iteration)), ("curve", curve(a.curve)),
            ("value", value(a.value)), ("held", a.isHeld ? "true" : "false"),
        ]
        return "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    static func curve(_ c: InspectedCurve) -> String {
        switch c {
        case .linear: return "{\"type\": \"linear\"}"
        case let .cubicBezier(a, b, x, y): return "{\"type\": \"cubic-bezier\", \"points\": [\(number(a)), \(number(b)), \(number(x)), \(number(y))]}"
        case let .spring(m, k, d, v):
            return "{\"type\": \"spring\", \"mass\": \(number(m)), \"stiffness\": \(number(k)), \"damping\": \(number(d)), "
                + "\"initialVelocity\": \(number(v)), \"dampingRatio\": \(optional(c.dampingRatio))}"
        case let .keyframes(mode, times, timing):
            return "{\"type\": \"keyframes\", \"calculationMode\": \(string(mode)), \"keyTimes\": [\(times.map(number).joined(separator: ", "))], \"timing\": \(curve(timing))}"
        case let .popSpring(b, s, t, f, m):
            return "{\"type\": \"pop-spring\", \"bounciness\": \(number(b)), \"speed\": \(number(s)), \"tension\": \(optional(t)), \"friction\": \(optional(f)), \"mass\": \(optional(m))}"
        case .popDecay(let d): return "{\"type\": \"pop-decay\", \"deceleration\": \(number(d))}"
        case let .dynamics(v, w, resting):
            return "{\"type\": \"dynamics\", \"velocity\": [\(v.map(number).joined(separator: ", "))], \"angularVelocity\": \(number(w)), \"resting\": \(resting)}"
        case .other(let s): return "{\"type\": \"other\", \"description\": \(string(s))}"
        }
    }

    static func value(_ v: InspectedValue?) -> String {
        switch v {
        case nil: return "null"
        case .numbers(let n)?: return n.count == 1 ? number(n[0]) : "[" + n.map(number).joined(separator: ", ") + "]"
        case .text(let t)?: return string(t)
        }
    }

    static func optional(_ v: Double?) -> String { v.map(number) ?? "null" }

    /// JSON has no infinities or NaN: an endless repeat count is the string "infinity".
    static func number(_ v: Double) -> String {
        if v.isNaN { return "null" }
        if v.isInfinite { return v > 0 ? "\"infinity\"" : "\"-infinity\"" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    static func string(_ s: String) -> String { JSONText.string(s) }
}
