import ArgumentParser
import Foundation
import MotionOutput

/// `motionlab export --scene NAME [--set K=V]… --format uikit|swiftui|css|json`: the scene's animations
/// with the tuned values as code to paste, on standard output.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a scene's animations, with tuned values, as UIKit, SwiftUI, CSS or JSON.",
        discussion: "e.g. 'motionlab export --scene music --set dampingRatio=0.5 --format swiftui'. Springs are converted exactly: SwiftUI's response and dampingFraction come from UIKit's own duration/damping-ratio mapping; CSS linear() stops stay within 0.01 of the spring."
    )

    @Option(help: "Scene name (`list` shows them).")
    var scene: String

    @Option(name: .customLong("set"), help: "Set a tunable, KEY=VALUE (repeatable), e.g. --set stutter=0.1.")
    var assignments: [String] = []

    @Option(help: "uikit, swiftui, css or json.")
    var format: String

    func validate() throws {
        guard MotionExportFormat(rawValue: format) != nil else {
            throw ValidationError("--format: unknown format '\(format)'; formats: \(MotionExportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        guard let format = MotionExportFormat(rawValue: format) else { return }  // checked in validate()
        let preview: Preview
        do { preview = try PreviewCatalog.preview(named: scene) } catch { throw ValidationError("--scene: \(error)") }
        var values = TunableValues(preview.tunables)
        for a in RepeatedOptions.expand(assignments, option: "--set") {
            do { try values.apply(assignment: a) } catch { throw ValidationError("--set \(a): \(error)") }
        }
        let text: String
        do { text = try preview.exportText(settings: values, format: format) } catch { throw ValidationError("--scene: \(error)") }
        try StandardOutput.write(text)
    }
}
