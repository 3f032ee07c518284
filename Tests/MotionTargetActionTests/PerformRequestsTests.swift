import XCTest
@testable import MotionLab
@testable import MotionTargetAction

/// `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests` with method references, on the
/// scene clock, against Apple's documentation: the method runs "on the current thread after a delay"
/// (a delay of 0 still waits for the next turn of the run loop); "this method retains the receiver
/// and the anArgument parameter until after the selector is performed"; cancelling with a target
/// cancels all its requests, with a selector and object only those.
final class PerformRequestsTests: XCTestCase {
    final class Player: UIView {
        var log: [(String, Double)] = []
        func hideControls() { log.append(("hide", CACurrentMediaTime())) }
        func show(_ name: String) { log.append(("show " + name, CACurrentMediaTime())) }
        func refresh(_ sender: Any?) { log.append(("refresh", CACurrentMediaTime())) }
    }

    final class Model: NSObject {
        var saved = 0
        func save() { saved += 1 }
    }

    var context: AnimationContext!

    override func setUp() {
        context = AnimationContext()
        context.makeCurrent()
    }

    func advance(_ times: [Double]) { for t in times { context.driver.advance(to: t) } }

    func testRunsAfterTheDelayOnTheSceneClock() {
        let player = Player()
        player.perform(Player.hideControls, with: nil, afterDelay: 3)
        player.perform(Player.show, with: "menu", afterDelay: 0.5)
        player.perform(Player.refresh, with: nil, afterDelay: 0)
        XCTAssertTrue(player.log.isEmpty, "nothing runs synchronously")
        advance([0.016, 0.5, 2.9, 3.0])
        XCTAssertEqual(player.log.map(\.0), ["refresh", "show menu", "hide"])
        XCTAssertEqual(player.log.map(\.1), [0.016, 0.5, 3.0])
    }

    func testCancelWithTargetCancelsEveryRequest() {
        let player = Player()
        player.perform(Player.hideControls, with: nil, afterDelay: 1)
        player.perform(Player.show, with: "a", afterDelay: 1)
        let other = Player()
        other.perform(Player.hideControls, with: nil, afterDelay: 1)
        NSObject.cancelPreviousPerformRequests(withTarget: player)
        advance([2])
        XCTAssertTrue(player.log.isEmpty)
        XCTAssertEqual(other.log.count, 1, "another receiver's requests stay")
    }

    func testCancelWithSelectorAndObjectCancelsOnlyThose() {
        let player = Player()
        player.perform(Player.show, with: "a", afterDelay: 1)
        player.perform(Player.show, with: "b", afterDelay: 1)
        player.perform(Player.hideControls, with: nil, afterDelay: 1)
        UIView.cancelPreviousPerformRequests(withTarget: player, selector: Player.show, object: "a")
        advance([2])
        XCTAssertEqual(player.log.map(\.0), ["show b", "hide"])
    }

    /// The debounce idiom: each call cancels the pending one and schedules anew; only the last runs.
    func testDebounce() {
        let player = Player()
        for t in [0.0, 0.2, 0.4] {
            advance([t])
            NSObject.cancelPreviousPerformRequests(withTarget: player, selector: Player.hideControls, object: nil)
            player.perform(Player.hideControls, with: nil, afterDelay: 1)
        }
        advance([1.0, 1.39, 1.4, 3])
        XCTAssertEqual(player.log.count, 1)
        XCTAssertEqual(player.log.first?.1 ?? 0, 1.4, accuracy: 1e-9)
    }

    func testRetainsReceiverAndArgumentUntilPerformed() {
        weak var weakModel: Model?
        weak var weakArgument: NSObject?
        do {
            let model = Model()
            let argument = NSObject()
            weakModel = model
            weakArgument = argument
            model.perform(Model.save, with: argument, afterDelay: 1)
        }
        XCTAssertNotNil(weakModel, "Apple: retains the receiver until after the selector is performed")
        XCTAssertNotNil(weakArgument, "…and the argument")
        advance([1])
        XCTAssertNil(weakModel)
        XCTAssertNil(weakArgument)
    }

    func testPlainNSObjectAndImmediateForms() {
        let model = Model()
        model.perform(Model.save)
        XCTAssertEqual(model.saved, 1, "perform(_:) runs at once")
        model.perform(Model.save, with: nil, afterDelay: 0.1)
        advance([0.1])
        XCTAssertEqual(model.saved, 2)
    }

    func testResetDropsPendingRequests() {
        let player = Player()
        player.perform(Player.hideControls, with: nil, afterDelay: 1)
        context.reset()
        advance([2])
        XCTAssertTrue(player.log.isEmpty)
    }
}
