import Foundation

/// The content of a system picker that has nothing to show in a preview (an empty photo library, no
/// documents, no camera): a title in the navigation bar, a centred grey message with a smaller line
/// under it, as iOS's empty-state screens draw them, and a Cancel button in the bar's trailing place.
final class SystemSheetContentViewController: UIViewController {
    private let message: String
    private let detail: String
    private let onCancel: () -> Void
    let messageLabel = UILabel()
    let detailLabel = UILabel()

    init(title: String, message: String, detail: String, onCancel: @escaping () -> Void) {
        self.message = message
        self.detail = detail
        self.onCancel = onCancel
        super.init(nibName: nil, bundle: nil)
        self.title = title
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.onCancel()
        })
    }

    required init?(coder: NSCoder) { nil }

    /// Taps Cancel (what a test or script does to leave the sheet).
    func cancel() { onCancel() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        messageLabel.text = message
        messageLabel.font = .boldSystemFont(ofSize: 22)
        messageLabel.textColor = .secondaryLabel
        messageLabel.textAlignment = .center
        detailLabel.text = detail
        detailLabel.font = .systemFont(ofSize: 15)
        detailLabel.textColor = .secondaryLabel
        detailLabel.textAlignment = .center
        detailLabel.numberOfLines = 0
        for label in [messageLabel, detailLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            messageLabel.centerYAnchor.constraint(equalTo: guide.centerYAnchor, constant: -20),
            messageLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 32),
            messageLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -32),
            detailLabel.topAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 8),
            detailLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 32),
            detailLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -32),
        ])
    }
}
