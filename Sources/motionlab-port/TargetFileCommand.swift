import Foundation
import MotionLabPortRewrite

/// `motionlab-port target-file NAME --output FILE INPUT…`: the per-target file NAME (one of
/// `PortRewrite.targetFiles`) from every INPUT's build-layout rewrite, written only when it changed.
struct TargetFileCommand {
    let generator: any TargetFileGenerator.Type
    let output: String
    let inputs: [String]

    init(arguments: [String], generators: [any TargetFileGenerator.Type] = PortRewrite.targetFiles) throws {
        let options = try Options(arguments, command: "target-file", valued: ["--output"])
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
    }

    func run() throws {
        let files = try inputs.map { path in
            PortRewrite.rewrite(try FileText.read(path), fileName: path, layout: .build)
        }
        let text = generator.generate(from: files)
        if let existing = try? FileText.read(output), existing == text { return }
        try FileText.write(text, to: output)
    }
}
