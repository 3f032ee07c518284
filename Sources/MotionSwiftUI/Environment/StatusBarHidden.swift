import Foundation
import MotionLab

/// `statusBarHidden(_:)` (and iOS 13's `statusBar(hidden:)`): the screen's hosting controller answers
/// `prefersStatusBarHidden` with the request, so the status bar hides (and, on a device without a notch,
/// its 20 points leave the safe area) while the view is shown — the hero detail that hides the bar as it
/// opens. The last modifier made wins; when the view leaves, its request goes.
struct StatusBarHiddenModifier: ViewModifier, PrimitiveModifier {
    let hidden: Bool
    func body(content: Content) -> Never { primitiveBody("statusBarHidden") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { StatusBarHiddenNode(graph: graph) }
}

final class StatusBarHiddenNode: TransparentNode {
    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let m = modifier as? StatusBarHiddenModifier else { return }
        graph.host?.setStatusBarHiddenRequest(m.hidden, from: ObjectIdentifier(self))
    }

    override func tearDown() {
        graph.host?.setStatusBarHiddenRequest(nil, from: ObjectIdentifier(self))
        super.tearDown()
    }
}

extension HostingView {
    /// Records (or, with nil, withdraws) one modifier's request and tells the controller when the answer
    /// changed (UIKit's `setNeedsStatusBarAppearanceUpdate`).
    func setStatusBarHiddenRequest(_ hidden: Bool?, from node: ObjectIdentifier) {
        let before = statusBarHiddenRequests.last?.hidden ?? false
        if let i = statusBarHiddenRequests.firstIndex(where: { $0.node == node }) {
            if let hidden { statusBarHiddenRequests[i].hidden = hidden } else { statusBarHiddenRequests.remove(at: i) }
        } else if let hidden {
            statusBarHiddenRequests.append((node, hidden))
        }
        guard (statusBarHiddenRequests.last?.hidden ?? false) != before else { return }
        var responder: UIResponder? = self
        while let r = responder {
            if let c = r as? UIViewController { c.setNeedsStatusBarAppearanceUpdate(); return }
            responder = r.next
        }
    }
}

extension View {
    /// Hides (or shows) the status bar while this view is shown.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { modifier(StatusBarHiddenModifier(hidden: hidden)) }

    @available(*, deprecated, renamed: "statusBarHidden(_:)")
    public func statusBar(hidden: Bool) -> some View { statusBarHidden(hidden) }
}
