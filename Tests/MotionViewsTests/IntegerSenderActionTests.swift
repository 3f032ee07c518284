import XCTest
@testable import MotionViews

/// `#selector(animate(_:))` on `func animate(_ input: Int)`: iOS calls the method (the sender's address
/// in the integer), so the action runs rather than being skipped.
final class IntegerSenderActionTests: XCTestCase {
    final class Target {
        var calls: [Int] = []
        func animate(_ input: Int) { calls.append(input) }
    }

    func testAGestureActionTakingAnIntegerIsCalled() {
        let t = Target()
        let tap = UITapGestureRecognizer(target: t, action: Target.animate)
        tap.sendActions()
        XCTAssertEqual(t.calls, [ObjectIdentifier(tap).hashValue])
    }

    func testAControlActionTakingAnIntegerIsCalled() {
        let t = Target()
        let button = UIButton(frame: .zero)
        button.addTarget(t, action: Target.animate, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(t.calls.count, 1)
    }
}
