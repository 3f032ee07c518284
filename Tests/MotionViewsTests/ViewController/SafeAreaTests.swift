import XCTest
@testable import MotionViews

/// UIKit's safe area on a screen with no status bar or notch: zero from the window, plus a view
/// controller's `additionalSafeAreaInsets`, reaching into subviews as far as they overlap the unsafe
/// margins (UIKit's propagation rule).
final class SafeAreaTests: XCTestCase {
    final class Recording: UIViewController {
        var insetChanges = 0
        override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange(); insetChanges += 1 }
    }

    func testTheWindowIsSafeEverywhere() {
        let w = makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        w.addSubview(v)
        XCTAssertEqual(w.safeAreaInsets, .zero)
        XCTAssertEqual(v.safeAreaInsets, .zero)
    }

    func testAdditionalInsetsReachIntoSubviewsAsFarAsTheyOverlap() {
        let w = makeWindow()
        let vc = Recording()
        w.rootViewController = vc
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 10)
        XCTAssertEqual(vc.insetChanges, 1)
        XCTAssertEqual(vc.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 10))
        // A bar at the top, 60 tall and inset 20 from the left: 44 of it is under the top margin, and
        // its right end reaches 10 into the right margin.
        let bar = UIView(frame: CGRect(x: 20, y: 0, width: 300, height: 60))
        vc.view.addSubview(bar)
        XCTAssertEqual(bar.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 10))
        // A card in the middle is clear of every margin.
        let card = UIView(frame: CGRect(x: 40, y: 200, width: 200, height: 100))
        vc.view.addSubview(card)
        XCTAssertEqual(card.safeAreaInsets, .zero)
        // A footer at 520…540: the bottom margin starts at 568 − 34 = 534, 6 points into it.
        let footer = UIView(frame: CGRect(x: 0, y: 520, width: 100, height: 20))
        vc.view.addSubview(footer)
        XCTAssertEqual(footer.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 6, right: 0))
        vc.additionalSafeAreaInsets = .zero
        XCTAssertEqual(bar.safeAreaInsets, .zero)
        XCTAssertEqual(vc.insetChanges, 2)
    }

    func testStatusBarOverridesCompileAndAreRead() {
        final class Dark: UIViewController {
            override var prefersStatusBarHidden: Bool { true }
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        let vc: UIViewController = Dark()
        XCTAssertTrue(vc.prefersStatusBarHidden)
        XCTAssertEqual(vc.preferredStatusBarStyle, .lightContent)
        vc.setNeedsStatusBarAppearanceUpdate()
    }
}

/// While a page sheet pushes the screen behind it back (shrunk over black), the status bar is light, as
/// on iOS; it is dark again once the sheet is gone.
final class SheetStatusBarTests: XCTestCase {
    func testAPageSheetTurnsTheStatusBarLight() throws {
        let (w, root) = presentingHost(deviceChrome: true)
        root.view.backgroundColor = .white
        let bar = try XCTUnwrap(w.statusBarView)
        // `.default` is drawn as the asked controller's style says: dark content on a light screen.
        XCTAssertEqual(bar.style, .darkContent)
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        w.layoutIfNeeded()
        XCTAssertEqual(bar.style, .lightContent)
        sheet.dismiss(animated: false)
        w.layoutIfNeeded()
        XCTAssertEqual(bar.style, .darkContent)
    }
}
