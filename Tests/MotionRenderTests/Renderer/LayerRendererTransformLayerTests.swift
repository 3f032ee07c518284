import XCTest
import MotionLab
@testable import MotionRender

/// A `CATransformLayer` draws only its sublayers (Apple: its background, border, shadow and clipping are
/// ignored), each with its 3-D place under the transform layer's transform.
final class LayerRendererTransformLayerTests: RenderTestCase {
    func testOnlyTheSublayersAreDrawn() {
        let cube = CATransformLayer()
        quietly {
            cube.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
            cube.backgroundColor = Self.red
            cube.borderWidth = 3
            cube.borderColor = Self.blue
            cube.shadowOpacity = 1
            cube.masksToBounds = true
            root.addSublayer(cube)
        }
        let face = layer(CGRect(x: 0, y: 0, width: 100, height: 100), Self.green, in: cube)
        quietly { face.transform = CATransform3DMakeTranslation(0, 0, 50) }
        let commands = draw()
        XCTAssertEqual(kinds(commands), ["fill"], "the face alone: no background, border, shadow or clip of the transform layer")
        guard case let .fill(_, transform, color, _, _)? = commands.first else { return XCTFail() }
        XCTAssertEqual(color, Self.green)
        // The face's z translation is kept (not flattened) in its transform to the window.
        XCTAssertEqual(transform.m43, 50, accuracy: 1e-9)
        XCTAssertEqual(transform.m41, 100, accuracy: 1e-9)
    }
}
