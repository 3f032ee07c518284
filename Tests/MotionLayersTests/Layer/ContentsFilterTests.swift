import XCTest
@testable import MotionLayers

/// `minificationFilter`/`magnificationFilter` (Core Animation's default `.linear` for both) and
/// `minificationFilterBias` (0): kept, read back, and visible to key-value coding.
final class ContentsFilterTests: XCTestCase {
    func testFiltersDefaultToLinearAndAreKept() {
        let layer = CALayer()
        XCTAssertEqual(layer.minificationFilter, .linear)
        XCTAssertEqual(layer.magnificationFilter, .linear)
        XCTAssertEqual(layer.minificationFilterBias, 0)
        layer.magnificationFilter = .nearest
        layer.minificationFilter = .trilinear
        layer.minificationFilterBias = .nan
        XCTAssertEqual(layer.magnificationFilter, .nearest)
        XCTAssertEqual(layer.minificationFilter, .trilinear)
        XCTAssertEqual(layer.minificationFilterBias, 0, "non-finite bias is 0")
        XCTAssertEqual(layer.value(forKey: "magnificationFilter") as? String, "nearest", "Core Animation's KVC string")
        XCTAssertEqual(CALayerContentsFilter.nearest.rawValue, "nearest")
        let copy = CALayer(layer: layer)
        XCTAssertEqual(copy.magnificationFilter, .nearest, "copied with the layer")
    }
}
