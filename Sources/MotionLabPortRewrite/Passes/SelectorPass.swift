import SwiftSyntax
import SwiftParser
import MotionInterfaceBuilder

/// `#selector(…)` → an unapplied method reference, which MotionLab's target–action, display-link,
/// timer, notification and `perform` APIs accept:
///
///     #selector(tapped)               →  CardViewController.tapped
///     #selector(handlePan(_:))        →  CardViewController.handlePan(_:)
///     #selector(Other.update(with:))  →  Other.update(with:)
///     #selector(self.tapped)          →  CardViewController.tapped
///
/// A selector qualified by another type but sent to `self` (`addTarget(self, action:
/// #selector(FirstScreen.handlePan(gesture:)))` pasted into `SecondScreen`, which declares its own
/// `handlePan(gesture:)`) is named by the enclosing type: on iOS a selector is only a name, looked up
/// on the target, so `SecondScreen`'s method is the one that runs.
///
/// The type is the enclosing one (`EnclosingType`): `Self.tapped` does not type-check in a class, the
/// type's name does. Left as written, so the compiler's error points at them (and recorded):
/// `#selector(getter: x)`/`#selector(setter: x)`, a selector outside any type, one whose argument is
/// not a method name (`#selector(f as (Int) -> Void)`, `super.f`).
///
/// Swift 2's string form, `Selector("didChangeValue")` / `Selector("tapped:")` (still accepted by Swift
/// with a warning, and found in older tutorials), is read as the Objective-C selector it names: when the
/// enclosing type declares exactly one method (in this file) whose selector Swift makes that string —
/// `tapped` for `tapped()`, `tapped:` for `tapped(_:)`, `tappedWithSender:` for `tapped(sender:)` — it
/// becomes that method's reference, as `#selector` would; otherwise it is left as written (recorded).
///
/// Where a `Selector` is what is expected — an argument to a parameter typed `Selector` of a function or
/// initialiser this file declares, a variable annotated `Selector` — it becomes a `Selector` value
/// (`Selector(VC.save, name: "save")`), which the library's target–action APIs take too (`Selector.swift`).
public final class SelectorPass: SyntaxRewriter, RewritePass {
    public static let name = "selectors"
    let context: RewriteContext
    /// Protocols declared in this file (an extension of one uses `Self`).
    private var protocolsInFile: Set<String> = []

    public init(context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    /// Functions (and types' initialisers, by the type's name) of this file with a `Selector` parameter,
    /// by base name, with those parameters' argument labels (`_` for unlabeled).
    private var selectorParameters: [String: Set<String>] = [:]
    /// Methods each type of this file declares (in its body or extensions here), as full names
    /// (`handlePan(gesture:)`) and base names (`handlePan`).
    private var methodsByType: [String: Set<String>] = [:]

    public func rewriteFile(_ file: SourceFileSyntax) -> SourceFileSyntax {
        protocolsInFile = ProtocolNames(file).names
        selectorParameters = SelectorParameters(file).labels
        methodsByType = DeclaredMethods(file).methods
        // Not detached: `EnclosingType` walks the parents of each `#selector`.
        return rewrite(file).cast(SourceFileSyntax.self)
    }

    public override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.macroName.text == "selector" else { return super.visit(node) }
        let original = "#selector(" + node.arguments.trimmedDescription + ")"
        guard node.arguments.count == 1, let argument = node.arguments.first,
              node.trailingClosure == nil, node.genericArgumentClause == nil else {
            context.record(.leftAsWritten, "\(original): not one method name", at: node)
            return super.visit(node)
        }
        if let label = argument.label {
            context.record(.leftAsWritten, "\(original): a \(label.text) selector has no method reference", at: node)
            return super.visit(node)
        }
        guard let reference = methodReference(argument.expression, at: node) else { return ExprSyntax(node) }
        if needsSelectorValue(node) {
            let name = argument.expression.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            let value = "Selector(\(reference), name: \"\(name)\")"
            context.record(.rewritten, "\(original) → \(value)", at: node)
            return replacement(value, for: node)
        }
        context.record(.rewritten, "\(original) → \(reference)", at: node)
        return replacement(reference, for: node)
    }

    public override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Selector",
              node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
              node.trailingClosure == nil,
              let literal = argument.expression.as(StringLiteralExprSyntax.self),
              literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self) else {
            return super.visit(node)
        }
        let name = segment.content.text
        let original = node.trimmedDescription
        guard case .named(let type) = EnclosingType(of: node, protocolsInFile: protocolsInFile) else {
            context.record(.leftAsWritten, "\(original): outside any type, so no method to name", at: node)
            return super.visit(node)
        }
        // Full names only (`tapped(_:)`, `reset()`): a bare name stands for every method of that name.
        let matches = (methodsByType[type] ?? []).filter { $0.hasSuffix(")") && Self.objcSelector(ofMethod: $0) == name }
        guard matches.count == 1, let method = matches.first else {
            context.record(.leftAsWritten, "\(original): \(matches.isEmpty ? "no" : "more than one") method of \(type) in this file has that selector", at: node)
            return super.visit(node)
        }
        let reference = type + "." + (method.hasSuffix("()") ? String(method.dropLast(2)) : method)
        if needsSelectorValue(node) {
            let value = "Selector(\(reference), name: \"\(name)\")"
            context.record(.rewritten, "\(original) → \(value)", at: node)
            return replacement(value, for: node)
        }
        context.record(.rewritten, "\(original) → \(reference)", at: node)
        return replacement(reference, for: node)
    }

    /// The Objective-C selector Swift gives a method named `handlePan(gesture:)` (`DeclaredMethods`'
    /// full names; a bare name is a method without parameters): `handlePanWithGesture:`, `tapped:` for
    /// `tapped(_:)`, `tapped:forEvent:` for `tapped(_:forEvent:)`, `reset` for `reset`.
    static func objcSelector(ofMethod method: String) -> String {
        guard let open = method.firstIndex(of: "("), method.hasSuffix(")") else { return method }
        let base = String(method[..<open])
        let labels = method[method.index(after: open)..<method.index(before: method.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        return SwiftTypeIndex.Member.objcSelector(name: base, labels: labels)
    }

    /// Whether the selector must be a `Selector` value rather than a method reference: it is passed to a
    /// parameter typed `Selector` of a function (or initialiser) this file declares — a helper such as
    /// `func makeButton(_ title: String, _ action: Selector)` — or it is the value of a variable annotated
    /// `Selector`. Everywhere else it stays a method reference, which the library's target–action APIs
    /// take with its type (and which a `Selector` value could not hold for every method shape).
    private func needsSelectorValue(_ node: some SyntaxProtocol) -> Bool {
        if let argument = node.parent?.as(LabeledExprSyntax.self),
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            let callee = Self.baseName(call.calledExpression)
            return selectorParameters[callee]?.contains(argument.label?.text ?? "_") ?? false
        }
        if let initializer = node.parent?.as(InitializerClauseSyntax.self),
           let binding = initializer.parent?.as(PatternBindingSyntax.self),
           let type = binding.typeAnnotation?.type.trimmedDescription {
            return type == "Selector" || type == "Selector?" || type == "Selector!"
        }
        return false
    }

    /// The base name a call is made through: `f` of `f(…)`, `obj.f(…)` and `Type.f(…)`; `Type` of `Type(…)`.
    static func baseName(_ expr: ExprSyntax) -> String {
        if let name = expr.as(DeclReferenceExprSyntax.self) { return name.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let special = expr.as(GenericSpecializationExprSyntax.self) { return baseName(special.expression) }
        return expr.trimmedDescription
    }

    /// The method reference for a selector's argument, or nil (recorded) when there is none.
    private func methodReference(_ expr: ExprSyntax, at node: MacroExpansionExprSyntax) -> String? {
        let original = "#selector(" + expr.trimmedDescription + ")"
        if let name = expr.as(DeclReferenceExprSyntax.self) {
            return qualified(name.trimmedDescription, at: node, original: original)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            let baseText = base.trimmedDescription
            if baseText == "self" || baseText == "Self" {
                return qualified(member.declName.trimmedDescription, at: node, original: original)
            }
            if base.is(SuperExprSyntax.self) {
                context.record(.leftAsWritten, "\(original): a superclass method has no reference that skips the override", at: node)
                return nil
            }
            // `view.layoutSubviews`, `self.view.layoutSubviews`: a value's method (types and modules
            // are capitalised; a path starting at a value or at `self` goes through a value).
            if let first = leftmostName(base).first, first.isLowercase {
                context.record(.leftAsWritten, "\(original): a method of a value, not of a type", at: node)
                return nil
            }
            if isTypeReference(base) {
                if sentToSelf(node), case .named(let type) = EnclosingType(of: node, protocolsInFile: protocolsInFile),
                   type != baseText, methodsByType[type]?.contains(member.declName.trimmedDescription) == true {
                    return type + "." + member.declName.trimmedDescription
                }
                return expr.trimmedDescription
            }
        }
        context.record(.leftAsWritten, "\(original): not a method name", at: node)
        return nil
    }

    /// Whether the selector is an argument of a call whose target is `self`: labelled `target:`
    /// (`UITapGestureRecognizer(target: self, action: …)`, `Timer.scheduledTimer(…target: self…)`) or
    /// the first, unlabelled argument (`addTarget(self, action: …)`).
    private func sentToSelf(_ node: MacroExpansionExprSyntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
              let list = argument.parent?.as(LabeledExprListSyntax.self) else { return false }
        for (index, other) in list.enumerated() where other.id != argument.id {
            let isTarget = other.label?.text == "target" || (index == 0 && other.label == nil)
            if isTarget { return other.expression.trimmedDescription == "self" }
        }
        return false
    }

    private func qualified(_ name: String, at node: MacroExpansionExprSyntax, original: String) -> String? {
        switch EnclosingType(of: node, protocolsInFile: protocolsInFile) {
        case .named(let type): return type + "." + name
        case .protocolSelf: return "Self." + name
        case .none:
            context.record(.leftAsWritten, "\(original): outside any type, so no type to name the method with", at: node)
            return nil
        }
    }

    /// The first name of a dotted path (`self` in `self.view.layer`), or the expression's text.
    private func leftmostName(_ expr: ExprSyntax) -> String {
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base { return leftmostName(base) }
        if let special = expr.as(GenericSpecializationExprSyntax.self) { return leftmostName(special.expression) }
        return expr.trimmedDescription
    }

    /// `Type`, `Outer.Inner`, `Module.Type`: names, possibly dotted, possibly with generic arguments.
    private func isTypeReference(_ expr: ExprSyntax) -> Bool {
        if expr.is(DeclReferenceExprSyntax.self) || expr.is(TypeExprSyntax.self) { return true }
        if let special = expr.as(GenericSpecializationExprSyntax.self) { return isTypeReference(special.expression) }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base { return isTypeReference(base) }
        return false
    }

    /// The reference as an expression with the selector's trivia; in the build layout a shorter
    /// reference is padded to the selector's width, and the selector's line breaks are kept.
    private func replacement(_ reference: String, for node: some ExprSyntaxProtocol) -> ExprSyntax {
        var parser = Parser(reference)
        var expr = ExprSyntax.parse(from: &parser)
        let originalText = node.trimmedDescription
        let lineBreaks = originalText.filter(\.isNewline)
        let shortfall = max(0, originalText.count - lineBreaks.count - reference.count)
        let padding = String(repeating: " ", count: shortfall) + lineBreaks
        expr.leadingTrivia = node.leadingTrivia
        expr.trailingTrivia = context.blank(padding) + node.trailingTrivia
        return expr
    }
}

/// The file's functions and initialisers with a parameter of type `Selector` (or `Selector?`), by base
/// name (an initialiser by its type's name), with those parameters' argument labels.
private final class SelectorParameters: SyntaxVisitor {
    var labels: [String: Set<String>] = [:]
    init(_ file: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(file)
    }

    private func add(_ name: String, _ parameters: FunctionParameterListSyntax) {
        for p in parameters {
            let type = p.type.trimmedDescription
            guard type == "Selector" || type == "Selector?" || type == "Selector!" else { continue }
            labels[name, default: []].insert(p.firstName.text)
        }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, node.signature.parameterClause.parameters)
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        var p: Syntax? = node.parent
        while let cur = p {
            if let c = cur.as(ClassDeclSyntax.self) { add(c.name.text, node.signature.parameterClause.parameters); break }
            if let st = cur.as(StructDeclSyntax.self) { add(st.name.text, node.signature.parameterClause.parameters); break }
            if let e = cur.as(ExtensionDeclSyntax.self) { add(e.extendedType.trimmedDescription, node.signature.parameterClause.parameters); break }
            p = cur.parent
        }
        return .visitChildren
    }
}

/// The methods each class, struct or enum of the file declares, in its body or in extensions in the
/// file, by the type's name: full names (`handlePan(gesture:)`, `reset()`) and base names.
private final class DeclaredMethods: SyntaxVisitor {
    var methods: [String: Set<String>] = [:]
    init(_ file: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(file)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = owner(of: node) else { return .skipChildren }
        let base = node.name.text
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        methods[type, default: []].insert(base)
        methods[type, default: []].insert(base + "(" + labels + ")")   // `reset()` for a method without parameters
        return .skipChildren
    }

    /// The name of the type whose member `node` is (nil for a function outside a type or in a protocol).
    private func owner(of node: FunctionDeclSyntax) -> String? {
        guard let block = node.parent?.parent?.parent?.as(MemberBlockSyntax.self), let decl = block.parent else { return nil }
        if let c = decl.as(ClassDeclSyntax.self) { return c.name.text }
        if let s = decl.as(StructDeclSyntax.self) { return s.name.text }
        if let e = decl.as(EnumDeclSyntax.self) { return e.name.text }
        if let x = decl.as(ExtensionDeclSyntax.self) { return x.extendedType.trimmedDescription }
        return nil
    }
}

/// The names of the protocols a file declares.
private final class ProtocolNames: SyntaxVisitor {
    var names: Set<String> = []
    init(_ file: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(file)
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
}
