import Foundation
import UIKit

/// The view `motionlab bench draw` redraws: a full-window `draw(_:)` of a diagonal two-stop gradient
/// over the bounds and 200 antialiased stroked arcs (seeded: centres anywhere, radii 8…120 points,
/// line widths 1…6, sweeps 0.3…5.8 radians, half with round caps, colours translucent), as a custom
/// progress or chart view draws every frame.
final class DrawBenchmarkView: UIView {
    struct Arc { var center: CGPoint; var radius, width, start, sweep: CGFloat; var round: Bool; var color: CGColor }
    static let arcCount = 200
    let arcs: [Arc]
    /// Turns every arc a little each frame, so no frame repeats the last.
    var phase: CGFloat = 0
    private let gradient: CGGradient

    override init(frame: CGRect) {
        var r = BenchInputs(seed: 0xD4A3_2026)
        func v(_ lo: Double, _ hi: Double) -> CGFloat { CGFloat(lo + (hi - lo) * r.next()) }
        var list: [Arc] = []
        for _ in 0..<Self.arcCount {
            list.append(Arc(center: CGPoint(x: v(0, Double(frame.width)), y: v(0, Double(frame.height))),
                            radius: v(8, 120), width: v(1, 6), start: v(0, 2 * .pi), sweep: v(0.3, 5.8),
                            round: r.next() < 0.5,
                            color: CGColor(red: v(0, 1), green: v(0, 1), blue: v(0, 1), alpha: v(0.5, 1))))
        }
        arcs = list
        gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                              colors: [CGColor(red: 0.1, green: 0.12, blue: 0.3, alpha: 1), CGColor(red: 0.9, green: 0.5, blue: 0.3, alpha: 1)] as CFArray,
                              locations: nil)!
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: bounds.width, y: bounds.height), options: [])
        for a in arcs {
            ctx.setStrokeColor(a.color)
            ctx.setLineWidth(a.width)
            ctx.setLineCap(a.round ? .round : .butt)
            let start = a.start + phase
            ctx.addArc(center: a.center, radius: a.radius, startAngle: start, endAngle: start + a.sweep, clockwise: false)
            ctx.strokePath()
        }
    }
}

/// Times `DrawBenchmarkView`'s redraws: `setNeedsDisplay()` then the display step, i.e. `draw(_:)` into a
/// fresh backing store and the image the layer shows.
struct DrawBenchmark {
    var runs: Int
    var frames: Int

    struct Figures {
        /// Wall ms per redraw (large calls are painted on two threads at once).
        var drawMs: Double
        /// CPU ms per redraw, all of the process's threads.
        var drawCPUMs: Double
        /// Wall ms inside `draw(_:)` and painting what it drew (without the backing store's image).
        var strokeMs: Double
    }

    /// Medians over `runs` runs of `frames` redraws each.
    func measure(size: CGSize = CGSize(width: 320, height: 568), scale: CGFloat = 2) -> Figures {
        let context = AnimationContext()
        return context.perform {
            UIServices.screenScale = scale
            let view = DrawBenchmarkView(frame: CGRect(origin: .zero, size: size))
            view.layer.displayIfNeeded()
            var walls: [Double] = [], cpus: [Double] = [], inside: [Double] = []
            for _ in 0..<runs {
                let cpu0 = DrawBenchmark.processCPUNanoseconds()
                let wall = BenchClock.measureWall {
                    for _ in 0..<frames {
                        view.phase += 0.01
                        view.setNeedsDisplay()
                        view.layer.displayIfNeeded()
                    }
                }
                let cpu = DrawBenchmark.processCPUNanoseconds() - cpu0
                // The drawing alone: the same frames into a backing store, painted, without making the image.
                let drawNs = BenchClock.measureWall {
                    for _ in 0..<frames {
                        view.phase += 0.01
                        guard let ctx = view.layer.makeBackingStore() else { continue }
                        UIGraphicsPushContext(ctx)
                        view.draw(view.bounds)
                        UIGraphicsPopContext()
                        // A context records drawing calls and paints them when first read: reading
                        // whether it drew paints them (without making the image).
                        _ = ctx.hasDrawn
                    }
                }
                walls.append(wall / Double(frames) / 1e6)
                cpus.append(cpu / Double(frames) / 1e6)
                inside.append(drawNs / Double(frames) / 1e6)
            }
            return Figures(drawMs: median(walls), drawCPUMs: median(cpus), strokeMs: median(inside))
        }
    }

    /// CPU nanoseconds the whole process has used (all threads).
    static func processCPUNanoseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1e9 + Double(ts.tv_nsec)
    }
}
