import SwiftSyntax
import SwiftParser

/// Top-level classes and extensions that implement `tableView(_:commit:forRowAt:)` are declared
/// `__UITableViewDataSourceCommitsEditing`, on the file's last line (only classes whose superclass is UIKit's
/// or Foundation's, so a conformance is never redundant; an extension of a class declared in another file
/// is declared too — a subclass of a class of yours that implements it there would be redundant: a compile
/// error naming the line), so a table offers them UIKit's
/// swipe-to-delete (UIKit offers it exactly when the data source implements the method; Swift cannot ask
/// that of a protocol with default implementations, the port can):
///
///     extension ViewController: UITableViewDataSource {
///         func tableView(_ tableView: UITableView, commit editingStyle: …, forRowAt indexPath: IndexPath) { … }
///     }                                    →  }; extension ViewController: __UITableViewDataSourceCommitsEditing {}
public final class CommitEditingPass: SyntaxRewriter, RewritePass {
    public static let name = "commit-editing"
    let context: RewriteContext

    public init(context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    static func implementsCommit(_ members: MemberBlockSyntax) -> Bool { implements(["_", "commit", "forRowAt"], members) }

    /// `tableView(_:moveRowAt:to:)`: declared `__UITableViewDataSourceMovesRows` (UIKit's `canMoveRowAt`
    /// defaults to true for data sources implementing it, so editing mode shows reorder controls).
    static func implementsMove(_ members: MemberBlockSyntax) -> Bool { implements(["_", "moveRowAt", "to"], members) }

    static func implements(_ labels: [String], _ members: MemberBlockSyntax) -> Bool {
        members.members.contains { item in
            guard let f = item.decl.as(FunctionDeclSyntax.self), f.name.text == "tableView" else { return false }
            return f.signature.parameterClause.parameters.map { $0.firstName.text } == labels
                && !f.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        }
    }

    /// Whether a class may be declared without a redundant conformance: its superclass is UIKit's or
    /// Foundation's (or it has none). A subclass of your own class inherits the conformance its root got.
    static func isHierarchyRoot(_ c: ClassDeclSyntax) -> Bool {
        guard let first = c.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return true }
        let name = first.split(separator: ".").last.map(String.init) ?? first
        return name.hasPrefix("UI") || name.hasPrefix("NS") || !(name.first?.isUppercase ?? false)
    }

    public override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        var types: [String] = []
        var classes: [String: ClassDeclSyntax] = [:]
        for item in node.statements { if let c = item.item.as(ClassDeclSyntax.self) { classes[c.name.text] = c } }
        for item in node.statements {
            if let c = item.item.as(ClassDeclSyntax.self), Self.implementsCommit(c.memberBlock) {
                guard Self.isHierarchyRoot(c) else {
                    context.record(.leftAsWritten, "\(c.name.text): implements commit editingStyle but subclasses a class of yours (declare __UITableViewDataSourceCommitsEditing on the root class for swipe-to-delete)", at: c.name)
                    continue
                }
                types.append(c.name.text)
                context.record(.rewritten, "\(c.name.text): declared __UITableViewDataSourceCommitsEditing (it implements commit editingStyle: swipe-to-delete)", at: c.name)
            } else if let e = item.item.as(ExtensionDeclSyntax.self), Self.implementsCommit(e.memberBlock) {
                let name = e.extendedType.trimmedDescription
                if let c = classes[name], !Self.isHierarchyRoot(c) {
                    context.record(.leftAsWritten, "\(name): implements commit editingStyle but subclasses a class of yours (declare __UITableViewDataSourceCommitsEditing on the root class for swipe-to-delete)", at: e.extendedType)
                    continue
                }
                types.append(name)
                context.record(.rewritten, "\(name): declared __UITableViewDataSourceCommitsEditing (it implements commit editingStyle: swipe-to-delete)", at: e.extendedType)
            }
        }
        var movers: [String] = []
        for item in node.statements {
            if let c = item.item.as(ClassDeclSyntax.self), Self.implementsMove(c.memberBlock), Self.isHierarchyRoot(c) {
                movers.append(c.name.text)
                context.record(.rewritten, "\(c.name.text): declared __UITableViewDataSourceMovesRows (it implements moveRowAt: reorder controls)", at: c.name)
            } else if let e = item.item.as(ExtensionDeclSyntax.self), Self.implementsMove(e.memberBlock) {
                let name = e.extendedType.trimmedDescription
                if let c = classes[name], !Self.isHierarchyRoot(c) { continue }
                movers.append(name)
                context.record(.rewritten, "\(name): declared __UITableViewDataSourceMovesRows (it implements moveRowAt: reorder controls)", at: e.extendedType)
            }
        }
        var seen: Set<String> = []
        types = types.filter { seen.insert($0).inserted }
        var seenMovers: Set<String> = []
        movers = movers.filter { seenMovers.insert($0).inserted }
        guard !types.isEmpty || !movers.isEmpty, var items = Optional(Array(node.statements)), let lastItem = items.last else { return node }
        if lastItem.semicolon == nil { items[items.count - 1] = lastItem.with(\.semicolon, .semicolonToken()) }
        let text = (types.map { " extension \($0): __UITableViewDataSourceCommitsEditing {}" }
            + movers.map { " extension \($0): __UITableViewDataSourceMovesRows {}" }).joined(separator: ";")
        var parser = Parser(text)
        let added = CodeBlockItemListSyntax.parse(from: &parser)
        items += Array(added)
        return node.with(\.statements, CodeBlockItemListSyntax(items))
    }
}
