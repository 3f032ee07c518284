import XCTest
import MotionGeometry
@testable import MotionAnimation

/// Values of the content layers' key paths: conversion, interpolation, and the cost they add to
/// every layer's values.
final class ContentValueTests: XCTestCase {
    func testContentKeyPathsParseWithTheirKinds() {
        let kinds: [(String, AnimatableValueKind)] = [
            ("path", .path), ("fillColor", .color), ("strokeColor", .color), ("strokeStart", .scalar),
            ("strokeEnd", .scalar), ("lineWidth", .scalar), ("miterLimit", .scalar), ("lineDashPhase", .scalar),
            ("colors", .colors), ("locations", .numbers), ("startPoint", .point), ("endPoint", .point),
            ("instanceCount", .scalar), ("instanceDelay", .scalar), ("instanceColor", .color),
            ("instanceAlphaOffset", .scalar), ("instanceTransform", .transform),
            ("instanceTransform.rotation.z", .scalar), ("instanceTransform.translation", .size),
        ]
        for (s, kind) in kinds {
            XCTAssertEqual(LayerKeyPath(s)?.kind, kind, s)
            XCTAssertEqual(LayerKeyPath(s)?.description, s)
            XCTAssertTrue(LayerKeyPath.allKeyPaths.contains(s), s)
        }
        XCTAssertEqual(LayerKeyPath("instanceTransform.scale")?.propertyKey, "instanceTransform")
        XCTAssertNil(LayerKeyPath("lineDashPattern"), "not animatable on Apple's platforms either")
        XCTAssertNil(LayerKeyPath("fillRule"))
    }

    func testConversionAcceptsTheSwiftAndFoundationForms() {
        XCTAssertEqual(AnimatableValue.convert([NSNumber(value: 0.5), 1] as [NSNumber], to: .numbers), .numbers([0.5, 1]))
        XCTAssertEqual(AnimatableValue.convert([0, 0.5] as [CGFloat], to: .numbers), .numbers([0, 0.5]))
        XCTAssertEqual(AnimatableValue.convert([1, 2] as [Int], to: .numbers), .numbers([1, 2]))
        XCTAssertEqual(AnimatableValue.convert([1, Float(2)] as [Any], to: .numbers), .numbers([1, 2]))
        XCTAssertNil(AnimatableValue.convert([1, "x"] as [Any], to: .numbers))
        XCTAssertNil(AnimatableValue.convert([Double.infinity], to: .numbers))
        XCTAssertEqual(AnimatableValue.convert([CGColor.black], to: .colors), .colors([.black]))
        XCTAssertEqual(AnimatableValue.convert([CGColor.black, CGColor.white] as [Any], to: .colors), .colors([.black, .white]))
        XCTAssertNil(AnimatableValue.convert([CGColor.black, 3] as [Any], to: .colors))
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(AnimatableValue.convert(path, to: .path), .path(path))
        XCTAssertEqual(AnimatableValue.convert(CGMutablePath(), to: .path), .path(CGMutablePath()))
        XCTAssertEqual(AnimatableValue.convert(Optional<CGPath>.none as Any, to: .path), .path(nil))
        XCTAssertNil(AnimatableValue.convert(3, to: .path))
    }

    func testListsInterpolateElementwiseAndSwitchWhenCountsDiffer() {
        let a = AnimatableValue.numbers([0, 1]), b = AnimatableValue.numbers([1, 3])
        XCTAssertEqual(a.interpolated(to: b, fraction: 0.25), .numbers([0.25, 1.5]))
        XCTAssertEqual(a.interpolated(to: .numbers([5]), fraction: 0.4), a)
        XCTAssertEqual(a.interpolated(to: .numbers([5]), fraction: 0.6), .numbers([5]))
        XCTAssertEqual(a.adding(b), .numbers([1, 4]))
        XCTAssertEqual(b.subtracting(a), .numbers([1, 2]))
        let c = AnimatableValue.colors([.black, .white]), d = AnimatableValue.colors([.white, .black])
        XCTAssertEqual(c.interpolated(to: d, fraction: 0.5), .colors([CGColor(gray: 0.5, alpha: 1), CGColor(gray: 0.5, alpha: 1)]))
        XCTAssertEqual(AnimatableValue.make(.colors, components: c.components), c)
        XCTAssertEqual(AnimatableValue.make(.numbers, components: [1, 2, 3]), .numbers([1, 2, 3]))
        XCTAssertNil(AnimatableValue.make(.path, components: [0, 0]))
    }

    /// Plain layers pay one pointer for the content box, and `LayerProperties` stays what it was
    /// plus that pointer (the frame loop copies it for every layer).
    func testContentBoxIsOnePointer() {
        XCTAssertEqual(MemoryLayout<LayerContent?>.size, MemoryLayout<UnsafeRawPointer>.size)
        XCTAssertEqual(MemoryLayout<AnimatableValue>.size, MemoryLayout<CGRect>.size + 1,
                       "the new cases fit the existing payload")
        var p = LayerProperties()
        XCTAssertNil(p.content)
        p.content = .shape(ShapeContent())
        var q = p
        q.modifyShape { $0.strokeEnd = 0.5 }
        XCTAssertEqual(p.content?.shape?.strokeEnd, 1, "copy on write")
        XCTAssertEqual(q.content?.shape?.strokeEnd, 0.5)
        XCTAssertNotEqual(p, q)
        q.modifyGradient { $0.startPoint = .zero }
        XCTAssertNil(q.content?.gradient, "writes to another class's values do nothing")
    }
}
