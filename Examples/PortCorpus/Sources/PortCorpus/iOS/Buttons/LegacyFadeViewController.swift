import UIKit

/// An older screen still animating with begin/commit blocks: the logo fades out, and the animation
/// delegate's did-stop selector fades it back in.
class LegacyFadeViewController: UIViewController {

    let logo = UIView(frame: CGRect(x: 90, y: 150, width: 140, height: 140))
    let fadeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        logo.backgroundColor = .systemPink
        logo.layer.cornerRadius = 30
        logo.accessibilityIdentifier = "logo"
        view.addSubview(logo)

        fadeButton.frame = CGRect(x: 110, y: 400, width: 100, height: 44)
        fadeButton.setTitle("Fade", for: .normal)
        fadeButton.addTarget(self, action: #selector(fadeTapped), for: .touchUpInside)
        view.addSubview(fadeButton)
    }

    @objc func fadeTapped() {
        UIView.beginAnimations("fadeOut", context: nil)
        UIView.setAnimationDuration(0.6)
        UIView.setAnimationCurve(.easeOut)
        UIView.setAnimationDelegate(self)
        UIView.setAnimationDidStop(#selector(animationDidStop(_:finished:context:)))
        logo.alpha = 0
        UIView.commitAnimations()
    }

    @objc func animationDidStop(_ animationID: String?, finished: NSNumber, context: UnsafeMutableRawPointer?) {
        guard animationID == "fadeOut", finished.boolValue else { return }
        UIView.beginAnimations("fadeIn", context: nil)
        UIView.setAnimationDuration(0.4)
        UIView.setAnimationCurve(.linear)
        logo.alpha = 1
        UIView.commitAnimations()
    }
}
