import XCTest
@testable import MotionViews

/// The system pickers apps present from code, as a simulator with no camera, an empty photo library and
/// no documents has them: availability, what is shown, and Cancel calling the delegate.
final class SystemPickerTests: XCTestCase {
    private final class PhotoDelegate: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var cancelled = 0, picked = 0
        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            picked += 1
        }
        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            cancelled += 1
            picker.dismiss(animated: true)
        }
    }

    func testThePreviewHasNoCameraButAPhotoLibrary() {
        XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera))
        XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        XCTAssertNil(UIImagePickerController.availableMediaTypes(for: .camera))
        XCTAssertEqual(UIImagePickerController.availableMediaTypes(for: .photoLibrary)?.contains("public.image"), true)
        let picker = UIImagePickerController()
        XCTAssertEqual(picker.sourceType, .photoLibrary, "UIKit's default")
        XCTAssertEqual(picker.mediaTypes, ["public.image"])
        XCTAssertFalse(picker.allowsEditing)
        XCTAssertEqual(UIImagePickerController.InfoKey.originalImage.rawValue, "UIImagePickerControllerOriginalImage")
    }

    func testAnEmptyLibrarySheetWhoseCancelCallsTheDelegate() throws {
        let (_, root) = presentingHost()
        let delegate = PhotoDelegate()
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.allowsEditing = true
        picker.delegate = delegate
        root.present(picker, animated: true)
        Clock.run(from: CACurrentMediaTime(), to: 1)
        XCTAssertTrue(root.presentedViewController === picker)
        let content = try XCTUnwrap(picker.contentController)
        XCTAssertEqual(content.title, "Photos")
        XCTAssertEqual(content.messageLabel.text, "No Photos or Videos")
        XCTAssertNotNil(content.view.window, "shown")
        XCTAssertEqual(content.navigationItem.rightBarButtonItem?.systemItem, .cancel)
        content.cancel()
        XCTAssertEqual(delegate.cancelled, 1)
        XCTAssertEqual(delegate.picked, 0)
        Clock.run(from: CACurrentMediaTime(), to: 1)
        XCTAssertNil(root.presentedViewController, "the delegate dismissed it")
    }

    func testWithoutACancelMethodThePickerDismissesItself() throws {
        final class Minimal: UIImagePickerControllerDelegate, UINavigationControllerDelegate {}
        let (_, root) = presentingHost()
        let delegate = Minimal()
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        picker.delegate = delegate
        root.present(picker, animated: false)
        let content = try XCTUnwrap(picker.contentController)
        XCTAssertEqual(content.messageLabel.text, "No Camera", "UIKit would raise; a preview shows the absence")
        content.cancel()
        Clock.run(from: CACurrentMediaTime(), to: 1)
        XCTAssertNil(root.presentedViewController)
    }

    private final class DocumentDelegate: UIDocumentPickerDelegate {
        var cancelled = 0
        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancelled += 1 }
    }

    func testTheDocumentPickerCancels() {
        let (_, root) = presentingHost()
        let delegate = DocumentDelegate()
        let picker = UIDocumentPickerViewController(documentTypes: ["public.pdf"], in: .import)
        picker.delegate = delegate
        root.present(picker, animated: false)
        XCTAssertNotNil(picker.content.view.window)
        XCTAssertEqual(picker.content.messageLabel.text, "No Documents")
        picker.content.cancel()
        XCTAssertEqual(delegate.cancelled, 1)
        Clock.run(from: CACurrentMediaTime(), to: 1)
        XCTAssertNil(root.presentedViewController, "dismissed by itself, as UIKit's")
    }

    private final class ColorDelegate: UIColorPickerViewControllerDelegate {
        var selected: [UIColor] = []
        var finished = 0
        func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
            XCTAssertFalse(continuously)
            selected.append(color)
        }
        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { finished += 1 }
    }

    func testTheColorPickerChoosesFromItsGridByTapping() {
        let (w, root) = presentingHost()
        let delegate = ColorDelegate()
        let picker = UIColorPickerViewController()
        XCTAssertEqual(picker.selectedColor, .white, "UIKit's default")
        XCTAssertTrue(picker.supportsAlpha)
        picker.delegate = delegate
        picker.modalPresentationStyle = .fullScreen
        root.present(picker, animated: false)
        w.layoutIfNeeded()
        // Tap the middle of the cell at column 4 (hue 1/3: green), row 1 (deepest).
        let side = picker.grid.bounds.width / 12
        let p = picker.grid.convert(CGPoint(x: side * 4.5, y: side * 1.5), to: nil)
        tap(w, at: p)
        let expected = UIColorPickerViewController.gridColor(column: 4, row: 1)
        XCTAssertEqual(delegate.selected, [expected])
        XCTAssertEqual(picker.selectedColor, expected)
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = expected.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        XCTAssertEqual(h, 1.0 / 3, accuracy: 1e-6)
        XCTAssertEqual(UIColorPickerViewController.gridColor(column: 0, row: 0), UIColor(white: 1, alpha: 1))
        XCTAssertEqual(UIColorPickerViewController.gridColor(column: 11, row: 0), UIColor(white: 0, alpha: 1))
        picker.finish()
        XCTAssertEqual(delegate.finished, 1)
        Clock.run(from: CACurrentMediaTime(), to: 1)
        XCTAssertNil(root.presentedViewController)
    }
}
