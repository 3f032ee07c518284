import XCTest
import MotionLab
@testable import MotionRender

/// `CALayer.mask` in the draw list: the masked layer's whole drawing goes into a group over the mask's
/// extent, closed by the mask; empty or hidden masks let nothing through; the mask's animations run.
final class LayerRendererMaskTests: RenderTestCase {
    override func setUp() {
        super.setUp()
        renderer.contentCache.pixelScale = 1
    }

    func circleMask(_ rect: CGRect) -> CAShapeLayer {
        let m = CAShapeLayer()
        quietly {
            m.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            m.path = CGPath(ellipseIn: rect, transform: nil)
        }
        return m
    }

    func testMaskedLayerDrawsIntoAGroupOverTheMaskClosedByTheMask() throws {
        let l = layer(CGRect(x: 40, y: 60, width: 200, height: 200), Self.red)
        // A sublayer inside the mask's box goes into the group; one wholly outside it cannot show and is
        // not drawn (culled against the group).
        layer(CGRect(x: 60, y: 60, width: 20, height: 20), Self.blue, in: l)
        layer(CGRect(x: 10, y: 10, width: 20, height: 20), Self.blue, in: l)
        l.mask = circleMask(CGRect(x: 50, y: 50, width: 100, height: 100))
        let c = draw()
        XCTAssertEqual(kinds(c), ["begin", "fill", "fill", "mask", "end"])
        // The group covers the circle's box in the window — the layer's origin + (50, 50), 100 × 100 — with
        // a point of margin.
        assertRect(rect(c[0]), CGRect(x: 89, y: 109, width: 102, height: 102))
        // The mask covers the whole group.
        let m = try XCTUnwrap(rect(c[3]))
        XCTAssertTrue(m.contains(CGRect(x: 0, y: 0, width: 102, height: 102)), "\(m)")
        guard case let .mask(image, _, _) = c[3] else { return XCTFail() }
        XCTAssertEqual(image.pixel(x: image.width / 2, y: image.height / 2).a, 255, "inside the circle")
        XCTAssertEqual(image.pixel(x: 2, y: 2).a, 0, "outside it")
    }

    func testEmptyOrHiddenMaskLetsNothingThrough() {
        let l = layer(CGRect(x: 40, y: 60, width: 200, height: 200), Self.red)
        let m = CAShapeLayer()
        l.mask = m
        XCTAssertEqual(kinds(draw()), [], "a shape mask without a path")
        let solid = CALayer()
        quietly { solid.frame = CGRect(x: 0, y: 0, width: 50, height: 50); solid.backgroundColor = Self.green; solid.isHidden = true }
        l.mask = solid
        XCTAssertEqual(kinds(draw()), [])
        quietly { solid.isHidden = false }
        XCTAssertEqual(kinds(draw()), ["begin", "fill", "mask", "end"])
        l.mask = nil
        XCTAssertEqual(kinds(draw()), ["fill"])
    }

    /// Masking to bounds keeps the group within the bounds.
    func testMasksToBoundsLimitsTheGroup() {
        let l = layer(CGRect(x: 40, y: 60, width: 100, height: 100), Self.red) { $0.masksToBounds = true }
        l.mask = circleMask(CGRect(x: -50, y: -50, width: 300, height: 300))
        let c = draw()
        assertRect(rect(c[0]), CGRect(x: 40, y: 60, width: 100, height: 100))
    }

    /// The classic circular reveal: the mask's path animates from a dot to a circle past the corners.
    func testCircularRevealGrowsTheGroup() throws {
        let l = layer(CGRect(x: 0, y: 0, width: 320, height: 480), Self.red)
        let m = circleMask(CGRect(x: 150, y: 300, width: 1, height: 1))
        l.mask = m
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = CGPath(ellipseIn: CGRect(x: 150, y: 300, width: 1, height: 1), transform: nil)
        grow.toValue = CGPath(ellipseIn: CGRect(x: -300, y: -300, width: 920, height: 1080), transform: nil)
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        m.add(grow, forKey: "reveal")
        let early = try XCTUnwrap(rect(draw(at: 0.1)[0]))
        let late = try XCTUnwrap(rect(draw(at: 0.6)[0]))
        // Linear in the path's points: at 0.1 the oval spans 0.9 × 1 + 0.1 × 920 wide (and a point of margin).
        XCTAssertEqual(early.width, 0.9 + 92 + 2, accuracy: 1e-6)
        // Past the screen's edges the group stops at the window (320 × 480, a point of margin each side).
        assertRect(late, CGRect(x: -1, y: -1, width: 322, height: 482))
        XCTAssertEqual(renderer.contentCache.masks.count, 2, "this frame's mask and the last one's, no more")
        // The mask's animation keeps frames coming (an idle window would otherwise skip them) and ends.
        XCTAssertTrue(AnimationDriver.shared.isAnimating)
        _ = draw(at: 1.5)
        XCTAssertNil(m.animation(forKey: "reveal"))
        XCTAssertFalse(AnimationDriver.shared.isAnimating)
    }

    /// A view's mask works the same way (view.layer.mask, e.g. a gradient fade).
    func testGradientMaskOnAViewsLayer() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        v.backgroundColor = .red
        root.addSublayer(v.layer)
        let fade = CAGradientLayer()
        quietly {
            fade.frame = v.bounds
            fade.colors = [CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 0, alpha: 0)]
            fade.startPoint = CGPoint(x: 0, y: 0.5); fade.endPoint = CGPoint(x: 1, y: 0.5)
        }
        v.layer.mask = fade
        let c = draw()
        XCTAssertEqual(kinds(c), ["begin", "fill", "mask", "end"])
        guard c.count == 4, case let .mask(image, _, _) = c[2] else { return XCTFail("\(c)") }
        XCTAssertGreaterThan(image.pixel(x: 5, y: 20).a, 230)
        XCTAssertLessThan(image.pixel(x: 95, y: 20).a, 25)
    }
}
