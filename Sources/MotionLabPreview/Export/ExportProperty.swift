import Foundation

/// What a key path animates, for the exporters' per-language spelling.
enum ExportProperty: Equatable {
    case opacity
    case scale, scaleX, scaleY
    case translationX, translationY
    case rotation
    /// `frame.origin.x` / `frame.origin.y` (view): the left / top edge.
    case originX, originY
    /// `center.x` / `center.y` (view), usually changed by a relative amount.
    case centerX, centerY, center
    /// `position.x` / `position` (layer): the anchor point in the superlayer.
    case positionX, position
    case zPosition
    /// A view's contents (cross-dissolved).
    case image
    case other(String)

    init(_ keyPath: String) {
        switch keyPath {
        case "alpha", "opacity": self = .opacity
        case "transform.scale": self = .scale
        case "transform.scale.x": self = .scaleX
        case "transform.scale.y": self = .scaleY
        case "transform.translation.x": self = .translationX
        case "transform.translation.y": self = .translationY
        case "transform.rotation", "transform.rotation.z": self = .rotation
        case "frame.origin.x": self = .originX
        case "frame.origin.y": self = .originY
        case "center.x": self = .centerX
        case "center.y": self = .centerY
        case "center": self = .center
        case "position.x": self = .positionX
        case "position": self = .position
        case "zPosition": self = .zPosition
        case "image": self = .image
        default: self = .other(keyPath)
        }
    }

    /// Part of a view's affine transform (combined into one `transform` assignment in UIKit code).
    var isTransformComponent: Bool {
        switch self {
        case .scale, .scaleX, .scaleY, .translationX, .translationY, .rotation: return true
        default: return false
        }
    }
}

/// Lines of code with indentation.
final class CodeWriter {
    private(set) var lines: [String] = []
    private var depth = 0
    let indentUnit: String

    init(indent: String = "    ") { indentUnit = indent }

    func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: indentUnit, count: depth) + text)
    }

    /// A comment, wrapped at about 100 columns.
    func comment(_ text: String, prefix: String = "// ") {
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty, current.count + word.count + 1 > 96 - depth * indentUnit.count {
                line(prefix + current)
                current = String(word)
            } else {
                current = current.isEmpty ? String(word) : current + " " + word
            }
        }
        if !current.isEmpty { line(prefix + current) }
    }

    func indent(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
    }

    var text: String { lines.joined(separator: "\n") + "\n" }

    func setLines(_ new: [String]) { lines = new }

    /// The Swift helper that the UIKit and SwiftUI exports call for interpolated stops (scroll-driven
    /// and keyframed values), written once for both.
    func interpolateFunction() {
        line("/// Piecewise-linear through (offset, value) stops; held at the end values beyond them unless extended.")
        line("func interpolate(_ x: CGFloat, _ stops: [(CGFloat, CGFloat)], extendBelow: Bool = false, extendAbove: Bool = false) -> CGFloat {")
        indent {
            line("var i = 1")
            line("while i < stops.count - 1 && x > stops[i].0 { i += 1 }")
            line("let (x0, y0) = stops[i - 1], (x1, y1) = stops[i]")
            line("if x < x0 && !extendBelow { return y0 }")
            line("if x > x1 && !extendAbove { return y1 }")
            line("return y0 + (y1 - y0) * (x - x0) / (x1 - x0)")
        }
        line("}")
    }
}
