import SwiftSyntax
import SwiftParser

/// What `run --watch` does with an edit of one source file of the watched target, decided from the
/// file as the running program was compiled from it (`old`) and as it is now (`new`):
///
/// - **unchanged**: only comments or whitespace changed;
/// - **literals**: only numeric literals changed (applied like `--set`, no compile — the caller knows
///   which of them are tunable);
/// - **patch**: only bodies changed — of functions and methods (closures inside them included),
///   computed properties, subscripts, struct and enum initialisers, convenience initialisers — or
///   functions and computed properties were added: a patch file of `@_dynamicReplacement(for:)`
///   declarations, compiled into a library and loaded into the running program (its module built with
///   implicit dynamic replacement and private imports);
/// - **restart**: anything a patch cannot carry — a stored property added, removed or changed (its
///   type, initial value or observers: the type's layout), a type's declaration (conformances,
///   generic signature), a new or removed type, a designated initialiser of a class (the runtime
///   replaces no designated initialiser), a removed function, a new override (a vtable entry), enum
///   cases, top-level code, imports, `#if` blocks, a file that does not parse — with the reason and
///   where, for the window to say ("stored property added to CardView").
public enum PatchPlanner {
    public struct Restart: Equatable, Sendable {
        public var reason: String
        /// 1-based line in the user's file, when the reason is one declaration.
        public var line: Int?
    }

    public struct Patch: Equatable, Sendable {
        /// The patch file's text.
        public var source: String
        /// What changed since the running program was built ("ProbeViewController.viewDidLoad()").
        public var changed: [String]
        /// Keys of every declaration the patch replaces (changed now or in an earlier patch): the next
        /// patch of this file replaces them again (`includeKeys`), so an edit undone is undone.
        public var replacedKeys: [String]
    }

    public enum Decision: Equatable, Sendable {
        case unchanged
        case literals([LiteralEdits.Edit])
        case patch(Patch)
        case restart(Restart)
    }

    /// The file as compiled and how to name it.
    public struct Source: Sendable {
        /// The compiled text (for a file of `iOS/`, the port rewrite's output).
        public var text: String
        /// The file name the compiler saw (for `@_private(sourceFile:)`).
        public var compiledName: String
        /// The user's path, for `#sourceLocation` (when the compiled text has none of its own).
        public var displayPath: String
        public init(text: String, compiledName: String, displayPath: String) {
            self.text = text; self.compiledName = compiledName; self.displayPath = displayPath
        }
    }

    /// Decides what to do with the edit from `old` to `new` (texts as compiled).
    /// - Parameters:
    ///   - module: the watched target's module name.
    ///   - userOld, userNew: the user's own texts when they differ from the compiled ones (a file of
    ///     `iOS/`): literal-only edits are found there; nil: plain files, whose literals are not tunable.
    ///   - includeKeys: declarations replaced by earlier patches of this file (replaced again).
    ///   - patchNumber: makes the generated names unique across patches.
    public static func plan(old: String, new: Source, module: String, userOld: String? = nil, userNew: String? = nil,
                            includeKeys: Set<String> = [], patchNumber: Int = 1) -> Decision {
        if old == new.text && (userOld == nil || userOld == userNew) && includeKeys.isEmpty { return .unchanged }
        let oldTree = Parser.parse(source: old)
        let newTree = Parser.parse(source: new.text)
        if newTree.hasError {
            return .restart(Restart(reason: "the file does not parse (the compiler says where)", line: nil))
        }
        if let userOld, let userNew, let edits = LiteralEdits.find(old: userOld, new: userNew), !edits.isEmpty,
           includeKeys.isEmpty {
            return .literals(edits)
        }
        let oldIndex = DeclarationIndex(oldTree, fileName: new.compiledName)
        let newIndex = DeclarationIndex(newTree, fileName: new.compiledName)
        let frame = SourceFrame(text: new.text, fallback: new.displayPath)
        func restart(_ reason: String, _ d: Declaration) -> Decision {
            .restart(Restart(reason: reason, line: frame.userLine(d.line)))
        }
        if oldIndex.imports != newIndex.imports {
            return .restart(Restart(reason: "its imports changed", line: nil))
        }
        let oldByKey = Dictionary(oldIndex.declarations.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let newByKey = Dictionary(newIndex.declarations.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        if oldByKey.count != oldIndex.declarations.count || newByKey.count != newIndex.declarations.count {
            return .restart(Restart(reason: "two declarations share a signature", line: nil))
        }
        // What a patch cannot carry.
        for d in newIndex.declarations where !d.isReplaceable {
            guard let o = oldByKey[d.key] else { return restart(Reasons.added(d), d) }
            if o.text != d.text { return restart(Reasons.changed(d, from: o), d) }
        }
        for o in oldIndex.declarations where newByKey[o.key] == nil {
            return .restart(Restart(reason: Reasons.removed(o), line: nil))
        }
        // Bodies: replaced; new functions and computed properties: added.
        var replaced: [Declaration] = []
        var added: [Declaration] = []
        var changed: [String] = []
        for d in newIndex.declarations where d.isReplaceable {
            if let o = oldByKey[d.key] {
                if o.header != d.header { return restart("the declaration of \(Reasons.qualified(d)) changed", d) }
                if o.text != d.text { changed.append(Reasons.qualified(d)); replaced.append(d) }
                else if includeKeys.contains(d.key) { replaced.append(d) }
            } else {
                guard d.kind == .function || d.kind == .computedProperty else { return restart(Reasons.added(d), d) }
                if Emitter.hasModifier(d.node, "override") { return restart("new override \(Reasons.qualified(d))", d) }
                added.append(d)
                changed.append(Reasons.qualified(d) + " (new)")
            }
        }
        if replaced.isEmpty && added.isEmpty { return .unchanged }
        var emitter = Emitter(module: module, compiledName: new.compiledName, imports: newIndex.imports, frame: frame, number: patchNumber)
        for d in replaced {
            if let problem = emitter.replace(d) { return restart(problem, d) }
        }
        for d in added { emitter.add(d) }
        return .patch(Patch(source: emitter.source, changed: changed, replacedKeys: replaced.map(\.key).sorted()))
    }
}

/// Where the compiled text's lines come from: a file whose first line is `#sourceLocation(file:
/// "F", line: N)` (the port's rewrite) has line L of the compiled text at line N + L − 2 of F.
struct SourceFrame {
    var file: String
    var offset: Int

    init(text: String, fallback: String) {
        let first = text.prefix { $0 != "\n" }
        if first.hasPrefix("#sourceLocation(file: \""), let fileEnd = first.dropFirst("#sourceLocation(file: \"".count).firstIndex(of: "\""),
           let lineRange = first.patchRange(of: "line: "), let n = Int(first[lineRange.upperBound...].prefix { $0.isNumber }) {
            file = Self.unescape(String(first[first.index(first.startIndex, offsetBy: "#sourceLocation(file: \"".count)..<fileEnd]))
            offset = n - 2
        } else {
            file = fallback
            offset = 0
        }
    }

    func userLine(_ compiledLine: Int) -> Int { compiledLine + offset }

    static func unescape(_ s: String) -> String { s.patchReplacing("\\\"", with: "\"").patchReplacing("\\\\", with: "\\") }
    static func escape(_ s: String) -> String { s.patchReplacing("\\", with: "\\\\").patchReplacing("\"", with: "\\\"") }
}

extension String {
    func patchReplacing(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let r = rest.patchRange(of: target) {
            out += rest[..<r.lowerBound]
            out += replacement
            rest = rest[r.upperBound...]
        }
        return out + rest
    }
}

extension Substring {
    func patchRange(of target: String) -> Range<Substring.Index>? {
        guard !target.isEmpty, count >= target.count else { return nil }
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(target) { return i..<index(i, offsetBy: target.count) }
            i = index(after: i)
        }
        return nil
    }
}

extension String {
    func patchRange(of target: String) -> Range<String.Index>? {
        Substring(self).patchRange(of: target)
    }
}

/// The words of a restart's reason.
enum Reasons {
    static func qualified(_ d: Declaration) -> String { d.typeName.isEmpty ? d.name : d.typeName + "." + d.name }
    static func owner(_ d: Declaration) -> String { d.typeName.isEmpty ? "" : " of \(d.typeName)" }

    static func added(_ d: Declaration) -> String {
        switch d.kind {
        case .storedProperty: return d.typeName.isEmpty ? "global variable \(d.name) added" : "stored property added to \(d.typeName)"
        case .typeHeader: return d.key.hasPrefix("extension") ? "new \(d.name)" : "new type \(d.name)"
        case .designatedInitializer: return "designated initializer \(d.name) added to \(d.typeName)"
        case .structural(let what): return "\(what) added\(d.typeName.isEmpty ? "" : " to \(d.typeName)")"
        case .initializer: return "initializer \(d.name) added to \(d.typeName)"
        case .subscriptDecl: return "subscript added to \(d.typeName)"
        default: return "\(qualified(d)) added"
        }
    }

    static func removed(_ d: Declaration) -> String {
        switch d.kind {
        case .storedProperty: return d.typeName.isEmpty ? "global variable \(d.name) removed" : "stored property \(d.name) removed from \(d.typeName)"
        case .typeHeader: return d.key.hasPrefix("extension") ? "\(d.name) removed" : "type \(d.name) removed"
        case .function: return "\(qualified(d)) removed"
        case .structural(let what): return "\(what) removed\(d.typeName.isEmpty ? "" : " from \(d.typeName)")"
        default: return "\(qualified(d)) removed"
        }
    }

    static func changed(_ d: Declaration, from o: Declaration) -> String {
        switch d.kind {
        case .storedProperty: return d.typeName.isEmpty ? "global variable \(d.name) changed" : "stored property \(d.name) of \(d.typeName) changed"
        case .designatedInitializer: return "designated initializer \(d.name) of \(d.typeName) changed (a running program's cannot be replaced)"
        case .typeHeader:
            let name = d.name
            if inheritance(d.node) != inheritance(o.node) { return "conformances of \(name) changed" }
            if generics(d.node) != generics(o.node) { return "generic signature of \(name) changed" }
            return "declaration of \(name) changed"
        case .structural(let what): return "\(what) changed\(owner(d))"
        default: return "\(qualified(d)) changed"
        }
    }

    static func inheritance(_ node: Syntax) -> String {
        node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause.map { DeclarationIndex.code($0) } ?? ""
    }

    static func generics(_ node: Syntax) -> String {
        if let c = node.as(ClassDeclSyntax.self) { return c.genericParameterClause.map { DeclarationIndex.code($0) } ?? "" }
        if let c = node.as(StructDeclSyntax.self) { return c.genericParameterClause.map { DeclarationIndex.code($0) } ?? "" }
        if let c = node.as(EnumDeclSyntax.self) { return c.genericParameterClause.map { DeclarationIndex.code($0) } ?? "" }
        return ""
    }
}
