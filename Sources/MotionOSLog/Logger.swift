import Foundation

/// How a logged value is shown outside the debugger (Apple redacts `.private` values there); under the
/// debugger, as here, every value is shown.
public struct OSLogPrivacy: Equatable, Sendable {
    let kind: UInt8
    public static let auto = OSLogPrivacy(kind: 0)
    public static let `public` = OSLogPrivacy(kind: 1)
    public static let `private` = OSLogPrivacy(kind: 2)
    public static let sensitive = OSLogPrivacy(kind: 3)
}

/// The interpolations a `Logger` message takes: any value, with an optional `privacy:`.
public struct OSLogInterpolation: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) {
        text += String(describing: value())
    }
    public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T?, privacy: OSLogPrivacy = .auto) {
        text += value().map { String(describing: $0) } ?? "nil"
    }
}

/// A `Logger` message: a string literal with interpolations.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// iOS 14's `Logger`: `Logger(subsystem: "com.example.app", category: "meals").info("Saved \(count)")`.
public struct Logger: @unchecked Sendable {
    let osLog: OSLog
    public init() { osLog = .default }
    public init(subsystem: String, category: String) { osLog = OSLog(subsystem: subsystem, category: category) }
    public init(_ log: OSLog) { osLog = log }

    public func log(_ message: OSLogMessage) { osLog.write(message.text) }
    public func log(level: OSLogType, _ message: OSLogMessage) { osLog.write(message.text) }
    public func trace(_ message: OSLogMessage) { osLog.write(message.text) }
    public func debug(_ message: OSLogMessage) { osLog.write(message.text) }
    public func info(_ message: OSLogMessage) { osLog.write(message.text) }
    public func notice(_ message: OSLogMessage) { osLog.write(message.text) }
    public func warning(_ message: OSLogMessage) { osLog.write(message.text) }
    public func error(_ message: OSLogMessage) { osLog.write(message.text) }
    public func critical(_ message: OSLogMessage) { osLog.write(message.text) }
    public func fault(_ message: OSLogMessage) { osLog.write(message.text) }
}
