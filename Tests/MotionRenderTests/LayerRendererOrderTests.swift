import XCTest
import MotionGeometry
import MotionLayers
@testable import MotionRender

/// The renderer draws siblings back to front by presentation zPosition, ties in sublayer order
/// (Core Animation's rule), without any SDL.
final class LayerRendererOrderTests: XCTestCase {
    func testSiblingsDrawBackToFrontByZPositionThenOrder() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let colors: [CGColor] = [.init(red: 1, green: 0, blue: 0, alpha: 1), .init(red: 0, green: 1, blue: 0, alpha: 1),
                                 .init(red: 0, green: 0, blue: 1, alpha: 1)]
        for (i, z) in [CGFloat(1), 0, 0].enumerated() {
            let l = CALayer()
            l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            l.backgroundColor = colors[i]
            l.zPosition = z
            root.addSublayer(l)
        }
        let fills: [CGColor] = LayerRenderer().render(root: root, at: 0).compactMap {
            if case let .fill(_, _, color, _, _) = $0 { return color }
            return nil
        }
        XCTAssertEqual(fills, [colors[1], colors[2], colors[0]])
    }
}
