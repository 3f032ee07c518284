import XCTest
@testable import MotionLayers
@testable import MotionAnimation

/// An animation Core Animation would accept but this engine cannot evaluate (a NaN value, a spring of
/// mass 0, an unknown key path) is not added, with one line naming what was wrong — never a trap: Core
/// Animation does not stop an app for these. `addChecked` throws the same message.
final class InvalidAnimationTests: XCTestCase {
    func testANaNValueIsRefusedWithoutStopping() {
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = Float.nan
        a.toValue = 1
        a.duration = 1
        XCTAssertThrowsError(try layer.addChecked(a, forKey: "o")) { error in
            XCTAssertTrue("\(error)".contains("nan (numbers must be finite)"), "\(error)")
        }
        layer.add(a, forKey: "o")   // a warning, no trap
        XCTAssertNil(layer.animation(forKey: "o"))

        let spring = CASpringAnimation(keyPath: "position.x")
        spring.mass = 0
        spring.fromValue = 0
        spring.toValue = 10
        layer.add(spring, forKey: "s")
        XCTAssertNil(layer.animation(forKey: "s"))

        let fine = CABasicAnimation(keyPath: "opacity")
        fine.fromValue = 0
        fine.toValue = 1
        layer.add(fine, forKey: "f")
        XCTAssertNotNil(layer.animation(forKey: "f"), "a valid animation is added as before")
    }
}
