import UIKit

/// Double-tap to zoom a photo in, double-tap again to zoom back out.
class PhotoZoomViewController: UIViewController {

    let photo = UIView(frame: CGRect(x: 60, y: 184, width: 200, height: 200))
    private var zoomed = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        photo.backgroundColor = .systemTeal
        photo.accessibilityIdentifier = "photo"
        view.addSubview(photo)

        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(handleDoubleTap(_:)))
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
    }

    @objc private func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        zoomed.toggle()
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: {
            self.photo.transform = self.zoomed ? CGAffineTransform(scaleX: 1.5, y: 1.5) : .identity
        })
    }
}
