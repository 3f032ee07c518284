import XCTest
@testable import MotionViews

/// `UIScreen.main` measures the preview's window, whatever size and scale it is shown at; feedback
/// generators do nothing (no Taptic Engine, Apple's behaviour without one); SF Symbols resolve only to
/// images the package ships.
final class ScreenAndFeedbackTests: XCTestCase {
    override func setUp() {
        super.setUp()
        AnimationContext().makeCurrent()
    }

    func testTheScreenIsTheShownWindow() {
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 320, height: 568), "before a window is shown")
        XCTAssertEqual(UIScreen.main.scale, UIServices.screenScale)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        w.screenScale = 3
        w.makeKeyAndVisible()
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(UIScreen.main.scale, 3)
        XCTAssertEqual(UIScreen.main.nativeBounds, CGRect(x: 0, y: 0, width: 1125, height: 2001))
        XCTAssertEqual(UIScreen.main.maximumFramesPerSecond, 60, "the preview's frame rate")
        XCTAssertTrue(w.screen.bounds == UIScreen.main.bounds)
        // A view controller sized from the screen, as iOS code does.
        final class Sized: UIViewController {
            var width: CGFloat = 0
            override func viewDidLoad() { super.viewDidLoad(); width = UIScreen.main.bounds.width }
        }
        let vc = Sized()
        w.rootViewController = vc
        XCTAssertEqual(vc.width, 375)
    }

    /// A preview installs its root controller before showing the window: the screen is already its size.
    func testTheFirstWindowIsTheScreenBeforeItIsShown() {
        final class Sized: UIViewController {
            var size: CGSize = .zero
            override func viewDidLoad() { super.viewDidLoad(); size = UIScreen.main.bounds.size }
        }
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let vc = Sized()
        w.rootViewController = vc
        XCTAssertEqual(vc.size, CGSize(width: 390, height: 844))
        w.makeKeyAndVisible()
    }

    func testEachSessionHasItsOwnScreen() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        w.makeKeyAndVisible()
        let other = AnimationContext()
        other.perform {
            XCTAssertEqual(UIScreen.main.bounds.size, UIScreen.defaultSize, "another preview's window is not this one's screen")
        }
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 200, height: 300))
    }

    func testFeedbackGeneratorsRunAndDoNothing() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        XCTAssertEqual(impact.style, .heavy)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
    }

    /// An unknown symbol name is nil, Apple's answer (known names draw stand-ins: SymbolStandInTests).
    func testUnknownSystemImagesAreNil() {
        XCTAssertNil(UIImage(systemName: "no.such.symbol.here"), "nil, Apple's answer for an unknown symbol")
    }
}

/// The screen's coordinate space, as Xcode's scene template reads it to size a window it makes.
final class CoordinateSpaceTests: XCTestCase {
    func testTheScreensAndASceneSpaceAreTheScreenBounds() {
        XCTAssertEqual(UIScreen.main.coordinateSpace.bounds, UIScreen.main.bounds)
        XCTAssertEqual(UIScreen.main.fixedCoordinateSpace.bounds, UIScreen.main.bounds)
        XCTAssertEqual(UIScreen.main.bounds.origin, .zero)
    }
}
