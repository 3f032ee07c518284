import SwiftSyntax
import SwiftParser

/// The source-to-source rewrite that lets an iOS file compile unchanged against MotionLab on Linux:
/// the passes in `passes`, in order, over one file.
public enum PortRewrite {
    /// Every pass, in the order they run. A new concern is a new `RewritePass` added here (see its
    /// contract); a pass whose output depends on the user's columns goes first.
    public static let passes: [any RewritePass.Type] = [LiteralPass.self, SelectorPass.self, KeyPathPass.self, LayerSubclassPass.self, ListCellInitPass.self, CommitEditingPass.self, SceneTimerPass.self, SceneDeadlinePass.self, ObjCAttributePass.self, SubmoduleImportPass.self, PreviewPass.self, OverrideExtensionPass.self]

    /// Rewrites one file's text. `fileName` is how reports and `#sourceLocation` name it; `literals`,
    /// the target and path its tunable literals' keys are made of (the build layout only; nil leaves
    /// literals alone).
    ///
    /// In the build layout a file that does not parse is returned unchanged (`result.syntaxError`
    /// says where), so the compiler reports the user's own error at the user's own line; callers
    /// that write files to keep (the edit layout) should refuse it.
    public static func rewrite(_ source: String, fileName: String, layout: RewriteLayout,
                               passes: [any RewritePass.Type] = PortRewrite.passes,
                               literals: LiteralScope? = nil) -> FileRewrite {
        // swift-syntax's own limit on nesting is 20 levels in a debug build (the plugin's): a deep but
        // ordinary file would not parse. `SourceNesting` bounds the depth (`boundedRewrite`) instead.
        var parser = Parser(source, maximumNestingLevel: 4 * SourceNesting.maximumDepth)
        let tree = SourceFileSyntax.parse(from: &parser)
        if let error = SyntaxErrorLocation(tree, fileName: fileName) {
            return FileRewrite(fileName: fileName, source: source, text: source, changes: [], syntaxError: error)
        }
        let context = RewriteContext(fileName: fileName, source: source, tree: tree, layout: layout, literalScope: literals)
        var current = tree
        for pass in passes {
            context.begin(current)
            current = pass.init(context: context).rewriteFile(current)
        }
        let text = context.blanking.finish(current.description, layout: layout)
        let changes = context.changes.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        return FileRewrite(fileName: fileName, source: source, text: text, changes: changes, syntaxError: nil,
                           literals: context.literals, declaredTypes: DeclaredTypes(tree).names,
                           literalImport: LiteralPass.importedModule(tree), literalScope: literals)
    }
}

/// One file's rewrite.
public struct FileRewrite: Sendable {
    public let fileName: String
    /// The user's text.
    public let source: String
    /// The rewritten text (without `#sourceLocation`; see `SourceLocationFrame`).
    public let text: String
    /// What was rewritten, dropped or left as written, by line.
    public let changes: [Change]
    /// Where the file stops parsing, when it does not.
    public let syntaxError: SyntaxErrorLocation?
    /// The tunable literals wrapped in lookups (the build layout with a `LiteralScope`).
    public var literals: [FoundLiteral] = []
    /// The types the file declares or extends.
    public var declaredTypes: [String] = []
    /// The module through which the file reaches the lookups (`UIKit`, `QuartzCore`, `MotionLab`), if any.
    public var literalImport: String?
    /// The target and path its literals' keys are made of.
    public var literalScope: LiteralScope?
    /// The file's bytes as read (`source` is their text, without a byte-order mark): what write-back
    /// checks the file against. Set by whoever read the file; nil means `source`'s UTF-8.
    public var bytes: SourceBytes?

    public var isChanged: Bool { text != source }
    public var leftAsWritten: [Change] { changes.filter { $0.kind == .leftAsWritten } }

    /// One line for a report: "3 selectors → method references, 1 key path → string, 4 attributes
    /// dropped, 1 left as written" or "unchanged". (Rewrites are told apart by what they rewrote: the
    /// detail of a selector's starts with `#selector(`, a key path's with `#keyPath(`, a submodule
    /// import's with `import `; the rest — layer
    /// initialisers and managed properties, list cells, previews — are "other rewrites".)
    public var summary: String {
        let rewrites = changes.filter { $0.kind == .rewritten }
        let keyPaths = rewrites.filter { $0.detail.hasPrefix("#keyPath(") }.count
        let rewritten = rewrites.filter { $0.detail.hasPrefix("#selector(") }.count
        let imports = rewrites.filter { $0.detail.hasPrefix("import ") }.count
        let others = rewrites.count - keyPaths - rewritten - imports
        let dropped = changes.filter { $0.kind == .dropped }.count
        var parts: [String] = []
        if rewritten > 0 { parts.append("\(rewritten) selector\(rewritten == 1 ? "" : "s") → method reference\(rewritten == 1 ? "" : "s")") }
        if keyPaths > 0 { parts.append("\(keyPaths) key path\(keyPaths == 1 ? "" : "s") → string\(keyPaths == 1 ? "" : "s")") }
        if imports > 0 { parts.append("\(imports) submodule import\(imports == 1 ? "" : "s") → framework") }
        if others > 0 { parts.append("\(others) other rewrite\(others == 1 ? "" : "s") (layers, lists, previews)") }
        if dropped > 0 { parts.append("\(dropped) attribute\(dropped == 1 ? "" : "s") dropped") }
        if !leftAsWritten.isEmpty { parts.append("\(leftAsWritten.count) left as written") }
        return parts.isEmpty ? "unchanged" : parts.joined(separator: ", ")
    }
}

/// The first place a file does not parse: a missing token ("expected '}'") or unexpected text.
public struct SyntaxErrorLocation: Error, Sendable, CustomStringConvertible {
    public let fileName: String
    public let line: Int
    public let column: Int
    public let message: String

    init?(_ tree: SourceFileSyntax, fileName: String) {
        guard tree.hasError else { return nil }
        let finder = FirstSyntaxError(viewMode: .all)
        finder.walk(tree)
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        guard let (node, message) = finder.found else {
            (self.fileName, line, column, self.message) = (fileName, 1, 1, "does not parse")
            return
        }
        let location = node.startLocation(converter: converter)
        (self.fileName, line, column, self.message) = (fileName, location.line, location.column, message)
    }

    public var description: String { "\(fileName):\(line):\(column): does not parse: \(message)" }
}

private final class FirstSyntaxError: SyntaxVisitor {
    var found: (Syntax, String)?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        let text = node.trimmedDescription
        found = (Syntax(node), "unexpected code '\(text.count > 40 ? String(text.prefix(40)) + "…" : text)'")
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil, token.presence == .missing else { return .visitChildren }
        let text = token.text
        let expected = text.isEmpty ? "a name" : text.hasPrefix("<#") ? "an expression" : "'\(text)'"
        found = (Syntax(token), "expected \(expected)")
        return .skipChildren
    }
}

/// A source file's bytes as the build read them: their fingerprint (FNV-1a, 64 bits — the function
/// MotionLiterals' `SourceFingerprint` computes at write-back) and count, and how many bytes precede
/// the text swift-syntax saw (a UTF-8 byte-order mark, which decoding drops).
public struct SourceBytes: Sendable, Equatable {
    public let fingerprint: UInt64
    public let count: Int
    public let textOffset: Int

    public init(_ bytes: [UInt8]) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        fingerprint = hash
        count = bytes.count
        textOffset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }
}
