import Foundation
import MotionLabPatchPlanner
import MotionLabPortRewrite
import MotionOutput

/// `motionlab-port patch OLD NEW --module M --compiled-name NAME --output PATCH.swift [--display-path PATH]
/// [--number N] [--include-file KEYS] [--ios-path REL] [--no-literals]`: what `run --watch` does with the edit of one
/// file of the watched target from OLD (the file as the running program was built from it) to NEW —
/// see `PatchPlanner`. With `--ios-path` both are the user's files of `iOS/` (REL: the path inside it):
/// each goes through the port's rewrite as the plugin compiles it, literal-only edits are found in the
/// user's text. Prints one JSON line:
///
///     {"decision":"unchanged"}
///     {"decision":"literals","edits":[{"line":12,"column":40,"value":0.55,"text":"0.55"}]}
///     {"decision":"patch","output":"PATCH.swift","changed":["Card.viewDidLoad()"],"keys":["…"]}
///     {"decision":"restart","reason":"stored property added to Card","line":31}
///
/// KEYS: the `keys` of earlier patches of this file, one a line (replaced again, so an undone edit is undone).
struct PatchCommand {
    let old: String, new: String
    let module: String, compiledName: String, displayPath: String, output: String
    let number: Int
    let includeFile: String?
    let iosPath: String?
    /// false: literal-only edits are patched too (the running program's literals were not tunable).
    let literalsAllowed: Bool

    init(arguments: [String]) throws {
        let options = try Options(arguments, command: "patch", valued: ["--module", "--compiled-name", "--output", "--display-path",
                                                                        "--number", "--include-file", "--ios-path"], flags: ["--no-literals"])
        guard options.positionals.count == 2 else { throw ToolError.usage("patch: expected OLD and NEW, got \(options.positionals.count) files") }
        old = options.positionals[0]; new = options.positionals[1]
        guard let module = options.values["--module"] else { throw ToolError.usage("patch: missing --module NAME") }
        guard let output = options.values["--output"] else { throw ToolError.usage("patch: missing --output FILE") }
        self.module = module; self.output = output
        displayPath = options.values["--display-path"] ?? new
        compiledName = options.values["--compiled-name"] ?? URL(fileURLWithPath: new).lastPathComponent
        // Written into the patch as `import M`, a header comment, `@_private(sourceFile:)` and
        // `#sourceLocation`: a module that is not an identifier, or a name with a line break, would
        // make Swift that does not compile.
        guard Self.isModuleName(module) else {
            throw ToolError.usage("patch: --module '\(shown(module))' is not a Swift module name (letters, digits and _, not starting with a digit)")
        }
        for (option, value) in [("--compiled-name", compiledName), ("--display-path", displayPath)]
        where value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{2028}" || $0 == "\u{2029}" }) {
            throw ToolError.usage("patch: \(option) '\(shown(value))' holds a line break or control character, which a patch file cannot name")
        }
        if let n = options.values["--number"] {
            guard let v = Int(n), v > 0 else { throw ToolError.usage("patch: --number takes a positive whole number, not '\(shown(n))'") }
            number = v
        } else { number = 1 }
        includeFile = options.values["--include-file"]
        iosPath = options.values["--ios-path"]
        literalsAllowed = !options.flags.contains("--no-literals")
    }

    /// A Swift module name: an identifier (letters — Unicode ones too — digits and `_`, not starting
    /// with a digit), not a keyword that cannot follow `import`.
    static func isModuleName(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, !s.hasPrefix("`") else { return false }
        let isStart: (Unicode.Scalar) -> Bool = { $0 == "_" || $0.properties.isXIDStart }
        guard isStart(first) else { return false }
        return s.unicodeScalars.dropFirst().allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
    }

    func run() throws {
        let inputs = [OutputOverlap.Input("OLD", old), .init("NEW", new)] + (includeFile.map { [OutputOverlap.Input("--include-file", $0)] } ?? [])
        if let why = OutputOverlap.conflict(output: output, option: "--output", inputs: inputs) { throw ToolError.usage("patch: " + why) }
        let oldText = try FileText.read(old), newText = try FileText.read(new)
        let keys = try includeFile.map { try FileText.read($0).split(separator: "\n").map(String.init) } ?? []
        // Parsed under the port's bounds (a saved file 1,500 levels deep or with 40 '[' in a row would
        // crash or hang the planner, and with it the reload): a refusal is one line naming the file.
        let decision: PatchPlanner.Decision
        do {
            decision = try PortRewrite.bounded(sources: [(oldText, displayPath), (newText, displayPath)], cpuSeconds: try BoundedPort.configuredBudget) {
                plan(oldText: oldText, newText: newText, keys: keys)
            }
        } catch let limit as PortLimitError {
            throw ToolError.failure("\(limit)")
        }
        try report(decision)
    }

    private func plan(oldText: String, newText: String, keys: [String]) -> PatchPlanner.Decision {
        let decision: PatchPlanner.Decision
        if let iosPath {
            let scope = LiteralScope(module: module, path: iosPath)
            func compiled(_ text: String) -> String {
                SourceLocationFrame.wrap(PortRewrite.rewrite(text, fileName: displayPath, layout: .build, literals: scope).text,
                                         originalPath: displayPath)
            }
            decision = PatchPlanner.plan(old: compiled(oldText), new: .init(text: compiled(newText), compiledName: compiledName, displayPath: displayPath),
                                         module: module, userOld: literalsAllowed ? oldText : nil, userNew: literalsAllowed ? newText : nil,
                                         includeKeys: Set(keys), patchNumber: number)
        } else {
            decision = PatchPlanner.plan(old: oldText, new: .init(text: newText, compiledName: compiledName, displayPath: displayPath),
                                         module: module, includeKeys: Set(keys), patchNumber: number)
        }
        return decision
    }

    private func report(_ decision: PatchPlanner.Decision) throws {
        var json: [String: Any]
        switch decision {
        case .unchanged: json = ["decision": "unchanged"]
        case .literals(let edits):
            json = ["decision": "literals", "edits": edits.map { ["line": $0.line, "column": $0.column, "value": $0.value, "text": $0.text] }]
        case .patch(let p):
            try FileText.write(p.source, to: output)
            json = ["decision": "patch", "output": output, "changed": p.changed, "keys": p.replacedKeys]
        case .restart(let r):
            json = ["decision": "restart", "reason": r.reason]
            if let line = r.line { json["line"] = line }
        }
        try answer(json)
    }

    private func answer(_ json: [String: Any]) throws {
        let data = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .withoutEscapingSlashes])
        try StandardOutput.write(String(decoding: data, as: UTF8.self) + "\n")
    }
}
