import Foundation

/// Where Auto Layout reports problems: one message per problem, on standard error by default (UIKit
/// logs its constraint problems to the console the same way), never a crash. Tests and tools can
/// install `handler` to collect them.
public enum LayoutDiagnostics {
    /// Receives each message (one per problem; a message may span lines, like UIKit's
    /// "Unable to simultaneously satisfy constraints" report). Nil: standard error.
    nonisolated(unsafe) public static var handler: ((String) -> Void)?

    /// Constants are clamped to ±this many points (far beyond any screen; keeps frames finite).
    public static let maximumConstant: CGFloat = 1_000_000

    static func report(_ message: String) {
        if let handler { handler(message) } else {
            FileHandle.standardError.write(Data(("[LayoutConstraints] " + message + "\n").utf8))
        }
    }

    /// `value` if finite and within ±`maximumConstant`; otherwise the previous value (non-finite) or
    /// the clamp, with a message.
    static func checkedConstant(_ value: CGFloat, for c: NSLayoutConstraint, reportingOnly: Bool = false) -> CGFloat {
        if !value.isFinite {
            if !reportingOnly { report("constant \(value) of \(c) is not finite; the constraint keeps \(NSLayoutConstraint.number(c.constantStorage))") }
            return reportingOnly ? 0 : c.constantStorage
        }
        if abs(value) > maximumConstant {
            let clamped = value < 0 ? -maximumConstant : maximumConstant
            report("constant \(value) of \(c) is out of range; clamped to \(NSLayoutConstraint.number(clamped))")
            return clamped
        }
        return value
    }
}
