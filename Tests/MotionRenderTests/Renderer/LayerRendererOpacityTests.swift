import XCTest
import MotionLab
@testable import MotionRender

/// Opacity multiplies down the tree (Core Animation without group opacity: each part carries the
/// product of its ancestors' opacities); hidden and fully transparent subtrees draw nothing but are
/// still traced; groups made for rotated masks carry no opacity of their own.
final class LayerRendererOpacityTests: RenderTestCase {
    func testOpacityMultipliesDownTheTree() {
        let a = layer(CGRect(x: 0, y: 0, width: 100, height: 100), Self.red) { $0.opacity = 0.5 }
        let b = layer(CGRect(x: 0, y: 0, width: 50, height: 50), Self.green, in: a) { $0.opacity = 0.4 }
        layer(CGRect(x: 0, y: 0, width: 20, height: 20), Self.blue, in: b) { $0.opacity = 0.5 }
        let c = draw()
        XCTAssertEqual(c.compactMap(opacity).map(Double.init), [0.5, 0.2, 0.1].map { $0 }, accuracy: 1e-7)
        // Colours keep their own alpha: opacity is separate.
        XCTAssertEqual(c.compactMap(fillColor), [Self.red, Self.green, Self.blue])
    }

    func testHiddenSubtreeDrawsNothingButIsTraced() {
        let a = layer(CGRect(x: 10, y: 20, width: 100, height: 100), Self.red, name: "a") { $0.isHidden = true }
        layer(CGRect(x: 5, y: 5, width: 10, height: 10), Self.green, in: a, name: "child")
        layer(CGRect(x: 0, y: 0, width: 10, height: 10), Self.blue, name: "visible")
        AnimationDriver.shared.advance(to: t0)
        let frame = renderer.evaluate(root: root, at: t0, tracing: true)
        XCTAssertEqual(frame.commands.compactMap(fillColor), [Self.blue])
        XCTAssertEqual(frame.traced["a"]?.hidden, true)
        XCTAssertEqual(frame.traced["child"]?.hidden, true)
        XCTAssertEqual(frame.traced["visible"]?.hidden, false)
        assertRect(frame.traced["child"]?.windowFrame, CGRect(x: 15, y: 25, width: 10, height: 10))
        // Without tracing the hidden subtree is not even walked — and still draws nothing.
        XCTAssertEqual(renderer.render(root: root, at: t0).compactMap(fillColor), [Self.blue])
    }

    func testTransparentSubtreeDrawsNothingButIsTraced() {
        let a = layer(CGRect(x: 10, y: 20, width: 100, height: 100), Self.red, name: "a") { $0.opacity = 0 }
        layer(CGRect(x: 5, y: 5, width: 10, height: 10), Self.green, in: a, name: "child") { $0.opacity = 1 }
        AnimationDriver.shared.advance(to: t0)
        let frame = renderer.evaluate(root: root, at: t0, tracing: true)
        XCTAssertEqual(frame.commands.count, 0)
        XCTAssertEqual(frame.traced["a"]?.opacity, 0)
        XCTAssertNotNil(frame.traced["child"])
        assertRect(frame.traced["child"]?.windowFrame, CGRect(x: 15, y: 25, width: 10, height: 10))
    }

    func testFadingInSubtreeDrawsAsSoonAsItIsVisible() {
        let a = layer(CGRect(x: 0, y: 0, width: 100, height: 100), Self.red) { $0.opacity = 0 }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0; fade.toValue = 1; fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        fade.fillMode = .forwards; fade.isRemovedOnCompletion = false
        a.add(fade, forKey: "fade")
        XCTAssertEqual(draw(at: 0).count, 0)
        XCTAssertEqual(draw(at: 0.3).compactMap(opacity).map(Double.init), [0.3], accuracy: 1e-6)
    }

    func testRotatedMaskGroupCarriesNoOpacityItsChildrenCarryIt() {
        let parent = layer(CGRect(x: 100, y: 100, width: 100, height: 100), Self.red) {
            $0.masksToBounds = true; $0.opacity = 0.5; $0.transform = CATransform3DMakeRotation(0.4, 0, 0, 1)
        }
        layer(CGRect(x: 0, y: 0, width: 10, height: 10), Self.green, in: parent) { $0.opacity = 0.5 }
        let c = draw()
        XCTAssertEqual(kinds(c), ["fill", "begin", "fill", "end"])
        XCTAssertEqual(c.compactMap(opacity).map(Double.init), [0.5, 1, 0.25], accuracy: 1e-7)
    }

    /// A replicator instance's alpha fades everything it draws once: the top-level commands of the
    /// instance, a group taking it for all that is inside (not again for its contents).
    func testReplicatorInstanceAlphaGoesIntoTheGroupNotItsContents() {
        let replicator = CAReplicatorLayer()
        quietly {
            replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            replicator.instanceCount = 2
            replicator.instanceAlphaOffset = -0.5
            replicator.instanceTransform = CATransform3DMakeTranslation(0, 100, 0)
            root.addSublayer(replicator)
        }
        let masked = layer(CGRect(x: 20, y: 20, width: 50, height: 50), Self.red, in: replicator) {
            $0.masksToBounds = true; $0.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        }
        layer(CGRect(x: 0, y: 0, width: 10, height: 10), Self.green, in: masked)
        let c = draw()
        XCTAssertEqual(kinds(c), ["fill", "begin", "fill", "end", "fill", "begin", "fill", "end"])
        XCTAssertEqual(c.compactMap(opacity).map(Double.init), [1, 1, 1, 0.5, 0.5, 1], accuracy: 1e-6)
        // Instance 1 is instance 0 moved down by 100.
        guard let m0 = geometry(c[1])?.transform, let m1 = geometry(c[5])?.transform else { return XCTFail() }
        assertPoint(m1.project(.zero), CGPoint(x: m0.project(.zero).x, y: m0.project(.zero).y + 100), accuracy: 1e-9)
    }
}

/// Element-wise comparison of two arrays of doubles.
func XCTAssertEqual(_ a: [Double], _ b: [Double], accuracy: Double, _ message: String = "",
                   file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, "count \(message): \(a) vs \(b)", file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, "\(message): \(a) vs \(b)", file: file, line: line) }
}
