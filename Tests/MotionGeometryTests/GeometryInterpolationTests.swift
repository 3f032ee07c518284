import Foundation
import XCTest
@testable import MotionGeometry

final class GeometryInterpolationTests: XCTestCase {
    func testLerps() {
        XCTAssertEqual(CGPoint(x: 0, y: 10).interpolated(to: CGPoint(x: 10, y: 30), fraction: 0.25), CGPoint(x: 2.5, y: 15))
        XCTAssertEqual(CGSize(width: 2, height: 4).interpolated(to: CGSize(width: 4, height: 0), fraction: 0.5), CGSize(width: 3, height: 2))
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 10, height: 10).interpolated(to: CGRect(x: 10, y: 20, width: 30, height: 50), fraction: 0.5),
                       CGRect(x: 5, y: 10, width: 20, height: 30))
        // Overshoot extrapolates (springs).
        XCTAssertEqual(CGFloat(0).interpolated(to: 10, fraction: 1.2), 12, accuracy: 1e-12)
    }

    func testCenterAndClamp() {
        XCTAssertEqual(CGRect(x: 10, y: 20, width: 30, height: 40).center, CGPoint(x: 25, y: 40))
        XCTAssertEqual(CGFloat(5).clamped(to: 0...1), 1)
        XCTAssertEqual(CGFloat(-5).clamped(to: 0...1), 0)
        XCTAssertEqual(CGFloat(0.3).clamped(to: 0...1), 0.3)
    }
}
