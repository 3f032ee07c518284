import Foundation
import MotionOutput

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
    private var build: ChildTool?
    private var started = 0.0
    private var productStamp: Date?

    /// - Parameter logPath: where the finished build's output is kept (the window's private temporary
    ///   folder), for reading after the fact.
    public init(location: PackageLocation, swift: String, logPath: String) {
        self.location = location; self.swift = swift; self.logPath = logPath
    }

    deinit { cancel() }

    /// `swift` on PATH, or nil.
    public static func findSwift(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        for dir in (environment["PATH"] ?? "").split(separator: ":") {
            let p = String(dir) + "/swift"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    public var isRunning: Bool { build != nil && build?.exitIfFinished == nil }

    /// Starts the build: a `ChildTool` in a process group of its own under a guardian, so the build
    /// and every compiler it starts end with this process — on a signal, on an error path, and even
    /// when this process is killed with SIGKILL (the guardian's parent-death signal). Call it from the
    /// main thread (the thread that forks must outlive the build).
    public func start(now: Double) throws {
        cancel()
        productStamp = modificationDate(location.productPath.path)
        // A build that cannot start is `ChildTool.Failure` ("cannot start swift build (…): …").
        build = try ChildTool(name: "swift build", executable: swift, arguments: location.buildArguments,
                              feedsInput: false, capturesOutput: true, stallTimeout: 3600, ownsProcessGroup: true)
        started = now
    }

    /// The outcome once the build has finished, else nil.
    public func finished(now: Double) -> Outcome? {
        guard let b = build, let exit = b.exitIfFinished else { return nil }
        build = nil
        let text = String(decoding: b.standardOutput, as: UTF8.self) + b.errorText
        try? OutputFile.write(text, to: logPath, durable: false)
        let ok = exit.succeeded
        let changed = modificationDate(location.productPath.path) != productStamp
        var errors = ok ? [] : PackageBuilder.errors(in: text, package: location.package.path)
        if !ok, case .signal = exit { errors.append("swift build \(exit)") }
        return Outcome(succeeded: ok, errors: errors, seconds: now - started, productChanged: changed)
    }

    /// Stops a running build and everything it started (its process group), and reaps it.
    public func cancel() {
        build?.stop()
        build = nil
    }

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
