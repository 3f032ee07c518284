import XCTest
@testable import MotionViews

/// iOS 17's `viewIsAppearing(_:)`: once per appearance, after `viewWillAppear` and before
/// `viewDidAppear`, with the view in its window and before its layout.
final class ViewIsAppearingTests: XCTestCase {
    private final class Recorder: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("will") }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            log.append(view.window == nil ? "isAppearing(no window)" : "isAppearing")
        }
        override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log.append("layout") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("did") }
    }

    func testItComesBetweenWillAndDidAppearOncePerAppearance() {
        let w = makeWindow()
        let vc = Recorder()
        w.rootViewController = vc
        w.makeKeyAndVisible()
        w.layoutIfNeeded()
        let first = vc.log.filter { $0 != "layout" }
        XCTAssertEqual(first, ["will", "isAppearing", "did"])
        if let i = vc.log.firstIndex(of: "isAppearing"), let l = vc.log.firstIndex(of: "layout") {
            XCTAssertLessThan(i, l, "before the view's layout")
        }
        // Presented over and back: it appears again and hears it again.
        let t0 = CACurrentMediaTime()
        let top = UIViewController()
        top.modalPresentationStyle = .fullScreen   // a sheet would leave the presenter on screen
        vc.present(top, animated: false)
        Clock.run(from: t0, to: 0.1)
        vc.log = []
        top.dismiss(animated: false)
        Clock.run(from: CACurrentMediaTime(), to: 0.1)
        w.layoutIfNeeded()
        XCTAssertEqual(vc.log.filter { $0 != "layout" }, ["will", "isAppearing", "did"])
    }
}
