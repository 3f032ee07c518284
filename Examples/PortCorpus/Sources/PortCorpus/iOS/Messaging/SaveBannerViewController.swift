import UIKit

/// "Saved" banner driven by a notification: the Save button posts `.documentDidSave`; the view
/// controller, registered as an observer by selector, slides the banner in.
class SaveBannerViewController: UIViewController {

    let saveButton = UIButton(type: .system)
    let banner = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        banner.frame = CGRect(x: 20, y: -60, width: 280, height: 44)
        banner.text = "Document saved"
        banner.textAlignment = .center
        banner.textColor = .white
        banner.backgroundColor = .systemGreen
        banner.layer.cornerRadius = 10
        banner.clipsToBounds = true
        banner.accessibilityIdentifier = "banner"
        view.addSubview(banner)

        saveButton.frame = CGRect(x: 110, y: 400, width: 100, height: 44)
        saveButton.setTitle("Save", for: .normal)
        saveButton.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
        view.addSubview(saveButton)

        NotificationCenter.default.addObserver(self, selector: #selector(documentDidSave(_:)),
                                               name: .documentDidSave, object: nil)
    }

    @objc func saveTapped() {
        NotificationCenter.default.post(name: .documentDidSave, object: self)
    }

    @objc func documentDidSave(_ notification: Notification) {
        UIView.animate(withDuration: 0.35, delay: 0, options: .curveEaseOut, animations: {
            self.banner.frame.origin.y = 40
        })
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }
}
