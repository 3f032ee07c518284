import ArgumentParser
import Foundation
import MotionOutput

/// `motionlab list`: the previews this app offers — name, size in points, title, tunables.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the scenes and previews: name, size in points, title and tunables."
    )

    func run() throws {
        var text = ""
        for p in PreviewCatalog.all {
            let size = "\(SceneRunner.format(Double(p.size.width)))x\(SceneRunner.format(Double(p.size.height)))"
            let tunables = p.tunables.map { "\($0.name)=\(SceneRunner.format($0.defaultValue))" }.joined(separator: " ")
            text += [p.name, size, p.title, tunables].joined(separator: "\t") + "\n"
        }
        try StandardOutput.write(text)
    }
}
