import Foundation
import MotionLabPortRewrite

/// The rewrite as every command of the tool runs it: `PortRewrite.boundedRewrite`, so a file too
/// deeply nested, or too slow for swift-syntax's parser, is a one-line failure naming the file (and
/// the line) — never a stack overflow, never a hang.
enum BoundedPort {
    static func rewrite(_ source: String, fileName: String, layout: RewriteLayout, literals: LiteralScope? = nil,
                        nothingWritten: Bool) throws -> FileRewrite {
        do {
            return try PortRewrite.boundedRewrite(source, fileName: fileName, layout: layout, literals: literals,
                                                  cpuSeconds: try configuredBudget)
        } catch let limit as PortLimitError {
            throw ToolError.failure("\(limit)" + (nothingWritten ? "; nothing written" : ""))
        }
    }

    /// `$MOTIONLAB_PORT_CPU_SECONDS` (0.1…3600 s per file) when set, else nil (the size-scaled
    /// default). A value that is not such a number is a usage error, as `MOTIONLAB_TOOL_TIMEOUT`'s is,
    /// not silently the default.
    static var configuredBudget: Double? {
        get throws {
            guard let text = getenv("MOTIONLAB_PORT_CPU_SECONDS").map({ String(cString: $0) }) else { return nil }
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, value >= 0.1, value <= 3600 else {
                throw ToolError.usage("MOTIONLAB_PORT_CPU_SECONDS must be a number of seconds in 0.1…3600, not '\(shown(text))'")
            }
            return value
        }
    }
}
