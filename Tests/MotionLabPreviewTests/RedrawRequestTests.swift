import XCTest
import UIKit
import MotionLabPreview

/// A redraw asked for while drawing is for the next frame (UIKit honours `setNeedsDisplay()` in the next
/// update cycle): a view whose `draw(_:)` calls `setNeedsDisplay()` draws once per frame (it drew 20 times
/// a frame, once per layout pass), and a layer whose `display()` does displays every frame.
final class RedrawRequestTests: XCTestCase {
    final class Counts { var draws = 0; var displays = 0 }

    final class SelfRedrawingLayer: CALayer {
        var counts: Counts?
        override func display() { counts?.displays += 1; setNeedsDisplay(); contents = nil }
    }

    final class SelfRedrawingView: UIView {
        var counts: Counts?
        override func draw(_ rect: CGRect) {
            counts?.draws += 1
            UIColor.red.setFill()
            UIRectFill(rect)
            setNeedsDisplay()
        }
    }

    final class Screen: UIViewController {
        let counts: Counts
        init(_ counts: Counts) { self.counts = counts; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            let l = SelfRedrawingLayer()
            l.counts = counts
            l.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            view.layer.addSublayer(l)
            l.setNeedsDisplay()
            let v = SelfRedrawingView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
            v.counts = counts
            view.addSubview(v)
        }
    }

    func testARedrawAskedForWhileDrawingIsTheNextFrames() throws {
        let counts = Counts()
        var options = HeadlessSession.Options()
        options.duration = 0.5
        options.scale = 1
        let session = try HeadlessSession(preview: Preview("redraw", size: CGSize(width: 375, height: 667)) { Screen(counts) },
                                          options: options)
        _ = try session.run()
        // 0.5 s at 60 frames a second: 31 frames (0 and 30 included).
        XCTAssertGreaterThanOrEqual(counts.draws, 29)
        XCTAssertLessThanOrEqual(counts.draws, 32, "once per frame, not once per layout pass")
        XCTAssertGreaterThanOrEqual(counts.displays, 29)
        XCTAssertLessThanOrEqual(counts.displays, 32)
    }
}
