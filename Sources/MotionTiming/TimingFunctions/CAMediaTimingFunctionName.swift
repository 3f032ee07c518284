/// The names of Core Animation's predefined timing functions (`CAMediaTimingFunctionName`).
/// Raw values match Apple's string constants (`kCAMediaTimingFunctionEaseIn` is `"easeIn"`, …).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Even pacing: control points (0,0) and (1,1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly, then speeds up: (0.42,0) and (1,1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Starts quickly, then slows down: (0,0) and (0.58,1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: (0.42,0) and (0.58,1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default for implicit animations: (0.25,0.1) and (0.25,1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")

    /// Control points (c1x, c1y, c2x, c2y) per Apple's documentation, or nil for unknown names.
    var controlPoints: (Float, Float, Float, Float)? {
        switch rawValue {
        case "linear": return (0, 0, 1, 1)
        case "easeIn": return (0.42, 0, 1, 1)
        case "easeOut": return (0, 0, 0.58, 1)
        case "easeInEaseOut": return (0.42, 0, 0.58, 1)
        case "default": return (0.25, 0.1, 0.25, 1)
        default: return nil
        }
    }
}

// The string constants older iOS code uses (`CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)`),
// typed so they fit where Swift 4.2+ takes a `CAMediaTimingFunctionName`.
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default
