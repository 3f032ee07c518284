import Foundation

/// An override (a Double) as the literal's own type, which the lookup's type parameter carries: nil
/// when the type cannot hold it (an `Int` beyond its range or not whole, a `Float` that would be
/// infinite), so the literal keeps its value and the override is reported as not applied — never a
/// silently different number.
enum LiteralValueConversion {
    static func convert<T>(_ value: Double, to type: T.Type) -> T? {
        guard value.isFinite else { return nil }
        if T.self == Double.self { return value as? T }
        if T.self == CGFloat.self { return CGFloat(value) as? T }
        if T.self == Float.self { return Float(value).isFinite ? Float(value) as? T : nil }
        if T.self == Int.self { return Int(exactly: value) as? T }
        if T.self == NSNumber.self {
            return (value.rounded() == value && abs(value) < 1e15 ? NSNumber(value: Int(value)) : NSNumber(value: value)) as? T
        }
        if let floating = T.self as? any BinaryFloatingPoint.Type {
            let converted = floating.init(value)
            return converted.isFinite ? converted as? T : nil
        }
        if let integer = T.self as? any BinaryInteger.Type { return integer.init(exactly: value) as? T }
        return nil
    }
}
