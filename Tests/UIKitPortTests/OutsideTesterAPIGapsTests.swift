import XCTest
import UIKit

/// The outside tester's U3-7/14/16/17/24/26/31/33 repro lines, as an iOS app writes them against
/// `import UIKit` (each failed to compile before), run once: this file compiling is half the test.
final class OutsideTesterAPIGapsTests: PortTestCase {
    final class PhotoViewController: UIViewController, UIScrollViewDelegate, UIImagePickerControllerDelegate,
                                     UINavigationControllerDelegate, UIColorPickerViewControllerDelegate {
        let scrollView = UIScrollView()
        let imageView = UIImageView()
        var appearing: [String] = []
        var shaken = false

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = view.bounds
            scrollView.delegate = self
            scrollView.minimumZoomScale = 1
            scrollView.maximumZoomScale = 4
            scrollView.keyboardDismissMode = .onDrag
            imageView.frame = CGRect(x: 0, y: 0, width: 320, height: 320)
            scrollView.addSubview(imageView)
            view.addSubview(scrollView)
            let field = UITextField()
            field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.gray])
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
            field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
            let close = UIButton(type: .close)
            close.setAttributedTitle(NSAttributedString(string: "Sign in"), for: .normal)
            let label = UILabel()
            label.highlightedTextColor = .white
            label.isHighlighted = true
            label.shadowColor = .black
            label.shadowOffset = CGSize(width: 0, height: 1)
            label.allowsDefaultTighteningForTruncation = true
            let attachment = NSTextAttachment()
            attachment.image = UIImage(systemName: "star")
            label.attributedText = NSAttributedString(attachment: attachment)
            imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .large)
            imageView.layer.magnificationFilter = .nearest
            let slider = UISlider()
            slider.setThumbImage(UIImage(named: "thumb"), for: .normal)
            slider.minimumValueImage = UIImage(systemName: "speaker")
            view.backgroundColor = UIColor.groupTableViewBackground
            let textView = UITextView()
            textView.dataDetectorTypes = .link
            _ = imageView.image?.jpegData(compressionQuality: 0.8)
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            UIApplication.shared.registerForRemoteNotifications()
            _ = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.statusBarManager?.statusBarFrame.height
            _ = UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }
        }

        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); appearing.append("will") }
        override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); appearing.append("is") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); appearing.append("did") }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { shaken = motion == .motionShake }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

        func handleDoubleTap(_ g: UITapGestureRecognizer) {
            if scrollView.zoomScale > 1 { scrollView.setZoomScale(1, animated: true) }
            else { scrollView.zoom(to: CGRect(x: 100, y: 100, width: 80, height: 80), animated: true) }
        }

        func pick() {
            guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
            let p = UIImagePickerController()
            p.sourceType = .photoLibrary
            p.allowsEditing = true
            p.delegate = self
            present(p, animated: true)
        }

        func imagePickerController(_ p: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            imageView.image = info[.editedImage] as? UIImage
            p.dismiss(animated: true)
        }
    }

    func testTheReposCompileAndPlay() {
        let vc = PhotoViewController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(vc.appearing, ["will", "is", "did"])
        vc.handleDoubleTap(UITapGestureRecognizer())
        run(to: 0.5)
        XCTAssertEqual(vc.scrollView.zoomScale, 4)
        vc.handleDoubleTap(UITapGestureRecognizer())
        run(to: 1)
        XCTAssertEqual(vc.scrollView.zoomScale, 1)
        window.sendMotion(.motionShake)
        XCTAssertTrue(vc.shaken)
        UIView.transition(from: vc.imageView, to: UIImageView(), duration: 0.3, options: [.transitionCrossDissolve])
        vc.pick()
        run(to: 2)
        XCTAssertTrue(vc.presentedViewController is UIImagePickerController)
        XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera))
    }
}
