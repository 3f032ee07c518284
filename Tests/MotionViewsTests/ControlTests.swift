import XCTest
import Foundation
import MotionLayers
import MotionTiming
@testable import MotionViews

/// UIControl tracking and target–action, driven through the window on a virtual clock.
final class ControlTests: XCTestCase {
    var window: UIWindow!
    var control: UIControl!
    var events: [String] = []

    override func setUp() {
        super.setUp()
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        window.addSubview(control)
        events = []
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDragExit, "exit"), (.touchDragEnter, "enter"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        ]
        for (event, name) in names {
            control.addTarget(nil, action: { [unowned self] _ in self.events.append(name) }, for: event)
        }
    }

    override func tearDown() {
        AnimationDriver.shared.reset()
        super.tearDown()
    }

    func testStateRawValuesMatchUIKit() {
        // UIControl.h: normal 0, highlighted 1<<0, disabled 1<<1, selected 1<<2.
        XCTAssertEqual(UIControl.State.normal.rawValue, 0)
        XCTAssertEqual(UIControl.State.highlighted.rawValue, 1)
        XCTAssertEqual(UIControl.State.disabled.rawValue, 2)
        XCTAssertEqual(UIControl.State.selected.rawValue, 4)
        // UIControlEventTouchUpInside = 1<<6, ValueChanged = 1<<12, PrimaryActionTriggered = 1<<13.
        XCTAssertEqual(UIControl.Event.touchUpInside.rawValue, 64)
        XCTAssertEqual(UIControl.Event.valueChanged.rawValue, 4096)
        XCTAssertEqual(UIControl.Event.primaryActionTriggered.rawValue, 8192)
    }

    func testStateReflectsFlags() {
        XCTAssertEqual(control.state, .normal)
        control.isSelected = true
        control.isEnabled = false
        XCTAssertEqual(control.state, [.selected, .disabled])
    }

    func testPressAndReleaseInside() {
        window.sendTouch(.began, at: CGPoint(x: 150, y: 120))
        XCTAssertTrue(control.isHighlighted)
        XCTAssertTrue(control.isTracking)
        XCTAssertEqual(control.state, .highlighted)
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 125))
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 125))
        XCTAssertFalse(control.isHighlighted)
        XCTAssertFalse(control.isTracking)
        XCTAssertEqual(events, ["down", "upInside"])
    }

    func testSlopKeepsHighlightNearTheBounds() {
        window.sendTouch(.began, at: CGPoint(x: 150, y: 120))
        // 60 pt below the bottom edge (y = 140): still within UIKit's 70 pt.
        window.sendTouch(.moved, at: CGPoint(x: 150, y: 200))
        XCTAssertTrue(control.isHighlighted)
        window.sendTouch(.ended, at: CGPoint(x: 150, y: 200))
        XCTAssertEqual(events, ["down", "upInside"])
    }

    func testDragOutUnhighlightsAndBackInRehighlights() {
        window.sendTouch(.began, at: CGPoint(x: 150, y: 120))
        window.sendTouch(.moved, at: CGPoint(x: 150, y: 215))   // 75 pt below
        XCTAssertFalse(control.isHighlighted)
        window.sendTouch(.moved, at: CGPoint(x: 150, y: 300))
        XCTAssertFalse(control.isHighlighted)
        window.sendTouch(.moved, at: CGPoint(x: 150, y: 130))
        XCTAssertTrue(control.isHighlighted)
        window.sendTouch(.ended, at: CGPoint(x: 150, y: 130))
        XCTAssertEqual(events, ["down", "exit", "enter", "upInside"])
    }

    func testReleaseOutsideFiresNoAction() {
        window.sendTouch(.began, at: CGPoint(x: 150, y: 120))
        window.sendTouch(.moved, at: CGPoint(x: 300, y: 400))
        window.sendTouch(.ended, at: CGPoint(x: 300, y: 400))
        XCTAssertFalse(control.isHighlighted)
        XCTAssertEqual(events, ["down", "exit", "upOutside"])
    }

    func testCancelUnhighlightsAndSendsTouchCancel() {
        window.sendTouch(.began, at: CGPoint(x: 150, y: 120))
        window.sendTouch(.cancelled, at: CGPoint(x: 150, y: 120))
        XCTAssertFalse(control.isHighlighted)
        XCTAssertFalse(control.isTracking)
        XCTAssertEqual(events, ["down", "cancel"])
    }

    func testDisabledControlIgnoresTouches() {
        control.isEnabled = false
        window.sendTouch(.began, at: CGPoint(x: 150, y: 120))
        XCTAssertFalse(control.isHighlighted)
        window.sendTouch(.ended, at: CGPoint(x: 150, y: 120))
        XCTAssertEqual(events, [])
    }

    final class Owner {
        var taps = 0
        var senders: [UIControl] = []
        func tapped(_ sender: UIControl) { taps += 1; senders.append(sender) }
        func refresh() { taps += 10 }
    }

    func testMethodReferenceTargetsAreWeak() {
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        control.addTarget(owner!, action: Owner.tapped, for: .touchUpInside)
        control.addTarget(owner!, action: Owner.refresh, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(owner?.taps, 11)
        XCTAssertTrue(owner?.senders.first === control)
        owner = nil
        XCTAssertNil(weakOwner)   // the control did not retain it
        control.sendActions(for: .touchUpInside)   // skipped, no crash
        XCTAssertEqual(control.allControlEvents.contains(.touchUpInside), true)   // the nil-target closures remain
    }

    func testRemoveTargetAndActions() {
        let owner = Owner()
        control.addTarget(owner, action: Owner.tapped, for: [.touchUpInside, .valueChanged])
        control.removeTarget(owner, for: .touchUpInside)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        XCTAssertEqual(owner.taps, 0)
        var ran: [UIControl?] = []
        let action = UIAction { ran.append($0.sender as? UIControl) }   // UIKit: `sender: Any?`
        control.addAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(ran.count, 1)
        XCTAssertTrue(ran[0] === control)
        control.removeAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(ran.count, 1)
    }

    func testClosureAddActionRunsOncePerSend() {
        var count = 0
        control.addAction({ _ in count += 1 }, for: [.touchUpInside, .primaryActionTriggered])
        control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        XCTAssertEqual(count, 1)
    }
}
