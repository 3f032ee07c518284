import XCTest
@testable import MotionViews

/// A window without device chrome (a plain `UIWindow`, `Preview(…, deviceChrome: false)`, a
/// storyboard preview): a pushed controller's content pinned to `safeAreaLayoutGuide` sits under the
/// navigation bar (UIView.h: the root view's insets "account for … other visible bars"), whatever
/// order the controllers' views loaded in. The engine's answer for the content arrives in a second
/// solve, after the bar's inset is seen; it must still be applied.
final class SafeAreaWithoutChromeTests: XCTestCase {
    final class Pinned: UIViewController {
        let box = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
        }
    }

    func testContentPinnedToTheGuideSitsUnderTheBarInEveryLoadingOrder() {
        for order in 0..<3 {
            let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
            w.showsDeviceChrome = false
            let child = Pinned()
            let nav = UINavigationController(rootViewController: child)
            if order == 1 { _ = nav.view; child.loadViewIfNeeded() }
            if order == 2 { _ = child.view }
            w.rootViewController = nav
            w.makeKeyAndVisible()
            w.layoutIfNeeded()
            XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 320, height: 44), "order \(order)")
            XCTAssertEqual(child.view.safeAreaInsets.top, 44, "order \(order)")
            XCTAssertEqual(child.view.safeAreaLayoutGuide.layoutFrame.minY, 44, "order \(order)")
            XCTAssertEqual(child.box.frame.minY, 60, "order \(order): 16 below the guide, under the bar")
        }
    }
}
