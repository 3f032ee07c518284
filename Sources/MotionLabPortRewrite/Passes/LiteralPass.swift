import SwiftSyntax
import SwiftParser

/// Wraps every numeric literal that is an argument of an animation API (`AnimationAPIs`, found by
/// `LiteralSiteFinder`) in a lookup by its source position, Xcode's design-time literal technique:
///
///     usingSpringWithDamping: 0.55   →   usingSpringWithDamping: __designTimeFloat("App/Card.swift:41:72", fallback: 0.55)
///     repeatCount = 3                →   repeatCount = __designTimeInteger("App/Card.swift:12:23", fallback: 3)
///
/// The lookup's type parameter is inferred from the literal's context, so the expression keeps the
/// literal's type, and without an override it returns the fallback: the program is the unrewritten
/// one. Only in the build layout, for files that import UIKit, QuartzCore or MotionLab (where the
/// lookups are visible) and with a `LiteralScope`; `motionlab port` (the edit layout) leaves literals
/// as written.
///
/// The wrap lengthens its line: the pass runs first and notes each lengthening, so later passes
/// report user columns; the compiler's columns on the line stay the user's up to the first wrap.
public final class LiteralPass: SyntaxRewriter, RewritePass {
    public static let name = "literals"
    /// Modules through which the lookups are visible.
    static let modules: Set<String> = ["UIKit", "QuartzCore", "MotionLab", "MotionLiterals", "SwiftUI"]
    let context: RewriteContext
    private var replacements: [SyntaxIdentifier: String] = [:]

    public init(context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    public func rewriteFile(_ file: SourceFileSyntax) -> SourceFileSyntax {
        guard context.layout == .build, let scope = context.literalScope, Self.importedModule(file) != nil else { return file }
        let finder = LiteralSiteFinder()
        finder.walk(file)
        // Every position first: each wrap noted below shifts the columns `location(of:)` reports.
        let hits = finder.hits.sorted(by: { $0.node.position < $1.node.position })
        let locations = hits.map { context.location(of: $0.node) }
        for (hit, (line, column)) in zip(hits, locations) {
            let text = hit.node.trimmedDescription
            let key = scope.key(line: line, column: column)
            let function = hit.isInteger ? "__designTimeInteger" : "__designTimeFloat"
            let call = "\(function)(\(Self.stringLiteral(key)), fallback: \(text))"
            replacements[hit.node.id] = call
            context.noteLengthening(line: line, column: column, length: text.utf8.count, added: call.utf8.count - text.utf8.count)
            let place = hit.place
            let shown = place.label.isEmpty ? place.call : place.call + place.joiner + place.label
            context.literals.append(FoundLiteral(
                line: line, column: column, offset: hit.node.positionAfterSkippingLeadingTrivia.utf8Offset, text: text,
                isInteger: hit.isInteger, call: shown, label: place.label, parameter: place.parameter,
                typedAsInt: hit.isInteger && !place.typed, group: place.group))
        }
        guard !replacements.isEmpty else { return file }
        return rewrite(file).cast(SourceFileSyntax.self)
    }

    public override func visit(_ node: IntegerLiteralExprSyntax) -> ExprSyntax { wrapped(node) ?? super.visit(node) }
    public override func visit(_ node: FloatLiteralExprSyntax) -> ExprSyntax { wrapped(node) ?? super.visit(node) }
    public override func visit(_ node: PrefixOperatorExprSyntax) -> ExprSyntax { wrapped(node) ?? super.visit(node) }

    private func wrapped(_ node: some ExprSyntaxProtocol) -> ExprSyntax? {
        guard let call = replacements[node.id] else { return nil }
        var parser = Parser(call)
        var expr = ExprSyntax.parse(from: &parser)
        expr.leadingTrivia = node.leadingTrivia
        expr.trailingTrivia = node.trailingTrivia
        return expr
    }

    /// The first import of a module that makes the lookups visible, or nil.
    static func importedModule(_ file: SourceFileSyntax) -> String? {
        final class Imports: SyntaxVisitor {
            var found: String?
            override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, let first = node.path.first?.name.text, LiteralPass.modules.contains(first) { found = first }
                return .skipChildren
            }
        }
        let imports = Imports(viewMode: .sourceAccurate)
        imports.walk(file)
        return imports.found
    }

    /// `text` as a Swift string literal.
    static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}

/// The names of the types a file declares or extends, nested ones by their own name.
struct DeclaredTypes {
    let names: [String]

    init(_ file: SourceFileSyntax) {
        final class Walker: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { names.append(node.name.text); return .visitChildren }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { names.append(node.name.text); return .visitChildren }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { names.append(node.name.text); return .visitChildren }
            override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { names.append(node.name.text); return .visitChildren }
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                if let last = node.extendedType.trimmedDescription.split(separator: ".").last { names.append(String(last)) }
                return .visitChildren
            }
        }
        let walker = Walker(viewMode: .sourceAccurate)
        walker.walk(file)
        var seen = Set<String>()
        names = walker.names.filter { seen.insert($0).inserted }
    }
}
