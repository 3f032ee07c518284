import SwiftSyntax

/// Whether a node is in a `#if` clause that is known not to compile here (Linux, with MotionLab's
/// modules): `#if os(iOS)`, `#if targetEnvironment(simulator)`, `#if canImport(SwiftUI)`, the
/// `#else` of `#if canImport(UIKit)`… . Literals there are never compiled, so they are not listed.
/// A condition it cannot decide (`DEBUG`, `arch(…)`, `swift(>=…)`) counts as possibly active.
enum InactiveCode {
    static func contains(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        var child = Syntax(node)
        while let n = current {
            if let clause = child.as(IfConfigClauseSyntax.self), let decl = n.parent?.as(IfConfigDeclSyntax.self) ?? n.as(IfConfigDeclSyntax.self) {
                if !isPossiblyActive(clause, in: decl) { return true }
            }
            child = n
            current = n.parent
        }
        return false
    }

    /// A clause is possibly active unless its condition is false, or an earlier clause's is true.
    private static func isPossiblyActive(_ clause: IfConfigClauseSyntax, in decl: IfConfigDeclSyntax) -> Bool {
        for c in decl.clauses {
            let value: Bool? = c.condition.map { evaluate($0) } ?? true   // #else
            if c.id == clause.id { return value != false }
            if value == true { return false }
        }
        return true
    }

    /// true, false or nil (cannot tell).
    static func evaluate(_ expr: ExprSyntax) -> Bool? {
        if let bool = expr.as(BooleanLiteralExprSyntax.self) { return bool.literal.tokenKind == .keyword(.true) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map { !$0 }
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let e = tuple.elements.first {
            return evaluate(e.expression)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            // `a && b || c`: || binds looser than &&.
            let elements = Array(sequence.elements)
            var terms: [[ExprSyntax]] = [[]]
            for e in elements {
                if let op = e.as(BinaryOperatorExprSyntax.self) {
                    if op.operator.text == "||" { terms.append([]) } else if op.operator.text != "&&" { return nil }
                } else {
                    terms[terms.count - 1].append(e)
                }
            }
            var anyUnknown = false
            for term in terms {
                var value: Bool? = true
                for factor in term {
                    switch evaluate(factor) {
                    case false?: value = false
                    case nil: if value == true { value = nil }
                    default: break
                    }
                    if value == false { break }
                }
                if value == true { return true }
                if value == nil { anyUnknown = true }
            }
            return anyUnknown ? nil : false
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription {
            switch name {
            case "os": return argument == "Linux"
            case "targetEnvironment": return argument == "simulator" || argument == "macCatalyst" ? false : nil
            case "canImport":
                if ["UIKit", "QuartzCore", "Foundation", "MotionLab", "Dispatch"].contains(argument) { return true }
                if ["SwiftUI", "AppKit", "Cocoa", "WatchKit", "CoreGraphics", "CoreAnimation", "ObjectiveC", "Darwin"].contains(argument) { return false }
                return nil
            default: return nil
            }
        }
        return nil
    }
}
