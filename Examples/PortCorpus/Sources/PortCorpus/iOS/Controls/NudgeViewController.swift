import UIKit

/// A momentary "− / +" segmented control that nudges a box left and right; the control never keeps
/// a selection, so the same segment can be tapped again and again.
class NudgeViewController: UIViewController {

    let box = UIView(frame: CGRect(x: 130, y: 200, width: 60, height: 60))
    let stepper = UISegmentedControl(items: ["−", "+"])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        box.backgroundColor = .systemPurple
        box.layer.cornerRadius = 8
        box.accessibilityIdentifier = "box"
        view.addSubview(box)

        stepper.isMomentary = true
        stepper.frame = CGRect(x: 60, y: 400, width: 200, height: 32)
        stepper.addTarget(self, action: #selector(stepperChanged(_:)), for: .valueChanged)
        view.addSubview(stepper)
    }

    @objc func stepperChanged(_ sender: UISegmentedControl) {
        let step: CGFloat = sender.selectedSegmentIndex == 0 ? -40 : 40
        UIView.animate(withDuration: 0.25) {
            self.box.center.x += step
        }
    }
}
