import Foundation
import MotionLab

/// `preferredColorScheme(_:)`: Apple — "the color scheme applies to the nearest enclosing presentation,
/// such as a popover or window". The modifier sets the scheme of the window (or of the presented
/// controller it is in) as UIKit's `overrideUserInterfaceStyle`, so the whole presentation — its
/// navigation and tab bars, its lists, the SwiftUI views above the modifier and beside it — is drawn in
/// it and reads it from `@Environment(\.colorScheme)`; its own subtree has the scheme at once, in the same
/// update. A nil scheme asks for nothing (the presentation follows the device). When the view leaves,
/// its request goes and the presentation returns to what it was.
struct PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    let scheme: ColorScheme?
    func body(content: Content) -> Never { primitiveBody("PreferredColorSchemeModifier") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { PreferredColorSchemeNode(graph: graph) }
}

final class PreferredColorSchemeNode: TransparentNode {
    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let m = modifier as? PreferredColorSchemeModifier else { return }
        if let scheme = m.scheme { ctx.environment.colorScheme = scheme }
        graph.host?.setColorSchemeRequest(m.scheme, from: ObjectIdentifier(self))
    }

    override func tearDown() {
        graph.host?.setColorSchemeRequest(nil, from: ObjectIdentifier(self))
        super.tearDown()
    }
}

extension HostingView {
    /// Records (or, with nil, withdraws) one `preferredColorScheme` modifier's request; the last one made
    /// wins, as the innermost/last in SwiftUI does. Applied to the presentation by `applyColorSchemeRequest()`.
    func setColorSchemeRequest(_ scheme: ColorScheme?, from node: ObjectIdentifier) {
        colorSchemeRequests.removeAll { $0.node == node }
        if let scheme { colorSchemeRequests.append((node, scheme)) }
        applyColorSchemeRequest()
    }

    /// Sets the requested style on the presentation this view is in: the presented controller at the top
    /// of its controller chain, else the window. Only a style this view set is ever taken back.
    func applyColorSchemeRequest() {
        let wanted: UIUserInterfaceStyle = colorSchemeRequests.last.map { $0.scheme == .dark ? .dark : .light } ?? .unspecified
        guard wanted != appliedColorSchemeStyle else { return }
        var controller: UIViewController?
        var responder: UIResponder? = self
        while let r = responder, controller == nil { controller = r as? UIViewController; responder = r.next }
        while let parent = controller?.parent { controller = parent }
        if let presented = controller, presented.presentingViewController != nil {
            if wanted != .unspecified || presented.overrideUserInterfaceStyle == appliedColorSchemeStyle { presented.overrideUserInterfaceStyle = wanted }
        } else if let window {
            if wanted != .unspecified || window.overrideUserInterfaceStyle == appliedColorSchemeStyle { window.overrideUserInterfaceStyle = wanted }
        } else {
            return   // not shown yet: applied when the view is laid out in its window
        }
        appliedColorSchemeStyle = wanted
    }
}
