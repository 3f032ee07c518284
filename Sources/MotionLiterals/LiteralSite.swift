/// One tunable literal of the running program, with its id: what `list --literals` prints, `--set`
/// and the window's literals panel tune, and write-back rewrites.
public struct LiteralSite: Sendable, Equatable, Identifiable {
    /// Its source position, as the rewrite keyed its lookup: "Cards/SwipeCardViewController.swift:41:72"
    /// (the path inside `iOS/`; prefixed with "Module/" only when two targets have a file of that path).
    public let id: String
    /// What the rewritten lookup is keyed by: "Module/path:line:column" (ids drop the module).
    public let key: String
    public let module: String
    public let file: LiteralFile
    public let record: LiteralSiteRecord

    public var line: Int { record.line }
    public var column: Int { record.column }
    /// The value as written in the source.
    public var value: Double { record.value }
    public var text: String { record.text }
    public var call: String { record.call }
    public var label: String { record.label }
    public var parameter: LiteralParameter { record.parameter }
    /// Whether only whole numbers can replace it: the API takes an integer, or the literal is an
    /// integer in an untyped position (an `Int` at run time).
    public var isWholeNumber: Bool { record.typedAsInt || record.parameter.isWholeNumber }
    /// "/…/Sources/App/iOS/Cards/SwipeCardViewController.swift:41", as the compiler names the line.
    public var location: String { "\(file.displayPath):\(record.line)" }

    /// The values it may take, as "(0, 1]", "≥ 0", "a whole number ≥ 0", or nil for any number.
    public var rangeText: String? {
        let range = record.parameter.range?.description
        if isWholeNumber { return "a whole number" + (range.map { " " + $0 } ?? "") }
        return range
    }

    /// Checks a new value: finite, in the API's range, and one the literal's own type holds (an `Int`
    /// whole and carried exactly, a `Float` finite and not rounded to 0).
    /// - Throws: `LiteralError.outOfRange` naming the id, the value and what it takes.
    public func validate(_ value: Double) throws {
        let inRange = record.parameter.range?.contains(value) ?? value.isFinite
        guard inRange, value.isFinite, !isWholeNumber || value.rounded() == value else {
            throw LiteralError.outOfRange(id: id, value: LiteralNumber.text(value),
                                          expected: rangeText ?? "a finite number", call: call)
        }
        if let expected = valueType.refusal(value) {
            throw LiteralError.outOfRange(id: id, value: LiteralNumber.text(value), expected: expected, call: call)
        }
    }

    /// The source text that writes `value` into this literal (`LiteralNumber.sourceText` in the
    /// literal's own type).
    public func sourceText(_ value: Double, after previous: Character?) -> String {
        LiteralNumber.sourceText(value, replacing: record.text, after: previous, as: valueType)
    }
}
