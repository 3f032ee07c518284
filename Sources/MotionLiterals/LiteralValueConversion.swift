import Foundation

/// An override (a Double) as the literal's own type, which the lookup's type parameter carries.
enum LiteralValueConversion {
    static func convert<T>(_ value: Double, to type: T.Type) -> T? {
        if T.self == Double.self { return value as? T }
        if T.self == CGFloat.self { return CGFloat(value) as? T }
        if T.self == Float.self { return Float(value) as? T }
        if T.self == Int.self { return Int(exactly: value) as? T }
        if T.self == NSNumber.self {
            return (value.rounded() == value && abs(value) < 1e15 ? NSNumber(value: Int(value)) : NSNumber(value: value)) as? T
        }
        if let floating = T.self as? any BinaryFloatingPoint.Type { return floating.init(value) as? T }
        if let integer = T.self as? any BinaryInteger.Type { return integer.init(exactly: value) as? T }
        return nil
    }
}
