import Foundation

/// What SwiftPM's own build plan (`<scratch>/<configuration>.yaml`, the llbuild manifest) says about
/// the watched product: the compiler command of its main module, its sources (port-plugin outputs
/// included), the link command and the port plugin's per-file commands — so `run --watch` can build
/// that one module again itself, with other flags (`HotBuild`), without a `swift build` of the rest.
public struct BuildManifest: Equatable {
    public struct Command: Equatable {
        public var name: String
        public var tool: String
        public var inputs: [String]
        public var outputs: [String]
        public var args: [String]
    }

    public var commands: [String: Command]

    public enum Problem: Error, CustomStringConvertible, Equatable {
        case unreadable(String, String)
        case missing(String)
        public var description: String {
            switch self {
            case let .unreadable(path, why): return "cannot read the build plan \(path): \(why)"
            case .missing(let what): return "the build plan has no \(what)"
            }
        }
    }

    /// Reads the manifest's commands (the subset of YAML SwiftPM writes: a `commands:` map of quoted
    /// names, each with `tool:` and JSON arrays for `inputs:`, `outputs:` and `args:`).
    public init(text: String) {
        var commands: [String: Command] = [:]
        var current: Command?
        var inCommands = false
        func decode(_ json: Substring) -> [String] {
            (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw
            if line.isEmpty { continue }
            if !line.hasPrefix(" ") {
                if let c = current { commands[c.name] = c; current = nil }
                inCommands = line.hasPrefix("commands:")
                continue
            }
            guard inCommands else { continue }
            if line.hasPrefix("  \""), !line.hasPrefix("   "), line.hasSuffix(":") {
                if let c = current { commands[c.name] = c }
                let quoted = line.dropFirst(2).dropLast()
                let name = (try? JSONDecoder().decode(String.self, from: Data(quoted.utf8))) ?? String(quoted)
                current = Command(name: name, tool: "", inputs: [], outputs: [], args: [])
            } else if line.hasPrefix("    tool: ") {
                current?.tool = String(line.dropFirst("    tool: ".count))
            } else if line.hasPrefix("    inputs: ") {
                current?.inputs = decode(line.dropFirst("    inputs: ".count))
            } else if line.hasPrefix("    outputs: ") {
                current?.outputs = decode(line.dropFirst("    outputs: ".count))
            } else if line.hasPrefix("    args: ") {
                current?.args = decode(line.dropFirst("    args: ".count))
            }
        }
        if let c = current { commands[c.name] = c }
        self.commands = commands
    }

    public static func read(_ path: String) throws -> BuildManifest {
        do { return BuildManifest(text: try String(contentsOfFile: path, encoding: .utf8)) } catch {
            throw Problem.unreadable(path, (error as NSError).localizedDescription)
        }
    }

    /// The link command of `product` (`C.<product>-<triple>-<configuration>.exe`).
    public func link(product: String, triple: String, configuration: String) throws -> Command {
        guard let c = commands["C.\(product)-\(triple)-\(configuration).exe"], !c.args.isEmpty else { throw Problem.missing("link command for \(product)") }
        return c
    }

    /// The compile command of module `target`.
    public func module(_ target: String, triple: String, configuration: String) throws -> Command {
        guard let c = commands["C.\(target)-\(triple)-\(configuration).module"], !c.args.isEmpty else { throw Problem.missing("compile command for \(target)") }
        return c
    }

    /// The port plugin's per-file commands (`motionlab-port file INPUT --output OUT …`), by input path.
    public var portCommands: [String: Command] {
        var out: [String: Command] = [:]
        for c in commands.values where c.args.count >= 4 && c.args[1] == "file" && c.args[0].hasSuffix("motionlab-port-tool")
            || c.args.count >= 4 && c.args[1] == "file" && c.args[0].hasSuffix("motionlab-port") {
            out[c.args[2]] = c
        }
        return out
    }

    /// The value after `flag` in `args`.
    public static func value(of flag: String, in args: [String]) -> String? {
        guard let i = args.firstIndex(of: flag), i + 1 < args.count else { return nil }
        return args[i + 1]
    }
}
