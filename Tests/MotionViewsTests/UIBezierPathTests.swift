import XCTest
@testable import MotionViews

/// UIBezierPath against UIKit's conventions: `clockwise` is on screen (y down), ovals start at
/// 3 o'clock, `cgPath` is a snapshot.
final class UIBezierPathTests: XCTestCase {
    func testClockwiseIsOnScreen() {
        let c = CGPoint(x: 50, y: 50)
        let cw = UIBezierPath(arcCenter: c, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(cw.currentPoint.x, 50, accuracy: 1e-9)
        XCTAssertEqual(cw.currentPoint.y, 60, accuracy: 1e-9, "a quarter turn clockwise on screen from 3 o'clock ends at 6 o'clock")
        XCTAssertEqual(cw.cgPath.elements.count, 2, "a move and one quarter-circle Bézier")
        let ccw = UIBezierPath(arcCenter: c, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(ccw.cgPath.elements.count, 4, "three quarters the other way")
        XCTAssertEqual(ccw.currentPoint.y, 60, accuracy: 1e-9)
        // Through its midpoint: the clockwise arc passes below-right of the centre.
        let mid = PathMeasure(path: cw.cgPath).position(atDistance: 5 * .pi / 2).point
        XCTAssertEqual(mid.x, 50 + 10 * cos(.pi / 4), accuracy: 1e-3)
        XCTAssertEqual(mid.y, 50 + 10 * sin(.pi / 4), accuracy: 1e-3)
    }

    func testShapesAndSnapshots() {
        let r = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(UIBezierPath(ovalIn: r).cgPath, CGPath(ellipseIn: r))
        XCTAssertEqual(UIBezierPath(rect: r).cgPath, CGPath(rect: r))
        let rounded = UIBezierPath(roundedRect: r, cornerRadius: 80)
        XCTAssertEqual(rounded.bounds, r, "radius clamped to half the shorter side")
        XCTAssertEqual(rounded.cgPath.elements.first, .moveToPoint(CGPoint(x: 35, y: 20)))
        XCTAssertEqual(UIBezierPath(roundedRect: r, cornerRadius: .infinity).cgPath, rounded.cgPath,
                       "an infinite radius is a capsule, as the largest finite one")
        XCTAssertEqual(UIBezierPath(roundedRect: r, cornerRadius: .nan).cgPath.elements.first, .moveToPoint(CGPoint(x: 10, y: 20)),
                       "NaN rounds nothing")
        let top = UIBezierPath(roundedRect: r, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 8, height: 8))
        XCTAssertEqual(top.cgPath.elements.filter { $0.type == .addCurveToPoint }.count, 2)
        let p = UIBezierPath()
        p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 0))
        let snapshot = p.cgPath
        p.addLine(to: CGPoint(x: 10, y: 10)); p.close()
        XCTAssertEqual(snapshot.elements.count, 2)
        XCTAssertEqual(p.cgPath.elements.count, 4)
        p.apply(CGAffineTransform(translationX: 5, y: 0))
        XCTAssertEqual(p.cgPath.elements[1], .addLineToPoint(CGPoint(x: 15, y: 0)))
    }

    /// UIBezierPath.h's `reversing()`: the same points traced backwards, curves' controls swapped; a closed
    /// subpath runs round the other way from its first point; reversing twice gives the path back.
    func testReversingTracesThePathBackwards() {
        let p = UIBezierPath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addCurve(to: CGPoint(x: 20, y: 20), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        p.addQuadCurve(to: CGPoint(x: 0, y: 30), controlPoint: CGPoint(x: 10, y: 35))
        p.lineWidth = 3
        let r = p.reversing()
        XCTAssertEqual(r.cgPath.elements, [
            .moveToPoint(CGPoint(x: 0, y: 30)),
            .addQuadCurveToPoint(control: CGPoint(x: 10, y: 35), to: CGPoint(x: 20, y: 20)),
            .addCurveToPoint(control1: CGPoint(x: 20, y: 5), control2: CGPoint(x: 15, y: 0), to: CGPoint(x: 10, y: 0)),
            .addLineToPoint(CGPoint(x: 0, y: 0)),
        ])
        XCTAssertEqual(r.reversing().cgPath, p.cgPath)
        XCTAssertEqual(r.lineWidth, 3)

        let triangle = UIBezierPath()
        triangle.move(to: .zero); triangle.addLine(to: CGPoint(x: 10, y: 0)); triangle.addLine(to: CGPoint(x: 0, y: 10)); triangle.close()
        XCTAssertEqual(triangle.reversing().cgPath.elements, [
            .moveToPoint(.zero), .addLineToPoint(CGPoint(x: 0, y: 10)), .addLineToPoint(CGPoint(x: 10, y: 0)),
            .addLineToPoint(.zero), .closeSubpath,
        ])
        XCTAssertEqual(triangle.reversing().bounds, triangle.bounds)
        XCTAssertTrue(UIBezierPath().reversing().isEmpty)
    }
}

/// `UIBezierPath` adopts NSCopying, as UIKit's does: drawing code copies a stroked graph line to close
/// it into a clip area.
final class BezierPathCopyTests: XCTestCase {
    func testACopyHasTheElementsAndStyleAndChangesApart() throws {
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 50, y: 40))
        line.lineWidth = 2
        line.lineCapStyle = .round
        line.usesEvenOddFillRule = true
        var dashes: [CGFloat] = [4, 2]
        line.setLineDash(&dashes, count: 2, phase: 1)
        let clip = try XCTUnwrap(line.copy() as? UIBezierPath)
        XCTAssertFalse(clip === line)
        XCTAssertEqual(clip.cgPath.elements.count, 2)
        XCTAssertEqual(clip.lineWidth, 2)
        XCTAssertEqual(clip.lineCapStyle, .round)
        XCTAssertTrue(clip.usesEvenOddFillRule)
        var copied = [CGFloat](repeating: 0, count: 2), count = 0, phase: CGFloat = 0
        clip.getLineDash(&copied, count: &count, phase: &phase)
        XCTAssertEqual(copied, [4, 2]); XCTAssertEqual(count, 2); XCTAssertEqual(phase, 1)
        // Closing the copy into an area leaves the original line open.
        clip.addLine(to: CGPoint(x: 50, y: 100))
        clip.addLine(to: CGPoint(x: 0, y: 100))
        clip.close()
        XCTAssertEqual(line.cgPath.elements.count, 2)
        XCTAssertEqual(clip.cgPath.elements.count, 5)
        XCTAssertEqual(line.currentPoint, CGPoint(x: 50, y: 40))
    }
}
