import XCTest
import UIKit
@testable import MotionLabPreview
import MotionHost

/// `HeadlessSession.render(frame:)`, the in-process form of `render --at`: the same pixels and values,
/// frames going forward only.
final class HeadlessSessionFramesTests: XCTestCase {
    /// A square that slides 200 points in one second, linearly, from scene time 0.
    final class Slider: UIViewController {
        let square = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        override func viewDidLoad() {
            super.viewDidLoad()
            square.backgroundColor = .systemGreen
            square.accessibilityIdentifier = "square"
            view.addSubview(square)
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { self.square.frame.origin.x = 200 })
        }
    }

    func session(_ options: HeadlessSession.Options = HeadlessSession.Options()) throws -> HeadlessSession {
        var o = options
        o.scale = 1
        return try HeadlessSession(preview: Preview("slider", size: CGSize(width: 320, height: 200)) { Slider() }, options: o)
    }

    func testTheFrameIndexIsTheNearestFrame() {
        XCTAssertEqual(HeadlessSession.frameIndex(at: 0.5, fps: 60), 30)
        XCTAssertEqual(HeadlessSession.frameIndex(at: 0.507, fps: 60), 30)
        XCTAssertEqual(HeadlessSession.frameIndex(at: 0.509, fps: 60), 31)
        XCTAssertEqual(HeadlessSession.frameIndex(at: 0, fps: 60), 0)
    }

    func testFramesHaveTheValuesOfTheirTimesAndThePixelsRenderAtWrites() throws {
        let s = try session()
        let quarter = try s.render(frame: 15, image: true, tracing: true)
        XCTAssertEqual(quarter.time, 0.25)
        let square = try XCTUnwrap(quarter.traced["square"])
        XCTAssertEqual(square.position.x, 20 + 200 * 0.25, accuracy: 1e-9, "linear: a quarter of the way")
        let image = try XCTUnwrap(quarter.image)
        XCTAssertEqual([image.width, image.height], [320, 200])
        let half = try s.render(frame: 30, image: false, tracing: true)
        XCTAssertNil(half.image)
        XCTAssertEqual(half.traced["square"]?.position.x ?? 0, 120, accuracy: 1e-9)
        XCTAssertThrowsError(try s.render(frame: 30)) { error in
            XCTAssertEqual("\(error)", "frame 30 is not after frame 30, the last one rendered; a session runs forward only")
        }

        // `render --at 0.25 --frames DIR`'s file holds the same pixels.
        let dir = NSTemporaryDirectory() + "motionlab-frames-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var options = HeadlessSession.Options()
        options.framesDirectory = dir
        options.onlyFrame = 15
        try session(options).run()
        XCTAssertEqual(try PNGDecoder.decode(contentsOf: dir + "/frame-00015.png").pixels, image.pixels)
    }
}
