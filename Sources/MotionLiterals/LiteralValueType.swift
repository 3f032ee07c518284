/// The Swift type a tunable literal has at run time — the type its lookup's generic parameter is
/// inferred as — as far as the build knows it: an integer literal in an untyped position is an `Int`,
/// and the APIs' declared types say the rest (Core Animation's `repeatCount`, `speed`, timing
/// function control points and an emitter cell's rates are `Float`; times and geometry are `Double`
/// or `CGFloat`, which are one type on 64-bit Linux).
///
/// A new value must be one the type holds — an `Int` exactly, a `Float` finite and not rounded to 0 —
/// and is written back in the type's own literal form: an `Int` never as `1e+18`.
public enum LiteralValueType: String, Sendable, Equatable {
    case int = "Int"
    case float = "Float"
    case double = "Double"

    /// Whole numbers a `Double` carries exactly (every value reaches a lookup as a `Double`): an
    /// `Int` literal takes these, which is less than `Int`'s range but all of it a person types.
    public static let exactIntegerLimit: Double = 9_007_199_254_740_992   // 2^53

    /// Why `value` cannot be this type's, or nil when it can.
    public func refusal(_ value: Double) -> String? {
        guard value.isFinite else { return "a finite number" }
        switch self {
        case .int:
            guard value.rounded() == value else { return "a whole number (an Int)" }
            guard abs(value) <= Self.exactIntegerLimit else { return "an Int within ±9007199254740992 (2^53; beyond it the digits are not carried exactly)" }
        case .float:
            guard abs(value) <= Double(Float.greatestFiniteMagnitude) else { return "a Float (at most ±3.4028235e+38)" }
            guard value == 0 || Float(value) != 0 else { return "a Float (at least ±1.4e-45 or 0; this rounds to 0)" }
        case .double:
            break
        }
        return nil
    }

    /// `CAEmitterCell`'s properties that are `Float` (the rest of its numbers are `CGFloat`).
    static let floatEmitterProperties: Set<String> = [
        "birthRate", "lifetime", "lifetimeRange", "redRange", "greenRange", "blueRange", "alphaRange",
        "redSpeed", "greenSpeed", "blueSpeed", "alphaSpeed",
    ]
}

extension LiteralSite {
    /// The literal's type at run time (see `LiteralValueType`).
    public var valueType: LiteralValueType {
        if isWholeNumber { return .int }
        switch record.parameter {
        case .repeatCount, .speed:
            return .float
        case .controlPointX, .controlPointY:
            return record.call.hasPrefix("CAMediaTimingFunction") ? .float : .double
        case .emitterRate, .emitterMotion:
            return LiteralValueType.floatEmitterProperties.contains(record.label) ? .float : .double
        default:
            return .double
        }
    }
}
