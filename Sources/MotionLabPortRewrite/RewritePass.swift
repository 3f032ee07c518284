import SwiftSyntax

/// One concern of the rewrite, as a `SyntaxRewriter` over a whole file.
///
/// Passes run one after the other, each on the previous one's output (`PortRewrite.passes` is the
/// order). The contract every pass keeps, so that the next one, `#sourceLocation` and the per-file
/// report stay right:
/// - **Lines stay where they are.** Text a pass removes is blanked with `context.blank(_:)` (kept as
///   trivia, its line breaks intact), never deleted; a replacement keeps the line breaks of what it
///   replaces. So a line number in any pass's input is the user's own line number, and
///   `context.line(of:)` reports it.
/// - Columns are kept too when a replacement is not longer than what it replaces (pad it with
///   `context.blank`); a longer one shifts the rest of its line. A pass whose output depends on
///   columns of the user's file (a lookup keyed by source position, say) should run first.
/// - What it changes, and what it recognised but left as written, goes into `context.record(_:)`.
public protocol RewritePass: AnyObject {
    /// A short name for reports and tests ("selectors", "objc-attributes").
    static var name: String { get }
    init(context: RewriteContext)
    /// The file rewritten.
    func rewriteFile(_ file: SourceFileSyntax) -> SourceFileSyntax
}

extension RewritePass where Self: SyntaxRewriter {
    public func rewriteFile(_ file: SourceFileSyntax) -> SourceFileSyntax {
        rewrite(file, detach: true).cast(SourceFileSyntax.self)
    }
}

/// What a pass changed, or found and left as written, at a line of the user's file.
public struct Change: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// Rewritten (`#selector(tapped)` → `VC.tapped`).
        case rewritten
        /// Dropped (`@objc`).
        case dropped
        /// Recognised but left as written: the compiler's error will point at it.
        case leftAsWritten
    }

    public let line: Int
    public let column: Int
    public let kind: Kind
    /// What was done: "#selector(tapped(_:)) → CardView.tapped(_:)", "@objc", or why it was left.
    public let detail: String

    public init(line: Int, column: Int, kind: Kind, detail: String) {
        self.line = line
        self.column = column
        self.kind = kind
        self.detail = detail
    }

    public var description: String {
        switch kind {
        case .rewritten: return "\(line):\(column): \(detail)"
        case .dropped: return "\(line):\(column): dropped \(detail)"
        case .leftAsWritten: return "\(line):\(column): left as written: \(detail)"
        }
    }
}

/// What the passes of one file share: positions in the user's file, the blanking marker, the record
/// of changes.
public final class RewriteContext {
    /// The user's file, as diagnostics name it.
    public let fileName: String
    /// The layout being made (the literal pass wraps literals only for the build).
    public let layout: RewriteLayout
    /// The target and path tunable literals' lookup keys are made of; nil: literals are left alone.
    public let literalScope: LiteralScope?
    let blanking: Blanking
    public private(set) var changes: [Change] = []
    /// The tunable literals wrapped (by the literal pass), in source order.
    public internal(set) var literals: [FoundLiteral] = []
    /// Per user line, the lengthening edits made so far — (user column, length replaced, characters
    /// added) — so later passes report the user's columns.
    private var lengthenings: [Int: [(column: Int, length: Int, added: Int)]] = [:]
    /// Positions in the tree the current pass is running on (lines are the user's: see `RewritePass`).
    private var converter: SourceLocationConverter

    init(fileName: String, source: String, tree: SourceFileSyntax, layout: RewriteLayout = .build, literalScope: LiteralScope? = nil) {
        self.fileName = fileName
        self.layout = layout
        self.literalScope = literalScope
        blanking = Blanking(avoiding: source)
        converter = SourceLocationConverter(fileName: fileName, tree: tree)
    }

    /// Called before each pass with the tree it will run on.
    func begin(_ tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: fileName, tree: tree)
    }

    /// Line and column (1-based) of `node`'s first character, trivia excluded, in the user's file:
    /// columns after an earlier pass's lengthening edit on the line are mapped back.
    public func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let loc = node.startLocation(converter: converter)
        guard let edits = lengthenings[loc.line] else { return (loc.line, loc.column) }
        var column = loc.column
        var shift = 0
        for edit in edits.sorted(by: { $0.column < $1.column }) {
            let end = edit.column + shift + edit.length + edit.added
            if loc.column >= end { column -= edit.added }
            shift += edit.added
        }
        return (loc.line, column)
    }

    /// Notes that a pass replaced `length` characters at the user's `line`/`column` with text
    /// `added` characters longer (on the same line).
    func noteLengthening(line: Int, column: Int, length: Int, added: Int) {
        lengthenings[line, default: []].append((column, length, added))
    }

    public func record(_ kind: Change.Kind, _ detail: String, at node: some SyntaxProtocol) {
        let (line, column) = location(of: node)
        changes.append(Change(line: line, column: column, kind: kind, detail: detail))
    }

    /// `text` blanked: trivia that prints as spaces in the build layout (line breaks kept) and is
    /// removed in the edit layout.
    public func blank(_ text: String) -> Trivia {
        text.isEmpty ? [] : Trivia(pieces: [.unexpectedText(blanking.blank(text))])
    }
}
