import XCTest
import MotionLab
@testable import MotionRender

/// A running CATransition draws the frozen old rendering and the live layer with the transition
/// frame's offsets (fractions of the layer's size), opacities and order — values from
/// `TransitionFrame` (tested on its own), placed here by hand.
final class LayerRendererTransitionTests: RenderTestCase {
    var target: CALayer!

    /// A red 100×80 layer at (50, 60) with a green 10×10 sublayer, given `transition`, then turned blue
    /// (its sublayer yellow): the snapshot keeps red and green.
    func start(_ type: CATransitionType, _ subtype: CATransitionSubtype = .fromRight, opacity: Float = 1) {
        target = layer(CGRect(x: 50, y: 60, width: 100, height: 80), Self.red) { $0.opacity = opacity }
        let child = layer(CGRect(x: 0, y: 0, width: 10, height: 10), Self.green, in: target)
        AnimationDriver.shared.advance(to: t0)
        let t = CATransition()
        t.type = type; t.subtype = subtype; t.duration = 1
        t.timingFunction = CAMediaTimingFunction(name: .linear)
        target.add(t, forKey: "transition")
        quietly {
            target.backgroundColor = Self.blue
            child.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
        }
    }

    static let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)

    func testPushFromRightSlidesBothByTheProgress() {
        start(.push)
        let c = draw(at: 0.25)
        // Old: offset −0.25 widths; new: +0.75 widths. Old first.
        XCTAssertEqual(c.compactMap(fillColor), [Self.red, Self.green, Self.blue, Self.yellow])
        assertRect(rect(c[0]), CGRect(x: 25, y: 60, width: 100, height: 80))
        assertRect(rect(c[1]), CGRect(x: 25, y: 60, width: 10, height: 10))
        assertRect(rect(c[2]), CGRect(x: 125, y: 60, width: 100, height: 80))
        assertRect(rect(c[3]), CGRect(x: 125, y: 60, width: 10, height: 10))
    }

    func testPushFromTopMovesDown() {
        start(.push, .fromTop)
        let c = draw(at: 0.5)
        assertRect(rect(c[0]), CGRect(x: 50, y: 100, width: 100, height: 80))
        assertRect(rect(c[2]), CGRect(x: 50, y: 20, width: 100, height: 80))
    }

    func testFadeCrossFadesInPlaceTimesTheLayersOpacity() {
        start(.fade, opacity: 0.5)
        let c = draw(at: 0.25)
        XCTAssertEqual(c.compactMap(fillColor), [Self.red, Self.green, Self.blue, Self.yellow])
        XCTAssertEqual(c.compactMap(opacity).map(Double.init), [0.375, 0.375, 0.125, 0.125], accuracy: 1e-6)
        for command in c.prefix(1) + c.dropFirst(2).prefix(1) {
            assertRect(rect(command), CGRect(x: 50, y: 60, width: 100, height: 80))
        }
    }

    func testRevealDrawsTheOldRenderingOnTopSlidingAway() {
        start(.reveal, .fromLeft)
        let c = draw(at: 0.5)
        XCTAssertEqual(c.compactMap(fillColor), [Self.blue, Self.yellow, Self.red, Self.green])
        assertRect(rect(c[0]), CGRect(x: 50, y: 60, width: 100, height: 80))
        assertRect(rect(c[2]), CGRect(x: 100, y: 60, width: 100, height: 80))
    }

    func testMoveInSlidesTheNewOneOverTheStillOldOne() {
        start(.moveIn, .fromBottom)
        let c = draw(at: 0.75)
        XCTAssertEqual(c.compactMap(fillColor), [Self.red, Self.green, Self.blue, Self.yellow])
        assertRect(rect(c[0]), CGRect(x: 50, y: 60, width: 100, height: 80))
        assertRect(rect(c[2]), CGRect(x: 50, y: 80, width: 100, height: 80))
    }

    func testFlipShowsTheOldSideThenTheNewInPerspective() {
        start(.flip, .fromLeft)
        let first = draw(at: 0.25)
        XCTAssertEqual(first.compactMap(fillColor), [Self.red, Self.green])
        guard let (size, t) = geometry(first[0]) else { return XCTFail() }
        XCTAssertTrue(t.m14 != 0 || t.m24 != 0, "seen in perspective")
        // Turning about the vertical centre line: the centre stays where the layer's centre is.
        assertPoint(t.project(CGPoint(x: size.width / 2, y: size.height / 2)), CGPoint(x: 100, y: 100), accuracy: 1e-9)
        XCTAssertEqual(draw(at: 0.75).compactMap(fillColor), [Self.blue, Self.yellow])
    }

    func testAfterTheTransitionOnlyTheNewLayerDraws() {
        start(.push)
        let c = draw(at: 1.5)
        XCTAssertEqual(c.compactMap(fillColor), [Self.blue, Self.yellow])
        assertRect(rect(c[0]), CGRect(x: 50, y: 60, width: 100, height: 80))
    }
}
