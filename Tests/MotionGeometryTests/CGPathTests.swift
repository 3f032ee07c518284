import Foundation
import XCTest
@testable import MotionGeometry

final class CGPathTests: XCTestCase {
    private let k: CGFloat = 0.5522847498

    func testEllipseElementsStartAtMaxXMidYAndRunTowardsMaxY() {
        // rect (10, 20, 200, 100): centre (110, 70), radii (100, 50).
        let path = CGPath(ellipseIn: CGRect(x: 10, y: 20, width: 200, height: 100))
        XCTAssertEqual(path.elements.count, 6)
        XCTAssertEqual(path.elements[0], .moveToPoint(CGPoint(x: 210, y: 70)))
        XCTAssertEqual(path.elements[1], .addCurveToPoint(control1: CGPoint(x: 210, y: 70 + 50 * k),
                                                          control2: CGPoint(x: 110 + 100 * k, y: 120),
                                                          to: CGPoint(x: 110, y: 120)))
        XCTAssertEqual(path.elements[2].endPoint, CGPoint(x: 10, y: 70))
        XCTAssertEqual(path.elements[3].endPoint, CGPoint(x: 110, y: 20))
        XCTAssertEqual(path.elements[4].endPoint, CGPoint(x: 210, y: 70))
        XCTAssertEqual(path.elements[5], .closeSubpath)
        XCTAssertEqual(path.elements[1].type, .addCurveToPoint)
        XCTAssertEqual(path.elements[1].points.count, 3)
    }

    func testEllipseQuarterMidpointLiesOnTheCircle() {
        // Kappa is chosen so B(½) of each quarter is on the circle: (4 + 3k)/8 = √½.
        let r: CGFloat = 150
        let m = PathMeasure(path: CGPathCreateWithEllipseInRect(CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r), nil))
        let mid = m.position(inSegment: 0, fraction: 0.5)
        assertPoint(mid.point, r + r * sqrt(0.5), r + r * sqrt(0.5), accuracy: 1e-6)
        XCTAssertEqual(mid.angle, 3 * .pi / 4, accuracy: 1e-9)
    }

    func testEllipseTransformAndCFunctionAgree() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let t = CGAffineTransform(translationX: 5, y: 7)
        XCTAssertEqual(CGPathCreateWithEllipseInRect(rect, nil), CGPath(ellipseIn: rect))
        XCTAssertEqual(CGPath(ellipseIn: rect, transform: t), CGPath(ellipseIn: rect.offsetBy(dx: 5, dy: 7)))
    }

    func testRectElementsAndCurrentPoint() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(path.elements, [.moveToPoint(CGPoint(x: 1, y: 2)), .addLineToPoint(CGPoint(x: 4, y: 2)),
                                       .addLineToPoint(CGPoint(x: 4, y: 6)), .addLineToPoint(CGPoint(x: 1, y: 6)),
                                       .closeSubpath])
        XCTAssertEqual(path.currentPoint, CGPoint(x: 1, y: 2))
        XCTAssertEqual(CGPathCreateWithRect(CGRect(x: 1, y: 2, width: 3, height: 4), nil), path)
    }

    func testBuildingAndCurrentPoint() {
        let p = CGMutablePath()
        XCTAssertTrue(p.isEmpty)
        XCTAssertEqual(p.currentPoint, .zero)
        p.addLine(to: CGPoint(x: 5, y: 5)) // no current point: ignored, as Core Graphics
        XCTAssertTrue(p.isEmpty)
        p.move(to: CGPoint(x: 1, y: 1))
        p.addQuadCurve(to: CGPoint(x: 3, y: 1), control: CGPoint(x: 2, y: 3))
        XCTAssertEqual(p.currentPoint, CGPoint(x: 3, y: 1))
        p.closeSubpath()
        XCTAssertEqual(p.currentPoint, CGPoint(x: 1, y: 1))
        p.addLine(to: CGPoint(x: 9, y: 9))
        // A drawing element after a close restarts at the subpath start with an explicit move.
        XCTAssertEqual(Array(p.elements.suffix(2)), [.moveToPoint(CGPoint(x: 1, y: 1)), .addLineToPoint(CGPoint(x: 9, y: 9))])
        XCTAssertFalse(p.isEmpty)
    }

    func testAddLinesBetween() {
        let p = CGMutablePath()
        p.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])
        XCTAssertEqual(p.elements, [.moveToPoint(.zero), .addLineToPoint(CGPoint(x: 1, y: 0)), .addLineToPoint(CGPoint(x: 1, y: 1))])
    }

    func testBoundingBoxes() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        // Control points reach y = 100; the curve peaks at B(½).y = (3·100 + 3·100)/8 = 75.
        XCTAssertEqual(p.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 100))
        let tight = p.boundingBoxOfPath
        XCTAssertEqual(tight.maxY, 75, accuracy: 1e-12)
        XCTAssertEqual(tight.minX, 0); XCTAssertEqual(tight.maxX, 100)

        let q = CGMutablePath()
        q.move(to: .zero)
        q.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        XCTAssertEqual(q.boundingBoxOfPath.maxY, 50, accuracy: 1e-12)

        let rect = CGRect(x: 10, y: 20, width: 200, height: 100)
        let e = CGPath(ellipseIn: rect).boundingBoxOfPath
        XCTAssertEqual(e.minX, rect.minX, accuracy: 1e-12); XCTAssertEqual(e.maxX, rect.maxX, accuracy: 1e-12)
        XCTAssertEqual(e.minY, rect.minY, accuracy: 1e-12); XCTAssertEqual(e.maxY, rect.maxY, accuracy: 1e-12)
        XCTAssertTrue(CGMutablePath().boundingBox.isNull)
    }

    func testQuarterArcIsTheKappaCurve() {
        let p = CGMutablePath()
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(p.elements.count, 2)
        XCTAssertEqual(p.elements[0], .moveToPoint(CGPoint(x: 10, y: 0)))
        guard case let .addCurveToPoint(c1, c2, end) = p.elements[1] else { return XCTFail("\(p.elements)") }
        // 4/3·tan(π/8) equals kappa to 1e-10.
        assertPoint(c1, 10, 10 * k, accuracy: 1e-8)
        assertPoint(c2, 10 * k, 10, accuracy: 1e-8)
        assertPoint(end, 0, 10, accuracy: 1e-12)
    }

    func testClockwiseArcSweepsTheLongWay() {
        let p = CGMutablePath()
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // −3π/2 in three quarter pieces through (0, −10) and (−10, 0).
        XCTAssertEqual(p.elements.count, 4)
        assertPoint(p.elements[1].endPoint!, 0, -10, accuracy: 1e-12)
        assertPoint(p.elements[2].endPoint!, -10, 0, accuracy: 1e-12)
        assertPoint(p.elements[3].endPoint!, 0, 10, accuracy: 1e-12)
        let m = PathMeasure(path: p)
        // The cubic quarter-circle is about 1.4e-4 longer than the true arc.
        XCTAssertEqual(m.totalLength, 1.5 * .pi * 10, accuracy: 1.5 * .pi * 10 * 3e-4)
    }

    func testArcJoinsTheCurrentPointWithALine() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addArc(center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        XCTAssertEqual(p.elements[1].type, .addLineToPoint)
        assertPoint(p.elements[1].endPoint!, 5, 0, accuracy: 1e-12)
        assertPoint(p.currentPoint, 15, 0, accuracy: 1e-12)
        // Clockwise from π to 0 in y-up passes through the top (10, 5).
        assertPoint(PathMeasure(path: p).position(inSegment: 1, fraction: 1).point, 10, 5, accuracy: 1e-12)
    }

    func testRoundedRectPerimeter() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 60), c: CGFloat = 10
        let m = PathMeasure(path: CGPath(roundedRect: r, cornerWidth: c, cornerHeight: c))
        let want = 2 * (100 - 2 * c) + 2 * (60 - 2 * c) + 2 * .pi * c
        XCTAssertEqual(m.totalLength, want, accuracy: want * 1e-4)
        XCTAssertEqual(CGPath(roundedRect: r, cornerWidth: 0, cornerHeight: 0), CGPath(rect: r))
    }

    func testCopiesAndTransformedCopy() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 1, y: 0))
        p.addLine(to: CGPoint(x: 2, y: 0))
        let frozen = p.copy()
        let m = p.mutableCopy()
        m.addLine(to: CGPoint(x: 3, y: 3))
        XCTAssertEqual(frozen.elements.count, 2)
        XCTAssertEqual(p.elements.count, 2)
        XCTAssertEqual(m.elements.count, 3)
        let scaled = p.copy(using: CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(scaled.elements, [.moveToPoint(CGPoint(x: 2, y: 0)), .addLineToPoint(CGPoint(x: 4, y: 0))])
        XCTAssertEqual(frozen, p)
        XCTAssertNotEqual(frozen, m)
    }

    func testAddPathAndCFunctions() {
        let p = CGPathCreateMutable()
        CGPathMoveToPoint(p, nil, 0, 0)
        CGPathAddLineToPoint(p, nil, 10, 0)
        CGPathAddQuadCurveToPoint(p, nil, 15, 5, 10, 10)
        CGPathAddCurveToPoint(p, CGAffineTransform(translationX: 1, y: 0), 9, 10, 8, 10, 7, 10)
        CGPathCloseSubpath(p)
        XCTAssertEqual(p.elements[3], .addCurveToPoint(control1: CGPoint(x: 10, y: 10), control2: CGPoint(x: 9, y: 10),
                                                       to: CGPoint(x: 8, y: 10)))
        let q = CGMutablePath()
        q.addPath(p, transform: CGAffineTransform(translationX: 0, y: 100))
        XCTAssertEqual(q, p.copy(using: CGAffineTransform(translationX: 0, y: 100)))
        XCTAssertFalse(CGPathIsEmpty(q))
        XCTAssertTrue(CGPathIsEmpty(nil))
    }

    func testPathInterpolation() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 50))
        XCTAssertEqual(a.interpolated(to: b, fraction: 0.5), CGPath(rect: CGRect(x: 5, y: 10, width: 20, height: 30)))
        XCTAssertNil(a.interpolated(to: CGPath(ellipseIn: .zero), fraction: 0.5))
    }
}
