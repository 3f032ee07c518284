import XCTest
@testable import MotionViews

/// UISlider's per-state thumb and track images (falling back to `.normal`'s) and value images.
final class SliderImagesTests: XCTestCase {
    private func image(_ w: Int, _ h: Int) -> UIImage {
        UIImage(cgImage: CGImage(width: w, height: h, pixels: [UInt8](repeating: 200, count: w * h * 4)), scale: 1)
    }

    func testAThumbImageReplacesTheDiscAtItsSize() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        XCTAssertNil(slider.thumbImage(for: .normal))
        let thumb = image(20, 20)
        slider.setThumbImage(thumb, for: .normal)
        XCTAssertTrue(slider.thumbImage(for: .highlighted) === thumb, "falls back to .normal")
        XCTAssertTrue(slider.currentThumbImage === thumb)
        slider.value = 1
        slider.layoutIfNeeded()
        let thumbView = slider.subviews.first { $0.layer.contents as AnyObject === thumb.cgImage }
        XCTAssertEqual(thumbView?.frame, CGRect(x: 180, y: 5.5, width: 20, height: 20), "at the right end, its own size")
        let pressed = image(30, 30)
        slider.setThumbImage(pressed, for: .highlighted)
        slider.isHighlighted = true
        XCTAssertTrue(slider.currentThumbImage === pressed)
        XCTAssertTrue(slider.subviews.contains { $0.layer.contents as AnyObject === pressed.cgImage })
    }

    func testTrackAndValueImages() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let track = image(10, 6)
        slider.setMinimumTrackImage(track, for: .normal)
        slider.setMaximumTrackImage(image(10, 2), for: .normal)
        XCTAssertTrue(slider.minimumTrackImage(for: .normal) === track)
        slider.minimumValueImage = image(16, 16)
        slider.maximumValueImage = image(24, 24)
        slider.value = 0.5
        slider.layoutIfNeeded()
        let minimumTrack = slider.subviews.first { $0.layer.contents as AnyObject === track.cgImage }
        // The track runs from 16 + 5 to 200 − 24 − 5; the thumb's centre travels 14 in from its ends.
        let start: CGFloat = 21, end: CGFloat = 171
        XCTAssertEqual(minimumTrack?.frame.minX, start)
        XCTAssertEqual(minimumTrack?.frame.height, 6, "the image's height")
        XCTAssertEqual(minimumTrack?.frame.maxX ?? 0, start + 14 + (end - start - 28) / 2, accuracy: 1e-9)
        XCTAssertEqual(slider.minimumValueImageView.frame, CGRect(x: 0, y: 7.5, width: 16, height: 16))
        XCTAssertEqual(slider.maximumValueImageView.frame, CGRect(x: 176, y: 3.5, width: 24, height: 24))
    }
}
