import Foundation
import MotionGeometry

/// The names of Core Animation's value functions (`CAValueFunctionName`); raw values match Apple's
/// string constants (`kCAValueFunctionRotateZ` is `"rotateZ"`, …).
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// One input, an angle in radians about the x, y or z axis.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Three inputs, the x, y and z scale factors.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// One input, a scale factor along one axis.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Three inputs, the x, y and z translation in points.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// One input, a translation along one axis in points.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")

    static let known: Set<String> = ["rotateX", "rotateY", "rotateZ", "scale", "scaleX", "scaleY", "scaleZ",
                                     "translate", "translateX", "translateY", "translateZ"]
}

/// Turns the numbers a property animation interpolates into the transform it writes. With
/// `anim.valueFunction = CAValueFunction(name: .rotateZ)` on `"transform"`, `fromValue = 0` and
/// `toValue = 2π` interpolate the *angle* and build a rotation from it every frame — a full turn,
/// where interpolating the two (identical) matrices would not move at all.
///
/// One-input functions take numbers; `.scale` and `.translate` take three-element arrays `[x, y, z]`
/// (Apple's `NSArray` of numbers; here `[Double]`, `[CGFloat]`, `[Float]`, `[Int]` or `[NSNumber]`),
/// which are interpolated component by component (a single number applies to all three axes).
/// A missing `fromValue`/`toValue` stands for the function's identity input (0, or 1 for scales),
/// since the layer's current matrix cannot be turned back into the function's input.
public final class CAValueFunction: Hashable, CustomStringConvertible {
    public let name: CAValueFunctionName

    /// Apple's failable initializer: nil for a name Core Animation does not define.
    public init?(name: CAValueFunctionName) {
        guard CAValueFunctionName.known.contains(name.rawValue) else { return nil }
        self.name = name
    }

    /// Whether the function takes three inputs (`.scale`, `.translate`).
    public var takesVector: Bool { name == .scale || name == .translate }

    /// The input that gives the identity transform: 1 for scales, 0 otherwise.
    public var identityInput: Double {
        switch name {
        case .scale, .scaleX, .scaleY, .scaleZ: return 1
        default: return 0
        }
    }

    /// The transform for one input (for `.scale`/`.translate`, the same value on all three axes).
    public func transform(_ x: Double) -> CATransform3D {
        let v = CGFloat(x)
        switch name {
        case .rotateX: return CATransform3DMakeRotation(v, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(v, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(v, 0, 0, 1)
        case .scaleX: return CATransform3DMakeScale(v, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, v, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, v)
        case .translateX: return CATransform3DMakeTranslation(v, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, v, 0)
        case .translateZ: return CATransform3DMakeTranslation(0, 0, v)
        default: return transform(x, x, x)
        }
    }

    /// The transform for three inputs (one-input functions use `x`).
    public func transform(_ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
        switch name {
        case .scale: return CATransform3DMakeScale(CGFloat(x), CGFloat(y), CGFloat(z))
        case .translate: return CATransform3DMakeTranslation(CGFloat(x), CGFloat(y), CGFloat(z))
        default: return transform(x)
        }
    }

    /// The animation's interpolated input as a transform. Three-input functions interpolate their
    /// `[x, y, z]` as a `size`-like pair plus z packed in a rect (see `packedInput`).
    func output(for input: AnimatableValue) -> AnimatableValue {
        switch input {
        case .scalar(let x): return .transform(transform(x))
        case .rect(let r): return .transform(transform(Double(r.origin.x), Double(r.origin.y), Double(r.size.width)))
        default: return input
        }
    }

    /// An input value as the engine interpolates it: a number as `.scalar`; for `.scale`/`.translate`,
    /// `[x, y, z]` packed in a rect's first three fields (interpolated and added component by component,
    /// exactly as three numbers would be). nil when the value does not fit.
    func packedInput(_ value: Any) -> AnimatableValue? {
        if takesVector, let v = CAValueFunction.numbers(value), v.count == 3 {
            return .rect(CGRect(x: v[0], y: v[1], width: v[2], height: 0))
        }
        guard let x = AnimatableValue.convert(value, to: .scalar)?.scalarValue else { return nil }
        return takesVector ? .rect(CGRect(x: x, y: x, width: x, height: 0)) : .scalar(x)
    }

    /// The identity input in the packed form.
    var packedIdentity: AnimatableValue {
        let i = identityInput
        return takesVector ? .rect(CGRect(x: i, y: i, width: i, height: 0)) : .scalar(i)
    }

    private static func numbers(_ value: Any) -> [Double]? {
        switch value {
        case let a as [Double]: return a
        case let a as [CGFloat]: return a.map(Double.init)
        case let a as [Float]: return a.map(Double.init)
        case let a as [Int]: return a.map(Double.init)
        case let a as [NSNumber]: return a.map(\.doubleValue)
        case let a as [Any]:
            let d = a.compactMap { AnimatableValue.convert($0, to: .scalar)?.scalarValue }
            return d.count == a.count ? d : nil
        default: return nil
        }
    }

    public static func == (a: CAValueFunction, b: CAValueFunction) -> Bool { a.name == b.name }
    public func hash(into h: inout Hasher) { h.combine(name) }
    public var description: String { "CAValueFunction(\(name.rawValue))" }
}

// The string constants older iOS code uses (`CAValueFunction(name: kCAValueFunctionRotateZ)`).
public let kCAValueFunctionRotateX = CAValueFunctionName.rotateX
public let kCAValueFunctionRotateY = CAValueFunctionName.rotateY
public let kCAValueFunctionRotateZ = CAValueFunctionName.rotateZ
public let kCAValueFunctionScale = CAValueFunctionName.scale
public let kCAValueFunctionScaleX = CAValueFunctionName.scaleX
public let kCAValueFunctionScaleY = CAValueFunctionName.scaleY
public let kCAValueFunctionScaleZ = CAValueFunctionName.scaleZ
public let kCAValueFunctionTranslate = CAValueFunctionName.translate
public let kCAValueFunctionTranslateX = CAValueFunctionName.translateX
public let kCAValueFunctionTranslateY = CAValueFunctionName.translateY
public let kCAValueFunctionTranslateZ = CAValueFunctionName.translateZ
