import XCTest
import MotionGeometry
@testable import MotionAnimation

/// Key paths the engine parses itself (no KVC on Linux).
final class LayerKeyPathTests: XCTestCase {
    func testEveryListedKeyPathParsesAndRoundTrips() {
        for s in LayerKeyPath.allKeyPaths {
            let k = LayerKeyPath(s)
            XCTAssertNotNil(k, s)
            XCTAssertEqual(k?.description, s)
        }
        XCTAssertNil(LayerKeyPath("position.z"))
        XCTAssertNil(LayerKeyPath("transform.rotate"))
    }

    func testKindsMatchCoreAnimation() {
        XCTAssertEqual(LayerKeyPath("position")?.kind, .point)
        XCTAssertEqual(LayerKeyPath("bounds.size")?.kind, .size)
        XCTAssertEqual(LayerKeyPath("transform.scale")?.kind, .scalar)
        XCTAssertEqual(LayerKeyPath("transform")?.kind, .transform)
        XCTAssertEqual(LayerKeyPath("backgroundColor")?.kind, .color)
        XCTAssertEqual(LayerKeyPath("position.x")?.propertyKey, "position")
    }

    func testTransformComponentsEditOnePartAndKeepTheOthers() {
        var p = LayerProperties()
        p.transform = CATransform3DConcat(CATransform3DMakeScale(1.1, 1.1, 1), CATransform3DMakeTranslation(0, 30, 0))
        LayerKeyPath("transform.scale")!.set(.scalar(0.9), in: &p)
        XCTAssertEqual(Double(p.transform.m11), 0.9, accuracy: 1e-9)
        XCTAssertEqual(Double(p.transform.m42), 30, accuracy: 1e-9, "translation kept")
        LayerKeyPath("transform.rotation.z")!.set(.scalar(.pi / 2), in: &p)
        XCTAssertEqual(Double(p.transform.m12), 0.9, accuracy: 1e-9, "rotated, scale kept")
        XCTAssertEqual(LayerKeyPath("transform.rotation")!.value(in: p).scalarValue!, .pi / 2, accuracy: 1e-9)
        LayerKeyPath("transform.translation")!.set(.size(CGSize(width: 5, height: 6)), in: &p)
        XCTAssertEqual(p.transform.m41, 5); XCTAssertEqual(p.transform.m42, 6)
    }

    func testFrameIsTheBoundingBoxOfTheTransformedBounds() {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        p.position = CGPoint(x: 200, y: 100)
        XCTAssertEqual(p.frame, CGRect(x: 150, y: 75, width: 100, height: 50))
        p.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let f = p.frame
        XCTAssertEqual(Double(f.width), 50, accuracy: 1e-9); XCTAssertEqual(Double(f.height), 100, accuracy: 1e-9)
        XCTAssertEqual(Double(f.midX), 200, accuracy: 1e-9)
    }
}
