import XCTest
import MotionLab
@testable import MotionRender

/// Stroke geometry against Core Graphics' definitions: width across the line, caps, joins and the
/// miter limit, dashes, and strokeStart/strokeEnd trimming by arc length.
final class StrokeGeometryTests: XCTestCase {
    let line = RasterTest.polyline([CGPoint(x: 40, y: 100), CGPoint(x: 140, y: 100)])

    func testStrokeWidthAcrossALine() {
        let m = RasterTest.maps(RasterTest.shape(line, stroke: 6))
        let column = (0..<m.height).reduce(Float(0)) { $0 + m.stroke[$1 * m.width + 90] }
        XCTAssertEqual(Double(column), 6, accuracy: 1e-4)
        XCTAssertEqual(m.stroke[96 * m.width + 90], 0, accuracy: 1e-6, "nothing beyond w/2")
        XCTAssertEqual(m.stroke[97 * m.width + 90], 1, accuracy: 1e-6)
        // A diagonal line with butt caps covers length × width.
        let diagonal = RasterTest.polyline([CGPoint(x: 30, y: 40), CGPoint(x: 150, y: 130)])
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(diagonal, stroke: 5)), 150 * 5, accuracy: 0.05)
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(diagonal, stroke: 5), scale: 2), 150 * 5, accuracy: 0.05)
    }

    func testCapsExtendTheLineByHalfItsWidth() {
        let w: CGFloat = 8
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(line, stroke: w, cap: .butt)), 100 * 8, accuracy: 0.01)
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(line, stroke: w, cap: .square)), 108 * 8, accuracy: 0.01)
        let round = 100 * 8 + Double.pi * 16
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(line, stroke: w, cap: .round)), round, accuracy: round * 2e-4)
        // Where the caps end: row 100 is covered up to x = 144 (square), not past x = 140 (butt).
        let sq = RasterTest.maps(RasterTest.shape(line, stroke: w, cap: .square))
        let butt = RasterTest.maps(RasterTest.shape(line, stroke: w, cap: .butt))
        XCTAssertEqual(sq.stroke[100 * sq.width + 143], 1, accuracy: 1e-5)
        XCTAssertEqual(sq.stroke[100 * sq.width + 144], 0, accuracy: 1e-5)
        XCTAssertEqual(butt.stroke[100 * butt.width + 140], 0, accuracy: 1e-5)
        XCTAssertEqual(sq.stroke[100 * sq.width + 35], 0, accuracy: 1e-5)
        XCTAssertEqual(sq.stroke[100 * sq.width + 36], 1, accuracy: 1e-5)
    }

    /// A right-angle corner of width 10: two 50-long arms make 1000 with a miter (the outer 5×5
    /// square), 987.5 with a bevel (half of it), 1000 − 25 + 25π/4 with a round join.
    func testJoinsAtARightAngle() {
        let corner = RasterTest.polyline([CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 50), CGPoint(x: 100, y: 100)])
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(corner, stroke: 10, join: .miter)), 1000, accuracy: 0.01)
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(corner, stroke: 10, join: .bevel)), 987.5, accuracy: 0.01)
        let round = 975 + 25 * Double.pi / 4
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(corner, stroke: 10, join: .round)), round, accuracy: 0.02)
        // The miter's tip pixel (100..105, 45..50) is full; bevel leaves it half covered.
        let miter = RasterTest.maps(RasterTest.shape(corner, stroke: 10, join: .miter))
        XCTAssertEqual(miter.stroke[45 * miter.width + 104], 1, accuracy: 1e-5)
        let bevel = RasterTest.maps(RasterTest.shape(corner, stroke: 10, join: .bevel))
        XCTAssertEqual(bevel.stroke[45 * bevel.width + 104], 0, accuracy: 1e-5)
        XCTAssertEqual(bevel.stroke[47 * bevel.width + 102], 0.5, accuracy: 1e-5, "the bevel's diagonal through the pixel")
    }

    /// A sharp V: the miter adds the triangle (o0, tip, o1), of area h²·sin³(θ/2)/cos(θ/2) for a turn
    /// of θ; its length ratio 1/cos(θ/2) against miterLimit decides miter or bevel.
    func testMiterLimitBevelsSharpCorners() {
        let theta = 160.0 * Double.pi / 180  // turn of 160°: the arms meet at 20°
        let p = CGPoint(x: 100, y: 100)
        let a = CGPoint(x: 100 - 60, y: 100)
        let b = CGPoint(x: 100 + 60 * cos(theta), y: 100 + 60 * sin(theta))
        let v = RasterTest.polyline([a, p, b])
        let h = 3.0
        let ratio = 1 / cos(theta / 2)  // 5.76
        XCTAssertLessThan(ratio, 10); XCTAssertGreaterThan(ratio, 5)
        let tip = h * h * pow(sin(theta / 2), 3) / cos(theta / 2)
        let miter = RasterTest.strokeArea(RasterTest.shape(v, stroke: 6, join: .miter, miterLimit: 10))
        let limited = RasterTest.strokeArea(RasterTest.shape(v, stroke: 6, join: .miter, miterLimit: 5))
        let bevel = RasterTest.strokeArea(RasterTest.shape(v, stroke: 6, join: .bevel))
        XCTAssertEqual(miter - bevel, tip, accuracy: 0.02)
        XCTAssertEqual(limited, bevel, accuracy: 1e-3)
    }

    func testDashesHaveTheirLengths() {
        let w = 4.0
        // [10, 5] over 100: dashes at 0–10, 15–25, …, 75–85, 90–100: 70 painted.
        let dashed = RasterTest.shape(line, stroke: 4, dash: [10, 5])
        XCTAssertEqual(RasterTest.strokeArea(dashed), 70 * w, accuracy: 0.01)
        let m = RasterTest.maps(dashed)
        XCTAssertEqual(m.stroke[100 * m.width + 45], 1, accuracy: 1e-5)   // x 5 along
        XCTAssertEqual(m.stroke[100 * m.width + 52], 0, accuracy: 1e-5)   // x 12 along: a gap
        XCTAssertEqual(m.stroke[100 * m.width + 57], 1, accuracy: 1e-5)   // x 17 along
        // Phase 5 starts 5 into the pattern: 0–5, 10–20, 25–35, …, 85–95: 5 + 6·10 = 65 painted.
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(line, stroke: 4, dash: [10, 5], phase: 5)), 65 * w, accuracy: 0.01)
        // An odd pattern repeats: [10] is 10 on, 10 off.
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(line, stroke: 4, dash: [10])), 50 * w, accuracy: 0.01)
        // Invalid patterns draw a solid line.
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(line, stroke: 4, dash: [0, 0])), 100 * w, accuracy: 0.01)
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(line, stroke: 4, dash: [5, -1])), 100 * w, accuracy: 0.01)
    }

    func testZeroLengthDashesWithRoundCapsAreDots() {
        // [0, 10] over 100 with round caps: 11 discs of radius 2 at 0, 10, …, 100.
        let dots = RasterTest.shape(line, stroke: 4, cap: .round, dash: [0, 10])
        let disc = Double.pi * 4
        XCTAssertEqual(RasterTest.strokeArea(dots), 11 * disc, accuracy: 11 * disc * 0.01)
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(line, stroke: 4, cap: .butt, dash: [0, 10])), 0, accuracy: 1e-6)
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(line, stroke: 4, cap: .square, dash: [0, 10])), 11 * 16, accuracy: 0.01)
    }

    func testClosedRectStrokeWithMiterJoins() {
        let r = CGRect(x: 40, y: 50, width: 100, height: 60)
        let w = 6.0
        let exact = (100 + w) * (60 + w) - (100 - w) * (60 - w)
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(CGPath(rect: r), stroke: 6)), exact, accuracy: 0.01)
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(CGPath(rect: r), stroke: 6), scale: 2), exact, accuracy: 0.01)
    }

    /// A circle's ring covers 2πr·w; the stroke of a flattened curve has no seams or holes.
    func testRingAreaAndStrokeEndHalfCoversHalfTheRing() {
        let r = 50.0, w = 8.0
        let circle = CGPath(ellipseIn: CGRect(x: 100 - r, y: 100 - r, width: 2 * r, height: 2 * r))
        let ring = 2 * Double.pi * r * w
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(circle, stroke: 8), scale: 2), ring, accuracy: ring * 0.002)
        let half = RasterTest.shape(circle, stroke: 8, end: 0.5)
        XCTAssertEqual(RasterTest.strokeArea(half, scale: 2), ring / 2, accuracy: ring * 0.002)
        // The ellipse starts at 3 o'clock and runs towards +y: the first half is the lower half.
        let m = RasterTest.maps(half)
        var below: Float = 0, above: Float = 0
        for y in 0..<m.height { for x in 0..<m.width { if y >= 100 { below += m.stroke[y * m.width + x] } else { above += m.stroke[y * m.width + x] } } }
        XCTAssertEqual(Double(below), ring / 2, accuracy: ring * 0.002)
        XCTAssertEqual(Double(above), 0, accuracy: 1e-3)
        // strokeStart 0.25, strokeEnd 0.75: the left half (from 6 o'clock to 12 o'clock).
        let left = RasterTest.maps(RasterTest.shape(circle, stroke: 8, start: 0.25, end: 0.75))
        var l: Float = 0
        for y in 0..<left.height { for x in 0..<100 { l += left.stroke[y * left.width + x] } }
        XCTAssertEqual(Double(l), ring / 2, accuracy: ring * 0.002)
        // Nothing when start ≥ end.
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(circle, stroke: 8, start: 0.6, end: 0.6)), 0)
        XCTAssertEqual(RasterTest.strokeArea(RasterTest.shape(circle, stroke: 8, end: 0)), 0)
    }

    /// Trimming treats all subpaths as one length: two 50-long lines, strokeEnd 0.75 → the first
    /// whole and half of the second.
    func testTrimmingSpansSubpaths() {
        let p = CGMutablePath()
        p.addLines(between: [CGPoint(x: 20, y: 50), CGPoint(x: 70, y: 50)])
        p.addLines(between: [CGPoint(x: 20, y: 100), CGPoint(x: 70, y: 100)])
        let m = RasterTest.maps(RasterTest.shape(p, stroke: 4, end: 0.75))
        XCTAssertEqual(Double(m.stroke.reduce(0, +)), 75 * 4, accuracy: 0.01)
        XCTAssertEqual(m.stroke[100 * m.width + 44], 1, accuracy: 1e-5)
        XCTAssertEqual(m.stroke[100 * m.width + 45], 0, accuracy: 1e-5)
        // The dash pattern stays anchored to the subpath while the trim moves.
        let dashedFull = RasterTest.maps(RasterTest.shape(p, stroke: 4, dash: [10, 10]))
        let dashedTrim = RasterTest.maps(RasterTest.shape(p, stroke: 4, dash: [10, 10], start: 0.1))
        for x in 30..<70 { XCTAssertEqual(dashedTrim.stroke[50 * 200 + x], dashedFull.stroke[50 * 200 + x], accuracy: 1e-5, "x \(x)") }
    }

    /// A figure eight's stroke crosses itself: the crossing must stay covered (no cancelling windings).
    func testSelfCrossingStrokeHasNoHole() {
        let p = RasterTest.polyline([CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 150), CGPoint(x: 150, y: 50), CGPoint(x: 50, y: 150)], closed: true)
        let m = RasterTest.maps(RasterTest.shape(p, stroke: 10))
        XCTAssertEqual(m.stroke[100 * m.width + 100], 1, accuracy: 1e-5)
        let s = RasterTest.maps(RasterTest.shape(p, stroke: 10, join: .round))
        XCTAssertEqual(s.stroke[100 * s.width + 100], 1, accuracy: 1e-5)
    }
}
