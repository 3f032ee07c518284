import XCTest
@testable import MotionViews

/// UIViewController and NSLayoutConstraint members public screens use that are older than the safe
/// area or inherited from NSObject, as Apple documents them.
final class ControllerCompatibilityTests: XCTestCase {
    /// UIViewController.h (deprecated in iOS 11): `topLayoutGuide` spans from the view's top to the
    /// bottom of the bars above it — the safe area's top — and `bottomLayoutGuide` the same at the bottom.
    func testTopAndBottomLayoutGuidesAreTheStripsOutsideTheSafeArea() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        testWindow = w
        w.showsDeviceChrome = true
        let vc = UIViewController()
        let nav = UINavigationController(rootViewController: vc)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: vc.topLayoutGuide.bottomAnchor),
            box.bottomAnchor.constraint(equalTo: vc.bottomLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
        ])
        w.layoutIfNeeded()
        XCTAssertEqual(vc.topLayoutGuide.length, 47 + 44)
        XCTAssertEqual(vc.bottomLayoutGuide.length, 34)
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 91, width: 10, height: 844 - 91 - 34))
        XCTAssertTrue(vc.topLayoutGuide === vc.topLayoutGuide, "one guide per edge")
    }

    /// NSObject's `init()`: `NSLayoutConstraint()` is a placeholder relating nothing; activating it
    /// reports the problem instead of installing anything.
    func testAnEmptyConstraintIsAPlaceholder() {
        var reports: [String] = []
        LayoutDiagnostics.handler = { reports.append($0) }
        defer { LayoutDiagnostics.handler = nil }
        let placeholder = NSLayoutConstraint()
        XCTAssertNil(placeholder.firstItem)
        XCTAssertTrue(reports.isEmpty, "making one is fine")
        placeholder.isActive = true
        XCTAssertFalse(placeholder.isActive)
        XCTAssertEqual(reports.count, 1)
    }

    /// UIContentContainer: `viewWillTransition(to:with:)` reaches the root controller and its children
    /// before the size changes; the coordinator's blocks run after the new layout.
    func testViewWillTransitionWhenTheWindowTurns() {
        final class Recorder: UIViewController {
            var log: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                log.append("will \(Int(size.width))×\(Int(size.height)), view \(Int(view.bounds.width))")
                coordinator.animate(alongsideTransition: { _ in self.log.append("alongside, view \(Int(self.view.bounds.width))") },
                                    completion: { _ in self.log.append("completion") })
            }
            override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
        }
        let w = makeWindow()
        testWindow = w
        let child = Recorder()
        let nav = UINavigationController(rootViewController: child)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        w.frame = CGRect(x: 0, y: 0, width: 568, height: 320)
        XCTAssertEqual(child.log, ["will 568×320, view 320", "alongside, view 568", "completion"])
        XCTAssertEqual(child.supportedInterfaceOrientations, .allButUpsideDown)
    }

    /// UIContentContainer's `willTransition(to:with:)`: when turning changes the size classes, the new
    /// traits reach the controllers (children too) before `viewWillTransition(to:with:)`; a resize that
    /// keeps them sends none. The coordinator answers UIViewControllerTransitionCoordinator.h's other
    /// members as a non-interactive transition does.
    func testWillTransitionToTraitsComesFirst() {
        final class Recorder: UIViewController {
            var log: [String] = []
            override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
                super.willTransition(to: newCollection, with: coordinator)
                log.append("traits vertical \(newCollection.verticalSizeClass == .compact ? "compact" : "regular")")
                XCTAssertFalse(coordinator.initiallyInteractive)
                XCTAssertEqual(coordinator.completionCurve, .easeInOut)
                coordinator.notifyWhenInteractionChanges { _ in self.log.append("never") }
                coordinator.animateAlongsideTransition(in: nil, animation: { _ in self.log.append("alongside in view") })
            }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                log.append("size \(Int(size.width))")
            }
        }
        let w = makeWindow()
        testWindow = w
        let child = Recorder()
        let nav = UINavigationController(rootViewController: child)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        w.frame = CGRect(x: 0, y: 0, width: 568, height: 320)
        XCTAssertEqual(child.log, ["traits vertical compact", "size 568", "alongside in view"])
        child.log = []
        w.frame = CGRect(x: 0, y: 0, width: 560, height: 320)
        XCTAssertEqual(child.log, ["size 560"], "the same size classes: no trait transition")
    }
}
