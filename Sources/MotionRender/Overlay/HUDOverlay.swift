import Foundation
import MotionGeometry
import MotionViews

/// The heads-up display, drawn in one place for every host: a translucent panel of text (scene,
/// tunables, fps, notices, help) and, under it, the frame-phase graph — one stacked bar per recent
/// frame, a colour per phase (input, tick, layout, evaluate, raster, present), against a line at one
/// 60 Hz refresh (16.7 ms), like Flutter's performance overlay. It is not part of the scene's layer
/// tree, so traces and hit-testing never see it. The text image is re-rendered only when the text changes.
public final class HUDOverlay {
    /// Frames shown in the phase graph.
    public static let graphFrames = 60
    /// Milliseconds the graph's height stands for (two 60 Hz refreshes).
    public static let graphRangeMs = 33.4
    /// Phase colours, in `FramePhase.allCases` order.
    static let phaseColors: [CGColor] = [
        CGColor(red: 0.55, green: 0.55, blue: 0.55, alpha: 1),  // input
        CGColor(red: 0.30, green: 0.75, blue: 1.00, alpha: 1),  // tick
        CGColor(red: 0.65, green: 0.45, blue: 1.00, alpha: 1),  // layout
        CGColor(red: 0.35, green: 0.90, blue: 0.40, alpha: 1),  // evaluate
        CGColor(red: 1.00, green: 0.70, blue: 0.20, alpha: 1),  // raster
        CGColor(red: 1.00, green: 0.35, blue: 0.35, alpha: 1),  // present
    ]

    private var cache: [String: CGImage] = [:]
    private var history: [FrameTimings] = []

    public init() {}

    /// Records a drawn frame's timings for the graph.
    public func record(_ timings: FrameTimings) {
        history.append(timings)
        if history.count > HUDOverlay.graphFrames { history.removeFirst(history.count - HUDOverlay.graphFrames) }
    }

    /// Median milliseconds per phase over the recorded frames.
    public var medianPhaseMs: FrameTimings {
        var out = FrameTimings()
        guard !history.isEmpty else { return out }
        for p in FramePhase.allCases {
            let v = history.map { $0[p] }.sorted()
            out[p] = v[v.count / 2]
        }
        return out
    }

    /// A one-line summary of the median phase times, e.g. "in 0.0 tick 0.1 lay 0.0 eval 0.4 ras 3.1 pre 9.8 ms".
    public var phaseLine: String {
        let m = medianPhaseMs
        let short: [FramePhase: String] = [.input: "in", .tick: "tick", .layout: "lay", .evaluate: "eval", .raster: "ras", .present: "pre"]
        return FramePhase.allCases.map { "\(short[$0]!) \(String(format: "%.1f", m[$0]))" }.joined(separator: " ") + " ms"
    }

    /// The panel at the top-left of the screen: `lines` of text and, with `graph`, the phase graph.
    public func commands(lines: [String], graph: Bool = false, at origin: CGPoint = CGPoint(x: 6, y: 24), width: CGFloat = 230) -> [DrawCommand] {
        guard !lines.isEmpty else { return [] }
        let text = lines.joined(separator: "\n")
        guard let raster = UIServices.textRasterizer else { return [] }
        let scale = UIServices.screenScale
        let image: CGImage
        if let c = cache[text] { image = c } else {
            guard let i = try? raster.render(text, font: UIFont.systemFont(ofSize: 10), color: .white, maxWidth: width - 12,
                                             alignment: .left, numberOfLines: 0, scale: scale) else { return [] }
            if cache.count > 64 { cache.removeAll() }
            cache[text] = i
            image = i
        }
        let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let graphHeight: CGFloat = graph ? 28 : 0
        let panel = CGSize(width: width, height: size.height + 10 + (graph ? graphHeight + 6 : 0))
        var out: [DrawCommand] = [
            .fill(size: panel, transform: CATransform3DMakeTranslation(origin.x, origin.y, 0),
                  color: CGColor(red: 0, green: 0, blue: 0, alpha: 0.72), cornerRadius: 6, opacity: 1),
            .image(image, size: size, transform: CATransform3DMakeTranslation(origin.x + 6, origin.y + 5, 0), opacity: 1, cornerRadius: 0),
        ]
        if graph {
            out += graphCommands(origin: CGPoint(x: origin.x + 6, y: origin.y + size.height + 10),
                                 size: CGSize(width: width - 12, height: graphHeight))
        }
        return out
    }

    /// Stacked bars, newest on the right, and the 16.7 ms line.
    private func graphCommands(origin: CGPoint, size: CGSize) -> [DrawCommand] {
        var out: [DrawCommand] = []
        let barWidth = size.width / CGFloat(HUDOverlay.graphFrames)
        let perMs = size.height / CGFloat(HUDOverlay.graphRangeMs)
        for (k, t) in history.enumerated() {
            let x = origin.x + CGFloat(HUDOverlay.graphFrames - history.count + k) * barWidth
            var top = origin.y + size.height
            for (i, p) in FramePhase.allCases.enumerated() {
                let h = min(CGFloat(t[p]) * perMs, top - origin.y)
                guard h > 0.05 else { continue }
                top -= h
                out.append(.fill(size: CGSize(width: max(barWidth - 0.5, 0.5), height: h),
                                 transform: CATransform3DMakeTranslation(x, top, 0),
                                 color: HUDOverlay.phaseColors[i], cornerRadius: 0, opacity: 1))
            }
        }
        let lineY = origin.y + size.height - CGFloat(1000.0 / 60) * perMs
        out.append(.fill(size: CGSize(width: size.width, height: 0.5), transform: CATransform3DMakeTranslation(origin.x, lineY, 0),
                         color: CGColor(red: 1, green: 1, blue: 1, alpha: 0.8), cornerRadius: 0, opacity: 1))
        return out
    }
}
