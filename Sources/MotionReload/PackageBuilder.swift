import Foundation

/// One `swift build` of the watched product, run in the background with its output in a log file (in
/// the window's private temporary folder, never in the package), and what it said: compiler errors as
/// `file:line: message` (paths relative to the package), or the last lines when there are none.
public final class PackageBuilder {
    public struct Outcome: Equatable {
        public var succeeded: Bool
        /// The first errors, `file:line: message`.
        public var errors: [String]
        public var seconds: Double
        /// Whether the product file changed (a build that compiled nothing leaves it alone).
        public var productChanged: Bool
    }

    public let location: PackageLocation
    public let swift: String
    let logPath: String
    private var process: Process?
    private var started = 0.0
    private var productStamp: Date?

    public init(location: PackageLocation, swift: String, logPath: String) {
        self.location = location; self.swift = swift; self.logPath = logPath
    }

    /// `swift` on PATH, or nil.
    public static func findSwift(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        for dir in (environment["PATH"] ?? "").split(separator: ":") {
            let p = String(dir) + "/swift"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    public var isRunning: Bool { process?.isRunning ?? false }

    public func start(now: Double) throws {
        guard FileManager.default.createFile(atPath: logPath, contents: nil), let log = FileHandle(forWritingAtPath: logPath) else {
            throw LinkConnection.Failure.system("cannot write the build log \(logPath)", errno == 0 ? EACCES : errno)
        }
        productStamp = modificationDate(location.productPath.path)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: swift)
        p.arguments = location.buildArguments
        p.standardOutput = log
        p.standardError = log
        p.standardInput = FileHandle.nullDevice
        try p.run()
        try? log.close()
        process = p
        started = now
    }

    /// The outcome once the build has finished, else nil.
    public func finished(now: Double) -> Outcome? {
        guard let p = process, !p.isRunning else { return nil }
        process = nil
        let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        let ok = p.terminationReason == .exit && p.terminationStatus == 0
        let changed = modificationDate(location.productPath.path) != productStamp
        return Outcome(succeeded: ok, errors: ok ? [] : PackageBuilder.errors(in: text, package: location.package.path),
                       seconds: now - started, productChanged: changed)
    }

    public func cancel() { if let p = process, p.isRunning { p.terminate() }; process = nil }

    private func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// `file:line: message` for each compiler error (at most `limit`), paths made relative to `package`;
    /// other `error:` lines (the linker's, SwiftPM's) as they are; the last lines when nothing matched.
    public static func errors(in log: String, package: String, limit: Int = 8) -> [String] {
        var out: [String] = []
        var seen = Set<String>()
        for raw in log.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(raw)
            guard let range = line.range(of: ": error: ") else {
                if line.hasPrefix("error: ") && !line.contains("emit-module command failed") && !line.contains("fatalError") {
                    var text = String(line.dropFirst("error: ".count))
                    // SwiftPM's manifest errors carry the whole compiler command line: keep the reason.
                    if let r = text.range(of: " (compiled with: [") { text = String(text[..<r.lowerBound]) }
                    if seen.insert(text).inserted { out.append(text) }
                }
                continue
            }
            let location = line[..<range.lowerBound]   // /path/File.swift:12:5
            let message = line[range.upperBound...]
            let parts = location.split(separator: ":")
            guard parts.count >= 2 else { continue }
            var file = String(parts[0])
            if file.hasPrefix(package + "/") { file.removeFirst(package.count + 1) }
            let text = "\(file):\(parts[1]): \(message)"
            if seen.insert(text).inserted { out.append(text) }
            if out.count >= limit { break }
        }
        if out.isEmpty {
            out = log.split(separator: "\n").suffix(4).map(String.init)
            if out.isEmpty { out = ["swift build failed without output"] }
        }
        return Array(out.prefix(limit))
    }
}
