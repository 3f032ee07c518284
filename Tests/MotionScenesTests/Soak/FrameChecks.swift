import Foundation
import MotionGeometry
@testable import MotionRender

/// What every frame of a soak must satisfy: every traced value of every named layer — position,
/// bounds, anchor point, opacity, zPosition, transform, window frame — is finite and sizes are not
/// negative; every draw command's numbers are finite and its opacity (what is drawn) lies in 0…1.
/// A NaN that reached the screen would draw nothing (or garbage) where a view should be.
///
/// A traced opacity is the presentation value, which Core Animation does not clamp (a spring on
/// opacity overshoots 1, as `SnippetMotionTests.testPopInSpring` checks against the reference
/// curve); the renderer clamps it, so drawn opacity is the one held to 0…1 — and traced opacity to
/// the range it can reach: within ±1 of 0…1 (an additive animation's offset is at most one full range).
enum FrameChecks {
    /// The problems of one frame, each naming the layer (or command) and the value; empty when fine.
    static func problems(_ frame: RenderedFrame) -> [String] {
        var out: [String] = []
        for (name, l) in frame.traced.sorted(by: { $0.key < $1.key }) {
            func check(_ what: String, _ values: [CGFloat]) {
                if let bad = values.first(where: { !$0.isFinite }) { out.append("\(name).\(what) = \(bad) in \(values)") }
            }
            check("position", [l.position.x, l.position.y])
            check("bounds", [l.bounds.origin.x, l.bounds.origin.y, l.bounds.width, l.bounds.height])
            check("anchorPoint", [l.anchorPoint.x, l.anchorPoint.y])
            check("opacity", [CGFloat(l.opacity)])
            check("zPosition", [l.zPosition])
            check("transform", matrix(l.transform))
            check("windowFrame", [l.windowFrame.origin.x, l.windowFrame.origin.y, l.windowFrame.width, l.windowFrame.height])
            if !(-1...2).contains(l.opacity) { out.append("\(name).opacity = \(l.opacity), beyond what animations of 0…1 values reach") }
            if l.bounds.width < 0 || l.bounds.height < 0 { out.append("\(name).bounds.size = \(l.bounds.size), negative") }
            if l.windowFrame.width < 0 || l.windowFrame.height < 0 { out.append("\(name).windowFrame.size = \(l.windowFrame.size), negative") }
        }
        for (i, c) in frame.commands.enumerated() {
            let (values, opacity) = numbers(c)
            if let bad = values.first(where: { !$0.isFinite }) { out.append("draw command \(i) (\(kind(c))) has \(bad): \(values)") }
            if let o = opacity, !(0...1).contains(o) { out.append("draw command \(i) (\(kind(c))) opacity \(o) outside 0…1") }
        }
        return out
    }

    static func matrix(_ t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    /// A command's numbers (sizes, transform, widths, radii) and its opacity, if it has one.
    private static func numbers(_ c: DrawCommand) -> ([CGFloat], CGFloat?) {
        switch c {
        case let .fill(size, t, _, r, o): return ([size.width, size.height, r, o] + matrix(t), o)
        case let .image(_, size, t, o, r): return ([size.width, size.height, r, o] + matrix(t), o)
        case let .border(size, t, w, _, r, o): return ([size.width, size.height, w, r, o] + matrix(t), o)
        case let .pushClip(size, t): return ([size.width, size.height] + matrix(t), nil)
        case let .beginGroup(size, t, o): return ([size.width, size.height, o] + matrix(t), o)
        case let .mask(_, size, t): return ([size.width, size.height] + matrix(t), nil)
        case let .blur(sigma, _): return ([sigma], nil)
        case let .shadow(sigma, offset, _, o): return ([sigma, offset.width, offset.height, o], o)
        case .popClip, .endGroup: return ([], nil)
        }
    }

    private static func kind(_ c: DrawCommand) -> String {
        switch c {
        case .fill: return "fill"
        case .image: return "image"
        case .border: return "border"
        case .pushClip: return "pushClip"
        case .popClip: return "popClip"
        case .beginGroup: return "beginGroup"
        case .endGroup: return "endGroup"
        case .mask: return "mask"
        case .blur: return "blur"
        case .shadow: return "shadow"
        }
    }
}
