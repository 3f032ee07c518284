import ArgumentParser
import Foundation
import MotionLiterals
import MotionOutput

/// `literals`: the tunable literals of the files compiled through the MotionLabPort plugin (as
/// `list --literals` prints them), and `literals --write ID=VALUE…`, which writes new values into
/// those files — changing only the literals' characters, refusing (nothing written) a file that
/// changed since the build.
struct LiteralsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "literals",
        abstract: "List the tunable literals (ID, value, API and argument, file:line), or write new values into their files.",
        discussion: "Files compiled through the MotionLabPort plugin have a tunable literal for every number that is an argument of an animation API. --write ID=VALUE changes only those characters in the file (through a symbolically linked iOS/ folder), and refuses, writing nothing, when a file changed on disk since the build."
    )

    @Option(name: .customLong("write"), parsing: .upToNextOption,
            help: "ID=VALUE (repeatable; ids from `list --literals`): write VALUE into the literal's file; the value must lie in the API's range.")
    var writes: [String] = []

    func run() throws {
        guard !writes.isEmpty else { return try ListCommand.writeLiterals() }
        var changes: [(site: LiteralSite, value: Double)] = []
        for assignment in RepeatedOptions.expand(writes, option: "--write") {
            do {
                let (id, value) = try LiteralList.parse(assignment)
                guard let site = LiteralRegistry.site(id: id) else { throw LiteralError.unknown(id: id) }
                try site.validate(value)
                changes.append((site, value))
            } catch {
                throw ValidationError("--write \(ErrorText.clip(assignment)): \(error)")
            }
        }
        let written: [LiteralWriter.Written]
        do {
            written = try LiteralWriter.write(changes)
        } catch let e as LiteralError {
            throw LiteralWriter.outputError(e)
        }
        StandardOutput.writeReport(written.map { "wrote \(ErrorText.quotedName($0.file.displayPath)) (\($0.summary))" }.joined(separator: "\n") + "\n",
                                   afterWriting: written.map(\.file.displayPath).joined(separator: ", "))
    }
}

/// The list `list --literals` and `literals` print: `ID<TAB>value<TAB>API … argument<TAB>file:line`.
enum LiteralList {
    static func text() -> String {
        // An id or path holding a line break or a quote is quoted (`--set` and `--write` take it so).
        LiteralRegistry.sites.map {
            [ErrorText.quotedName($0.id), $0.text, $0.call, ErrorText.quotedName($0.location)].joined(separator: "\t") + "\n"
        }.joined()
    }

    /// "ID=VALUE", split at the last "=".
    static func parse(_ assignment: String) throws -> (id: String, value: Double) {
        guard let eq = assignment.lastIndex(of: "=") else { throw LiteralError.malformed(assignment) }
        let id = assignment[..<eq].trimmingCharacters(in: .whitespaces)
        let text = assignment[assignment.index(after: eq)...].trimmingCharacters(in: .whitespaces)
        guard !id.isEmpty else { throw LiteralError.malformed(assignment) }
        guard let value = LiteralNumber.parse(text) else { throw LiteralError.notANumber(id: id, text: text) }
        return (id, value)
    }

    /// Whether a `--set` assignment names a literal (an id has a ':'; a tunable's name has none).
    static func isLiteralAssignment(_ assignment: String) -> Bool {
        guard let eq = assignment.lastIndex(of: "=") else { return assignment.contains(":") }
        return assignment[..<eq].contains(":")
    }
}
