import UIKit

/// A storyboard-backed screen written as for iOS: private outlets, an outlet collection, a private
/// action, a gesture action, segues and an unwind action.
class HomeViewController: UIViewController {
    @IBOutlet private weak var box: RoundedView!
    @IBOutlet private var boxHeight: NSLayoutConstraint!
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet var dots: [UIView]!
    @IBOutlet private weak var addItem: UIBarButtonItem!

    var events: [String] = []
    var valueToPass = 42
    var allowDetail = true

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        events.append("init(coder:) storyboard=\(storyboard != nil)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        events.append("awakeFromNib loaded=\(isViewLoaded)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad box=\(box != nil) height=\(boxHeight?.constant ?? -1) dots=\(dots?.count ?? -1)")
    }

    @IBAction private func grow(_ sender: UIButton) {
        boxHeight.constant = 200
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: []) {
            self.view.layoutIfNeeded()
        }
    }

    @IBAction private func addTapped(_ sender: UIBarButtonItem) {
        events.append("addTapped \(sender === addItem)")
    }

    @IBAction func boxTapped(_ sender: UITapGestureRecognizer) {
        events.append("boxTapped")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        events.append("shouldPerform \(identifier)")
        return identifier != "showDetail" || allowDetail
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "-") \(type(of: segue.destination)) loaded=\(segue.destination.isViewLoaded)")
        (segue.destination as? DetailViewController)?.value = valueToPass
    }

    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        events.append("unwindToHome from \(type(of: segue.source))")
    }

    var boxView: UIView? { box }
    var addBarItem: UIBarButtonItem? { addItem }
    var boxHeightConstraint: NSLayoutConstraint? { boxHeight }
}

/// A view with an inspectable property set by a runtime attribute.
class RoundedView: UIView {
    var borderWidthValue: CGFloat = 0 {
        didSet { layer.borderWidth = borderWidthValue }
    }
    var initFrame: CGRect = .zero

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        initFrame = frame
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }
}
