extension Easing {
    /// Every named curve with its RBB/Penner name, in a fixed order.
    private static let nameTable: [(easing: Easing, name: String)] = [
        (.linear, "linear"),
        (.easeInQuad, "easeInQuad"),
        (.easeOutQuad, "easeOutQuad"),
        (.easeInOutQuad, "easeInOutQuad"),
        (.easeInCubic, "easeInCubic"),
        (.easeOutCubic, "easeOutCubic"),
        (.easeInOutCubic, "easeInOutCubic"),
        (.easeInQuart, "easeInQuart"),
        (.easeOutQuart, "easeOutQuart"),
        (.easeInOutQuart, "easeInOutQuart"),
        (.easeInQuint, "easeInQuint"),
        (.easeOutQuint, "easeOutQuint"),
        (.easeInOutQuint, "easeInOutQuint"),
        (.easeInSine, "easeInSine"),
        (.easeOutSine, "easeOutSine"),
        (.easeInOutSine, "easeInOutSine"),
        (.easeInExpo, "easeInExpo"),
        (.easeOutExpo, "easeOutExpo"),
        (.easeInOutExpo, "easeInOutExpo"),
        (.easeInCirc, "easeInCirc"),
        (.easeOutCirc, "easeOutCirc"),
        (.easeInOutCirc, "easeInOutCirc"),
        (.easeInBack, "easeInBack"),
        (.easeOutBack, "easeOutBack"),
        (.easeInOutBack, "easeInOutBack"),
        (.easeInElastic, "easeInElastic"),
        (.easeOutElastic, "easeOutElastic"),
        (.easeInOutElastic, "easeInOutElastic"),
        (.easeInBounce, "easeInBounce"),
        (.easeOutBounce, "easeOutBounce"),
        (.easeInOutBounce, "easeInOutBounce"),
    ]

    /// Every named curve, in the order of `allNames`.
    public static var allNamed: [Easing] { nameTable.map { $0.easing } }

    /// The RBBAnimation / Penner names: "linear", "easeInQuad", …, "easeInOutBounce".
    public static var allNames: [String] { nameTable.map { $0.name } }

    /// The curve's RBB/Penner name ("easeOutBounce"), or nil for `.cubicBezier`.
    public var name: String? { Easing.nameTable.first { $0.easing == self }?.name }

    /// The curve called `name`: any of `allNames` (exact spelling), or a CSS keyword
    /// ("ease", "ease-in", "ease-out", "ease-in-out", mapped to CSS's cubic Béziers), or
    /// "cubic-bezier(x1, y1, x2, y2)". Returns nil for anything else.
    public static func named(_ name: String) -> Easing? {
        if let entry = nameTable.first(where: { $0.name == name }) { return entry.easing }
        switch name {
        case "ease": return .cubicBezier(0.25, 0.1, 0.25, 1)
        case "ease-in": return .cubicBezier(0.42, 0, 1, 1)
        case "ease-out": return .cubicBezier(0, 0, 0.58, 1)
        case "ease-in-out": return .cubicBezier(0.42, 0, 0.58, 1)
        default: return parseCubicBezier(name)
        }
    }

    /// Parses "cubic-bezier(x1, y1, x2, y2)"; x values must lie in [0, 1] as in CSS, y values in
    /// `UnitBezier.controlPointYRange` (finite, of sane size).
    private static func parseCubicBezier(_ text: String) -> Easing? {
        let prefix = "cubic-bezier(", suffix = ")"
        let trimmed = text.filter { !$0.isWhitespace }
        guard trimmed.hasPrefix(prefix), trimmed.hasSuffix(suffix) else { return nil }
        let body = trimmed.dropFirst(prefix.count).dropLast(suffix.count)
        let numbers = body.split(separator: ",", omittingEmptySubsequences: false).map { Double(String($0)) }
        guard numbers.count == 4, let x1 = numbers[0], let y1 = numbers[1], let x2 = numbers[2], let y2 = numbers[3],
              UnitBezier.isValid(p1x: x1, p1y: y1, p2x: x2, p2y: y2)
        else { return nil }
        return .cubicBezier(x1, y1, x2, y2)
    }
}
