import XCTest
import MotionGeometry
import MotionRaster

/// `PathFlattener` records the path's own tangents where its elements meet (a curve's ends), which the
/// stroker's caps and the dasher's cuts read instead of the chords' directions. They are kept only for
/// those vertices (`FlatSubpath.knownTangents`); everywhere else a vertex reads zero.
final class FlattenedTangentsTests: XCTestCase {
    private func unit(_ v: Vec2) -> Vec2 { v / length(v) }

    /// A cubic from (0, 0) to (100, 0) bulging up, then a line down: the curve leaves along its first
    /// control leg and arrives along its last (not along its first or last chord), the line's vertex has
    /// the line's direction leaving it, and every vertex inside the curve reads zero both ways.
    func testCurveEndsKeepTheCurvesTangents() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 10, y: -60), control2: CGPoint(x: 70, y: -40))
        path.addLine(to: CGPoint(x: 100, y: 50))
        let subs = PathFlattener.flatten(path, scale: 1, tolerance: 0.05)
        let sub = try XCTUnwrap(subs.first)
        XCTAssertEqual(subs.count, 1)
        let end = sub.points.count - 2  // the curve's end; the line's end is last
        XCTAssertGreaterThan(end, 3, "the curve is flattened into several chords")
        XCTAssertEqual(sub.points[end].x, 100, accuracy: 1e-12)
        let leaving = unit(Vec2(10, -60)), arriving = unit(Vec2(30, 40))
        XCTAssertEqual(sub.tangentOut(at: 0).x, leaving.x, accuracy: 1e-12)
        XCTAssertEqual(sub.tangentOut(at: 0).y, leaving.y, accuracy: 1e-12)
        XCTAssertEqual(sub.tangentIn(at: end).x, arriving.x, accuracy: 1e-12)
        XCTAssertEqual(sub.tangentIn(at: end).y, arriving.y, accuracy: 1e-12)
        XCTAssertEqual(sub.tangentOut(at: end), Vec2(0, 1))
        XCTAssertEqual(sub.tangentIn(at: sub.points.count - 1), Vec2(0, 1))
        for v in 1..<end {
            XCTAssertEqual(sub.tangentIn(at: v), .zero, "vertex \(v) inside the curve")
            XCTAssertEqual(sub.tangentOut(at: v), .zero, "vertex \(v) inside the curve")
        }
        XCTAssertEqual(sub.startTangent, leaving)
        XCTAssertEqual(sub.endTangent, Vec2(0, 1))
        // Only the element ends have entries, in vertex order.
        XCTAssertEqual(sub.knownTangents.map(\.vertex), [0, end, sub.points.count - 1])
    }

    /// A closed subpath whose last curve ends on its first point drops the repeated point: the first
    /// vertex then arrives along the last curve's tangent (what a ring's seam strokes with).
    func testClosingOnTheStartMovesTheArrivingTangentToTheFirstVertex() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addCurve(to: CGPoint(x: 0, y: 0), control1: CGPoint(x: 100, y: 80), control2: CGPoint(x: 20, y: 60))
        path.closeSubpath()
        let sub = try XCTUnwrap(PathFlattener.flatten(path, scale: 1, tolerance: 0.05).first)
        XCTAssertTrue(sub.closed)
        XCTAssertNotEqual(sub.points.last, Vec2(0, 0), "the repeated first point is dropped")
        let arriving = unit(Vec2(-20, -60))
        XCTAssertEqual(sub.tangentIn(at: 0).x, arriving.x, accuracy: 1e-12)
        XCTAssertEqual(sub.tangentIn(at: 0).y, arriving.y, accuracy: 1e-12)
        XCTAssertEqual(sub.tangentOut(at: 0), Vec2(1, 0))
        XCTAssertEqual(sub.knownTangents.map(\.vertex), [0, 1])
        XCTAssertEqual(sub.tangentIn(at: sub.points.count - 1), .zero, "the last kept vertex lies inside the curve")
    }
}
