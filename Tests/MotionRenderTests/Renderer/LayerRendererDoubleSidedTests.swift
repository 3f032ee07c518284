import XCTest
import MotionLab
@testable import MotionRender

/// `isDoubleSided = false`: a layer whose back faces the viewer — after its whole 3-D transform, its
/// superlayers' and perspective — is not drawn, nor are its sublayers; facing the viewer it draws as usual.
final class LayerRendererDoubleSidedTests: RenderTestCase {
    /// A rotation about y by `angle` seen with perspective (eye 500 pt away) when `perspective`.
    func turn(_ angle: CGFloat, x: CGFloat = 0, y: CGFloat = 1, perspective: Bool = true) -> CATransform3D {
        var p = CATransform3DIdentity
        if perspective { p.m34 = -1.0 / 500 }
        return CATransform3DRotate(p, angle, x, y, 0)
    }

    func fills(_ commands: [DrawCommand]) -> [CGColor] { commands.compactMap(fillColor) }

    func testDoubleSidedByDefaultDrawsTheMirroredBack() {
        let l = layer(CGRect(x: 50, y: 50, width: 100, height: 80), Self.red) { $0.transform = turn(.pi) }
        XCTAssertTrue(l.isDoubleSided)
        XCTAssertEqual(fills(draw()), [Self.red])
    }

    /// Past a quarter turn the back shows: culled with its sublayer; before it, drawn.
    func testSingleSidedLayerFacingAwayIsNotDrawnWithItsSublayers() {
        let l = layer(CGRect(x: 50, y: 50, width: 100, height: 80), Self.red) { $0.isDoubleSided = false }
        layer(CGRect(x: 10, y: 10, width: 20, height: 20), Self.blue, in: l)
        for (angle, perspective, drawn) in [(0.4, true, true), (0.6, true, false), (0.4, false, true), (0.6, false, false),
                                            (1.0, true, false), (1.6, true, true), (-0.6, true, false)] as [(CGFloat, Bool, Bool)] {
            quietly { l.transform = turn(angle * .pi, perspective: perspective) }
            XCTAssertEqual(fills(draw()), drawn ? [Self.red, Self.blue] : [], "\(angle)π, perspective \(perspective)")
        }
        // Half a turn about x shows the back too.
        quietly { l.transform = turn(.pi, x: 1, y: 0) }
        XCTAssertEqual(fills(draw()), [])
        // A 2-D mirror (negative scale) also turns the back to the viewer.
        quietly { l.transform = CATransform3DMakeScale(-1, 1, 1) }
        XCTAssertEqual(fills(draw()), [])
    }

    /// The superlayer's turn counts: a flat single-sided sublayer of a layer turned half round faces away,
    /// and one turned back again inside it faces the viewer — also through a clipping group.
    func testSuperlayersTransformCounts() {
        for masks in [false, true] {
            root.sublayers = nil
            let parent = layer(CGRect(x: 50, y: 50, width: 200, height: 200), nil) {
                $0.transform = self.turn(0.8 * .pi)
                $0.masksToBounds = masks
            }
            layer(CGRect(x: 10, y: 10, width: 50, height: 50), Self.red, in: parent) { $0.isDoubleSided = false }
            layer(CGRect(x: 100, y: 10, width: 50, height: 50), Self.green, in: parent) {
                $0.isDoubleSided = false
                $0.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            }
            let commands = draw()
            if masks { XCTAssertTrue(kinds(commands).contains("begin"), "a turned clip is a group") }
            XCTAssertEqual(fills(commands), [Self.green], "masksToBounds \(masks)")
        }
    }

    /// The card flip: a front and a back face, single-sided, the back turned half round; turning the
    /// container about y shows the front until a quarter turn, then the back.
    func testCardFlipShowsOneFaceAtATime() {
        let card = layer(CGRect(x: 60, y: 100, width: 200, height: 120), nil)
        quietly { card.sublayerTransform.m34 = -1.0 / 500 }
        layer(card.bounds, Self.red, in: card, name: "front") { $0.isDoubleSided = false }
        layer(card.bounds, Self.blue, in: card, name: "back") {
            $0.isDoubleSided = false
            $0.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        }
        let flip = CABasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0; flip.toValue = Double.pi; flip.duration = 1
        flip.timingFunction = CAMediaTimingFunction(name: .linear)
        card.add(flip, forKey: "flip")
        XCTAssertEqual(fills(draw(at: 0.2)), [Self.red])
        XCTAssertEqual(fills(draw(at: 0.45)), [Self.red])
        XCTAssertEqual(fills(draw(at: 0.55)), [Self.blue])
        XCTAssertEqual(fills(draw(at: 0.9)), [Self.blue])
    }

    func testFacingIsNotAnimatedAndCopiesWithTheLayer() {
        let l = layer(CGRect(x: 0, y: 0, width: 10, height: 10), Self.red)
        l.isDoubleSided = false
        XCTAssertNil(l.animation(forKey: "doubleSided"))
        XCTAssertFalse(CALayer(layer: l).isDoubleSided)
    }
}
