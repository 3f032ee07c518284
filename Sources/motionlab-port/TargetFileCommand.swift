import Foundation
import MotionLabPortRewrite
import MotionOutput

/// `motionlab-port target-file NAME --output FILE [--module NAME --root DIR] INPUT…`: the per-target
/// file NAME (one of `PortRewrite.targetFiles`) from every INPUT's build-layout rewrite, written only
/// when it changed. With a module and the `iOS/` folder the inputs are under, each input's literals
/// are keyed as the per-file rewrite keys them.
struct TargetFileCommand {
    let generator: any TargetFileGenerator.Type
    let output: String
    let inputs: [String]
    let module: String?
    let root: String?

    init(arguments: [String], generators: [any TargetFileGenerator.Type] = PortRewrite.targetFiles) throws {
        let options = try Options(arguments, command: "target-file", valued: ["--output", "--module", "--root"])
        guard let name = options.positionals.first else { throw ToolError.usage("target-file: missing NAME") }
        var match: (any TargetFileGenerator.Type)?
        var names: [String] = []
        for generator in generators {
            let fileName = generator.fileName
            names.append(fileName)
            if fileName == name { match = generator }
        }
        guard let generator = match else {
            throw ToolError.usage("target-file: no generated file named '\(shown(name))'"
                + (names.isEmpty ? " (this version generates none)" : "; files: \(names.joined(separator: ", "))"))
        }
        guard let output = options.values["--output"] else { throw ToolError.usage("target-file: missing --output FILE") }
        self.generator = generator
        self.output = output
        inputs = Array(options.positionals.dropFirst()).sorted()
        module = options.values["--module"]
        root = options.values["--root"]
        if (module == nil) != (root == nil) { throw ToolError.usage("target-file: --module and --root go together") }
    }

    func run() throws {
        if let why = OutputOverlap.conflict(output: output, option: "--output", inputs: inputs.map { OutputOverlap.Input("INPUT", $0) }) {
            throw ToolError.usage("target-file: " + why)
        }
        let files = try inputs.map { path -> FileRewrite in
            var scope: LiteralScope?
            if let module, let root {
                guard let relative = RootPath.relative(path, to: root) else {
                    throw ToolError.usage("target-file: \(shown(path)) is not under --root \(shown(root))")
                }
                scope = LiteralScope(module: module, path: relative)
            }
            let bytes = try FileText.readBytes(path)
            var rewrite = try BoundedPort.rewrite(try FileText.text(of: bytes, shownAs: path), fileName: path, layout: .build,
                                                  literals: scope, nothingWritten: false)
            rewrite.bytes = SourceBytes(bytes)
            return rewrite
        }
        let text = generator.generate(from: files)
        if let existing = try? FileText.read(output), existing == text { return }
        try FileText.write(text, to: output)
    }
}
