import XCTest
@testable import MotionViews

/// Dragging a page sheet between its detents and away, on the virtual clock (UIKit's rules: the card
/// follows the finger, goes to the detent nearest its projected resting place, is dismissed past the
/// smallest, resists past the ends).
final class SheetDragTests: XCTestCase {
    final class Delegate: NSObject, UISheetPresentationControllerDelegate {
        var changes = 0, willDismiss = 0, didDismiss = 0, attempts = 0
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ s: UISheetPresentationController) { changes += 1 }
        func presentationControllerWillDismiss(_ p: UIPresentationController) { willDismiss += 1 }
        func presentationControllerDidDismiss(_ p: UIPresentationController) { didDismiss += 1 }
        func presentationControllerDidAttemptToDismiss(_ p: UIPresentationController) { attempts += 1 }
    }

    func present(modal: Bool = false) -> (UIWindow, UIViewController, UIViewController, Delegate) {
        let (w, root) = presentingHost()
        let sheet = UIViewController()
        let delegate = Delegate()
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        sheet.sheetPresentationController?.delegate = delegate
        sheet.isModalInPresentation = modal
        root.present(sheet, animated: false)
        return (w, root, sheet, delegate)
    }

    func testTheCardFollowsTheFingerAndAFlingUpGoesLarge() throws {
        let (w, _, sheet, delegate) = present()
        let card = try XCTUnwrap(sheet.view.superview)
        XCTAssertEqual(card.frame.minY, 667 / 2, accuracy: 0.001)
        // Halfway through a slow drag up, the card is where the finger took it.
        w.sendTouch(.began, at: CGPoint(x: 180, y: 345))
        move(w, from: CGPoint(x: 180, y: 345), to: CGPoint(x: 180, y: 300), duration: 0.3)
        XCTAssertEqual(card.frame.minY, 667 / 2 - 45, accuracy: 2, "the card follows the finger (less the pan's start slop)")
        // A quick flick up: the projected top is past the large detent's.
        move(w, from: CGPoint(x: 180, y: 300), to: CGPoint(x: 180, y: 240), duration: 0.05)
        w.sendTouch(.ended, at: CGPoint(x: 180, y: 240))
        Clock.run(from: CACurrentMediaTime(), to: 0.5)
        XCTAssertEqual(sheet.sheetPresentationController?.selectedDetentIdentifier, .large)
        XCTAssertEqual(delegate.changes, 1)
        XCTAssertEqual(card.frame.minY, 20 + 10, accuracy: 0.001, "the large card below the status bar")
    }

    func testASlowSmallDragReturnsToItsDetentAndAFlingDownDismisses() throws {
        let (w, root, sheet, delegate) = present()
        let card = try XCTUnwrap(sheet.view.superview)
        drag(w, from: CGPoint(x: 180, y: 360), to: CGPoint(x: 180, y: 400), duration: 0.5)
        Clock.run(from: CACurrentMediaTime(), to: 0.5)
        XCTAssertEqual(card.frame.minY, 667 / 2, accuracy: 0.001, "40 points slowly: back to medium")
        XCTAssertNotNil(root.presentedViewController)
        drag(w, from: CGPoint(x: 180, y: 360), to: CGPoint(x: 180, y: 460), duration: 0.1)
        Clock.run(from: CACurrentMediaTime(), to: 0.7)
        XCTAssertNil(root.presentedViewController, "flung down past the smallest detent: dismissed")
        XCTAssertEqual(delegate.willDismiss, 1)
        XCTAssertEqual(delegate.didDismiss, 1)
    }

    func testAModalSheetResistsAndStays() throws {
        let (w, root, sheet, delegate) = present(modal: true)
        let card = try XCTUnwrap(sheet.view.superview)
        w.sendTouch(.began, at: CGPoint(x: 180, y: 360))
        move(w, from: CGPoint(x: 180, y: 360), to: CGPoint(x: 180, y: 560), duration: 0.3)
        let moved = card.frame.minY - 667 / 2
        XCTAssertGreaterThan(moved, 10)
        XCTAssertLessThan(moved, 200 * 0.55, "rubber-banded: less than the finger's 200 points")
        w.sendTouch(.ended, at: CGPoint(x: 180, y: 560))
        Clock.run(from: CACurrentMediaTime(), to: 0.5)
        XCTAssertNotNil(root.presentedViewController)
        XCTAssertEqual(card.frame.minY, 667 / 2, accuracy: 0.001)
        XCTAssertEqual(delegate.attempts, 1, "presentationControllerDidAttemptToDismiss")
    }

    func testBetweenDetentsTheCardGrowsWithItsBottomOnTheScreensAndBelowTheLowestItMovesDown() throws {
        let (w, _, sheet, _) = present()
        let card = try XCTUnwrap(sheet.view.superview)
        let restHeight = card.frame.height
        XCTAssertEqual(sheet.view.frame.height, 667 / 2, accuracy: 0.001)
        // Up 100 points (slowly, held): the top follows, the bottom stays below the screen's edge by the
        // corner radius, and the sheet's view is 100 points taller — UIKit grows a sheet between detents.
        w.sendTouch(.began, at: CGPoint(x: 180, y: 345))
        move(w, from: CGPoint(x: 180, y: 345), to: CGPoint(x: 180, y: 235), duration: 0.5)
        let top = card.frame.minY
        XCTAssertLessThan(top, 667 / 2 - 80)
        XCTAssertEqual(card.frame.maxY, 667 + restHeight - 667 / 2, accuracy: 0.001, "the bottom stays where it was")
        XCTAssertEqual(sheet.view.frame.height, 667 - top, accuracy: 0.001, "the view grows with the card")
        // Down past the medium detent: the card moves down whole at the medium height.
        move(w, from: CGPoint(x: 180, y: 235), to: CGPoint(x: 180, y: 445), duration: 0.5)
        XCTAssertGreaterThan(card.frame.minY, 667 / 2 + 50)
        XCTAssertEqual(card.frame.height, restHeight, accuracy: 0.001, "below the lowest detent it keeps its height")
        XCTAssertEqual(sheet.view.frame.height, 667 / 2, accuracy: 0.001)
        w.sendTouch(.cancelled, at: CGPoint(x: 180, y: 445))
        Clock.run(from: CACurrentMediaTime(), to: 0.6)
        XCTAssertEqual(card.frame.minY, 667 / 2, accuracy: 0.001, "cancelled: back at medium")
        XCTAssertEqual(sheet.view.frame.height, 667 / 2, accuracy: 0.001)
    }

    func testRubberBandFormula() {
        XCTAssertEqual(SheetDragController.rubberBanded(0, extent: 667), 0)
        XCTAssertEqual(SheetDragController.rubberBanded(100, extent: 667), 100 * 0.55 * 667 / (667 + 55), accuracy: 1e-9)
        XCTAssertLessThan(SheetDragController.rubberBanded(1e9, extent: 667), 667)
    }
}
