import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// The animatable data of an `AnyLayout` (SwiftUI's `_AnyAnimatableData`): the wrapped layout's data,
/// type-erased. `zero` has no type and is the identity of `+` and `-`; values of two different
/// types (the wrapped layout's type changed) do not mix: the right-hand one wins, so the new
/// layout's data is taken as it is.
public struct _AnyAnimatableData: VectorArithmetic {
    let box: AnyAnimatableDataBox?

    init(_ box: AnyAnimatableDataBox?) { self.box = box }

    public static var zero: _AnyAnimatableData { _AnyAnimatableData(nil) }

    public static func + (a: _AnyAnimatableData, b: _AnyAnimatableData) -> _AnyAnimatableData {
        guard let x = a.box else { return b }
        guard let y = b.box else { return a }
        return _AnyAnimatableData(x.adding(y, sign: 1) ?? y)
    }

    public static func - (a: _AnyAnimatableData, b: _AnyAnimatableData) -> _AnyAnimatableData {
        guard let y = b.box else { return a }
        guard let x = a.box else { return _AnyAnimatableData(y.scaled(-1)) }
        return _AnyAnimatableData(x.adding(y, sign: -1) ?? x)
    }

    public static func += (a: inout _AnyAnimatableData, b: _AnyAnimatableData) { a = a + b }
    public static func -= (a: inout _AnyAnimatableData, b: _AnyAnimatableData) { a = a - b }

    public mutating func scale(by rhs: Double) { self = _AnyAnimatableData(box?.scaled(rhs)) }
    public var magnitudeSquared: Double { box?.magnitudeSquared ?? 0 }

    public static func == (a: _AnyAnimatableData, b: _AnyAnimatableData) -> Bool {
        switch (a.box, b.box) {
        case (nil, nil): return true
        case (let x?, let y?): return x.equals(y)
        case (let x?, nil), (nil, let x?): return x.magnitudeSquared == 0
        }
    }
}

/// One typed value behind `_AnyAnimatableData`.
class AnyAnimatableDataBox {
    func adding(_ other: AnyAnimatableDataBox, sign: Double) -> AnyAnimatableDataBox? { nil }
    func scaled(_ k: Double) -> AnyAnimatableDataBox { self }
    var magnitudeSquared: Double { 0 }
    func equals(_ other: AnyAnimatableDataBox) -> Bool { false }
}

final class TypedAnimatableDataBox<V: VectorArithmetic>: AnyAnimatableDataBox {
    let value: V
    init(_ value: V) { self.value = value }
    override func adding(_ other: AnyAnimatableDataBox, sign: Double) -> AnyAnimatableDataBox? {
        guard let o = other as? TypedAnimatableDataBox<V> else { return nil }
        return TypedAnimatableDataBox(sign > 0 ? value + o.value : value - o.value)
    }
    override func scaled(_ k: Double) -> AnyAnimatableDataBox { TypedAnimatableDataBox(value.scaled(by: k)) }
    override var magnitudeSquared: Double { value.magnitudeSquared }
    override func equals(_ other: AnyAnimatableDataBox) -> Bool { (other as? TypedAnimatableDataBox<V>)?.value == value }
}
