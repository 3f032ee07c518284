import XCTest
@testable import MotionLabPreview

/// A recorded video lasts its duration: ⌈duration·fps⌉ frames, frame n showing t = n/fps for 1/fps.
final class HeadlessRecordingTests: XCTestCase {
    func testAVideoHasTheFramesOfItsDuration() {
        XCTAssertEqual(HeadlessRecording.frameCount(duration: 3, fps: 60), 180, "the README's figure")
        XCTAssertEqual(HeadlessRecording.frameCount(duration: 0.5, fps: 30), 15)
        XCTAssertEqual(HeadlessRecording.frameCount(duration: 0.1, fps: 30), 3, "0.1 · 30 is 3.0000000000000004 in binary")
        XCTAssertEqual(HeadlessRecording.frameCount(duration: 4.1, fps: 60), 246)
        XCTAssertEqual(HeadlessRecording.frameCount(duration: 0.55, fps: 60), 33, "a partial last frame is still shown")
        XCTAssertEqual(HeadlessRecording.frameCount(duration: 0.001, fps: 60), 1, "at least one frame")
        // `render` renders every t in [0, duration]: one more than the video of the same length.
        XCTAssertEqual(HeadlessSession.frameCount(duration: 3, fps: 60), 181)
    }
}
