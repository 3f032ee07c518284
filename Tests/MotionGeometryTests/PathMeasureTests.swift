import Foundation
import XCTest
@testable import MotionGeometry

final class PathMeasureTests: XCTestCase {
    private let r: CGFloat = 150
    private var circle: PathMeasure { PathMeasure(path: CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 300, height: 300))) }

    func testCircleCircumference() {
        let m = circle
        XCTAssertEqual(m.totalLength, 2 * .pi * r, accuracy: 2 * .pi * r * 1e-3)
        // 4 curves and the zero-length close.
        XCTAssertEqual(m.segmentCount, 5)
        XCTAssertEqual(m.length(ofSegment: 4), 0)
    }

    func testCirclePositionsFollowTheAngle() {
        // Starting at (maxX, midY) with increasing angle: distance d is at angle d / r.
        let m = circle
        for d in stride(from: CGFloat(0), through: m.totalLength, by: 37) {
            let (p, angle) = m.position(atDistance: d)
            let phi = d / m.totalLength * 2 * .pi
            assertPoint(p, r + r * cos(phi), r + r * sin(phi), accuracy: r * 1e-3)
            let tangent = atan2(sin(phi + .pi / 2), cos(phi + .pi / 2))
            XCTAssertEqual(remainder(angle - tangent, 2 * .pi), 0, accuracy: 2e-3, "at d = \(d)")
        }
    }

    func testConstantSpeedOnCircle() {
        let m = circle
        let n = 200
        let pts = (0...n).map { m.position(atDistance: m.totalLength * CGFloat($0) / CGFloat(n)).point }
        let chords = zip(pts, pts.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
        let mean = chords.reduce(0, +) / CGFloat(chords.count)
        for c in chords { XCTAssertEqual(c, mean, accuracy: mean * 1e-4) }
    }

    func testRectPerimeterIsExact() {
        let m = PathMeasure(path: CGPath(rect: CGRect(x: 10, y: 20, width: 300, height: 100)))
        XCTAssertEqual(m.totalLength, 800)
        XCTAssertEqual(m.segmentCount, 4)
        var (p, a) = m.position(atDistance: 150)
        assertPoint(p, 160, 20); XCTAssertEqual(a, 0)
        (p, a) = m.position(atDistance: 350)
        assertPoint(p, 310, 70); XCTAssertEqual(a, .pi / 2, accuracy: 1e-15)
        (p, a) = m.position(atDistance: 750)         // on the closing edge, heading −y
        assertPoint(p, 10, 70); XCTAssertEqual(a, -.pi / 2, accuracy: 1e-15)
        XCTAssertEqual(m.distance(atSegmentStart: 3), 700)
    }

    func testDistanceClampsToTheEnds() {
        let m = PathMeasure(path: CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)))
        assertPoint(m.position(atDistance: -5).point, 0, 0)
        assertPoint(m.position(atDistance: 1e9).point, 0, 0) // closed: the end is the start
        assertPoint(m.position(atDistance: 40).point, 0, 0)
    }

    func testQuadraticLengthMatchesClosedForm() {
        // B(t) = (100t, 200t(1−t)): L = (1/200)[100·√50000 + 5000·ln((200 + √50000)/100)].
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        let root = CGFloat(50000).squareRoot()
        let want = (100 * root + 5000 * log((200 + root) / 100)) / 200
        XCTAssertEqual(PathMeasure(path: p).totalLength, want, accuracy: want * 1e-7)
    }

    func testSubpathsDoNotCountTheJump() {
        let p = CGMutablePath()
        p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 0))
        p.move(to: CGPoint(x: 100, y: 100)); p.addLine(to: CGPoint(x: 100, y: 110))
        let m = PathMeasure(path: p)
        XCTAssertEqual(m.totalLength, 20)
        XCTAssertEqual(m.segmentCount, 2)
        assertPoint(m.position(atDistance: 15).point, 100, 105)
        assertPoint(m.position(atDistance: 10).point, 10, 0)
    }

    func testSegmentFractionUsesTheCurveParameter() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addCurve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 10, y: 10), control2: CGPoint(x: 20, y: 10))
        let m = PathMeasure(path: p)
        assertPoint(m.position(inSegment: 0, fraction: 0.25).point, 2.5, 0)
        // B(¼) = (27·p0 + 27·p1 + 9·p2 + p3)/64 with p0 = (10,0), p1 = (10,10), p2 = (20,10), p3 = (20,0).
        let q = m.position(inSegment: 1, fraction: 0.25)
        assertPoint(q.point, (270 + 270 + 180 + 20) / 64, (270 + 90) / 64, accuracy: 1e-12)
        XCTAssertEqual(m.position(inSegment: 1, fraction: 0).angle, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(m.position(inSegment: 1, fraction: 1).angle, -.pi / 2, accuracy: 1e-12)
    }

    func testZeroLengthCloseTakesThePreviousTangent() {
        // The ellipse's close is zero length; it keeps the heading at the end of the last quarter (+y).
        XCTAssertEqual(circle.position(inSegment: 4, fraction: 0.5).angle, .pi / 2, accuracy: 1e-9)
    }

    func testDegenerateControlPointsStillGiveATangent() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addCurve(to: CGPoint(x: 10, y: 10), control1: .zero, control2: CGPoint(x: 10, y: 10))
        // B′(0) = 0: the direction at the start is the chord-like (1, 1).
        XCTAssertEqual(PathMeasure(path: p).position(inSegment: 0, fraction: 0).angle, .pi / 4, accuracy: 1e-3)
    }

    func testEmptyAndMoveOnlyPaths() {
        let empty = PathMeasure(path: CGMutablePath())
        XCTAssertEqual(empty.totalLength, 0)
        XCTAssertEqual(empty.segmentCount, 0)
        XCTAssertEqual(empty.position(atDistance: 3).point, .zero)
        let p = CGMutablePath(); p.move(to: CGPoint(x: 4, y: 5))
        XCTAssertEqual(PathMeasure(path: p).position(atDistance: 1).point, CGPoint(x: 4, y: 5))
    }
}
