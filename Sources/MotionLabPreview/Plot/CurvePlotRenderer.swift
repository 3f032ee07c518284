import Foundation
import UIKit
import MotionRender

/// Lays out a `CurvePlot` and returns its draw commands: background, title and parameters, legend,
/// grid with the 0 and 1 lines emphasised, axes with ticks and labels, the curves (antialiased on
/// the CPU by `PolylineRaster`, one image per curve), settle-time lines with their tolerance, and
/// optionally a marker at the current time.
///
/// Keeps the images it made (text and curves) and reuses them while their inputs are unchanged, so
/// calling it every frame for the live panel costs a few dictionary look-ups until a value changes.
public final class CurvePlotRenderer {
    private struct TextKey: Hashable {
        let text: String, size: CGFloat, bold: Bool, color: CGColor, maxWidth: CGFloat?, lines: Int, scale: CGFloat
    }
    private struct CurveKey: Equatable {
        let curve: PlottedCurve, pixelWidth: Int, pixelHeight: Int
        let x: ClosedRange<Double>, y: ClosedRange<Double>, lineWidth: CGFloat, dotRadius: CGFloat
    }
    private var texts: [TextKey: CGImage] = [:]
    /// Where the last plot's data went (points), for tests and hit-testing.
    private(set) var lastMapping: PlotMapping?
    private var curveImages: [(key: CurveKey, image: CGImage)] = []

    public init() {}

    /// The plot's commands in `rect` (points, in the target's space).
    /// - Parameters:
    ///   - scale: pixels per point of the target (text and curves are rasterised at it).
    ///   - text: draws the labels (`UIServices.textRasterizer` in the window; an SDL one for PNGs).
    ///   - markerTime: seconds since the motion's trigger; each curve gets a dot at
    ///     `markerTime − curve.delay` (clamped to its domain) and the plot a vertical line there.
    public func commands(_ plot: CurvePlot, in rect: CGRect, style: PlotStyle, scale: CGFloat,
                         text: TextRasterizing, markerTime: Double? = nil) -> [DrawCommand] {
        var out: [DrawCommand] = []
        out.append(fill(rect, style.background, radius: style.cornerRadius))
        let pad = style.padding
        let inner = rect.insetBy(dx: pad, dy: pad)
        var y = inner.minY

        // Title and parameters.
        if let title = image(plot.title, style.titleSize, bold: true, style.text, maxWidth: inner.width, lines: style.titleLines,
                             scale, text) {
            out.append(draw(title.0, at: CGPoint(x: inner.minX, y: y), size: title.1))
            y += title.1.height + 1
        }
        if let subtitle = plot.subtitle,
           let sub = image(subtitle, style.subtitleSize, bold: false, style.secondaryText, maxWidth: inner.width,
                           lines: style.subtitleLines, scale, text) {
            out.append(draw(sub.0, at: CGPoint(x: inner.minX, y: y), size: sub.1))
            y += sub.1.height
        }

        // Legend: a swatch and the name per curve, flowing into rows.
        if plot.curves.count > 1 || plot.curves.contains(where: \.dashed) {
            y += style.legendSize * 0.5
            var x = inner.minX
            var rowHeight: CGFloat = 0
            for curve in plot.curves {
                guard let label = image(curve.name, style.legendSize, bold: false, style.text, maxWidth: inner.width - 24,
                                        lines: 1, scale, text) else { continue }
                let swatch = style.legendSize * 1.8
                let entryWidth = swatch + 4 + label.1.width + style.legendSize * 1.4
                if x > inner.minX, x + entryWidth > inner.maxX {
                    x = inner.minX; y += rowHeight + 2; rowHeight = 0
                }
                let midY = y + label.1.height / 2
                out += line(from: CGPoint(x: x, y: midY), to: CGPoint(x: x + swatch, y: midY), width: style.lineWidth,
                            color: curve.color, dash: curve.dashed ? style.dash : nil)
                out.append(draw(label.0, at: CGPoint(x: x + swatch + 4, y: y), size: label.1))
                x += entryWidth
                rowHeight = max(rowHeight, label.1.height)
            }
            y += rowHeight
        }

        // The y axis' name above the plot, the x axis' name under the tick labels.
        let xRange = plot.xRange, yRange = plot.yRange
        let xTicks = PlotTicks(range: xRange, target: style.xTickTarget)
        var yTicks = PlotTicks(range: yRange, target: style.yTickTarget)
        if yTicks.values.count < 2 { yTicks = PlotTicks(range: yRange, target: style.yTickTarget * 2) }
        let yLabels = yTicks.values.compactMap { v in
            image(yTicks.label(v), style.tickSize, bold: false, style.secondaryText, maxWidth: nil, lines: 1, scale, text).map { (v, $0) }
        }
        let yLabelWidth = yLabels.map(\.1.1.width).max() ?? 0
        y += style.axisLabelSize * 0.6
        let yName = image(plot.yAxisLabel, style.axisLabelSize, bold: false, style.secondaryText, maxWidth: inner.width,
                          lines: 1, scale, text)
        if let yName {
            out.append(draw(yName.0, at: CGPoint(x: inner.minX, y: y), size: yName.1))
            y += yName.1.height + 3
        }
        let xName = image(plot.xAxisLabel, style.axisLabelSize, bold: false, style.secondaryText, maxWidth: inner.width,
                          lines: 1, scale, text)
        let tickLabelHeight = style.tickSize * 1.25
        let plotRect = CGRect(x: inner.minX + yLabelWidth + style.tickLength + 3, y: y,
                              width: inner.maxX - (inner.minX + yLabelWidth + style.tickLength + 3),
                              height: inner.maxY - y - style.tickLength - 2 - tickLabelHeight - (xName.map { $0.1.height + 2 } ?? 0))
        guard plotRect.width > 10, plotRect.height > 10 else { return out }
        let map = PlotMapping(rect: plotRect, x: xRange, y: yRange)
        lastMapping = map

        // Plot area, grid, emphasised 0 and 1 lines.
        out.append(fill(plotRect, style.plotBackground))
        let hair = 1 / scale
        for v in xTicks.values {
            out.append(fill(CGRect(x: map.x(v) - hair / 2, y: plotRect.minY, width: hair, height: plotRect.height), style.grid))
        }
        for v in yTicks.values {
            out.append(fill(CGRect(x: plotRect.minX, y: map.y(v) - hair / 2, width: plotRect.width, height: hair), style.grid))
        }
        let emphasisWidth = max(hair, 1)
        for v in [0.0, 1.0] {
            out.append(fill(CGRect(x: plotRect.minX, y: map.y(v) - emphasisWidth / 2, width: plotRect.width, height: emphasisWidth),
                            style.emphasis))
        }

        // Axes: left and bottom lines, ticks, labels.
        out.append(fill(CGRect(x: plotRect.minX - hair, y: plotRect.minY, width: hair, height: plotRect.height + hair), style.axis))
        out.append(fill(CGRect(x: plotRect.minX - hair, y: plotRect.maxY, width: plotRect.width + hair, height: hair), style.axis))
        for (v, label) in yLabels {
            let ty = map.y(v)
            out.append(fill(CGRect(x: plotRect.minX - style.tickLength, y: ty - hair / 2, width: style.tickLength, height: hair), style.axis))
            out.append(draw(label.0, at: CGPoint(x: plotRect.minX - style.tickLength - 2 - label.1.width, y: ty - label.1.height / 2),
                            size: label.1))
        }
        var lastLabelEnd = -CGFloat.infinity
        for v in xTicks.values {
            let tx = map.x(v)
            out.append(fill(CGRect(x: tx - hair / 2, y: plotRect.maxY, width: hair, height: style.tickLength), style.axis))
            guard let label = image(xTicks.label(v), style.tickSize, bold: false, style.secondaryText, maxWidth: nil, lines: 1,
                                    scale, text) else { continue }
            var lx = tx - label.1.width / 2
            lx = min(max(lx, plotRect.minX - yLabelWidth), inner.maxX - label.1.width)
            guard lx > lastLabelEnd + 2 else { continue }
            lastLabelEnd = lx + label.1.width
            out.append(draw(label.0, at: CGPoint(x: lx, y: plotRect.maxY + style.tickLength + 1), size: label.1))
        }
        if let xName {
            out.append(draw(xName.0, at: CGPoint(x: plotRect.midX - xName.1.width / 2, y: inner.maxY - xName.1.height),
                            size: xName.1))
        }

        // Curves, each its own antialiased image over the plot area (plus a margin for the stroke).
        let margin = style.lineWidth * 2 + style.dotRadius
        let curveRect = plotRect.insetBy(dx: -margin, dy: -margin)
        for (i, curve) in plot.curves.enumerated() {
            if let img = curveImage(index: i, curve, curveRect: curveRect, plotMap: map, style: style, scale: scale) {
                out.append(draw(img, at: curveRect.origin, size: curveRect.size))
            }
        }

        // Settle lines, labelled with the rule at the bottom of the plot (springs are near 1 by the time
        // they settle, so the bottom is free there), stacked upwards so several labels do not overlap.
        var labelBottom = plotRect.maxY - 3
        for curve in plot.curves {
            guard let settle = curve.settle, settle.time.isFinite || settle.time == .infinity else { continue }
            let inside = settle.time >= xRange.lowerBound && settle.time <= xRange.upperBound
            let rule = " (\(style.compactAnnotations ? settle.shortRule : settle.rule))"
            let caption = settle.time.isFinite
                ? "\(settle.caption) \(PlotFormat.number(settle.time, significant: style.compactAnnotations ? 3 : 4)) s\(rule)\(inside ? "" : " →")"
                : "never settles\(rule)"
            let sx = inside ? map.x(settle.time) : plotRect.maxX
            if inside {
                out += line(from: CGPoint(x: sx, y: plotRect.minY), to: CGPoint(x: sx, y: plotRect.maxY), width: max(hair, 1),
                            color: curve.color, dash: style.dash)
            }
            guard let label = image(caption, style.annotationSize, bold: false, curve.color, maxWidth: plotRect.width - 8,
                                    lines: 1, scale, text) else { continue }
            let lx = inside && sx + 4 + label.1.width <= plotRect.maxX ? sx + 4 : max(plotRect.minX + 2, sx - 4 - label.1.width)
            let labelY = labelBottom - label.1.height
            let box = CGRect(x: lx - 2, y: labelY - 1, width: label.1.width + 4, height: label.1.height + 2)
            out.append(fill(box, style.labelBackground, radius: 2))
            out.append(draw(label.0, at: CGPoint(x: lx, y: labelY), size: label.1))
            labelBottom = labelY - 3
        }

        // The live marker: a line at the current time and a dot on every curve.
        if let t = markerTime, t.isFinite {
            let lineT = min(max(t - (plot.curves.first?.delay ?? 0), xRange.lowerBound), xRange.upperBound)
            out.append(fill(CGRect(x: map.x(lineT) - hair, y: plotRect.minY, width: 2 * hair, height: plotRect.height),
                            style.secondaryText))
            for curve in plot.curves {
                let ct = min(max(t - curve.delay, curve.domain.lowerBound), curve.domain.upperBound)
                guard let v = curve.value(at: ct), v.isFinite else { continue }
                let r = style.markerRadius
                let c = CGPoint(x: map.x(ct), y: map.y(v))
                out.append(fill(CGRect(x: c.x - r - 1, y: c.y - r - 1, width: 2 * r + 2, height: 2 * r + 2), style.background, radius: r + 1))
                out.append(fill(CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r), curve.color, radius: r))
            }
        }
        return out
    }

    // MARK: - Pieces

    private func fill(_ r: CGRect, _ color: CGColor, radius: CGFloat = 0) -> DrawCommand {
        .fill(size: r.size, transform: CATransform3DMakeTranslation(r.minX, r.minY, 0), color: color,
              cornerRadius: radius, opacity: 1)
    }

    private func draw(_ image: CGImage, at p: CGPoint, size: CGSize) -> DrawCommand {
        .image(image, size: size, transform: CATransform3DMakeTranslation(p.x, p.y, 0), opacity: 1, cornerRadius: 0)
    }

    /// An axis-aligned line as fills (dashed: one fill per dash).
    private func line(from a: CGPoint, to b: CGPoint, width: CGFloat, color: CGColor,
                      dash: (on: CGFloat, off: CGFloat)?) -> [DrawCommand] {
        let horizontal = abs(b.y - a.y) < abs(b.x - a.x)
        let length = horizontal ? abs(b.x - a.x) : abs(b.y - a.y)
        let start = horizontal ? min(a.x, b.x) : min(a.y, b.y)
        func piece(_ s: CGFloat, _ l: CGFloat) -> DrawCommand {
            horizontal ? fill(CGRect(x: s, y: a.y - width / 2, width: l, height: width), color)
                       : fill(CGRect(x: a.x - width / 2, y: s, width: width, height: l), color)
        }
        guard let dash else { return [piece(start, length)] }
        var out: [DrawCommand] = []
        var s: CGFloat = 0
        while s < length {
            out.append(piece(start + s, min(dash.on, length - s)))
            s += dash.on + dash.off
        }
        return out
    }

    /// Rendered text and its size in points (cached).
    private func image(_ string: String, _ size: CGFloat, bold: Bool, _ color: CGColor, maxWidth: CGFloat?, lines: Int,
                       _ scale: CGFloat, _ text: TextRasterizing) -> (CGImage, CGSize)? {
        guard !string.isEmpty else { return nil }
        let key = TextKey(text: string, size: size, bold: bold, color: color, maxWidth: maxWidth, lines: lines, scale: scale)
        let img: CGImage
        if let cached = texts[key] {
            img = cached
        } else {
            let font = bold ? UIFont.boldSystemFont(ofSize: size) : UIFont.systemFont(ofSize: size)
            // One-line text that fits gets a tight image; only text that is too long is laid out in
            // `maxWidth` (and cut with "…"). Wrapping text is laid out in `maxWidth`, left-aligned.
            var width = maxWidth
            if lines == 1, let limit = maxWidth,
               text.measure(string, font: font, maxWidth: nil, numberOfLines: 1).width <= limit {
                width = nil
            }
            guard let rendered = try? text.render(string, font: font, color: UIColor(cgColor: color), maxWidth: width,
                                                  alignment: .left, numberOfLines: lines, scale: scale),
                  rendered.width > 0, rendered.height > 0 else { return nil }
            if texts.count > 256 { texts.removeAll() }
            texts[key] = rendered
            img = rendered
        }
        return (img, CGSize(width: CGFloat(img.width) / scale, height: CGFloat(img.height) / scale))
    }

    /// The curve rasterised over `curveRect` (cached while the curve, size and ranges are unchanged).
    private func curveImage(index: Int, _ curve: PlottedCurve, curveRect: CGRect, plotMap: PlotMapping, style: PlotStyle,
                            scale: CGFloat) -> CGImage? {
        let pw = Int((curveRect.width * scale).rounded()), ph = Int((curveRect.height * scale).rounded())
        guard pw > 0, ph > 0 else { return nil }
        let key = CurveKey(curve: curve, pixelWidth: pw, pixelHeight: ph, x: plotMap.xRange, y: plotMap.yRange,
                           lineWidth: style.lineWidth, dotRadius: style.dotRadius)
        if index < curveImages.count, curveImages[index].key == key { return curveImages[index].image }
        var raster = PolylineRaster(width: pw, height: ph)
        let s = Double(scale)
        func pixel(_ p: PlotPoint) -> (x: Double, y: Double) {
            (Double(plotMap.x(p.x) - curveRect.minX) * s, Double(plotMap.y(p.y) - curveRect.minY) * s)
        }
        raster.stroke(curve.points.map(pixel), lineWidth: Double(style.lineWidth) * s,
                      dash: curve.dashed ? (Double(style.dash.on) * s, Double(style.dash.off) * s) : nil)
        // Many dots are drawn smaller so the line between them stays visible.
        let dotRadius = Double(style.dotRadius) * s * (curve.dots.count > 60 ? 0.75 : 1)
        for d in curve.dots where d.x.isFinite && d.y.isFinite {
            raster.disc(center: pixel(d), radius: dotRadius)
        }
        let img = raster.image(color: curve.color)
        if index < curveImages.count { curveImages[index] = (key, img) } else { curveImages.append((key, img)) }
        return img
    }
}

/// Data → points inside the plot rectangle (y up).
struct PlotMapping {
    let rect: CGRect
    let xRange: ClosedRange<Double>
    let yRange: ClosedRange<Double>

    init(rect: CGRect, x: ClosedRange<Double>, y: ClosedRange<Double>) {
        self.rect = rect; xRange = x; yRange = y
    }

    func x(_ v: Double) -> CGFloat {
        rect.minX + rect.width * CGFloat((v - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound))
    }

    func y(_ v: Double) -> CGFloat {
        rect.maxY - rect.height * CGFloat((v - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound))
    }
}
