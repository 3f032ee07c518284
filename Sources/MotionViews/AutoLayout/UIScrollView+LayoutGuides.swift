import Foundation

/// iOS 11's scroll view guides. Constraints to `contentLayoutGuide` size the scrollable content: the
/// engine sets `contentSize` to the guide's solved size (unconstrained, the guide keeps the
/// `contentSize` given). `frameLayoutGuide` is the scroll view's visible rectangle in content
/// coordinates — `bounds` — so a view pinned to it stays put while the content scrolls, and
/// `contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor)` makes
/// vertical-only content. As in UIKit, a constraint between the scroll view's own edges and a view
/// inside it means the content area.
extension UIScrollView {
    public var contentLayoutGuide: UILayoutGuide {
        systemGuide(\.scrollContentGuide, role: .scrollContent, identifier: "UIScrollView-contentLayoutGuide")
    }

    public var frameLayoutGuide: UILayoutGuide {
        systemGuide(\.scrollFrameGuide, role: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
    }
}
