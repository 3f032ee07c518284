import Foundation
import MotionGeometry

/// SwiftUI's vector space for animations: a value that can be added, subtracted and scaled, so an
/// animation can compute `from + (to − from) × progress` — and a spring `e^(−αt)(d₀·C + B·S)` — on
/// any animatable value, whatever its components.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy scaled by `rhs`.
    @inlinable public func scaled(by rhs: Double) -> Self { var c = self; c.scale(by: rhs); return c }
}

extension Double: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self *= rhs }
    @inlinable public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    @inlinable public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    @inlinable public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together (SwiftUI's way of making a struct's several fields animate).
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    @inlinable public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    @inlinable public static func + (a: AnimatablePair, b: AnimatablePair) -> AnimatablePair { AnimatablePair(a.first + b.first, a.second + b.second) }
    @inlinable public static func - (a: AnimatablePair, b: AnimatablePair) -> AnimatablePair { AnimatablePair(a.first - b.first, a.second - b.second) }
    @inlinable public static func += (a: inout AnimatablePair, b: AnimatablePair) { a = a + b }
    @inlinable public static func -= (a: inout AnimatablePair, b: AnimatablePair) { a = a - b }
    @inlinable public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    @inlinable public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
    public static func == (a: AnimatablePair, b: AnimatablePair) -> Bool { a.first == b.first && a.second == b.second }
}

/// The animatable data of a value that has nothing to animate.
@frozen
public struct EmptyAnimatableData: VectorArithmetic {
    @inlinable public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    @inlinable public static func + (a: EmptyAnimatableData, b: EmptyAnimatableData) -> EmptyAnimatableData { a }
    @inlinable public static func - (a: EmptyAnimatableData, b: EmptyAnimatableData) -> EmptyAnimatableData { a }
    @inlinable public static func += (a: inout EmptyAnimatableData, b: EmptyAnimatableData) {}
    @inlinable public static func -= (a: inout EmptyAnimatableData, b: EmptyAnimatableData) {}
    @inlinable public mutating func scale(by rhs: Double) {}
    @inlinable public var magnitudeSquared: Double { 0 }
    public static func == (a: EmptyAnimatableData, b: EmptyAnimatableData) -> Bool { true }
}

/// A type whose values SwiftUI interpolates through `animatableData` (shapes, geometry effects,
/// custom modifiers). A view's animatable data is read from the new value and written into copies of
/// it for each frame of an animation.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { origin.animatableData = newValue.first; size.animatableData = newValue.second }
    }
}

/// A fixed-length list of numbers as one vector: what the view graph animates built-in attributes
/// (frames, colours, effect parameters) as. Unequal lengths add as if padded with zeros.
public struct AnimationVector: VectorArithmetic, CustomStringConvertible {
    public var components: [Double]

    @inlinable public init(_ components: [Double]) { self.components = components }

    public static var zero: AnimationVector { AnimationVector([]) }

    public static func + (a: AnimationVector, b: AnimationVector) -> AnimationVector { combine(a, b, +) }
    public static func - (a: AnimationVector, b: AnimationVector) -> AnimationVector { combine(a, b, -) }
    public static func += (a: inout AnimationVector, b: AnimationVector) { a = a + b }
    public static func -= (a: inout AnimationVector, b: AnimationVector) { a = a - b }

    @inline(__always)
    static func combine(_ a: AnimationVector, _ b: AnimationVector, _ op: (Double, Double) -> Double) -> AnimationVector {
        if a.components.count == b.components.count {
            var out = a.components
            for i in out.indices { out[i] = op(out[i], b.components[i]) }
            return AnimationVector(out)
        }
        let n = max(a.components.count, b.components.count)
        var out = [Double](repeating: 0, count: n)
        for i in 0..<n {
            out[i] = op(i < a.components.count ? a.components[i] : 0, i < b.components.count ? b.components[i] : 0)
        }
        return AnimationVector(out)
    }

    public mutating func scale(by rhs: Double) {
        for i in components.indices { components[i] *= rhs }
    }

    public var magnitudeSquared: Double { components.reduce(0) { $0 + $1 * $1 } }

    public static func == (a: AnimationVector, b: AnimationVector) -> Bool {
        let n = max(a.components.count, b.components.count)
        for i in 0..<n where (i < a.components.count ? a.components[i] : 0) != (i < b.components.count ? b.components[i] : 0) {
            return false
        }
        return true
    }

    public var description: String { "\(components)" }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
