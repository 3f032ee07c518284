import SwiftSyntax

/// The declared type of the receiver of `name.property = …`, when the file says it plainly: a
/// `let`/`var` of that name in an enclosing scope (earlier in a code block, or a member of the
/// enclosing type) with a type annotation (`: CASpringAnimation`, `CASpringAnimation?`) or made by a
/// type's initialiser or factory (`CASpringAnimation(keyPath:)`,
/// `POPSpringAnimation.animation(withPropertyNamed:)`). Used only to name the literal for people
/// ("CASpringAnimation.damping" rather than "spring.damping").
enum ReceiverType {
    static func of(_ base: ExprSyntax) -> String? {
        let name: String
        if let ref = base.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
        } else if let member = base.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        var current: Syntax? = Syntax(base)
        var child: Syntax = Syntax(base)
        while let node = current {
            if let items = node.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    // Only declarations before the statement that holds the assignment.
                    if item.position >= child.position { break }
                    if let decl = item.item.as(VariableDeclSyntax.self), let type = type(of: name, in: decl) { return type }
                }
            } else if let members = node.as(MemberBlockItemListSyntax.self) {
                for member in members {
                    if let decl = member.decl.as(VariableDeclSyntax.self), let type = type(of: name, in: decl) { return type }
                }
            }
            child = node
            current = node.parent
        }
        return nil
    }

    private static func type(of name: String, in decl: VariableDeclSyntax) -> String? {
        for binding in decl.bindings {
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let annotated = binding.typeAnnotation?.type {
                let text = annotated.trimmedDescription.trimmingSuffix("?").trimmingSuffix("!")
                return isTypeName(text) ? text : nil
            }
            guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return nil }
            if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self), isTypeName(ref.baseName.text) {
                return ref.baseName.text
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base?.as(DeclReferenceExprSyntax.self), isTypeName(base.baseName.text) {
                return base.baseName.text
            }
            return nil
        }
        return nil
    }

    private static func isTypeName(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
