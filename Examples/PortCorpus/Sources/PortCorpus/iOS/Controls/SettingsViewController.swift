import UIKit

/// Settings with a row type nested in the controller: the row wires its switch to its own method
/// (`#selector` inside a nested type) and reports changes with a closure.
class SettingsViewController: UIViewController {

    /// One setting: a title and a switch.
    class ToggleRow: UIView {
        let toggle = UISwitch()
        var onChange: ((Bool) -> Void)?

        override init(frame: CGRect) {
            super.init(frame: frame)
            toggle.frame.origin = CGPoint(x: frame.width - 67, y: (frame.height - 31) / 2)
            toggle.addTarget(self, action: #selector(switchChanged(_:)), for: .valueChanged)
            addSubview(toggle)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        @objc func switchChanged(_ sender: UISwitch) {
            onChange?(sender.isOn)
        }
    }

    let previewBox = UIView(frame: CGRect(x: 110, y: 120, width: 100, height: 100))
    let dimRow = ToggleRow(frame: CGRect(x: 0, y: 300, width: 320, height: 50))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        previewBox.backgroundColor = .systemTeal
        previewBox.layer.cornerRadius = 12
        previewBox.accessibilityIdentifier = "previewBox"
        view.addSubview(previewBox)
        view.addSubview(dimRow)
        dimRow.onChange = { [weak self] isOn in
            UIView.animate(withDuration: 0.3) {
                self?.previewBox.alpha = isOn ? 0.4 : 1
            }
        }
    }
}
