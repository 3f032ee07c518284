import XCTest
import SwiftUI
@testable import MotionLabPreview

/// A black rectangle blurred by `model.value` points over white, its left edge inside a 200-point window.
struct BlurredEdge: View {
    @ObservedObject var model: TestModel
    var opaque = false
    var body: some View {
        ZStack {
            Color.white.frame(width: 200, height: 200)
            Color.black.frame(width: 200, height: 300).accessibilityIdentifier("box")
                .blur(radius: model.value, opaque: opaque)
                .offset(x: 50)
        }
    }
}

struct BlurReplaceHost: View {
    @ObservedObject var model: TestModel
    var body: some View {
        ZStack {
            Color.white.frame(width: 200, height: 200)
            if model.flag {
                Color.black.frame(width: 100, height: 100).transition(.blurReplace).accessibilityIdentifier("box")
            }
        }
    }
}

/// `.blur(radius:)` and `.blurReplace` against the analytic Gaussian: a blurred half-plane edge holds
/// Φ(−d/σ) of ink at distance d outside it (Φ the standard normal CDF), σ = the radius in points.
final class SwiftUIBlurTests: XCTestCase {
    static func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.squareRoot()) }

    /// CSS/SwiftUI ease-in-out, the cubic Bézier (0.42, 0) (0.58, 1), solved for x by bisection.
    static func easeInOut(_ x: Double) -> Double {
        func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 { let m = (lo + hi) / 2; if b(m, 0.42, 0.58) < x { lo = m } else { hi = m } }
        return b((lo + hi) / 2, 0, 1)
    }

    /// Ink (1 − red, over white) along row `y` of `image`.
    static func ink(_ image: CGImage, _ x: Int, _ y: Int) -> Double {
        1 - Double(image.pixels[(y * image.width + x) * 4]) / 255
    }

    func render(_ s: ViewSession, frame: Int) throws -> (CGImage, CGRect) {
        let shot = try s.session.render(frame: frame, image: true, tracing: true)
        return (try XCTUnwrap(shot.image), try XCTUnwrap(shot.traced["box"]?.windowFrame))
    }

    /// Checks the edge at `edge` (window x, points = pixels at scale 1) along row 100 against `peak` × Φ.
    func assertProfile(_ image: CGImage, edge: Double, sigma: Double, peak: Double = 1, accuracy: Double = 3.0 / 255,
                       file: StaticString = #filePath, line: UInt = #line) {
        for x in Int(edge - 3 * sigma)...Int(edge + 3 * sigma) where x >= 0 && x < image.width {
            let d = edge - (Double(x) + 0.5)
            XCTAssertEqual(Self.ink(image, x, 100), peak * Self.phi(-d / sigma), accuracy: accuracy,
                           "x = \(x), σ = \(sigma)", file: file, line: line)
        }
    }

    func testABlurredEdgeFollowsTheGaussiansCDFAndSpreadsPastTheBounds() throws {
        let model = TestModel()
        model.value = 8
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) { BlurredEdge(model: model) }
        let (image, box) = try render(s, frame: 2)
        XCTAssertEqual(box.minX, 50)
        assertProfile(image, edge: 50, sigma: 8)
        // Ink outside the view's bounds (x < 50): the blur spreads past them, 2σ out still Φ(−2) ≈ 2.3 %.
        XCTAssertGreaterThan(Self.ink(image, 34, 100), 0.015)
        XCTAssertEqual(Self.ink(image, 10, 100), 0, accuracy: 1.0 / 255)
    }

    func testAnOpaqueBlurKeepsToTheBoundsWithClampedEdges() throws {
        let model = TestModel()
        model.value = 8
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) { BlurredEdge(model: model, opaque: true) }
        let (image, _) = try render(s, frame: 2)
        // Clamped edges: the black repeats outward, so the inside stays black right up to the edge…
        for x in 50..<60 { XCTAssertEqual(Self.ink(image, x, 100), 1, accuracy: 1.0 / 255, "x = \(x)") }
        // … and nothing spreads past it.
        for x in 40..<50 { XCTAssertEqual(Self.ink(image, x, 100), 0, accuracy: 1.0 / 255, "x = \(x)") }
    }

    func testAnAnimatedRadiusIsInterpolatedByTheAnimationsCurve() throws {
        let model = TestModel()
        model.value = 0
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) { BlurredEdge(model: model) }
        let (sharp, _) = try render(s, frame: 3)
        XCTAssertEqual(Self.ink(sharp, 49, 100), 0, accuracy: 1.0 / 255)
        XCTAssertEqual(Self.ink(sharp, 50, 100), 1, accuracy: 1.0 / 255)
        // Takes effect at frame 4 (t = 0); at frame 4 + 30 the linear curve is half way: σ = 4.
        withAnimation(.linear(duration: 1)) { model.value = 8 }
        let (mid, _) = try render(s, frame: 34)
        assertProfile(mid, edge: 50, sigma: 4)
        let (end, _) = try render(s, frame: 70)
        assertProfile(end, edge: 50, sigma: 8)
        // An ease-in-out back to 0 (from frame 71), at a quarter of it: σ = 8 · (1 − curve(0.25)).
        withAnimation(.easeInOut(duration: 2)) { model.value = 0 }
        let (quarter, _) = try render(s, frame: 71 + 30)
        assertProfile(quarter, edge: 50, sigma: 8 * (1 - Self.easeInOut(0.25)))
    }

    func testBlurReplaceInsertsBlurredFadedAndScaled() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) { BlurReplaceHost(model: model) }
        _ = try s.session.render(frame: 3, image: false)
        withAnimation(.linear(duration: 1)) { model.flag = true }
        // Half way (frame 4 + 30): opacity 0.5, scale 0.9 about the centre, blur 5 points (4.5 on screen).
        let (image, _) = try render(s, frame: 34)
        let r = 10.0  // blurReplace's σ (README: MotionLab's choice; Apple does not document it)
        let edge = 100 - 0.9 * 50
        assertProfile(image, edge: edge, sigma: 0.9 * r / 2, peak: 0.5, accuracy: 6.0 / 255)
        // Sharp at the end.
        let (done, _) = try render(s, frame: 70)
        XCTAssertEqual(Self.ink(done, 49, 100), 0, accuracy: 1.0 / 255)
        XCTAssertEqual(Self.ink(done, 50, 100), 1, accuracy: 1.0 / 255)
    }
}
