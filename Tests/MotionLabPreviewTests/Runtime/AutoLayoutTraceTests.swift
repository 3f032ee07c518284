import XCTest
import MotionLab
import MotionRender
@testable import MotionLabPreview

/// Traces add the laid-out frame of views placed by constraints (and nothing for other layers), and
/// the `O` key draws the constraint outlines over the window.
final class AutoLayoutTraceTests: XCTestCase {
    final class Controller: UIViewController {
        let box = UIView()
        let plain = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        override func viewDidLoad() {
            box.accessibilityIdentifier = "box"
            plain.accessibilityIdentifier = "plain"
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            view.addSubview(plain)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            ])
        }
    }

    func testLaidOutFramesInTracesAndTheOutlineKey() throws {
        let preview = Preview("al") { Controller() }
        let runner = try SceneRunner(preview: preview, catalog: [preview], context: AnimationContext())
        let pipeline = FramePipeline()
        let result = try pipeline.frame(runner, FrameRequest(clock: .media(runner.sceneStart + 0.1), force: true, tracing: true))
        let frames = runner.context.perform { runner.window.autoLayoutFramesByName() }
        // The 320×568 preview stands for an iPhone 5: the safe area starts below its 20-point status bar.
        XCTAssertEqual(frames, ["box": CGRect(x: 16, y: 30, width: 100, height: 50)], "only views placed by constraints")
        let line = TraceWriter.line(frame: 6, time: 0.1, layers: result.rendered.traced, layoutFrames: frames)
        let obj = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
        let layers = obj["layers"] as! [String: [String: Any]]
        XCTAssertEqual((layers["box"]?["layoutFrame"] as? [NSNumber])?.map(\.doubleValue), [16, 30, 100, 50])
        XCTAssertNil(layers["plain"]?["layoutFrame"])
        XCTAssertEqual(TraceWriter.line(frame: 6, time: 0.1, layers: result.rendered.traced),
                       TraceWriter.line(frame: 6, time: 0.1, layers: result.rendered.traced, layoutFrames: [:]),
                       "without laid-out frames the line is as before")

        XCTAssertTrue(runner.constraintOverlay().isEmpty, "off by default")
        try runner.handle(.key("o"))
        XCTAssertTrue(runner.showsConstraints)
        let outlines = runner.context.perform { runner.window.autoLayoutOutlines() }
        XCTAssertTrue(outlines.contains { $0.kind == .view && $0.rect == CGRect(x: 16, y: 30, width: 100, height: 50) }, "\(outlines)")
        XCTAssertTrue(outlines.contains { $0.kind == .guide })
        XCTAssertEqual(outlines.filter { $0.kind == .constraint }.count, 4)
        XCTAssertFalse(outlines.contains { $0.isProblem })
        XCTAssertFalse(runner.constraintOverlay().isEmpty)
        try runner.handle(.key("o"))
        XCTAssertTrue(runner.constraintOverlay().isEmpty)
    }
}
