import Foundation

/// UIKit's `UIAlertController`: an alert or an action sheet, presented with `present(_:animated:)`.
///
/// - **Alert** (iOS 13+ metrics): a 270-point box with 13-point corners, centred over the content,
///   which is dimmed; the title (semibold 17 pt) and message (13 pt) centred; text fields
///   (`addTextField`) under them; the actions as 44-point buttons under a hairline — side by side when
///   there are exactly two (the cancel action on the left), else stacked with the cancel action last.
///   It appears with a fade and a scale from 1.2 (0.4 s) and fades out (0.2 s). A tap outside does
///   nothing, as in UIKit.
/// - **Action sheet**: at the bottom, 8 points in from the sides and above the safe area; a group with
///   the title and message (13 pt, gray) and the actions as 57-point rows (20 pt), and the cancel action
///   alone in a group 8 points below. It slides up (0.4 s) and down (0.3 s); a tap outside is its
///   cancel action, when it has one.
/// - **Actions**: `.default` in the tint colour, `.cancel` and the `preferredAction` semibold,
///   `.destructive` red, disabled ones gray and inert. A tap dismisses the controller and calls the
///   action's handler when the dismissal ends, as UIKit does. At most one `.cancel` action (UIKit raises
///   for a second; here the second is ignored with a message).
open class UIAlertController: UIViewController {
    /// UIKit's `UIAlertController.Style` (raw values UIKit's).
    public enum Style: Int, Sendable { case actionSheet = 0, alert = 1 }

    private var styleStorage: Style = .alert
    open var preferredStyle: Style { styleStorage }
    open override var title: String? { didSet { if isViewLoaded { box.rebuild() } } }
    open var message: String? { didSet { if isViewLoaded { box.rebuild() } } }
    /// iOS 15's severity (kept; alerts look the same).
    open var severity: UIAlertControllerSeverity = .default
    open private(set) var actions: [UIAlertAction] = []
    /// The action drawn bold and triggered by the return key (must be one of `actions`).
    open var preferredAction: UIAlertAction? { didSet { if isViewLoaded { box.rebuild() } } }
    /// The alert's text fields, in the order added (nil for an action sheet or none added).
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []

    /// Dims the content behind (a tap there is an action sheet's cancel action).
    let dimming = UIControl(frame: .zero)
    /// The box (alert) or groups (action sheet) drawn.
    private(set) lazy var box = AlertBox(controller: self)
    /// The transitions (a strong reference: `transitioningDelegate` is weak).
    private let transitions = AlertTransition()
    /// The dimming's colour.
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        styleStorage = preferredStyle
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    /// An empty alert (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = transitions
        dimming.backgroundColor = Self.dimmingColor
        dimming.addAction({ [weak self] _ in self?.dimmingTapped() }, for: .touchUpInside)
    }

    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            print("UIAlertController: a second .cancel action (\(action.title ?? "untitled")) is ignored; UIKit allows one")
            return
        }
        actions.append(action)
        action.owner = self
        if isViewLoaded { box.rebuild() }
    }

    /// Adds a text field under the message (alerts only: UIKit raises for an action sheet; here it is
    /// ignored with a message), configured by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            print("UIAlertController: text fields can only be added to an alert, not an action sheet; ignored")
            return
        }
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.backgroundColor = .tertiarySystemBackground
        field.layer.borderWidth = 0.5
        field.layer.borderColor = UIColor(white: 0, alpha: 0.25).cgColor
        field.layer.cornerRadius = 4
        fields.append(field)
        configurationHandler?(field)
        if isViewLoaded { box.rebuild() }
    }

    open override func loadView() {
        let v = UIView(frame: .zero)
        v.backgroundColor = .clear
        v.addSubview(dimming)
        v.addSubview(box)
        view = v
        box.rebuild()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        dimming.frame = view.bounds
        box.frame = box.frameIn(view.bounds, safeArea: view.safeAreaInsets)
    }

    // MARK: Actions

    /// An action's button was tapped: dismiss, then its handler.
    func perform(_ action: UIAlertAction) {
        guard action.isEnabled, presentingViewController != nil, !isBeingDismissed else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    private func dimmingTapped() {
        guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        perform(cancel)
    }

    /// An action's look changed (`isEnabled`).
    func actionDidChange(_ action: UIAlertAction) {
        if isViewLoaded { box.rebuild() }
    }
}

/// UIKit's `UIAlertControllerSeverity` (raw values UIKit's).
public enum UIAlertControllerSeverity: Int, Sendable { case `default` = 0, critical = 1 }

/// UIKit's `UIAlertAction`: a titled button of an alert controller and what it does.
open class UIAlertAction: NSObject {
    /// UIKit's `UIAlertAction.Style` (raw values UIKit's).
    public enum Style: Int, Sendable { case `default` = 0, cancel = 1, destructive = 2 }

    open private(set) var title: String?
    open private(set) var style: Style = .default
    /// Disabled actions are gray and do nothing.
    open var isEnabled = true { didSet { if isEnabled != oldValue { owner?.actionDidChange(self) } } }
    let handler: ((UIAlertAction) -> Void)?
    /// The alert controller this action was added to.
    weak var owner: UIAlertController?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
