import SwiftSyntax
import SwiftParser

/// Extensions that override members of the class they extend, merged into the class.
///
/// On iOS a Swift extension may override a method the superclass inherits from Objective-C (UIKit's
/// `tableView(_:cellForRowAt:)` of `UITableViewController`, `viewWillAppear(_:)`): those members are
/// `@objc`, dispatched by the runtime. Without Objective-C (Swift on Linux) an override is allowed only
/// in the class's own body ("declared in 'UITableViewController' cannot be overridden from extension"),
/// and the pattern is everywhere:
///
///     final class ViewController: UITableViewController { … }
///
///     extension ViewController {
///         override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { … }
///     }
///
/// When such extensions directly follow the class in the file (nothing but comments and other
/// extensions of the class between), the class's closing brace and each merged extension's header and
/// brace are blanked, so the last merged extension's closing brace closes the class — every line stays
/// where it was. The merged extensions' conformances (`extension ViewController: UISearchBarDelegate`)
/// are declared on the file's last line (`extension ViewController: UISearchBarDelegate {}`), as the
/// commit-editing pass declares its conformances. Extensions after the last one that overrides are left
/// as they are.
///
/// Left as written (recorded): an overriding extension that does not follow its class (a struct in
/// between, or after another class), one with a `where` clause or an attribute other than
/// `@available`, and one of a class declared in another file (not known here: the compiler's error
/// names it).
public final class OverrideExtensionPass: SyntaxRewriter, RewritePass {
    public static let name = "override-extensions"
    let context: RewriteContext

    public init(context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    /// Tokens to blank (their text moves into trivia as blanked text), by identity in the file.
    private var blanked: Set<SyntaxIdentifier> = []

    /// Whether `members` declares an `override`.
    static func overrides(_ members: MemberBlockSyntax) -> [String] {
        members.members.compactMap { item in
            guard let decl = item.decl.asProtocol(WithModifiersSyntax.self),
                  decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) else { return nil }
            if let f = item.decl.as(FunctionDeclSyntax.self) {
                return f.name.text + "(" + f.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined() + ")"
            }
            if let v = item.decl.as(VariableDeclSyntax.self) { return v.bindings.first?.pattern.trimmedDescription ?? "var" }
            if item.decl.is(InitializerDeclSyntax.self) { return "init" }
            return "subscript"
        }
    }

    /// Whether the extension can become part of the class's body: no `where` clause, attributes only
    /// `@available` (everything is available here), modifiers only access levels.
    static func isMergeable(_ e: ExtensionDeclSyntax) -> Bool {
        guard e.genericWhereClause == nil else { return false }
        for attribute in e.attributes {
            guard let a = attribute.as(AttributeSyntax.self), a.attributeName.trimmedDescription == "available" else { return false }
        }
        let access: Set<String> = ["private", "fileprivate", "internal", "public", "open"]
        return e.modifiers.allSatisfy { access.contains($0.name.text) }
    }

    public override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        let items = Array(node.statements)
        var conformances: [(type: String, protocols: [String])] = []
        var merged: Set<SyntaxIdentifier> = []
        var classes: Set<String> = []
        for (i, item) in items.enumerated() {
            guard let c = item.item.as(ClassDeclSyntax.self) else { continue }
            let name = c.name.text
            classes.insert(name)
            // The run of extensions of this class directly after it.
            var run: [ExtensionDeclSyntax] = []
            var j = i + 1
            while j < items.count, let e = items[j].item.as(ExtensionDeclSyntax.self), e.extendedType.trimmedDescription == name, Self.isMergeable(e) {
                run.append(e)
                j += 1
            }
            guard let last = run.lastIndex(where: { !Self.overrides($0.memberBlock).isEmpty }) else { continue }
            blanked.insert(c.memberBlock.rightBrace.id)
            var protocols: [String] = []
            for (k, e) in run[...last].enumerated() {
                merged.insert(e.id)
                for token in e.attributes.tokens(viewMode: .sourceAccurate) { blanked.insert(token.id) }
                for token in e.modifiers.tokens(viewMode: .sourceAccurate) { blanked.insert(token.id) }
                blanked.insert(e.extensionKeyword.id)
                for token in e.extendedType.tokens(viewMode: .sourceAccurate) { blanked.insert(token.id) }
                if let clause = e.inheritanceClause {
                    for token in clause.tokens(viewMode: .sourceAccurate) { blanked.insert(token.id) }
                    protocols += clause.inheritedTypes.map { $0.type.trimmedDescription }
                }
                blanked.insert(e.memberBlock.leftBrace.id)
                if k < last { blanked.insert(e.memberBlock.rightBrace.id) }
                let names = Self.overrides(e.memberBlock)
                if !names.isEmpty {
                    context.record(.rewritten, "extension \(name) merged into the class above (it overrides \(names.joined(separator: ", ")); Swift allows that in an extension only for Objective-C members)", at: e.extensionKeyword)
                }
            }
            if !protocols.isEmpty { conformances.append((name, protocols)) }
        }
        // Overriding extensions this pass cannot merge: the compiler's error will point at them.
        for item in items {
            guard let e = item.item.as(ExtensionDeclSyntax.self), !merged.contains(e.id),
                  classes.contains(e.extendedType.trimmedDescription), !Self.overrides(e.memberBlock).isEmpty else { continue }
            context.record(.leftAsWritten, "extension \(e.extendedType.trimmedDescription) overrides members but does not directly follow its class (or has a where clause or attributes): move those overrides into the class", at: e.extensionKeyword)
        }
        guard !blanked.isEmpty else { return node }
        var file = super.visit(node)
        guard !conformances.isEmpty, var statements = Optional(Array(file.statements)), let lastItem = statements.last else { return file }
        if lastItem.semicolon == nil { statements[statements.count - 1] = lastItem.with(\.semicolon, .semicolonToken()) }
        let text = conformances.map { " extension \($0.type): \($0.protocols.joined(separator: ", ")) {}" }.joined(separator: ";")
        var parser = Parser(text)
        statements += Array(CodeBlockItemListSyntax.parse(from: &parser))
        file = file.with(\.statements, CodeBlockItemListSyntax(statements))
        return file
    }

    public override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard blanked.contains(token.id) else { return token }
        // An empty token carrying the blanked text: lines and columns stay, the text is gone.
        return TokenSyntax(.identifier(""), leadingTrivia: token.leadingTrivia + context.blank(token.text),
                           trailingTrivia: token.trailingTrivia, presence: .present)
    }
}
