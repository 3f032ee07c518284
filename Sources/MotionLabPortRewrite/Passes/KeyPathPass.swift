import SwiftSyntax
import SwiftParser

/// `#keyPath(…)` → the string literal of the key path, which is what Swift makes of it on Apple
/// platforms (a `String`, checked against the Objective-C runtime that Linux does not have):
///
///     #keyPath(CALayer.opacity)          →  "opacity"
///     #keyPath(UIView.layer.position)    →  "layer.position"
///     #keyPath(position)                 →  "position"
///     #keyPath(self.progress)            →  "progress"
///
/// The leading type names (capitalised components, `Module.Type` too) are dropped, as the compiler
/// drops them; the rest is the path, joined by dots. Left as written, so the compiler's error points
/// at them (and recorded): anything but a chain of names (calls, subscripts, optional chaining).
public final class KeyPathPass: SyntaxRewriter, RewritePass {
    public static let name = "key-paths"
    let context: RewriteContext

    public init(context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.macroName.text == "keyPath" else { return super.visit(node) }
        let original = "#keyPath(" + node.arguments.trimmedDescription + ")"
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
              node.trailingClosure == nil, node.genericArgumentClause == nil,
              let names = Self.components(argument.expression) else {
            context.record(.leftAsWritten, "\(original): not a chain of property names", at: node)
            return super.visit(node)
        }
        let path = Self.path(names)
        guard !path.isEmpty else {
            context.record(.leftAsWritten, "\(original): names a type, not a property", at: node)
            return super.visit(node)
        }
        let literal = "\"" + path.joined(separator: ".") + "\""
        context.record(.rewritten, "\(original) → \(literal)", at: node)
        return replacement(literal, for: node)
    }

    /// The names of `a.b.c`, or nil for anything else; a name written in backticks (`` `default` ``)
    /// is the name without them, as the compiler makes the key's string.
    static func components(_ expr: ExprSyntax) -> [String]? {
        if let name = expr.as(DeclReferenceExprSyntax.self), name.argumentNames == nil { return [unquoted(name.baseName.text)] }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
           member.declName.argumentNames == nil, let head = components(base) {
            return head + [unquoted(member.declName.baseName.text)]
        }
        if let type = expr.as(TypeExprSyntax.self), let simple = type.type.as(IdentifierTypeSyntax.self),
           simple.genericArgumentClause == nil {
            return [unquoted(simple.name.text)]
        }
        return nil
    }

    /// `` `progress` `` → `progress`.
    static func unquoted(_ name: String) -> String {
        name.count >= 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// The key path: without a leading `self` and leading type names (capitalised), keeping at least
    /// the last name only when it is a property (lower-case first letter).
    static func path(_ names: [String]) -> [String] {
        var rest = names[...]
        if rest.first == "self" { rest = rest.dropFirst() }
        while let first = rest.first, first.first?.isUppercase == true, rest.count > 1 { rest = rest.dropFirst() }
        if rest.count == 1, rest.first?.first?.isUppercase == true { return [] }
        return Array(rest)
    }

    /// The literal with the expression's trivia; in the build layout padded to the original's width
    /// (its line breaks kept), so the rest of the line keeps its columns.
    private func replacement(_ literal: String, for node: MacroExpansionExprSyntax) -> ExprSyntax {
        var parser = Parser(literal)
        var expr = ExprSyntax.parse(from: &parser)
        let originalText = node.trimmedDescription
        let lineBreaks = originalText.filter(\.isNewline)
        let shortfall = max(0, originalText.count - lineBreaks.count - literal.count)
        expr.leadingTrivia = node.leadingTrivia
        expr.trailingTrivia = context.blank(String(repeating: " ", count: shortfall) + lineBreaks) + node.trailingTrivia
        return expr
    }
}
