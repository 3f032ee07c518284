import XCTest
import MotionLab
@testable import MotionRender

/// Shape builders and coverage sums for the rasteriser tests.
enum RasterTest {
    /// A shape with only a fill (black) or only a stroke (black) of `path`.
    static func shape(_ path: CGPath, fill: Bool = false, stroke: CGFloat? = nil, cap: CAShapeLayerLineCap = .butt,
                      join: CAShapeLayerLineJoin = .miter, miterLimit: CGFloat = 10, rule: CAShapeLayerFillRule = .nonZero,
                      dash: [CGFloat]? = nil, phase: CGFloat = 0, start: CGFloat = 0, end: CGFloat = 1) -> ShapeContent {
        var s = ShapeContent()
        s.path = path
        s.fillColor = fill ? .black : nil
        s.fillRule = rule
        if let w = stroke { s.strokeColor = .black; s.lineWidth = w }
        s.lineCap = cap; s.lineJoin = join; s.miterLimit = miterLimit
        s.lineDashPattern = dash; s.lineDashPhase = phase
        s.strokeStart = start; s.strokeEnd = end
        return s
    }

    /// Coverage maps on the fixed grid `region` (points) at `scale`.
    static func maps(_ s: ShapeContent, scale: CGFloat = 1, region: CGRect = CGRect(x: 0, y: 0, width: 200, height: 200))
        -> (fill: [Float], stroke: [Float], width: Int, height: Int) {
        guard let m = ShapeRasterizer.coverageMaps(s, scale: scale, region: region) else {
            let n = Int(region.width * scale) * Int(region.height * scale)
            return ([Float](repeating: 0, count: n), [Float](repeating: 0, count: n), Int(region.width * scale), Int(region.height * scale))
        }
        let n = m.width * m.height
        return (m.fill ?? [Float](repeating: 0, count: n), m.stroke ?? [Float](repeating: 0, count: n), m.width, m.height)
    }

    /// Total covered area in square points (coverage summed over pixels ÷ scale²).
    static func fillArea(_ s: ShapeContent, scale: CGFloat = 1) -> Double {
        maps(s, scale: scale).fill.reduce(0.0) { $0 + Double($1) } / Double(scale * scale)
    }

    static func strokeArea(_ s: ShapeContent, scale: CGFloat = 1) -> Double {
        maps(s, scale: scale).stroke.reduce(0.0) { $0 + Double($1) } / Double(scale * scale)
    }

    static func polyline(_ points: [CGPoint], closed: Bool = false) -> CGPath {
        let p = CGMutablePath()
        p.addLines(between: points)
        if closed { p.closeSubpath() }
        return p
    }
}
