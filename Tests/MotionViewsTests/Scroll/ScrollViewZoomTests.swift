import XCTest
@testable import MotionViews

/// UIScrollView zooming (UIScrollView.h): limits 1…1 by default, the delegate's `viewForZooming(in:)`
/// scaled by its transform, `contentSize` following the scaled view, `zoom(to:)` filling the view with a
/// rectangle, pinch about the fingers' centroid, and the delegate's zoom callbacks.
final class ScrollViewZoomTests: XCTestCase {
    private final class PhotoViewer: UIScrollViewDelegate {
        let imageView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var zooms = 0, began = 0
        var ended: [CGFloat] = []
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { began += 1 }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { ended.append(scale) }
    }

    private func makeViewer(max: CGFloat = 4) -> (UIWindow, UIScrollView, PhotoViewer) {
        let w = makeWindow()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let viewer = PhotoViewer()
        scroll.delegate = viewer
        scroll.addSubview(viewer.imageView)
        scroll.contentSize = viewer.imageView.bounds.size
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.maximumZoomScale = max
        w.addSubview(scroll)
        return (w, scroll, viewer)
    }

    func testDefaultsDoNotZoom() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(scroll.minimumZoomScale, 1)
        XCTAssertEqual(scroll.maximumZoomScale, 1)
        XCTAssertEqual(scroll.zoomScale, 1)
        XCTAssertTrue(scroll.bouncesZoom)
        XCTAssertFalse(scroll.isZooming)
        XCTAssertNil(scroll.pinchGestureRecognizer, "nil while the limits do not allow zooming")
        scroll.setZoomScale(3, animated: false)
        XCTAssertEqual(scroll.zoomScale, 1, "no delegate view: nothing zooms")
    }

    func testSetZoomScaleScalesTheViewAndTheContentAboutTheMiddle() {
        let (_, scroll, viewer) = makeViewer()
        XCTAssertNotNil(scroll.pinchGestureRecognizer)
        scroll.setZoomScale(2, animated: false)
        XCTAssertEqual(scroll.zoomScale, 2)
        XCTAssertEqual(viewer.imageView.transform, CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(viewer.imageView.frame, CGRect(x: 0, y: 0, width: 640, height: 960), "the scaled frame at the content's origin")
        XCTAssertEqual(scroll.contentSize, CGSize(width: 640, height: 960))
        // The middle of the visible area (160, 240) stays in the middle: 2 × 160 − 160, 2 × 240 − 240.
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 160, y: 240))
        XCTAssertEqual(viewer.zooms, 1)
        scroll.zoomScale = 10
        XCTAssertEqual(scroll.zoomScale, 4, "clamped to maximumZoomScale")
        scroll.setZoomScale(0.1, animated: false)
        XCTAssertEqual(scroll.zoomScale, 1, "clamped to minimumZoomScale")
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 480))
    }

    func testZoomToRectFillsTheViewWithIt() {
        let (_, scroll, viewer) = makeViewer()
        // The tester's double-tap: an 80 × 80 square at (100, 100) of the image.
        scroll.zoom(to: CGRect(x: 100, y: 100, width: 80, height: 80), animated: false)
        XCTAssertEqual(scroll.zoomScale, 4, "320/80 = 4 (480/80 = 6 would overflow the width), within the maximum")
        let shown = viewer.imageView.convert(CGRect(x: 100, y: 100, width: 80, height: 80), to: scroll)
        XCTAssertEqual(shown.midX - scroll.contentOffset.x, 160, accuracy: 1e-9, "centred horizontally")
        XCTAssertEqual(shown.midY - scroll.contentOffset.y, 240, accuracy: 1e-9, "centred vertically")
        XCTAssertEqual(shown.width, 320, accuracy: 1e-9)
        // Zooming to a rectangle near the edge keeps the content inside.
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 160, height: 240), animated: false)
        XCTAssertEqual(scroll.zoomScale, 2)
        XCTAssertEqual(scroll.contentOffset, .zero)
    }

    func testAnimatedZoomEndsWithDidEndZooming() {
        let (_, scroll, viewer) = makeViewer()
        let t0 = CACurrentMediaTime()
        scroll.setZoomScale(3, animated: true)
        XCTAssertEqual(scroll.zoomScale, 3, "the final scale at once")
        XCTAssertEqual(viewer.ended, [])
        Clock.run(from: t0, to: 0.15)
        let midScale = viewer.imageView.layer.presentationProperties().transform.m11
        XCTAssertGreaterThan(midScale, 1.05)
        XCTAssertLessThan(midScale, 2.95, "on its way at half time")
        Clock.run(from: t0, to: 0.4)
        XCTAssertEqual(viewer.ended, [3])
        XCTAssertEqual(viewer.imageView.layer.presentationProperties().transform.m11, 3, accuracy: 1e-9)
    }

    private func fingers(_ w: UIWindow, _ c: CGPoint, half: CGFloat, _ phase: UITouch.Phase) {
        w.sendTouches([.init(id: 1, phase: phase, location: CGPoint(x: c.x - half, y: c.y)),
                       .init(id: 2, phase: phase, location: CGPoint(x: c.x + half, y: c.y))])
    }

    func testPinchZoomsAboutTheFingersAndBouncesBackFromPastTheMaximum() {
        let (w, scroll, viewer) = makeViewer(max: 2)
        let c = CGPoint(x: 100, y: 200)
        fingers(w, c, half: 30, .began)
        for i in 1...20 {
            Clock.advance(by: 1.0 / 60)
            fingers(w, c, half: 30 + 0.9 * CGFloat(i), .moved)   // to a 96-point spread
        }
        XCTAssertTrue(scroll.isZooming)
        XCTAssertEqual(viewer.began, 1)
        let s = scroll.zoomScale
        XCTAssertEqual(s, 96 / 60, accuracy: 1e-9, "the pinch's scale: the fingers' spread over their first")
        // The image point first under the centroid (100, 200) is still under it.
        let under = viewer.imageView.convert(c, from: scroll.superview)
        XCTAssertEqual(under.x, 100, accuracy: 1)
        XCTAssertEqual(under.y, 200, accuracy: 1)
        XCTAssertEqual(scroll.contentSize.width, 320 * s, accuracy: 1e-9, "the content follows the scale")
        // Past the maximum: the scale goes on at a slower rate, then springs back on release.
        for i in 1...20 {
            Clock.advance(by: 1.0 / 60)
            fingers(w, c, half: 48 + 4.6 * CGFloat(i), .moved)
        }
        XCTAssertGreaterThan(scroll.zoomScale, 2)
        XCTAssertEqual(scroll.zoomScale, 2 * (280.0 / 60 / 2).squareRoot(), accuracy: 1e-9, "past the maximum at half the rate in log scale")
        fingers(w, c, half: 140, .ended)
        XCTAssertFalse(scroll.isZooming)
        XCTAssertTrue(scroll.isZoomBouncing)
        Clock.run(from: CACurrentMediaTime(), to: 0.5)
        XCTAssertFalse(scroll.isZoomBouncing)
        XCTAssertEqual(scroll.zoomScale, 2)
        XCTAssertEqual(viewer.ended, [2])
    }

    func testWithoutBouncesZoomThePinchStopsAtTheLimit() {
        let (w, scroll, viewer) = makeViewer(max: 1.5)   // the delegate is weak: keep it
        scroll.bouncesZoom = false
        let c = CGPoint(x: 160, y: 240)
        fingers(w, c, half: 30, .began)
        for i in 1...30 {
            Clock.advance(by: 1.0 / 60)
            fingers(w, c, half: 30 + 4 * CGFloat(i), .moved)
        }
        XCTAssertEqual(scroll.zoomScale, 1.5)
        fingers(w, c, half: 150, .ended)
        XCTAssertFalse(scroll.isZoomBouncing)
        XCTAssertEqual(viewer.ended, [1.5])
    }
}
