import Foundation

/// iOS 7's `topLayoutGuide` and `bottomLayoutGuide` (deprecated since iOS 11 for the safe area, and
/// still in many public screens): the strips above and below the safe area of the controller's view —
/// the top one from the view's top to `safeAreaLayoutGuide.topAnchor` (`length` 64 under a navigation
/// bar in a 320×568 preview), the bottom one from the safe area's bottom to the view's bottom.
@MainActor @preconcurrency public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide`/`bottomLayoutGuide`: a layout guide of the controller's view held
/// between the view's edge and its safe area.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    let isTop: Bool

    init(isTop: Bool) {
        self.isTop = isTop
        super.init()
        identifier = isTop ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
    }

    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}

extension UIViewController {
    @available(iOS, deprecated: 11.0, message: "use view.safeAreaLayoutGuide.topAnchor")
    public var topLayoutGuide: UILayoutSupport { layoutSupportGuide(top: true) }

    @available(iOS, deprecated: 11.0, message: "use view.safeAreaLayoutGuide.bottomAnchor")
    public var bottomLayoutGuide: UILayoutSupport { layoutSupportGuide(top: false) }

    /// The view's guide of that edge, made (and constrained) on first use.
    private func layoutSupportGuide(top: Bool) -> LayoutSupportGuide {
        let v: UIView = view
        if let g = v.layoutGuides.first(where: { ($0 as? LayoutSupportGuide)?.isTop == top }) as? LayoutSupportGuide { return g }
        let g = LayoutSupportGuide(isTop: top)
        v.addLayoutGuide(g)
        let safe = v.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            g.leadingAnchor.constraint(equalTo: v.leadingAnchor),
            g.trailingAnchor.constraint(equalTo: v.trailingAnchor),
            top ? g.topAnchor.constraint(equalTo: v.topAnchor) : g.topAnchor.constraint(equalTo: safe.bottomAnchor),
            top ? g.bottomAnchor.constraint(equalTo: safe.topAnchor) : g.bottomAnchor.constraint(equalTo: v.bottomAnchor),
        ])
        return g
    }
}
