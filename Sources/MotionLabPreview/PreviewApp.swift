import Foundation
import UIKit
import MotionOutput

/// The entry point of a preview app — `motionlab` itself, and a user's package:
///
///     import UIKit
///     import MotionLabPreview
///
///     PreviewApp.main([
///         Preview("bubble") { BubbleViewController() },
///         Preview(scene: MyTunableScene.self),
///     ])
///
/// It parses the same command line as `motionlab` with these previews as the scenes (`run`, `render`,
/// `bench frame`, `list`, `curve`, …) and exits. With no arguments it opens the first preview in a
/// window (rendering it headless when there is no display).
public enum PreviewApp {
    /// The name the program was run by (`motionlab`, or a user package's executable, `MyPreviews`):
    /// what help, usage errors and notices call it.
    public static var programName: String = PreviewApp.name(fromPath: CommandLine.arguments.first ?? "")

    /// The last component of `path`, or "motionlab" when there is none.
    static func name(fromPath path: String) -> String {
        let base = path.split(separator: "/").last.map(String.init) ?? ""
        return base.isEmpty ? "motionlab" : base
    }

    /// - Parameter package: the package `run --watch` rebuilds when no `--package` is given (`motionlab`
    ///   passes its own checkout); nil: the nearest Package.swift at or above the working directory.
    public static func main(_ previews: [Preview], arguments: [String]? = nil, package: URL? = nil) -> Never {
        ProcessStreams.prepare()
        homePackage = package
        do {
            try register(previews)
        } catch {
            StandardError.write("Error: \(ErrorText.line(ErrorText.describe(error)))")
            exit(2)
        }
        MotionLabCommand.runAsRootCommand(arguments)
    }

    /// The previews the target declares with `#Preview` blocks and `PreviewProvider` types (files
    /// compiled through the `MotionLabPort` plugin), the first opening by default. With none
    /// declared it says so and exits 2.
    public static func main(arguments: [String]? = nil, package: URL? = nil) -> Never {
        let declared = Preview.declared
        guard !declared.isEmpty else {
            ProcessStreams.prepare()
            StandardError.write("Error: PreviewApp.main() found no #Preview blocks or PreviewProvider types; put the files that declare them in the target's iOS/ folder compiled by the MotionLabPort plugin, or pass a list: PreviewApp.main([Preview(\"name\") { MyView() }])")
            exit(2)
        }
        main(declared, arguments: arguments, package: package)
    }

    /// The package `run --watch` rebuilds by default (see `main`).
    nonisolated(unsafe) static var homePackage: URL?

    /// Checks the previews (names valid and unique, sizes sane) and makes them the catalog.
    public static func register(_ previews: [Preview]) throws {
        guard !previews.isEmpty else { throw PreviewError.badPreview("PreviewApp.main needs at least one preview") }
        var seen = Set<String>()
        for p in previews {
            try p.validate()
            guard seen.insert(p.name).inserted else {
                throw PreviewError.badPreview("two previews are named '\(p.name)'; names must be unique")
            }
        }
        PreviewCatalog.all = previews
    }
}
