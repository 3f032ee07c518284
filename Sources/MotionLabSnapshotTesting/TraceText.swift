import Foundation
import MotionRender
import MotionLabPreview

/// The text a `.trace(at:)` snapshot records: every named layer's geometry and opacity at each
/// chosen time — the values `motionlab render --trace` writes, without colours (a colour change
/// does not fail a trace), one value per line so a line diff points at the time, the layer and the
/// property that moved:
///
/// ```
/// # MotionLab trace: named layers' geometry and opacity at scene times
/// # 320×568 pt, frames at 60 fps; times 0 0.2 s → frames 0 12
/// # script: 0.1 click 160 422
/// # units: points and seconds; transform: a b c d tx ty (2-D) or m11 m12 … m44 (3-D)
///
/// 0.2  badge  position     160 422
/// 0.2  badge  bounds       0 0 96 96
/// 0.2  badge  anchorPoint  0.5 0.5
/// 0.2  badge  opacity      1
/// 0.2  badge  zPosition    0
/// 0.2  badge  transform    1.0581 0 0 1.0581 0 0
/// 0.2  badge  hidden       false
/// 0.2  badge  windowFrame  109.2108 370.2108 101.5783 101.5783
/// ```
///
/// Numbers have at most four decimals (1/10,000 of a point, far below a pixel), trailing zeros and
/// the sign of zero dropped: readable, byte-identical between runs, and unchanged by the 1e-9
/// differences between the renderer's fast evaluation and the reference one. Each printed number
/// reads back as the same text (`Double("0.3333")` prints as "0.3333" again).
enum TraceText {
    struct Sample {
        var frame: Int
        var time: Double
        var layers: [String: TracedLayer]
    }

    static func text(samples: [Sample], requestedTimes: [Double], size: CGSize, fps: Double, script: String?) -> String {
        var out = "# MotionLab trace: named layers' geometry and opacity at scene times\n"
        out += "# \(format(Double(size.width)))×\(format(Double(size.height))) pt, frames at \(format(fps)) fps; "
        out += "times \(requestedTimes.map(format).joined(separator: " ")) s → frames \(samples.map { String($0.frame) }.joined(separator: " "))\n"
        if let script {
            let lines = script.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            for line in lines { out += "# script: \(line)\n" }
        }
        out += "# units: points and seconds; transform: a b c d tx ty (2-D) or m11 m12 … m44 (3-D)\n"
        // One block per time (a blank line before each), every line complete on its own.
        var blocks: [[(String, String, String, String)]] = []
        for sample in samples {
            let t = format(sample.time)
            var rows: [(String, String, String, String)] = []
            for name in sample.layers.keys.sorted() {
                for (property, value) in values(sample.layers[name]!) { rows.append((t, name, property, value)) }
            }
            blocks.append(rows)
        }
        let rows = blocks.flatMap { $0 }
        let tw = rows.map(\.0.count).max() ?? 0, nw = rows.map(\.1.count).max() ?? 0, pw = rows.map(\.2.count).max() ?? 0
        for block in blocks {
            out += "\n"
            for (t, name, property, value) in block {
                out += pad(t, tw) + "  " + pad(name, nw) + "  " + pad(property, pw) + "  " + value + "\n"
            }
        }
        return out
    }

    /// The properties of one layer, in a fixed order.
    static func values(_ l: TracedLayer) -> [(String, String)] {
        var v: [(String, String)] = [
            ("position", list(l.position.x, l.position.y)),
            ("bounds", list(l.bounds.origin.x, l.bounds.origin.y, l.bounds.width, l.bounds.height)),
            ("anchorPoint", list(l.anchorPoint.x, l.anchorPoint.y)),
            ("opacity", format(Double(l.opacity))),
            ("zPosition", format(Double(l.zPosition))),
        ]
        let m = l.transform
        let planar = m.m13 == 0 && m.m14 == 0 && m.m23 == 0 && m.m24 == 0 && m.m31 == 0 && m.m32 == 0
            && m.m33 == 1 && m.m34 == 0 && m.m43 == 0 && m.m44 == 1
        if planar {
            v.append(("transform", list(m.m11, m.m12, m.m21, m.m22, m.m41, m.m42)))
        } else {
            v.append(("transform", list(m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
                                        m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44)))
        }
        v.append(("hidden", l.hidden ? "true" : "false"))
        v.append(("windowFrame", list(l.windowFrame.origin.x, l.windowFrame.origin.y, l.windowFrame.width, l.windowFrame.height)))
        if let stroke = l.stroke {
            v.append(("strokeStart", format(Double(stroke.start))))
            v.append(("strokeEnd", format(Double(stroke.end))))
        }
        return v
    }

    static func list(_ values: CGFloat...) -> String { values.map { format(Double($0)) }.joined(separator: " ") }

    /// At most four decimals, correctly rounded (C's `%.4f`), trailing zeros and "-0" dropped;
    /// "nan", "inf", "-inf" for the values that are not numbers.
    static func format(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v < 0 ? "-inf" : "inf") }
        var s = String(format: "%.4f", v)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }

    private static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }
}
