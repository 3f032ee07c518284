import SwiftSyntax
import SwiftParser

/// `#Preview { … }`, `#Preview("Name") { … }` (with `traits:`) and `PreviewProvider` types become
/// previews the program registers when it loads — no macro plugin: each block becomes a private
/// function that registers its body with `DeclaredPreviews` (the body unchanged, as the closure a
/// `@ViewBuilder` or a view-controller overload takes), called through an ELF `.init_array` entry
/// (Swift 6.3's `@used @section`, as the literal table is):
///
///     #Preview("Card") {                      @used @section(".init_array") private let __motionLabPreview1: … = __motionLabPreviewRegister1; private func __motionLabPreviewRegister1() { DeclaredPreviews.register("Card", file: "Card.swift", line: 12, index: 1) {
///         CardView()                     →        CardView()
///     }                                       } }
///
/// `PreviewApp.main()` with no list shows them all. A type conforming to `PreviewProvider` gets a
/// registration after its closing brace (`DeclaredPreviews.register(provider:…)`). Only blocks at
/// file scope (also inside `#if`) are taken; lines stay where they are.
public final class PreviewPass: RewritePass {
    public static let name = "previews"
    let context: RewriteContext

    public init(context: RewriteContext) { self.context = context }

    struct Edit { let start: Int; let end: Int; let text: String }

    public func rewriteFile(_ file: SourceFileSyntax) -> SourceFileSyntax {
        let finder = PreviewFinder(viewMode: .sourceAccurate)
        finder.walk(file)
        guard !finder.macros.isEmpty || !finder.providers.isEmpty || !finder.entryPoints.isEmpty else { return file }
        var edits: [Edit] = []
        let fileLabel = Self.literal(context.fileName)
        for (i, m) in finder.macros.enumerated() {
            let n = i + 1
            let (line, _) = context.location(of: m)
            guard let closure = m.trailingClosure else {
                context.record(.leftAsWritten, "#Preview without a trailing closure", at: m)
                continue
            }
            var args: [String] = []
            var title = "nil"
            for a in m.arguments {
                if a.label == nil, title == "nil" { title = a.expression.trimmedDescription; continue }
                if a.label?.text == "traits" {
                    args.append("traits: " + a.expression.trimmedDescription)
                    continue
                }
                // Other labelled arguments (`body:`) have no meaning here; dropped.
            }
            let id = "\(n)"
            let head = "@used @section(\".init_array\") private let __motionLabPreview\(id): @convention(c) () -> Void = __motionLabPreviewRegister\(id); "
                + "private func __motionLabPreviewRegister\(id)() { DeclaredPreviews.register(\(title), file: \(fileLabel), line: \(line), index: \(n)"
                + (args.isEmpty ? "" : ", " + args.joined(separator: ", ")) + ") "
            // The closure keeps its text (and lines); one more brace closes the function.
            let start = m.positionAfterSkippingLeadingTrivia.utf8Offset
            let closureStart = closure.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = m.endPositionBeforeTrailingTrivia.utf8Offset
            let closureText = String(decoding: Array(file.description.utf8)[closureStart..<end], as: UTF8.self)
            // Lines between the macro's start and its closure (a multi-line argument list) are kept as blank lines.
            let between = String(decoding: Array(file.description.utf8)[start..<closureStart], as: UTF8.self)
            let keptBreaks = String(between.filter(\.isNewline))
            if let lifted = PreviewableLift.lift(closure, in: file, closureStart: closureStart, index: n) {
                edits.append(Edit(start: start, end: end, text: head + keptBreaks + lifted))
                context.record(.rewritten, "#Preview's @Previewable declarations → the state of a generated view", at: m)
            } else {
                edits.append(Edit(start: start, end: end, text: head + keptBreaks + closureText + " }"))
            }
            context.record(.rewritten, "#Preview\(title == "nil" ? "" : "(\(title))") → a registered preview", at: m)
        }
        for (i, p) in finder.providers.enumerated() {
            let n = finder.macros.count + i + 1
            let (line, _) = context.location(of: p)
            let name = p.name.text
            let end = p.endPositionBeforeTrailingTrivia.utf8Offset
            let text = "; @used @section(\".init_array\") private let __motionLabPreview\(n): @convention(c) () -> Void = __motionLabPreviewRegister\(n); "
                + "private func __motionLabPreviewRegister\(n)() { DeclaredPreviews.register(provider: \(name).self, file: \(fileLabel), line: \(line), index: \(n)) }"
            edits.append(Edit(start: end, end: end, text: text))
            context.record(.rewritten, "PreviewProvider \(name) → a registered preview", at: p)
        }
        for (i, e) in finder.entryPoints.enumerated() {
            let n = finder.macros.count + finder.providers.count + i + 1
            let (line, _) = context.location(of: e.decl)
            let name = e.name
            let registration: String
            switch e.kind {
            case .app: registration = "DeclaredPreviews.register(app: \(name).self, file: \(fileLabel), line: \(line), index: \(n))"
            case .appDelegate where e.mainAttributes.isEmpty:
                // Not the entry point (a SwiftUI app's `@UIApplicationDelegateAdaptor` class, say): made
                // when the app asks for it, not a preview of its own.
                registration = "DeclaredPreviews.register(appDelegateType: \(name).self) { \(name)() }"
            case .appDelegate: registration = "DeclaredPreviews.register(appDelegate: \(name).self, file: \(fileLabel), line: \(line), index: \(n)) { \(name)() }"
            case .sceneDelegate: registration = "DeclaredPreviews.register(sceneDelegate: \(name).self) { \(name)() }"
            }
            let end = e.decl.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(start: end, end: end, text: "; @used @section(\".init_array\") private let __motionLabPreview\(n): @convention(c) () -> Void = __motionLabPreviewRegister\(n); "
                + "private func __motionLabPreviewRegister\(n)() { \(registration) }"))
            // `@main` / `@UIApplicationMain`: the preview target has its own entry point (its main.swift);
            // blanked, keeping the line's columns.
            for a in e.mainAttributes {
                let start = a.positionAfterSkippingLeadingTrivia.utf8Offset, stop = a.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(Edit(start: start, end: stop, text: String(repeating: " ", count: stop - start)))
                context.record(.rewritten, "\(a.trimmedDescription) on \(name) dropped (the preview target has its own entry point)", at: a)
            }
            let what = e.kind == .app ? "App" : e.kind == .appDelegate ? "app delegate" : "scene delegate"
            let role = e.kind == .sceneDelegate ? "connected when the app launches"
                : e.kind == .appDelegate && e.mainAttributes.isEmpty ? "made when the app asks for it (no @main: not the entry point)"
                : "a registered preview of the app"
            context.record(.rewritten, "\(what) \(name) → \(role)", at: e.decl)
        }
        var bytes = Array(file.description.utf8)
        for e in edits.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(e.start..<e.end, with: Array(e.text.utf8))
        }
        return Parser.parse(source: String(decoding: bytes, as: UTF8.self))
    }

    static func literal(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}

/// `#Preview` macros, `PreviewProvider` types and an app's entry points (a SwiftUI `App`, a
/// `UIApplicationDelegate`, a scene delegate) at file scope (inside `#if` too).
final class PreviewFinder: SyntaxVisitor {
    var macros: [any FreestandingMacroExpansionSyntax] = []
    var providers: [StructDeclSyntax] = []

    struct EntryPoint {
        enum Kind { case app, appDelegate, sceneDelegate }
        let kind: Kind
        let name: String
        let decl: Syntax
        /// `@main`, `@UIApplicationMain`, `@NSApplicationMain` on it.
        let mainAttributes: [AttributeSyntax]
    }
    var entryPoints: [EntryPoint] = []

    static let mainAttributeNames: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]

    static func inherits(_ clause: InheritanceClauseSyntax?, _ names: Set<String>) -> Bool {
        clause?.inheritedTypes.contains { t in
            let n = t.type.trimmedDescription
            return names.contains(n) || names.contains(n.split(separator: ".").last.map(String.init) ?? n)
        } ?? false
    }

    static func mainAttributes(_ list: AttributeListSyntax) -> [AttributeSyntax] {
        list.compactMap { $0.as(AttributeSyntax.self) }.filter { mainAttributeNames.contains($0.attributeName.trimmedDescription) }
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview", isFileScope(Syntax(node)) { macros.append(node) }
        return .skipChildren
    }

    /// At file scope a `#Preview { … }` statement parses as an expression.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview", isFileScope(Syntax(node)) { macros.append(node) }
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherits = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("PreviewProvider") } ?? false
        if inherits, isFileScope(Syntax(node)) { providers.append(node) }
        if node.genericParameterClause == nil, Self.inherits(node.inheritanceClause, ["App"]), isFileScope(Syntax(node)) {
            entryPoints.append(EntryPoint(kind: .app, name: node.name.text, decl: Syntax(node), mainAttributes: Self.mainAttributes(node.attributes)))
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.genericParameterClause == nil, isFileScope(Syntax(node)) else { return .skipChildren }
        let main = Self.mainAttributes(node.attributes)
        if Self.inherits(node.inheritanceClause, ["UIApplicationDelegate"]) {
            entryPoints.append(EntryPoint(kind: .appDelegate, name: node.name.text, decl: Syntax(node), mainAttributes: main))
        } else if Self.inherits(node.inheritanceClause, ["UIWindowSceneDelegate", "UISceneDelegate"]) {
            entryPoints.append(EntryPoint(kind: .sceneDelegate, name: node.name.text, decl: Syntax(node), mainAttributes: []))
        }
        return .skipChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// At file scope: only code-block lists and `#if` clauses between it and the file.
    func isFileScope(_ node: Syntax) -> Bool {
        var p = node.parent
        while let x = p {
            if x.is(SourceFileSyntax.self) { return true }
            if x.is(CodeBlockItemSyntax.self) || x.is(CodeBlockItemListSyntax.self) || x.is(IfConfigClauseSyntax.self)
                || x.is(ExpressionStmtSyntax.self)
                || x.is(IfConfigClauseListSyntax.self) || x.is(IfConfigDeclSyntax.self) {
                p = x.parent
                continue
            }
            return false
        }
        return false
    }
}
