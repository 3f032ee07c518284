import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
@testable import MotionLayers

/// CALayer.h's layout: `setNeedsLayout()` (and a change of the bounds' size) makes the frame's layout
/// step call `layoutSublayers()` once, before display; `layoutIfNeeded()` does it now; a subclass's
/// override lays its sublayers out, as custom layers on iOS do.
final class LayerLayoutTests: LayerTestCase {
    final class Bars: CALayer {
        var layouts = 0
        override func layoutSublayers() {
            super.layoutSublayers()
            layouts += 1
            let subs = sublayers ?? []
            let w = bounds.width / CGFloat(max(subs.count, 1))
            for (i, s) in subs.enumerated() {
                s.frame = CGRect(x: CGFloat(i) * w, y: 0, width: w, height: bounds.height)
            }
        }
    }

    func testMarkedLayersAreLaidOutOnceInTheFramesLayoutStep() {
        let bars = Bars()
        CATransaction.performWithoutAnimation {
            for _ in 0..<4 { bars.addSublayer(CALayer()) }
            bars.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
            root.addSublayer(bars)
        }
        XCTAssertTrue(bars.needsLayout(), "a new size needs layout")
        XCTAssertEqual(bars.layouts, 0, "not yet: layout waits for the frame")
        bars.setNeedsLayout(); bars.setNeedsLayout()
        AnimationContext.current.displayLayers(inTreeOf: root)
        XCTAssertEqual(bars.layouts, 1, "once, however often it was marked")
        XCTAssertFalse(bars.needsLayout())
        XCTAssertEqual(bars.sublayers?[3].frame, CGRect(x: 150, y: 0, width: 50, height: 20))

        CATransaction.performWithoutAnimation { bars.bounds.size.width = 400 }
        bars.layoutIfNeeded()
        XCTAssertEqual(bars.layouts, 2, "layoutIfNeeded lays out now")
        XCTAssertEqual(bars.sublayers?[3].frame, CGRect(x: 300, y: 0, width: 100, height: 20))
        bars.layoutIfNeeded()
        XCTAssertEqual(bars.layouts, 2, "nothing marked: nothing to do")
        CATransaction.performWithoutAnimation { bars.position = CGPoint(x: 10, y: 10) }
        XCTAssertFalse(bars.needsLayout(), "moving without resizing needs no layout")

        // A layer outside the tree waits until it is in it.
        let loose = Bars()
        loose.setNeedsLayout()
        AnimationContext.current.displayLayers(inTreeOf: root)
        XCTAssertEqual(loose.layouts, 0)
        root.addSublayer(loose)
        AnimationContext.current.displayLayers(inTreeOf: root)
        XCTAssertEqual(loose.layouts, 1)
    }

    func testCornerCurveIsKept() {
        let l = CALayer()
        XCTAssertEqual(l.cornerCurve, .circular, "CALayer.h's default")
        l.cornerCurve = .continuous
        XCTAssertEqual(l.cornerCurve, .continuous)
    }
}
