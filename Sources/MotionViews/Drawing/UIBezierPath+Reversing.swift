import Foundation

extension UIBezierPath {
    /// UIBezierPath.h's `reversing()`: the same shape traced the other way — each subpath starts where it
    /// ended and runs back through its segments (curves with their control points swapped); a closed
    /// subpath stays closed, starting at its first point and going round the other way. Subpaths keep
    /// their order; the drawing style is copied. A stroke animated with `strokeEnd` draws backwards.
    public func reversing() -> UIBezierPath {
        let reversed = CGMutablePath()
        var subpath: [CGPathElement] = []
        func flush() {
            guard case .moveToPoint(let start)? = subpath.first else { subpath = []; return }
            let closed = subpath.last == .closeSubpath
            let segments = subpath.dropFirst().filter { $0 != .closeSubpath }
            // The point each segment starts from.
            var starts: [CGPoint] = [start]
            for s in segments { starts.append(end(of: s) ?? starts[starts.count - 1]) }
            let last = starts[starts.count - 1]
            if closed {
                reversed.move(to: start)
                if last != start { reversed.addLine(to: last) }
            } else {
                reversed.move(to: last)
            }
            for (k, s) in segments.enumerated().reversed() {
                let to = starts[k]
                switch s {
                case .addLineToPoint: reversed.addLine(to: to)
                case .addQuadCurveToPoint(let c, _): reversed.addQuadCurve(to: to, control: c)
                case .addCurveToPoint(let c1, let c2, _): reversed.addCurve(to: to, control1: c2, control2: c1)
                case .moveToPoint, .closeSubpath: break
                }
            }
            if closed { reversed.closeSubpath() }
            subpath = []
        }
        for e in cgPath.elements {
            if case .moveToPoint = e { flush() }
            subpath.append(e)
        }
        flush()
        let result = UIBezierPath(cgPath: reversed)
        result.lineWidth = lineWidth; result.lineCapStyle = lineCapStyle; result.lineJoinStyle = lineJoinStyle
        result.miterLimit = miterLimit; result.flatness = flatness; result.usesEvenOddFillRule = usesEvenOddFillRule
        return result
    }

    private func end(of element: CGPathElement) -> CGPoint? {
        switch element {
        case .moveToPoint(let p), .addLineToPoint(let p): return p
        case .addQuadCurveToPoint(_, let p): return p
        case .addCurveToPoint(_, _, let p): return p
        case .closeSubpath: return nil
        }
    }
}
