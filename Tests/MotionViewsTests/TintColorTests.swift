import XCTest
@testable import MotionViews

/// UIKit's tint: inherited down the tree (system blue at the top), overridden per view, reported by
/// `tintColorDidChange()` to the views that inherit it; a `.system` button's title and the progress
/// and slider tracks draw in it.
final class TintColorTests: XCTestCase {
    final class Watching: UIView {
        var changes = 0
        override func tintColorDidChange() { super.tintColorDidChange(); changes += 1 }
    }

    func testInheritanceAndNotification() {
        let w = makeWindow()
        let parent = Watching(frame: .zero), child = Watching(frame: .zero), own = Watching(frame: .zero)
        w.addSubview(parent)
        parent.addSubview(child)
        parent.addSubview(own)
        own.tintColor = .systemRed
        XCTAssertEqual(child.tintColor, .systemBlue, "UIKit's default")
        XCTAssertEqual(own.changes, 1)
        parent.tintColor = .systemPink
        XCTAssertEqual(child.tintColor, .systemPink)
        XCTAssertEqual(own.tintColor, .systemRed, "its own tint wins")
        XCTAssertEqual(parent.changes, 1); XCTAssertEqual(child.changes, 1)
        XCTAssertEqual(own.changes, 1, "a view with its own tint is not told")
        parent.tintColor = nil
        XCTAssertEqual(child.tintColor, .systemBlue, "nil inherits again")
        XCTAssertEqual(child.changes, 2)
        // Moving under a differently tinted view tells it.
        let green = UIView(frame: .zero)
        green.tintColor = .systemGreen
        w.addSubview(green)
        green.addSubview(child)
        XCTAssertEqual(child.tintColor, .systemGreen)
        XCTAssertEqual(child.changes, 3)
    }

    func testControlsDrawInTheTint() {
        let w = makeWindow()
        w.tintColor = .systemOrange
        let button = UIButton(type: .system)
        w.addSubview(button)
        button.setTitle("Go", for: .normal)
        XCTAssertEqual(button.currentTitleColor, .systemOrange, "a .system button's title is the tint")
        XCTAssertEqual(UIButton(type: .custom).currentTitleColor, .white)
        let progress = UIProgressView(progressViewStyle: .default)
        w.addSubview(progress)
        XCTAssertEqual(progress.subviews.first?.backgroundColor, .systemOrange)
        w.tintColor = .systemIndigo
        XCTAssertEqual(progress.subviews.first?.backgroundColor, .systemIndigo)
        XCTAssertEqual(button.currentTitleColor, .systemIndigo)
    }
}

/// A custom control overriding `tintColor` with an observer, as UIKit subclasses do.
final class TintOverridingControl: UIView {
    var observed: [UIColor] = []
    override var tintColor: UIColor! { didSet { observed.append(tintColor) } }
}

final class TintOverrideTests: XCTestCase {
    func testSubclassesCanOverrideTintColor() {
        let v = TintOverridingControl(frame: .zero)
        v.tintColor = .systemRed
        XCTAssertEqual(v.observed, [.systemRed])
    }
}

/// `tintAdjustmentMode`: `.dimmed` greys the tint of the view and the views inheriting the mode (their
/// `tintColorDidChange()` is called); an alert dims everything behind it while it is up, as on iOS.
final class TintAdjustmentTests: XCTestCase {
    final class Watcher: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    func testDimmingGreysTheInheritedTint() {
        let root = UIView(), child = Watcher(), own = Watcher()
        root.addSubview(child)
        root.addSubview(own)
        own.tintColor = .systemPink
        child.changes = 0
        own.changes = 0
        XCTAssertEqual(root.tintAdjustmentMode, .normal, "the root's automatic mode is normal")
        root.tintAdjustmentMode = .dimmed
        XCTAssertEqual(child.tintAdjustmentMode, .dimmed, "inherited")
        XCTAssertEqual(child.tintColor, UIColor.systemGray)
        XCTAssertEqual(own.tintColor, UIColor.systemGray, "a view's own tint dims too")
        XCTAssertEqual(child.changes, 1)
        XCTAssertEqual(own.changes, 1)
        own.tintAdjustmentMode = .normal
        XCTAssertEqual(own.tintColor, UIColor.systemPink)
        root.tintAdjustmentMode = .automatic
        XCTAssertEqual(child.tintColor, UIColor.systemBlue)
    }

    func testAnAlertDimsTheTintBehindIt() {
        let (w, root) = presentingHost()
        let button = UIButton(type: .system)
        root.view.addSubview(button)
        XCTAssertEqual(button.tintColor, UIColor.systemBlue)
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        Clock.run(from: CACurrentMediaTime(), to: CACurrentMediaTime() + 0.5)
        XCTAssertEqual(button.tintColor, UIColor.systemGray)
        XCTAssertEqual(alert.view.tintAdjustmentMode, .normal, "the alert's own buttons keep their tint")
        alert.dismiss(animated: true)
        Clock.run(from: CACurrentMediaTime(), to: CACurrentMediaTime() + 0.5)
        XCTAssertEqual(button.tintColor, UIColor.systemBlue)
        XCTAssertEqual(w.tintAdjustmentMode, .normal)
    }
}
