import XCTest
@testable import MotionViews

/// Key-value observing of a view's geometry by key path string, as automatic KVO does it on iOS: the
/// observer is told after every set of the property (changed or not), with the values its options ask
/// for, until it is removed.
final class KeyValueObservingTests: XCTestCase {
    /// A view that redraws a line when an attached view moves (Apple's DynamicsCatalog decoration view).
    final class Watcher: UIView {
        var told: [(keyPath: String?, object: UIView?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            told.append((keyPath, object as? UIView, change, context))
        }
    }

    func testAnObserverOfCenterIsToldOfEverySetWithTheValuesItAsksFor() {
        let watcher = Watcher()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.addObserver(watcher, forKeyPath: "center", options: [.new, .old], context: nil)
        XCTAssertTrue(watcher.told.isEmpty, "no .initial: nothing at registration")
        box.center = CGPoint(x: 30, y: 40)
        box.center = CGPoint(x: 30, y: 40)
        XCTAssertEqual(watcher.told.count, 2, "told of every set, changed or not")
        XCTAssertEqual(watcher.told[0].keyPath, "center")
        XCTAssertTrue(watcher.told[0].object === box)
        XCTAssertEqual(watcher.told[0].change?[.oldKey] as? CGPoint, CGPoint(x: 10, y: 10))
        XCTAssertEqual(watcher.told[0].change?[.newKey] as? CGPoint, CGPoint(x: 30, y: 40))
        XCTAssertEqual(watcher.told[0].change?[.kindKey] as? UInt, NSKeyValueChange.setting.rawValue)
        XCTAssertEqual(box.center, CGPoint(x: 30, y: 40), "the set itself happens")

        box.alpha = 0.5
        XCTAssertEqual(watcher.told.count, 2, "another key path: not told")
        box.removeObserver(watcher, forKeyPath: "center")
        box.center = .zero
        XCTAssertEqual(watcher.told.count, 2, "removed: not told")
    }

    func testInitialPriorContextAndFrameSetsThatMoveTheCenter() {
        let watcher = Watcher()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        var token = 7
        withUnsafeMutablePointer(to: &token) { context in
            box.addObserver(watcher, forKeyPath: "center", options: [.initial, .new, .prior], context: context)
            XCTAssertEqual(watcher.told.count, 1, ".initial: told at once")
            XCTAssertEqual(watcher.told[0].change?[.newKey] as? CGPoint, CGPoint(x: 10, y: 10))
            box.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
            XCTAssertEqual(watcher.told.count, 3, "a frame set sets the centre: told before (.prior) and after")
            XCTAssertEqual(watcher.told[1].change?[.notificationIsPriorKey] as? Bool, true)
            XCTAssertNil(watcher.told[1].change?[.newKey], "no new value before the change")
            XCTAssertEqual(watcher.told[2].change?[.newKey] as? CGPoint, CGPoint(x: 110, y: 110))
            XCTAssertTrue(watcher.told.allSatisfy { $0.context == UnsafeMutableRawPointer(context) })
            box.removeObserver(watcher, forKeyPath: "center", context: context)
        }
        box.center = .zero
        XCTAssertEqual(watcher.told.count, 3)
    }

    func testAViewControllerObservesAViewsAlphaAndAGoneObserverIsNotTold() {
        final class Screen: UIViewController {
            var alphas: [CGFloat] = []
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) {
                if let a = change?[.newKey] as? CGFloat { alphas.append(a) }
            }
        }
        let badge = UIView()
        var screen: Screen? = Screen()
        badge.addObserver(screen!, forKeyPath: "alpha", options: .new, context: nil)
        badge.alpha = 0.25
        XCTAssertEqual(screen?.alphas, [0.25])
        weak var gone = screen
        screen = nil
        XCTAssertNil(gone, "observers are held weakly")
        badge.alpha = 1  // nobody to tell: no crash
        XCTAssertEqual(badge.alpha, 1)
    }
}

/// `type(of: self).description()` — NSObject's class method, `Module.ClassName` for a Swift class — as
/// views that load the nib named like their class call it.
final class ResponderClassDescriptionTests: XCTestCase {
    final class DotsView: UIView {
        func nibName() -> String { type(of: self).description().components(separatedBy: ".").last ?? "" }
    }

    func testTheClassDescriptionIsTheModuleQualifiedName() {
        XCTAssertEqual(DotsView().nibName(), "DotsView")
        XCTAssertTrue(DotsView.description().hasPrefix("MotionViewsTests."), DotsView.description())
        XCTAssertTrue(UIViewController.description().hasSuffix("UIViewController"))
    }
}
