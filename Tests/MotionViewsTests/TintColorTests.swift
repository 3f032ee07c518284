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
