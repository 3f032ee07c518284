import XCTest
import MotionGeometry
@testable import MotionAnimation

/// Value arithmetic: the algebra additive, cumulative and byValue animations rely on.
final class AnimatableValueTests: XCTestCase {
    func testConversionAcceptsSwiftNumbersAndRejectsWrongTypes() {
        XCTAssertEqual(AnimatableValue.convert(3, to: .scalar), .scalar(3))
        XCTAssertEqual(AnimatableValue.convert(CGFloat(2.5), to: .scalar), .scalar(2.5))
        XCTAssertEqual(AnimatableValue.convert(Float(0.5), to: .scalar), .scalar(0.5))
        XCTAssertEqual(AnimatableValue.convert(NSNumber(value: 7), to: .scalar), .scalar(7))
        XCTAssertNil(AnimatableValue.convert("3", to: .scalar))
        XCTAssertNil(AnimatableValue.convert(Double.nan, to: .scalar), "never a NaN on screen")
        XCTAssertNil(AnimatableValue.convert(CGPoint.zero, to: .size))
        XCTAssertEqual(AnimatableValue.convert(CGAffineTransform(translationX: 3, y: 4), to: .transform),
                       .transform(CATransform3DMakeTranslation(3, 4, 0)))
    }

    func testOffsetReachingIsTheInverseOfAdding() {
        let pairs: [(AnimatableValue, AnimatableValue)] = [
            (.scalar(3), .scalar(-7)),
            (.point(CGPoint(x: 1, y: 2)), .point(CGPoint(x: -5, y: 9))),
            (.rect(CGRect(x: 1, y: 2, width: 3, height: 4)), .rect(CGRect(x: 0, y: 0, width: 10, height: 1))),
            (.transform(CATransform3DMakeRotation(0.7, 0, 0, 1)), .transform(CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(5, 6, 0)))),
        ]
        for (base, target) in pairs {
            let d = base.offset(reaching: target)
            assertClose(base.adding(d), target)
            assertClose(base.adding(d.zero), base)
        }
    }

    func testSubtractingUndoesAdding() {
        let a = AnimatableValue.transform(CATransform3DMakeRotation(0.3, 0, 0, 1))
        let b = AnimatableValue.transform(CATransform3DMakeScale(1.5, 0.5, 1))
        assertClose(a.adding(b).subtracting(b), a)
        assertClose(AnimatableValue.scalar(5).adding(.scalar(3)).subtracting(.scalar(3)), .scalar(5))
    }

    func testInterpolationExtrapolatesForOvershoot() {
        XCTAssertEqual(AnimatableValue.scalar(10).interpolated(to: .scalar(20), fraction: 1.2), .scalar(22))
        XCTAssertEqual(AnimatableValue.point(.zero).interpolated(to: .point(CGPoint(x: 10, y: 20)), fraction: -0.5),
                       .point(CGPoint(x: -5, y: -10)))
    }

    func testDistanceIsEuclidean() {
        XCTAssertEqual(AnimatableValue.point(.zero).distance(to: .point(CGPoint(x: 3, y: 4))), 5, accuracy: 1e-12)
        XCTAssertEqual(AnimatableValue.scalar(-2).distance(to: .scalar(5)), 7)
    }

    private func assertClose(_ a: AnimatableValue, _ b: AnimatableValue, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.distance(to: b), 0, accuracy: 1e-9, "\(a) vs \(b)", file: file, line: line)
    }
}
