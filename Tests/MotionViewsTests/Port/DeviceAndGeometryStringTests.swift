import XCTest
@testable import MotionViews

/// Everyday iOS API outside the animation calls: `UIDevice.current` answers for the preview's device,
/// UIGeometry.h's string forms (`NSCoder.string(for:)`/`cgPoint(for:)`, once `NSStringFromCGPoint`),
/// `NSInteger`, a view's `mask` view, `userInterfaceLayoutDirection(for:)`, and UIImageView's frame
/// animation (`animationImages`, `startAnimating()`).
final class DeviceAndGeometryStringTests: XCTestCase {
    override func setUp() {
        super.setUp()
        AnimationContext().makeCurrent()
    }

    func testTheDeviceFollowsThePreviewsScreen() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        w.makeKeyAndVisible()
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertEqual(UIDevice.current.model, "iPhone")
        XCTAssertEqual(UIDevice.current.systemName, "iOS")
        XCTAssertTrue(UIDevice.current.orientation.isPortrait)
        XCTAssertFalse(UIDevice.current.orientation.isFlat)
        XCTAssertEqual(UIDevice.current.identifierForVendor, UIDevice.current.identifierForVendor, "stable")
        XCTAssertEqual(UIDevice.current.batteryLevel, -1, "UIDevice.h: −1 when the level is unknown")
        let landscape = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        landscape.makeKeyAndVisible()
        XCTAssertTrue(UIDevice.current.orientation.isLandscape)
        XCTAssertTrue(UIDevice.current.orientation.isValidInterfaceOrientation)
        let pad = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 1366))
        pad.makeKeyAndVisible()
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
        XCTAssertEqual(UIDevice.current.model, "iPad")
    }

    func testGeometryStringsRoundTripInUIKitsFormat() {
        XCTAssertEqual(NSCoder.string(for: CGPoint(x: 1.5, y: -2)), "{1.5, -2}")
        XCTAssertEqual(NSCoder.string(for: CGRect(x: 0, y: 10, width: 320, height: 44)), "{{0, 10}, {320, 44}}")
        XCTAssertEqual(NSCoder.string(for: CGAffineTransform(translationX: 10, y: 20)), "[1, 0, 0, 1, 10, 20]")
        XCTAssertEqual(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), "{1, 2, 3, 4}")
        XCTAssertEqual(NSCoder.cgPoint(for: "{0,0}"), .zero)
        XCTAssertEqual(NSCoder.cgPoint(for: "{-fx, 2}"), CGPoint(x: 2, y: 0), "numbers in order; what is missing is 0")
        XCTAssertEqual(NSCoder.cgRect(for: "{{1,2},{3,4}}"), CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(NSCoder.cgSize(for: "{1e2, .5}"), CGSize(width: 100, height: 0.5))
        XCTAssertEqual(NSCoder.uiEdgeInsets(for: "garbage"), .zero)
        for p in [CGPoint(x: 0.1, y: 1.0 / 3), CGPoint(x: -1e-7, y: 12345.678)] {
            XCTAssertEqual(NSCoder.cgPoint(for: NSCoder.string(for: p)), p, "17 digits round-trip exactly")
        }
        let t = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 4, y: -5)
        XCTAssertEqual(NSCoder.cgAffineTransform(for: NSCoder.string(for: t)), t)
        let n: NSInteger = 3, u: NSUInteger = 4
        XCTAssertEqual(n + Int(u), 7)
    }

    func testMaskViewIsTheLayersMask() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let m = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        v.mask = m
        XCTAssertTrue(v.layer.mask === m.layer)
        v.mask = nil
        XCTAssertNil(v.layer.mask)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft), .rightToLeft)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified), .leftToRight)
    }

    func testImageViewPlaysItsFramesOnTheSceneClock() {
        func solid(_ v: UInt8) -> UIImage { UIImage(cgImage: CGImage(width: 1, height: 1, pixels: [v, v, v, 255])) }
        let frames = [solid(10), solid(20), solid(30)]
        let still = solid(99)
        let iv = UIImageView(image: still)
        iv.animationImages = frames
        iv.animationDuration = 0.3
        iv.animationRepeatCount = 2
        let t0 = CACurrentMediaTime()
        iv.startAnimating()
        XCTAssertTrue(iv.isAnimating)
        func shown(at t: Double) -> CGImage? {
            AnimationDriver.shared.advance(to: t0 + t)
            return iv.layer.presentation()?.contents as? CGImage
        }
        // Each frame for a third of the duration, twice over, then the image again.
        for (t, i) in [(0.05, 0), (0.15, 1), (0.25, 2), (0.35, 0), (0.55, 2)] {
            XCTAssertTrue(shown(at: t) === frames[i].cgImage, "t=\(t): frame \(i)")
        }
        XCTAssertTrue(shown(at: 0.65) === still.cgImage)
        XCTAssertFalse(iv.isAnimating, "two passes, then it stops")
        iv.animationRepeatCount = 0
        iv.startAnimating()
        _ = shown(at: 5)
        XCTAssertTrue(iv.isAnimating, "0 repeats forever")
        iv.stopAnimating()
        XCTAssertFalse(iv.isAnimating)
        XCTAssertEqual(UIImageView().animationDuration, 0, "UIKit's default: 1/30 s per frame when 0")
    }
}

/// UIImage.h's animated images: an image view shows one's frames in turn over its duration, repeating,
/// by itself; a still image set afterwards stops them.
final class AnimatedImageTests: XCTestCase {
    override func setUp() {
        super.setUp()
        AnimationContext().makeCurrent()
    }

    func testAnImageViewPlaysAnAnimatedImage() {
        func solid(_ v: UInt8) -> UIImage { UIImage(cgImage: CGImage(width: 1, height: 1, pixels: [v, v, v, 255]), scale: 2) }
        let frames = [solid(1), solid(2)]
        XCTAssertNil(UIImage.animatedImage(with: [], duration: 1))
        let animated = UIImage.animatedImage(with: frames, duration: 0.5)!
        XCTAssertEqual(animated.images?.count, 2)
        XCTAssertEqual(animated.duration, 0.5)
        XCTAssertTrue(animated.cgImage === frames[0].cgImage, "elsewhere it is its first frame")
        XCTAssertEqual(animated.scale, 2)
        let t0 = CACurrentMediaTime()
        let iv = UIImageView(image: animated)
        func shown(at t: Double) -> CGImage? {
            AnimationDriver.shared.advance(to: t0 + t)
            return iv.layer.presentation()?.contents as? CGImage
        }
        XCTAssertTrue(shown(at: 0.1) === frames[0].cgImage)
        XCTAssertTrue(shown(at: 0.35) === frames[1].cgImage)
        XCTAssertTrue(shown(at: 10.1) === frames[0].cgImage, "it repeats")
        let still = solid(9)
        iv.image = still
        XCTAssertTrue(shown(at: 10.35) === still.cgImage)
    }
}
