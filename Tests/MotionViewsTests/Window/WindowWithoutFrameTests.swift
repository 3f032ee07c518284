import XCTest
@testable import MotionViews

/// `UIWindow()` (no frame) fills the main screen, as on iOS 9 and later: an app delegate's
/// `window = UIWindow(); window?.rootViewController = Screen()` gives the screen's `viewDidLoad` a view
/// the screen's size, so views made from `view.frame` there are full-screen.
final class WindowWithoutFrameTests: XCTestCase {
    final class Screen: UIViewController {
        var sizeInViewDidLoad: CGSize?
        var backdrop: UIView?
        override func viewDidLoad() {
            super.viewDidLoad()
            sizeInViewDidLoad = view.frame.size
            let backdrop = UIView(frame: view.frame)
            view.addSubview(backdrop)
            self.backdrop = backdrop
        }
    }

    func testAWindowWithoutAFrameFillsTheScreen() {
        AnimationDriver.shared.reset()
        let screenWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        screenWindow.makeKeyAndVisible()
        testWindow = screenWindow
        let screenBounds = UIScreen.main.bounds
        XCTAssertEqual(screenBounds.size, CGSize(width: 375, height: 667))

        let window = UIWindow()
        XCTAssertEqual(window.frame, screenBounds)
        let screen = Screen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        XCTAssertEqual(screen.sizeInViewDidLoad, screenBounds.size)
        XCTAssertEqual(screen.backdrop?.frame, screenBounds)
        XCTAssertEqual(UIWindow(frame: .zero).frame, .zero, "an explicit zero frame stays zero")
    }
}
