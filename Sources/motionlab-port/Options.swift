/// A command's arguments: positionals, `--name VALUE` options and `--flag`s, checked against what the
/// command accepts.
struct Options {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []

    init(_ arguments: [String], command: String, valued: Set<String>, flags allowedFlags: Set<String> = []) throws {
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--" {
                positionals += arguments[(i + 1)...]
                break
            }
            if a.hasPrefix("--") {
                if valued.contains(a) {
                    guard i + 1 < arguments.count else { throw ToolError.usage("\(command): \(a) needs a value") }
                    values[a] = arguments[i + 1]
                    i += 2
                    continue
                }
                if allowedFlags.contains(a) { flags.insert(a); i += 1; continue }
                let known = (valued.union(allowedFlags)).sorted().joined(separator: ", ")
                throw ToolError.usage("\(command): unknown option '\(shown(a))'" + (known.isEmpty ? "" : "; options: \(known)"))
            }
            positionals.append(a)
            i += 1
        }
    }
}
