/// Every tunable literal of one target, as the MotionLabPort plugin found them at build time: the
/// per-target generated file (`MotionLabPortLiterals.swift`) makes one of these and registers it when
/// the program loads (`LiteralRegistry.register`), so every site is known before any of it runs.
public struct LiteralTable: Sendable {
    /// The target's module name (ids of two targets' same-named files are told apart by it).
    public let module: String
    public let files: [LiteralFile]

    public init(module: String, files: [LiteralFile]) {
        self.module = module
        self.files = files
    }
}

/// One source file of a target's `iOS/` folder and its tunable literals.
public struct LiteralFile: Sendable, Equatable {
    /// The path inside `iOS/` ("Cards/SwipeCardViewController.swift"): the start of every site's id.
    public let path: String
    /// Where the build read it (through a symbolically linked `iOS/` folder as given): where the
    /// compiler's diagnostics point, and where write-back writes.
    public let displayPath: String
    /// `SourceFingerprint` of the file's bytes at build time, and their count: a file whose bytes
    /// differ now has changed since the build and is not written.
    public let fingerprint: UInt64
    public let byteCount: Int
    /// The types the file declares (the window lists a preview's own files' literals first).
    public let declaredTypes: [String]
    public let sites: [LiteralSiteRecord]

    public init(path: String, displayPath: String, fingerprint: UInt64, byteCount: Int,
                declaredTypes: [String], sites: [LiteralSiteRecord]) {
        self.path = path
        self.displayPath = displayPath
        self.fingerprint = fingerprint
        self.byteCount = byteCount
        self.declaredTypes = declaredTypes
        self.sites = sites
    }
}

/// One literal as the generated table spells it (positional, to keep the generated file short).
public struct LiteralSiteRecord: Sendable, Equatable {
    /// 1-based line and column of its first character (the minus sign of `-2`) in the user's file.
    public let line: Int
    public let column: Int
    /// Byte offset of that character in the file, and the literal's text as written ("0.55", "-2",
    /// "1_000"): write-back replaces exactly these bytes, after checking they are still these.
    public let offset: Int
    public let text: String
    /// Its value (the compiler's reading of `text`).
    public let value: Double
    /// The API and argument for people: "UIView.animate … usingSpringWithDamping",
    /// "CASpringAnimation.damping", "CAMediaTimingFunction … c2x".
    public let call: String
    /// The argument label or property alone ("usingSpringWithDamping", "damping", "c2x",
    /// "keyTimes[1]").
    public let label: String
    public let parameter: LiteralParameter
    /// An integer literal where the API's type is unknown (`values = [0, 10]` in an `Any` array):
    /// it is an `Int` at run time, so only whole numbers can replace it.
    public let typedAsInt: Bool
    /// The literals of one call, or of one receiver's assignments, share a group (a spring's
    /// duration, damping ratio and velocity), numbered within the file.
    public let group: Int

    public init(_ line: Int, _ column: Int, _ offset: Int, _ text: String, _ value: Double, _ call: String,
                _ label: String, _ parameter: LiteralParameter, integer typedAsInt: Bool, group: Int) {
        self.line = line
        self.column = column
        self.offset = offset
        self.text = text
        self.value = value
        self.call = call
        self.label = label
        self.parameter = parameter
        self.typedAsInt = typedAsInt
        self.group = group
    }
}
