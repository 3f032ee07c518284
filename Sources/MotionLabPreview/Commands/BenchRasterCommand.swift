import ArgumentParser
import Foundation
import MotionOutput
import MotionGeometry
import MotionAnimation
import MotionRender

/// `motionlab bench raster`: how long shape and gradient layers take to rasterise on the CPU (what
/// an animating `strokeEnd` or `colors` costs per frame; unchanged content is cached). Prints one
/// JSON object:
///
///     {"spinner_60pt_2x_us": …, "checkmark_2x_us": …, "dashed_rect_2x_us": …, "star_fill_2x_us": …,
///      "gradient_screen_2x_ms": …}
///
/// - `spinner_60pt_2x_us`: µs per raster of a 60-pt ring (radius 27, line width 4, round caps)
///   at @2x, its strokeEnd different every time (nothing cached), 120 × 120 pixels.
/// - `checkmark_2x_us`: a 7-pt checkmark with round caps and joins at @2x, strokeEnd varying.
/// - `dashed_rect_2x_us`: a 300 × 200-pt rounded rect stroked with [8, 5] dashes, phase varying.
/// - `star_fill_2x_us`: an even-odd filled and stroked 140-pt star.
/// - `gradient_screen_2x_ms`: ms per diagonal three-stop gradient over 375 × 667 pt at @2x (a full
///   image; vertical or horizontal gradients are 1-pixel strips and cost almost nothing).
/// Medians of CPU time on the benchmarking thread.
struct BenchRasterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "raster",
        abstract: "Shape and gradient rasterisation speed, as one JSON object."
    )

    // Bounded like every other bench option (a default run is about 3,000 rasterisations per figure):
    // 2,000,000,000 iterations would run for hours.
    @Option(parsing: .unconditional, help: "Timing runs per figure (1…1000); the median is reported.",
            transform: ArgumentCheck.wholeNumber(in: 1...1000))
    var runs = 15
    @Option(parsing: .unconditional, help: "Rasterisations per run for the shape figures (1…100000).",
            transform: ArgumentCheck.wholeNumber(in: 1...100_000))
    var iterations = 200

    func run() throws {
        var sink = 0
        func perRaster(_ shape: ShapeContent, vary: (inout ShapeContent, Int) -> Void) -> Double {
            var times: [Double] = []
            var s = shape
            for _ in 0..<runs {
                times.append(BenchClock.measure {
                    for i in 0..<iterations {
                        vary(&s, i)
                        sink &+= ShapeRasterizer.rasterize(s, scale: 2)?.image.width ?? 0
                    }
                } / Double(iterations))
            }
            return median(times) / 1000
        }
        let white = CGColor.white

        var spinner = ShapeContent()
        let ring = CGMutablePath()
        ring.addArc(center: CGPoint(x: 30, y: 30), radius: 27, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        spinner.path = ring; spinner.fillColor = nil; spinner.strokeColor = white; spinner.lineWidth = 4; spinner.lineCap = .round
        let spinnerUs = perRaster(spinner) { s, i in s.strokeEnd = 0.05 + 0.9 * CGFloat(i % 97) / 97 }

        var check = ShapeContent()
        let tick = CGMutablePath()
        tick.addLines(between: [CGPoint(x: 10, y: 32), CGPoint(x: 25, y: 47), CGPoint(x: 52, y: 14)])
        check.path = tick; check.fillColor = nil; check.strokeColor = white; check.lineWidth = 7
        check.lineCap = .round; check.lineJoin = .round
        let checkUs = perRaster(check) { s, i in s.strokeEnd = 0.1 + 0.9 * CGFloat(i % 89) / 89 }

        var dashed = ShapeContent()
        dashed.path = CGPath(roundedRect: CGRect(x: 2, y: 2, width: 300, height: 200), cornerWidth: 12, cornerHeight: 12)
        dashed.fillColor = nil; dashed.strokeColor = white; dashed.lineWidth = 2; dashed.lineDashPattern = [8, 5]
        let dashedUs = perRaster(dashed) { s, i in s.lineDashPhase = CGFloat(i % 13) }

        var star = ShapeContent()
        let starPath = CGMutablePath()
        starPath.addLines(between: (0..<5).map { k in
            let a = -Double.pi / 2 + Double(k) * 4 * .pi / 5
            return CGPoint(x: 70 + 68 * cos(a), y: 70 + 68 * sin(a))
        })
        starPath.closeSubpath()
        star.path = starPath; star.fillRule = .evenOdd; star.strokeColor = white; star.lineWidth = 2
        let starUs = perRaster(star) { s, i in s.fillColor = CGColor(red: CGFloat(i % 7) / 7, green: 0.5, blue: 0, alpha: 1) }

        var gradient = GradientContent()
        gradient.startPoint = .zero; gradient.endPoint = CGPoint(x: 1, y: 1)
        var gradientTimes: [Double] = []
        for r in 0..<runs {
            gradient.colors = [CGColor(red: CGFloat(r % 5) / 5, green: 0.2, blue: 0.4, alpha: 1), white, CGColor(gray: 0, alpha: 1)]
            gradientTimes.append(BenchClock.measure {
                sink &+= GradientRasterizer.rasterize(gradient, pixelWidth: 750, pixelHeight: 1334)?.width ?? 0
            })
        }
        let gradientMs = median(gradientTimes) / 1e6
        if sink == 0 { StandardError.write("warning: nothing was rasterised") }

        let fields: [(String, Double)] = [
            ("spinner_60pt_2x_us", spinnerUs), ("checkmark_2x_us", checkUs), ("dashed_rect_2x_us", dashedUs),
            ("star_fill_2x_us", starUs), ("gradient_screen_2x_ms", gradientMs),
        ]
        try StandardOutput.write("{" + fields.map { "\"\($0.0)\": \(String(format: "%.3f", $0.1))" }.joined(separator: ", ")
                                 + BenchBuild.marker + "}\n")
    }
}
