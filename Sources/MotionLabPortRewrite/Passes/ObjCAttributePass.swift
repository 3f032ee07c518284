import SwiftSyntax

/// Drops the attributes that exist only for the Objective-C runtime and Interface Builder:
/// `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBAction`, `@IBOutlet`, `@IBInspectable`,
/// `@IBDesignable`, `@IBSegueAction`, `@GKInspectable`. Without the Objective-C runtime (Swift on
/// Linux) `@objc` is an error; the Interface Builder ones mean nothing without nibs. `dynamic` stays:
/// without `@objc` it is Swift's own dynamic dispatch, which compiles on Linux and keeps the
/// property's meaning.
///
/// Left as written (recorded): `@objc` on a protocol with `optional` requirements and on those
/// requirements — Swift has optional requirements only for Objective-C protocols, and their callers
/// (`delegate?.cardDidFlip?()`) would need rewriting with type information this pass does not have.
public final class ObjCAttributePass: SyntaxRewriter, RewritePass {
    public static let name = "objc-attributes"
    static let dropped: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable",
        "IBSegueAction", "GKInspectable",
    ]
    let context: RewriteContext

    public init(context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    /// Attribute lists to replace and tokens to prepend trivia to, by identity in the file, found
    /// before rewriting (so positions are the file's, and nested declarations need no second walk).
    private var listEdits: [SyntaxIdentifier: AttributeListSyntax] = [:]
    private var tokenEdits: [SyntaxIdentifier: Trivia] = [:]

    public func rewriteFile(_ file: SourceFileSyntax) -> SourceFileSyntax {
        let finder = AttributeFinder(viewMode: .sourceAccurate)
        finder.walk(file)
        for decl in finder.declarations { plan(decl) }
        return rewrite(file).cast(SourceFileSyntax.self)
    }

    public override func visit(_ node: AttributeListSyntax) -> AttributeListSyntax {
        listEdits[node.id] ?? super.visit(node)
    }

    public override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard let trivia = tokenEdits[token.id] else { return token }
        return token.with(\.leadingTrivia, trivia + token.leadingTrivia)
    }

    /// The edit of one declaration's attribute list: the dropped attributes' text (blanked) and
    /// trivia move to the next kept token, so comments, indentation and line breaks stay where they
    /// were.
    private func plan(_ node: Syntax) {
        guard let decl = node.asProtocol(WithAttributesSyntax.self) else { return }
        if let reason = keepsObjC(node) {
            for element in decl.attributes where Self.isDropped(element) {
                context.record(.leftAsWritten, "\(element.trimmedDescription) \(reason)", at: element)
            }
            return
        }
        var carry: Trivia = []
        var kept: [AttributeListSyntax.Element] = []
        for element in decl.attributes {
            if Self.isDropped(element) {
                context.record(.dropped, element.trimmedDescription, at: element)
                carry = carry + element.leadingTrivia + context.blank(element.trimmedDescription) + element.trailingTrivia
                continue
            }
            var element = element
            if !carry.isEmpty {
                element.leadingTrivia = carry + element.leadingTrivia
                carry = []
            }
            kept.append(element)
        }
        listEdits[decl.attributes.id] = AttributeListSyntax(kept)
        if !carry.isEmpty, let next = decl.attributes.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate) {
            tokenEdits[next.id] = carry
        }
    }

    static func isDropped(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        return dropped.contains(attribute.attributeName.trimmedDescription)
    }

    /// Why `@objc` must stay on this declaration, if it must.
    private func keepsObjC(_ node: Syntax) -> String? {
        if let modifiers = node.asProtocol(WithModifiersSyntax.self)?.modifiers,
           modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }) {
            return "on an optional protocol requirement (Swift has these only for Objective-C protocols)"
        }
        if let proto = node.as(ProtocolDeclSyntax.self),
           proto.memberBlock.members.contains(where: { member in
               member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
                   .contains(where: { $0.name.tokenKind == .keyword(.optional) }) ?? false
           }) {
            return "on a protocol with optional requirements (Swift has these only for Objective-C protocols)"
        }
        return nil
    }
}

/// The declarations (in source order) whose attributes include one the pass drops.
private final class AttributeFinder: SyntaxVisitor {
    var declarations: [Syntax] = []

    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind {
        if let owner = node.parent, owner.asProtocol(WithAttributesSyntax.self)?.attributes.id == node.id,
           node.contains(where: { ObjCAttributePass.isDropped($0) }) {
            declarations.append(owner)
        }
        return .visitChildren
    }
}
