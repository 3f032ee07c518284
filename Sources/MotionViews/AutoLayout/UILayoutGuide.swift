import Foundation
import MotionConstraints

/// UIKit's layout guide: a rectangle in its owning view's coordinates that takes part in Auto Layout
/// like a view, without a layer (nothing is drawn, nothing is hit). Guides you add are placed by your
/// constraints; the system's — `safeAreaLayoutGuide`, `layoutMarginsGuide`, `readableContentGuide`, a
/// scroll view's `contentLayoutGuide` and `frameLayoutGuide` — are placed by the engine.
open class UILayoutGuide: CustomStringConvertible {
    /// A name for debugging (UIKit's system guides are `UIViewSafeAreaLayoutGuide`, …).
    open var identifier: String = ""
    /// The view the guide belongs to (set by `addLayoutGuide`).
    open internal(set) weak var owningView: UIView?

    /// What kind of guide: the engine gives the system's their defining constraints.
    enum Role { case user, safeArea, layoutMargins, readableContent, scrollContent, scrollFrame, keyboard }
    var role: Role = .user

    /// The guide's unknowns in its owning view's coordinates.
    lazy var variables = LayoutVariables(name: identifier.isEmpty ? "guide" : identifier)
    lazy var anchors = LayoutAnchors(self)
    /// Active constraints that name this guide.
    var referencing: [NSLayoutConstraint] = []

    public init() {}

    init(role: Role, identifier: String) {
        self.role = role
        self.identifier = identifier
    }

    /// The guide's rectangle in its owning view's coordinates, as last laid out (zero before). The
    /// safe-area and margins guides answer even when no constraint uses them (UIKit's do): the
    /// owner's bounds less its `safeAreaInsets` or margins.
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        guard let engine = owner.rootView.autoLayoutState?.engine, engine.contains(item: self) else {
            let insets: UIEdgeInsets
            switch role {
            case .safeArea: insets = owner.safeAreaInsets
            case .layoutMargins: insets = owner.effectiveLayoutMargins
            case .keyboard: insets = UIEdgeInsets(top: owner.bounds.height - owner.keyboardGuideHeight, left: 0, bottom: 0, right: 0)
            default: return .zero
            }
            let b = owner.bounds
            return CGRect(x: insets.left, y: insets.top, width: max(0, b.width - insets.left - insets.right),
                          height: max(0, b.height - insets.top - insets.bottom))
        }
        return variables.frame
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    open var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    open var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
    open var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
    open var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    open var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    open var widthAnchor: NSLayoutDimension { anchors.width }
    open var heightAnchor: NSLayoutDimension { anchors.height }
    open var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
    open var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }

    public var description: String { "<UILayoutGuide '\(identifier)' \(layoutFrame)>" }
}

/// The four unknowns of a view or guide: its frame's origin and size in its superview's (or owning
/// view's) coordinates, ignoring transforms as Auto Layout does.
final class LayoutVariables {
    let minX, minY, width, height: Variable

    init(name: String) {
        minX = Variable(name + ".minX")
        minY = Variable(name + ".minY")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }

    var frame: CGRect { CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value) }
    var all: [Variable] { [minX, minY, width, height] }
}
