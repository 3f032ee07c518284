import ArgumentParser
import Foundation
import MotionOutput
import MotionLiterals

/// `motionlab list`: the previews this app offers — name, size in points, title, tunables.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the scenes and previews: name, size in points, title and tunables (--literals: the tunable literals)."
    )

    @Flag(help: "List the tunable literals instead: ID, value, API and argument, file:line (tab-separated; files compiled through the MotionLabPort plugin have them).")
    var literals = false

    func run() throws {
        if literals {
            if LiteralRegistry.sites.isEmpty {
                StandardError.write("\(PreviewApp.programName): no tunable literals (the numbers of animation calls in files compiled through the MotionLabPort plugin are)")
            }
            return try StandardOutput.write(LiteralList.text())
        }
        var text = ""
        for p in PreviewCatalog.all {
            let size = "\(SceneRunner.format(Double(p.size.width)))x\(SceneRunner.format(Double(p.size.height)))"
            let tunables = p.tunables.map { "\($0.name)=\(SceneRunner.format($0.defaultValue))" }.joined(separator: " ")
            text += [p.name, size, p.title, tunables].joined(separator: "\t") + "\n"
        }
        try StandardOutput.write(text)
    }
}
