/// A tunable literal the rewrite found and wrapped: what the per-target table records of it.
public struct FoundLiteral: Sendable, Equatable {
    /// 1-based line and column (UTF-8) in the user's file of its first character (a minus sign's).
    public let line: Int
    public let column: Int
    /// Byte offset of that character in the file.
    public let offset: Int
    /// Its text as written ("0.55", "-2", "1_000").
    public let text: String
    /// Whether it is an integer literal (wrapped in `__designTimeInteger`).
    public let isInteger: Bool
    /// "UIView.animate … usingSpringWithDamping", "CASpringAnimation.damping".
    public let call: String
    /// "usingSpringWithDamping", "damping", "keyTimes[1]", "controlPoint1.x".
    public let label: String
    /// A `LiteralParameter` raw value ("dampingRatio").
    public let parameter: String
    /// An integer literal in a position of type `Any`: an `Int` at run time.
    public let typedAsInt: Bool
    /// The call, or the receiver's assignments, it belongs to (numbered within the file from 0).
    public let group: Int
}

/// The target and path a file's lookup keys are made of: "Module/Path/In/iOS.swift:line:column".
public struct LiteralScope: Sendable, Equatable {
    public let module: String
    /// The file's path inside the target's `iOS/` folder.
    public let path: String

    public init(module: String, path: String) {
        self.module = module
        self.path = path
    }

    func key(line: Int, column: Int) -> String { "\(module)/\(path):\(line):\(column)" }
}
