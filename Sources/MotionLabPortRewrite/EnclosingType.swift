import SwiftSyntax

/// The type whose method an unqualified `#selector(name)` names: the innermost type declaration
/// around it, spelled so that `Path.name` type-checks there.
///
/// - A nested type is its full path (`Outer.Inner`), up to the first scope that is not a type
///   (a type declared inside a function starts its own path).
/// - An extension is its extended type as written (`extension Outer.Inner` → `Outer.Inner`).
/// - A generic type is named bare (`Box`, not `Box<T>`): inside its body and extensions the bare name
///   means the type with its own parameters, so `Box.tap` type-checks.
/// - A protocol extension is `Self` (a protocol's metatype has no unapplied methods). An extension is
///   known to extend a protocol when it has a `where Self …` clause or the protocol is declared in the
///   same file; otherwise the extended name is used, which is right for every class.
enum EnclosingType {
    case named(String)
    case protocolSelf
    case none

    init(of node: some SyntaxProtocol, protocolsInFile: Set<String>) {
        var path: [String] = []
        var current = node.parent
        while let n = current {
            if let decl = n.asProtocol(NamedDeclSyntax.self), EnclosingType.isNominalType(n) {
                path.insert(decl.name.text, at: 0)
            } else if n.is(ProtocolDeclSyntax.self) {
                if path.isEmpty { self = .protocolSelf; return }
                break
            } else if let ext = n.as(ExtensionDeclSyntax.self) {
                let extended = ext.extendedType.trimmedDescription
                if path.isEmpty && EnclosingType.extendsProtocol(ext, protocolsInFile: protocolsInFile) {
                    self = .protocolSelf
                    return
                }
                path.insert(EnclosingType.withoutGenericArguments(extended), at: 0)
                break
            } else if !path.isEmpty && EnclosingType.isNonTypeScope(n) {
                break
            }
            current = n.parent
        }
        self = path.isEmpty ? .none : .named(path.joined(separator: "."))
    }

    private static func isNominalType(_ n: Syntax) -> Bool {
        n.is(ClassDeclSyntax.self) || n.is(StructDeclSyntax.self) || n.is(EnumDeclSyntax.self)
            || n.is(ActorDeclSyntax.self)
    }

    /// Scopes that end a type path: a type declared in one of these is local to it.
    private static func isNonTypeScope(_ n: Syntax) -> Bool {
        n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) || n.is(DeinitializerDeclSyntax.self)
            || n.is(ClosureExprSyntax.self) || n.is(AccessorDeclSyntax.self) || n.is(SubscriptDeclSyntax.self)
            || n.is(VariableDeclSyntax.self) || n.is(CodeBlockSyntax.self)
    }

    private static func extendsProtocol(_ ext: ExtensionDeclSyntax, protocolsInFile: Set<String>) -> Bool {
        if protocolsInFile.contains(ext.extendedType.trimmedDescription) { return true }
        guard let clause = ext.genericWhereClause else { return false }
        return clause.requirements.contains { req in
            switch req.requirement {
            case .conformanceRequirement(let c): return c.leftType.trimmedDescription == "Self"
            case .sameTypeRequirement(let s): return s.leftType.trimmedDescription == "Self"
            default: return false
            }
        }
    }

    /// `Array<Int>` → `Array` (an extension may name its type with arguments; the reference must not).
    private static func withoutGenericArguments(_ type: String) -> String {
        var out = ""
        var depth = 0
        for ch in type {
            if ch == "<" { depth += 1; continue }
            if ch == ">" { depth -= 1; continue }
            if depth == 0 { out.append(ch) }
        }
        return out
    }
}
