import SwiftSyntax

/// One declaration of a source file, as the patch planner compares them: what it is, where it lives
/// (the type or extension it belongs to), a key that stays the same while its signature does, and the
/// text that decides whether it changed.
struct Declaration {
    enum Kind: Equatable {
        /// A function or method: replaceable (`@_dynamicReplacement`), its body forwarded to a helper.
        case function
        /// A computed property (getter, or get/set accessors): replaceable.
        case computedProperty
        /// A subscript: replaceable.
        case subscriptDecl
        /// A struct's or enum's initializer, or a class's convenience initializer: replaceable.
        case initializer
        /// A class's designated initializer: its body cannot be replaced (the runtime gives no hook).
        case designatedInitializer
        /// A stored property (with its initial value and observers): part of its type's layout.
        case storedProperty
        /// A type, extension or protocol's own declaration (name, generics, conformances, attributes).
        case typeHeader
        /// Anything else whose change restarts: enum cases, type aliases, deinit, top-level code,
        /// `#if` blocks, operators, protocol bodies.
        case structural(String)
    }

    var kind: Kind
    /// Unique in the file: the context, the kind of declaration and its signature.
    var key: String
    /// How people name it: "viewDidLoad()", "box", "init(frame:)".
    var name: String
    /// The type it belongs to ("ProbeViewController", "Outer.Inner"), empty at the top level.
    var typeName: String
    /// For members: the extension the patch declares them in (`extension Outer.Inner where T: P`);
    /// nil at the top level.
    var context: String?
    /// The declaration without its body (attributes, modifiers, signature) — a change here is not a
    /// body edit.
    var header: String
    /// The whole declaration's text, trivia normalised.
    var text: String
    /// Where it starts in the compiled file (1-based).
    var line: Int
    var node: Syntax

    var isReplaceable: Bool {
        switch kind {
        case .function, .computedProperty, .subscriptDecl, .initializer: return true
        default: return false
        }
    }
}

/// The declarations of a file, in order, and its imports.
struct DeclarationIndex {
    private(set) var declarations: [Declaration] = []
    private(set) var imports: [String] = []
    private let converter: SourceLocationConverter

    init(_ tree: SourceFileSyntax, fileName: String) {
        converter = SourceLocationConverter(fileName: fileName, tree: tree)
        var topLevelCode = 0
        for item in tree.statements {
            switch item.item {
            case .decl(let decl):
                if let i = decl.as(ImportDeclSyntax.self) { imports.append(Self.normalised(i.trimmedDescription)); continue }
                if decl.is(PoundSourceLocationSyntax.self) { continue }  // the port's frame: no declaration
                collect(decl, typeName: "", context: nil, inClass: false)
            default:
                topLevelCode += 1
                add(.structural("top-level code"), key: "top-level #\(topLevelCode)", name: "top-level code", typeName: "",
                    context: nil, header: "", node: Syntax(item))
            }
        }
    }

    /// Collapses whitespace runs (and drops comments' effect on identity through trimmed text).
    static func normalised(_ s: String) -> String {
        var out = ""
        var lastWasSpace = false
        for c in s {
            if c == " " || c == "\t" || c == "\n" || c == "\r" {
                if !lastWasSpace { out.append(" ") }
                lastWasSpace = true
            } else {
                out.append(c)
                lastWasSpace = false
            }
        }
        return out.trimmedSpaces()
    }

    /// The text of a node without comments and with whitespace collapsed.
    static func code(_ node: some SyntaxProtocol) -> String {
        var out = ""
        var spaceAfterPrevious = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !out.isEmpty && (spaceAfterPrevious || !token.leadingTrivia.isEmpty) { out.append(" ") }
            out += token.text
            spaceAfterPrevious = !token.trailingTrivia.isEmpty
        }
        return out
    }

    private mutating func add(_ kind: Declaration.Kind, key: String, name: String, typeName: String, context: String?,
                              header: String, node: Syntax) {
        let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        declarations.append(Declaration(kind: kind, key: key, name: name, typeName: typeName, context: context,
                                        header: header, text: Self.code(node), line: line, node: node))
    }

    private mutating func collect(_ decl: DeclSyntax, typeName: String, context: String?, inClass: Bool) {
        if decl.is(PoundSourceLocationSyntax.self) { return }
        let prefix = typeName.isEmpty ? "" : typeName + "."
        if let f = decl.as(FunctionDeclSyntax.self) {
            let isOperator: Bool
            switch f.name.tokenKind {
            case .binaryOperator, .prefixOperator, .postfixOperator: isOperator = true
            default: isOperator = false
            }
            let name = f.name.text + "(" + f.signature.parameterClause.parameters.map { ($0.firstName.text) + ":" }.joined() + ")"
            let header = Self.code(f.with(\.body, nil))
            let keyModifiers = f.modifiers.filter { Self.keyModifiers.contains($0.name.text) }.map(\.name.text).joined(separator: " ")
            let key = prefix + keyModifiers + " func " + Self.code(f.with(\.body, nil).with(\.attributes, []).with(\.modifiers, []))
            add(isOperator || f.body == nil ? .structural("operator or requirement") : .function, key: key, name: name, typeName: typeName,
                context: context, header: header, node: Syntax(f))
        } else if let v = decl.as(VariableDeclSyntax.self) {
            let computed = v.bindings.count == 1 && v.bindings.first.map(Self.isComputed) == true
            for binding in v.bindings {
                let name = binding.pattern.trimmedDescription
                let isStatic = v.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                if computed {
                    let header = Self.code(v.with(\.bindings, PatternBindingListSyntax([binding.with(\.accessorBlock, nil)])))
                    let type = binding.typeAnnotation.map { Self.code($0) } ?? ""
                    add(.computedProperty, key: prefix + (isStatic ? "static " : "") + "var " + name + type, name: name,
                        typeName: typeName, context: context, header: header, node: Syntax(v))
                } else {
                    add(.storedProperty, key: prefix + (isStatic ? "static " : "") + "stored " + name, name: name, typeName: typeName,
                        context: context, header: "", node: Syntax(v))
                }
            }
        } else if let s = decl.as(SubscriptDeclSyntax.self) {
            let name = "subscript(" + s.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
            let header = Self.code(s.with(\.accessorBlock, nil))
            let key = prefix + Self.code(s.with(\.accessorBlock, nil).with(\.attributes, []).with(\.modifiers, []))
            add(s.accessorBlock == nil ? .structural("subscript requirement") : .subscriptDecl, key: key, name: name, typeName: typeName,
                context: context, header: header, node: Syntax(s))
        } else if let i = decl.as(InitializerDeclSyntax.self) {
            let name = "init(" + i.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
            let isConvenience = i.modifiers.contains { $0.name.text == "convenience" }
            let header = Self.code(i.with(\.body, nil))
            let key = prefix + Self.code(i.with(\.body, nil).with(\.attributes, []).with(\.modifiers, []))
            // In a class's own body an initialiser is designated unless marked convenience (an extension's are convenience).
            let kind: Declaration.Kind = i.body == nil ? .structural("initializer requirement")
                : (inClass && !isConvenience) ? .designatedInitializer : .initializer
            add(kind, key: key, name: name, typeName: typeName, context: context, header: header, node: Syntax(i))
        } else if let t = decl.asProtocol(DeclGroupSyntax.self), !(decl.is(ExtensionDeclSyntax.self)), !(decl.is(ProtocolDeclSyntax.self)) {
            let name = Self.typeName(of: decl) ?? "?"
            let full = prefix + name
            let header = Self.code(Syntax(t).as(DeclSyntax.self)!.header)
            add(.typeHeader, key: "type " + full, name: full, typeName: full, context: context, header: header, node: Syntax(decl))
            let isClass = decl.is(ClassDeclSyntax.self) || decl.is(ActorDeclSyntax.self)
            for member in t.memberBlock.members {
                collect(member.decl, typeName: full, context: "extension \(full)", inClass: isClass)
            }
            // The header's text stands for the type itself; its members were indexed one by one.
            declarations[declarations.firstIndex { $0.key == "type " + full }!].text = header
        } else if let e = decl.as(ExtensionDeclSyntax.self) {
            let extended = e.extendedType.trimmedDescription
            let whereClause = e.genericWhereClause.map { " " + Self.code($0) } ?? ""
            let header = Self.code(e.with(\.memberBlock, MemberBlockSyntax(members: [])))
            let occurrence = declarations.filter { $0.kind == .typeHeader && $0.key.hasPrefix("extension \(extended)\(whereClause) #") }.count
            add(.typeHeader, key: "extension \(extended)\(whereClause) #\(occurrence + 1)", name: "extension \(extended)", typeName: extended,
                context: nil, header: header, node: Syntax(e))
            declarations[declarations.count - 1].text = header
            for member in e.memberBlock.members {
                collect(member.decl, typeName: extended, context: "extension \(extended)\(whereClause)", inClass: false)
            }
        } else if decl.is(DeinitializerDeclSyntax.self) {
            add(.structural("deinit"), key: prefix + "deinit", name: "deinit", typeName: typeName, context: context, header: "", node: Syntax(decl))
        } else if let c = decl.as(EnumCaseDeclSyntax.self) {
            add(.structural("enum case"), key: prefix + "case " + c.elements.map { $0.name.text }.joined(separator: ","),
                name: "case " + c.elements.map { $0.name.text }.joined(separator: ", "), typeName: typeName, context: context, header: "", node: Syntax(c))
        } else {
            let name = Self.typeName(of: decl) ?? "\(decl.kind)"
            add(.structural(Self.describe(decl)), key: prefix + Self.describe(decl) + " " + name, name: name, typeName: typeName,
                context: context, header: "", node: Syntax(decl))
        }
    }

    /// Modifiers that make two declarations of one name different ones.
    static let keyModifiers: Set<String> = ["static", "class", "mutating", "nonmutating"]

    static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return false }
        switch block.accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains { ["get", "set", "_read", "_modify", "unsafeAddress", "unsafeMutableAddress"].contains($0.accessorSpecifier.text) }
        }
    }

    static func typeName(of decl: DeclSyntax) -> String? {
        if let d = decl.as(ClassDeclSyntax.self) { return d.name.text }
        if let d = decl.as(StructDeclSyntax.self) { return d.name.text }
        if let d = decl.as(EnumDeclSyntax.self) { return d.name.text }
        if let d = decl.as(ActorDeclSyntax.self) { return d.name.text }
        if let d = decl.as(ProtocolDeclSyntax.self) { return d.name.text }
        if let d = decl.as(TypeAliasDeclSyntax.self) { return d.name.text }
        if let d = decl.as(AssociatedTypeDeclSyntax.self) { return d.name.text }
        if let d = decl.as(MacroDeclSyntax.self) { return d.name.text }
        if let d = decl.as(OperatorDeclSyntax.self) { return d.name.text }
        if let d = decl.as(PrecedenceGroupDeclSyntax.self) { return d.name.text }
        return nil
    }

    static func describe(_ decl: DeclSyntax) -> String {
        if decl.is(ProtocolDeclSyntax.self) { return "protocol" }
        if decl.is(TypeAliasDeclSyntax.self) { return "typealias" }
        if decl.is(AssociatedTypeDeclSyntax.self) { return "associatedtype" }
        if decl.is(IfConfigDeclSyntax.self) { return "#if block" }
        if decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) { return "operator" }
        if decl.is(MacroExpansionDeclSyntax.self) { return "macro expansion" }
        return "declaration"
    }
}

extension String {
    func trimmedSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " { s = s.dropFirst() }
        while let l = s.last, l == " " { s = s.dropLast() }
        return String(s)
    }
}

extension DeclSyntax {
    /// The declaration up to its member block (a type's or extension's header), as text.
    var header: Syntax {
        if let d = self.as(ClassDeclSyntax.self) { return Syntax(d.with(\.memberBlock, MemberBlockSyntax(members: []))) }
        if let d = self.as(StructDeclSyntax.self) { return Syntax(d.with(\.memberBlock, MemberBlockSyntax(members: []))) }
        if let d = self.as(EnumDeclSyntax.self) { return Syntax(d.with(\.memberBlock, MemberBlockSyntax(members: []))) }
        if let d = self.as(ActorDeclSyntax.self) { return Syntax(d.with(\.memberBlock, MemberBlockSyntax(members: []))) }
        if let d = self.as(ExtensionDeclSyntax.self) { return Syntax(d.with(\.memberBlock, MemberBlockSyntax(members: []))) }
        if let d = self.as(ProtocolDeclSyntax.self) { return Syntax(d.with(\.memberBlock, MemberBlockSyntax(members: []))) }
        return Syntax(self)
    }
}
