import XCTest
import MotionLab
@testable import MotionRender

/// `CALayer.motionBlurRadius` in the draw list: the layer drawn into a group grown by 3σ, blurred, drawn;
/// its radius animated like any scalar key; and `GroupBlur` against the analytic Gaussian edge.
final class LayerRendererBlurTests: RenderTestCase {
    func testABlurredLayerIsDrawnIntoAGroupGrownByThreeSigmaThenBlurred() {
        let l = layer(CGRect(x: 100, y: 100, width: 40, height: 20), Self.red) { $0.motionBlurRadius = 4 }
        layer(CGRect(x: 5, y: 5, width: 10, height: 10), Self.blue, in: l)
        let list = draw()
        XCTAssertEqual(kinds(list), ["begin", "fill", "fill", "blur", "end"])
        let (size, t) = geometry(list[0])!
        XCTAssertEqual(size, CGSize(width: 40 + 24, height: 20 + 24))
        XCTAssertEqual(t.m41, 100 - 12)
        XCTAssertEqual(t.m42, 100 - 12)
        // Inside the group the layer sits 3σ from the corner.
        XCTAssertEqual(geometry(list[1])!.transform.m41, 12)
        guard case let .blur(sigma, opaque) = list[3] else { return XCTFail("\(list[3])") }
        XCTAssertEqual(sigma, 4)
        XCTAssertFalse(opaque)
        // Opaque: the group is the bounds.
        quietly { l.motionBlurIsOpaque = true }
        XCTAssertEqual(geometry(draw()[0])!.size, CGSize(width: 40, height: 20))
        // No radius, no group.
        quietly { l.motionBlurRadius = 0 }
        XCTAssertEqual(kinds(draw()), ["fill", "fill"])
    }

    func testTheRadiusAnimatesAsAKeyPathEvaluatedInThePresentationTree() {
        let l = layer(CGRect(x: 100, y: 100, width: 40, height: 20), Self.red)
        let blur = CABasicAnimation(keyPath: "motionBlurRadius")
        blur.fromValue = 0; blur.toValue = 8; blur.duration = 1
        blur.timingFunction = CAMediaTimingFunction(name: .linear)
        l.add(blur, forKey: "blur")
        XCTAssertEqual(kinds(draw(at: 0)), ["fill"])
        guard case let .blur(sigma, _)? = draw(at: 0.25).first(where: { if case .blur = $0 { return true }; return false })
        else { return XCTFail("no blur") }
        XCTAssertEqual(Double(sigma), 2, accuracy: 1e-6)
        XCTAssertEqual(l.motionBlurRadius, 0, "the model keeps its value")
    }

    func testTheRadiusAnimatesImplicitlyOnAShownStandaloneLayer() {
        let l = layer(CGRect(x: 100, y: 100, width: 40, height: 20), Self.red)
        AnimationDriver.commit()   // shown: its changes animate implicitly from now on
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        l.motionBlurRadius = 8
        CATransaction.commit()
        guard case let .blur(sigma, _)? = draw(at: 0.25).first(where: { if case .blur = $0 { return true }; return false })
        else { return XCTFail("no blur") }
        XCTAssertEqual(Double(sigma), 2, accuracy: 1e-6)
    }

    /// A straight edge (opaque black left of column 50 of 100, 60 rows) blurred by σ = 6 pixels: the middle
    /// row (over 3σ from the top and bottom) holds Φ((50 − x − ½)/σ) of alpha, colour following it.
    func testGroupBlurOfAnEdgeFollowsTheGaussiansCDF() {
        let w = 100, h = 60
        var px = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h { for x in 0..<50 { px[(y * w + x) * 4 + 3] = 255; px[(y * w + x) * 4] = 255 } }
        GroupBlur.blur(&px, width: w, height: h, alphaIndex: 3, sigma: 6, opaque: false, premultiplied: true)
        func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.squareRoot()) }
        for x in 25..<75 {
            let o = (30 * w + x) * 4
            XCTAssertEqual(Double(px[o + 3]) / 255, phi((50 - Double(x) - 0.5) / 6), accuracy: 2.0 / 255, "x = \(x)")
            XCTAssertEqual(px[o], px[o + 3], "premultiplied colour follows alpha")
        }
    }

    /// Above `GaussianBlur.boxSigma` the group blur takes three box blurs per channel (a cost that does not
    /// grow with σ): the same edge, σ = 40 pixels, within 3 % of the Gaussian's CDF; a σ far wider than
    /// the image is drawn as one as wide as the image, and ends (it padded the image by 3σ).
    func testWideGroupBlursAreBoxBlursNearTheGaussian() {
        let w = 400, h = 300
        var px = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h { for x in 0..<200 { px[(y * w + x) * 4 + 3] = 255; px[(y * w + x) * 4] = 255 } }
        GroupBlur.blur(&px, width: w, height: h, alphaIndex: 3, sigma: 40, opaque: false, premultiplied: true)
        func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.squareRoot()) }
        for x in stride(from: 120, to: 280, by: 4) {
            let o = (150 * w + x) * 4
            // The middle row: 150 rows from the top, under 3σ, so the vertical blur takes a little alpha away
            // (the column's zero-extended Gaussian mass at ±150 of σ 40: 1 − 2·Φ(−3.75) ≈ 0.9998).
            XCTAssertEqual(Double(px[o + 3]) / 255, phi((200 - Double(x) - 0.5) / 40), accuracy: 0.03, "x = \(x)")
        }
        var wide = [UInt8](repeating: 255, count: 64 * 48 * 4)
        GroupBlur.blur(&wide, width: 64, height: 48, alphaIndex: 3, sigma: 1e6, opaque: true, premultiplied: true)
        XCTAssertEqual(wide[(24 * 64 + 32) * 4 + 3], 255, "opaque stays opaque")
        XCTAssertEqual(GroupBlur.maxSigma(width: 64, height: 48), 64)
    }
}
