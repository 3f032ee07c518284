import Foundation

/// A view shown by a hosting view of its own (a view mask, a toolbar item) that may use a custom
/// modifier's `content` — `content.overlay(…).mask(content)`, the shimmer modifier: it carries the
/// modified views of the modifiers around the place it was written, which its own graph does not have,
/// so its `content` draws that view instead of nothing.
struct ModifierContentsScope: View, BuiltinView {
    let content: AnyView
    let frames: [ModifierContentFrame]
    var body: Never { primitiveBody("ModifierContentsScope") }
    func makeNode(graph: ViewGraph) -> ViewNode { ModifierContentsScopeNode(graph: graph) }

    /// `view` carrying `ctx`'s modifier contents (itself when there are none).
    static func wrapping(_ view: AnyView, in ctx: UpdateContext) -> AnyView {
        ctx.modifierContents.isEmpty ? view : AnyView(ModifierContentsScope(content: view, frames: ctx.modifierContents))
    }
}

final class ModifierContentsScopeNode: ViewNode {
    override func update(_ view: any View, _ ctx: UpdateContext) {
        context = ctx
        guard let scope = view as? ModifierContentsScope else { return }
        var inner = ctx
        inner.modifierContents = scope.frames + ctx.modifierContents
        reconcile([(AnyHashable(0), scope.content)], inner)
    }
}
