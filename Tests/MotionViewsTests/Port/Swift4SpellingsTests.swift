import XCTest
@testable import MotionViews

/// Code written for Xcode 9 (Swift 4.0/4.1) names UIKit's types at top level — `UIControlState`,
/// `UITableViewCellStyle`, `UIGestureRecognizerState` — and calls `bringSubview(toFront:)`. Those
/// are the same types and methods as the Swift 4.2 names, so values of either spelling mix.
final class Swift4SpellingsTests: XCTestCase {
    /// A Swift 4.1 screen: a button titled per state, a subtitle cell, a recognizer's state switch.
    final class OldScreen: UIViewController {
        let button = UIButton(type: UIButtonType.system)
        var seenStates: [UIGestureRecognizerState] = []
        func configure() {
            button.setTitle("Go", for: UIControlState.normal)
            button.setTitle("Going", for: UIControlState.highlighted)
            button.contentHorizontalAlignment = UIControlContentHorizontalAlignment.left
            view.contentMode = UIViewContentMode.scaleAspectFill
            view.autoresizingMask = UIViewAutoresizing.flexibleWidth
        }
        func handle(_ pan: UIPanGestureRecognizer) {
            if pan.state == UIGestureRecognizerState.began { seenStates.append(pan.state) }
        }
    }

    func testOldTypeNamesAreTheNestedTypes() {
        let screen = OldScreen()
        screen.configure()
        XCTAssertEqual(screen.button.title(for: .normal), "Go")
        XCTAssertEqual(screen.button.title(for: UIControl.State.highlighted), "Going")
        XCTAssertEqual(screen.button.contentHorizontalAlignment, .left)
        XCTAssertEqual(screen.view.contentMode, UIView.ContentMode.scaleAspectFill)
        XCTAssertEqual(screen.view.autoresizingMask, [.flexibleWidth])
        let cell = UITableViewCell(style: UITableViewCellStyle.subtitle, reuseIdentifier: "c")
        XCTAssertNotNil(cell.detailTextLabel, "a subtitle cell has a detail label")
        XCTAssertEqual(UITableViewAutomaticDimension, UITableView.automaticDimension)
        XCTAssertEqual(UIScrollViewDecelerationRateFast, UIScrollView.DecelerationRate.fast)
        let key: UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey(rawValue: "k")
        XCTAssertEqual(key.rawValue, "k")
        let push: UINavigationControllerOperation = .push
        XCTAssertEqual(push, UINavigationController.Operation.push)
    }

    /// Swift 4.1's notification names are the notifications posted under the Swift 4.2 names: an
    /// observer registered with the old name hears a post of the new one.
    func testSwift41NotificationNamesAreTheSameNotifications() {
        XCTAssertEqual(NSNotification.Name.UIApplicationDidBecomeActive, UIApplication.didBecomeActiveNotification)
        XCTAssertEqual(NSNotification.Name.UIApplicationDidBecomeActive.rawValue, "UIApplicationDidBecomeActiveNotification", "Apple's string")
        XCTAssertEqual(NSNotification.Name.UIKeyboardWillShow, UIResponder.keyboardWillShowNotification)
        var heard = 0
        let token = NotificationCenter.default.addObserver(forName: .UIApplicationWillResignActive, object: nil, queue: nil) { _ in heard += 1 }
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: nil)
        NotificationCenter.default.removeObserver(token)
        XCTAssertEqual(heard, 1)
    }

    /// An app that switches its icon (a seasonal one) reads back the name it set; the completion
    /// reports no error.
    func testAlternateIconNameIsKept() {
        XCTAssertTrue(UIApplication.shared.supportsAlternateIcons)
        var errors: [Error?] = []
        UIApplication.shared.setAlternateIconName("AppIconHalloween") { errors.append($0) }
        XCTAssertEqual(UIApplication.shared.alternateIconName, "AppIconHalloween")
        UIApplication.shared.setAlternateIconName(nil) { errors.append($0) }
        XCTAssertNil(UIApplication.shared.alternateIconName)
        XCTAssertEqual(errors.count, 2)
        XCTAssertTrue(errors.allSatisfy { $0 == nil })
    }

    /// `UIEdgeInsetsInsetRect(r, i)` is `r.inset(by: i)`: each side moved in by its inset.
    func testEdgeInsetsInsetRect() {
        let r = UIEdgeInsetsInsetRect(CGRect(x: 0, y: 0, width: 375, height: 667),
                                      UIEdgeInsets(top: 120, left: 50, bottom: 100, right: 30))
        XCTAssertEqual(r, CGRect(x: 50, y: 120, width: 295, height: 447))
        let grown = UIEdgeInsetsInsetRect(CGRect(x: 10, y: 10, width: 10, height: 10),
                                          UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
        XCTAssertEqual(grown, CGRect(x: 5, y: 5, width: 20, height: 20))
    }

    /// `bringSubview(toFront:)` makes the view the last subview (drawn on top);
    /// `sendSubview(toBack:)` the first; a view that is not a subview changes nothing.
    func testBringToFrontAndSendToBack() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView(), stranger = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.bringSubview(toFront: a)
        XCTAssertEqual(parent.subviews, [b, c, a])
        parent.sendSubview(toBack: c)
        XCTAssertEqual(parent.subviews, [c, b, a])
        parent.sendSubview(toBack: stranger)
        XCTAssertEqual(parent.subviews, [c, b, a])
        XCTAssertNil(stranger.superview)
    }
}
