import Foundation
import MotionLabPortRewrite
import MotionOutput

/// `motionlab-port file INPUT --output FILE [--display-path PATH] [--module NAME --literal-path REL]`:
/// one file in the build layout, framed by `#sourceLocation` naming PATH (INPUT by default). With a
/// module and the file's path inside `iOS/`, its animation literals are wrapped in lookups keyed
/// "NAME/REL:line:column" (see `LiteralPass`). The plugin runs it for each file of a
/// target's `iOS/` folder. The output is written only when its text changed, so an edit that does
/// not change the rewrite does not recompile anything after it.
///
/// A file that does not parse is compiled as written (framed), so the compiler reports the user's
/// own syntax error at the user's own line.
struct RewriteFileCommand {
    let input: String
    let output: String
    let displayPath: String
    let literals: LiteralScope?
    /// The Interface Builder compiler's shared file, whose summary holds this file's connectors.
    let interfaceBuilderSummary: String?

    init(arguments: [String]) throws {
        let options = try Options(arguments, command: "file", valued: ["--output", "--display-path", "--module", "--literal-path", "--ib-summary"])
        guard options.positionals.count == 1 else {
            throw ToolError.usage("file: expected one INPUT file, got \(options.positionals.count)")
        }
        guard let output = options.values["--output"] else { throw ToolError.usage("file: missing --output FILE") }
        input = options.positionals[0]
        self.output = output
        displayPath = options.values["--display-path"] ?? input
        interfaceBuilderSummary = options.values["--ib-summary"]
        switch (options.values["--module"], options.values["--literal-path"]) {
        case let (module?, path?): literals = LiteralScope(module: module, path: path)
        case (nil, nil): literals = nil
        default: throw ToolError.usage("file: --module and --literal-path go together")
        }
    }

    func run() throws {
        let inputs = [OutputOverlap.Input("INPUT", input)] + (interfaceBuilderSummary.map { [OutputOverlap.Input("--ib-summary", $0)] } ?? [])
        if let why = OutputOverlap.conflict(output: output, option: "--output", inputs: inputs) { throw ToolError.usage("file: " + why) }
        let source = try FileText.read(input)
        let result = try BoundedPort.rewrite(source, fileName: displayPath, layout: .build, literals: literals, nothingWritten: false)
        for note in result.leftAsWritten {
            // The compiler's error at that line says what failed; this says why it was not rewritten.
            try StandardOutput.write("\(displayPath):\(note.line):\(note.column): note: MotionLabPort left this as written: \(note.detail)\n")
        }
        var text = SourceLocationFrame.wrap(result.text, originalPath: displayPath)
        if let summary = interfaceBuilderSummary {
            text += try InterfaceBuilderCommand.appendText(for: input, summaryFile: summary)
        }
        if let existing = try? FileText.read(output), existing == text { return }
        try FileText.write(text, to: output)
    }
}
