import Foundation

/// Apple's `os` module's unified logging for iOS code previewed on Linux: the port rewrites `import os`,
/// `import os.log` and `import OSLog` to `import MotionOSLog`, and what the app logs with
/// `os_log(_:log:type:_:)` or a `Logger` appears on standard error, one line per message — what Xcode's
/// console shows while the app runs under the debugger. There is no log store to query (`OSLogStore`).

/// A log message's level (Apple's raw values: default 0, info 1, debug 2, error 16, fault 17).
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0)
    public static let info = OSLogType(rawValue: 1)
    public static let debug = OSLogType(rawValue: 2)
    public static let error = OSLogType(rawValue: 16)
    public static let fault = OSLogType(rawValue: 17)
}

/// A log: a subsystem (reverse-DNS, `com.example.app`) and a category. `OSLog.disabled` drops
/// everything logged to it, as on Apple platforms.
public final class OSLog: NSObject, @unchecked Sendable {
    public let subsystem: String
    public let category: String
    let enabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        enabled = true
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        enabled = false
    }

    /// The log `os_log` uses when given none.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that records nothing.
    public static let disabled = OSLog(disabled: ())

    public func isEnabled(type: OSLogType) -> Bool { enabled }

    /// Where messages go: standard error, a line each. Tests replace it.
    nonisolated(unsafe) static var sink: (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    func write(_ message: String) {
        guard enabled else { return }
        OSLog.sink(message)
    }
}

/// `os_log("Saved %d meals to %{public}@", log: .default, type: .debug, count, path)`: the message is a
/// printf-style format (`%@`, `%d`, `%s`, `%f`, …) whose privacy annotations (`{public}`, `{private}`)
/// are dropped — under the debugger Xcode shows every value.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    log.write(OSLogFormat.render(message.description, args))
}

/// The iOS 14 form: `os_log(.error, log: log, "Failed \(name)")`.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: OSLogMessage) {
    log.write(message.text)
}

enum OSLogFormat {
    /// The format with its `{…}` annotations after `%` removed, filled with `args`.
    static func render(_ format: String, _ args: [CVarArg]) -> String {
        var plain = ""
        var i = format.startIndex
        while i < format.endIndex {
            let c = format[i]
            plain.append(c)
            i = format.index(after: i)
            if c == "%", i < format.endIndex, format[i] == "{", let close = format[i...].firstIndex(of: "}") {
                i = format.index(after: close)
            }
        }
        return args.isEmpty ? plain.replacingOccurrences(of: "%%", with: "%") : String(format: plain, arguments: args)
    }
}
