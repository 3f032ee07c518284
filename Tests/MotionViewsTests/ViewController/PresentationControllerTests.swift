import XCTest
@testable import MotionViews

/// The presentation controllers apps reach for, against Apple's documentation: `presentationController`
/// (one per controller, keeping its delegate), `popoverPresentationController` (nil unless the style is
/// `.popover`, which on an iPhone "behaves the same as `formSheet`"), and iOS 15's
/// `sheetPresentationController` with its detents — `.medium()` "approximately half the height of the
/// screen", the smallest detent shown when none is selected, the content behind dimmed and not shrunk,
/// the grabber, and a change of the selected detent moving the card.
final class PresentationControllerTests: XCTestCase {
    final class Delegate: NSObject, UISheetPresentationControllerDelegate {
        var changes = 0
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ s: UISheetPresentationController) { changes += 1 }
    }

    func testPopoverControllersExistOnlyForThePopoverStyle() {
        let vc = UIViewController()
        XCTAssertNil(vc.popoverPresentationController)
        XCTAssertTrue(vc.presentationController === vc.presentationController, "one per controller")
        vc.modalPresentationStyle = .popover
        let popover = vc.popoverPresentationController
        XCTAssertNotNil(popover)
        popover?.sourceView = UIView()
        popover?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        popover?.permittedArrowDirections = [.up, .down]
        XCTAssertEqual(popover?.permittedArrowDirections.contains(.left), false)
        XCTAssertEqual(UIModalPresentationStyle.popover.rawValue, 7)
        XCTAssertEqual(UIModalPresentationStyle.popover.resolved, .pageSheet, "formSheet's behaviour on an iPhone")
        let alert = UIAlertController(title: "x", message: nil, preferredStyle: .actionSheet)
        XCTAssertNil(alert.popoverPresentationController, "an iPhone's action sheet has none")
    }

    func testAMediumSheetSitsAtHalfHeightDimmedWithoutShrinkingTheContent() {
        let (w, root) = presentingHost()
        let sheet = UIViewController()
        let delegate = Delegate()
        if let s = sheet.sheetPresentationController {
            s.detents = [.medium(), .large()]
            s.prefersGrabberVisible = true
            s.delegate = delegate
        } else {
            XCTFail("a page sheet has a sheet presentation controller")
        }
        XCTAssertNil(UIAlertController(title: nil, message: nil, preferredStyle: .alert).sheetPresentationController)
        root.present(sheet, animated: false)
        let card = sheet.view.superview!
        XCTAssertEqual(card.frame.minY, 667 / 2, accuracy: 0.001, "the smallest detent: half the window")
        XCTAssertEqual(sheet.view.frame.height, 667 / 2, accuracy: 0.001)
        XCTAssertEqual(root.view.transform, .identity, "not shrunk behind a medium sheet")
        XCTAssertTrue(card.subviews.contains { $0 is SheetGrabber })
        let dimming = w.subviews.first { $0.backgroundColor == ModalLayout.dimmingColor }
        XCTAssertNotNil(dimming)

        sheet.sheetPresentationController?.animateChanges {
            sheet.sheetPresentationController?.selectedDetentIdentifier = .large
        }
        XCTAssertEqual(delegate.changes, 1)
        Clock.run(from: CACurrentMediaTime(), to: 0.5)
        XCTAssertEqual(card.frame.minY, 20 + 10, "the large card below the status bar")
        XCTAssertNotEqual(root.view.transform, .identity, "shrunk behind the large card")
        XCTAssertNil(dimming?.superview, "no dimming behind the large card")

        sheet.dismiss(animated: false)
        XCTAssertNil(root.presentedViewController)
        XCTAssertFalse(w.subviews.contains { $0.backgroundColor == ModalLayout.dimmingColor })
    }

    func testUndimmedDetentsAndCustomHeights() {
        let (w, root) = presentingHost()
        let sheet = UIViewController()
        sheet.sheetPresentationController?.detents = [.custom { _ in 200 }, .large()]
        sheet.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        root.present(sheet, animated: false)
        XCTAssertEqual(sheet.view.superview!.frame.minY, 667 - 200, accuracy: 0.001)
        XCTAssertFalse(w.subviews.contains { $0.backgroundColor == ModalLayout.dimmingColor },
                       "not dimmed up to the medium detent")
        sheet.dismiss(animated: false)
    }
}
