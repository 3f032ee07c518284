import Foundation
import MotionLab

/// A font: SwiftUI's `Font`, resolved to a `UIFont` at Dynamic Type's default (Large) sizes —
/// large title 34, title 28, title 2 22, title 3 20, headline 17 semibold, body 17, callout 16,
/// subheadline 15, footnote 13, caption 12, caption 2 11.
public struct Font: Hashable, Sendable {
    var size: CGFloat
    var weight: Weight
    var design: Design = .default
    var isItalic = false
    var name: String?

    init(size: CGFloat, weight: Weight) { self.size = size; self.weight = weight }

    public static let largeTitle = Font(size: 34, weight: .regular)
    public static let title = Font(size: 28, weight: .regular)
    public static let title2 = Font(size: 22, weight: .regular)
    public static let title3 = Font(size: 20, weight: .regular)
    public static let headline = Font(size: 17, weight: .semibold)
    public static let subheadline = Font(size: 15, weight: .regular)
    public static let body = Font(size: 17, weight: .regular)
    public static let callout = Font(size: 16, weight: .regular)
    public static let footnote = Font(size: 13, weight: .regular)
    public static let caption = Font(size: 12, weight: .regular)
    public static let caption2 = Font(size: 11, weight: .regular)

    public enum TextStyle: Hashable, CaseIterable, Sendable { case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2 }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public struct Weight: Hashable, Sendable {
        let value: CGFloat
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        var f = Font(size: size.isFinite && size > 0 ? size : 17, weight: weight)
        f.design = design
        return f
    }
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        system(size: size, weight: weight ?? .regular, design: design ?? .default)
    }
    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        var f = Font.forStyle(style)
        f.design = design
        return f
    }
    @_disfavoredOverload
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var f = Font.forStyle(style)
        if let design { f.design = design }
        if let weight { f.weight = weight }
        return f
    }
    public static func custom(_ name: String, size: CGFloat) -> Font {
        var f = Font(size: size.isFinite && size > 0 ? size : 17, weight: .regular)
        f.name = name
        return f
    }
    public static func custom(_ name: String, size: CGFloat, relativeTo: TextStyle) -> Font { custom(name, size: size) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

    static func forStyle(_ s: TextStyle) -> Font {
        switch s {
        case .largeTitle: return .largeTitle
        case .title: return .title
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .subheadline: return .subheadline
        case .body: return .body
        case .callout: return .callout
        case .footnote: return .footnote
        case .caption: return .caption
        case .caption2: return .caption2
        }
    }

    public func weight(_ w: Weight) -> Font { var f = self; f.weight = w; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func monospacedDigit() -> Font { self }
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
    public func smallCaps() -> Font { self }
    public func leading(_ l: Leading) -> Font { self }
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    /// The UIKit font drawn (DejaVu Sans, bold from semibold up).
    var uiFont: UIFont { UIFont(pointSize: size, weight: UIFont.Weight(rawValue: weight.value), italic: isItalic, monospaced: design == .monospaced) }
}
