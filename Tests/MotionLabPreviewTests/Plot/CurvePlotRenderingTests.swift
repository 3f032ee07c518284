import XCTest
import MotionHost
@testable import MotionLabPreview

/// A plot drawn through the draw list into SDL's offscreen target: curves land where the axes say,
/// the y range shows overshoot, and the PNG is written whole or not at all.
final class CurvePlotRenderingTests: XCTestCase {
    /// Where test plots are kept for looking at: $MOTIONLAB_PLOT_DIR, else a temporary folder of this
    /// process (two test runs at once do not write the same files).
    static var outputDirectory: String {
        let dir = ProcessInfo.processInfo.environment["MOTIONLAB_PLOT_DIR"]
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("motionlab-plots-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    func testCurvePixelsLieOnTheMappedCurve() throws {
        // The exact spring of the CLI's example and a sine reference, checked where the mapping puts them.
        let spring = SpringSimulation(mass: 1, stiffness: 100, damping: 10)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let curve = PlottedCurve.sampling("spring", color: red, domain: 0...1.5) { spring.value(at: $0) }
        let plot = CurvePlot(title: "test", curves: [curve])
        let renderer = CurvePlotRenderer()
        let target = try PlotPNG.render(plot, scale: 2, renderer: renderer)
        let image = target.snapshot()
        let map = try XCTUnwrap(renderer.lastMapping)
        for t in stride(from: 0.05, through: 1.45, by: 0.1) {
            let px = Int((map.x(t) * 2).rounded(.down)), py = Int((map.y(spring.value(at: t)) * 2).rounded(.down))
            // The 2 pt (4 px) stroke covers the pixel on the curve, or its neighbour where the curve is steep.
            let hit = (-1...1).contains { dy in
                let p = image.pixel(x: px, y: py + dy)
                return p.r > 200 && p.g < 90 && p.b < 90
            }
            XCTAssertTrue(hit, "no curve pixel at t = \(t)")
        }
        // Overshoot (peak 1.163) is inside the y range, with a margin.
        XCTAssertGreaterThan(plot.yRange.upperBound, 1.163 + 0.05)
        XCTAssertLessThan(plot.yRange.lowerBound, 0)
    }

    func testPeakInTheSubtitleIsTheAnalyticFirstMaximum() throws {
        // From rest, an under-damped spring peaks at t = π/ω_d with 1 + e^(−απ/ω_d).
        for (k, c) in [(200.0, 0.5), (100, 10), (300, 10), (50, 4)] {
            let spring = SpringSimulation(mass: 1, stiffness: k, damping: c)
            let alpha = c / 2, wd = (k - alpha * alpha).squareRoot()
            let peak = try XCTUnwrap(CurveFigure.peak(spring))
            XCTAssertEqual(peak.time, Double.pi / wd, accuracy: 1e-6, "k = \(k), c = \(c)")
            XCTAssertEqual(peak.value, 1 + exp(-alpha * Double.pi / wd), accuracy: 1e-9, "k = \(k), c = \(c)")
        }
    }

    func testWritesThePNGAndLeavesNothingOnFailure() throws {
        let dir = Self.outputDirectory
        let path = (dir as NSString).appendingPathComponent("test-bezier.png")
        try PlotPNG.write(CurveFigure.bezier(0.68, -0.55, 0.265, 1.55, samples: 11), to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Overwriting goes through a temporary file too; nothing but the PNG is left.
        try PlotPNG.write(CurveFigure.named("easeIn", samples: 5), to: path)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [])

        let missing = (dir as NSString).appendingPathComponent("no-such-folder/x.png")
        XCTAssertThrowsError(try PlotPNG.write(CurveFigure.named("easeIn", samples: 5), to: missing)) { error in
            XCTAssertEqual("\(error)", "cannot write \(missing): No such file or directory")
        }
        XCTAssertThrowsError(try PlotPNG.write(CurveFigure.named("easeIn", samples: 5), to: dir)) {
            XCTAssertEqual("\($0)", "cannot write \(dir): Is a directory")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing))
    }

    func testEveryCurveFigureRenders() throws {
        let dir = Self.outputDirectory
        let figures: [(String, CurvePlot)] = [
            ("bezier", CurveFigure.bezier(0.68, -0.55, 0.265, 1.55, samples: 11)),
            ("named", CurveFigure.named("easeInEaseOut", samples: 21)),
            ("easing", CurveFigure.easing("easeOutBounce", .easeOutBounce, samples: 101)),
            ("spring", CurveFigure.spring(mass: 1, stiffness: 100, damping: 10, velocity: 0, allowsOverdamping: false,
                                          fps: 60, lastFrame: 90)),
            ("uikit-spring", CurveFigure.uikitSpring(duration: 2.1, dampingRatio: 0.6, velocity: 0,
                                                     parameters: try UIKitSpring.parameters(duration: 2.1, dampingRatio: 0.6, initialVelocity: 0),
                                                     fps: 60, lastFrame: 126)),
            ("jnw-spring", CurveFigure.jnwSpring(mass: 1, stiffness: 16, damping: 16)),
        ]
        for (name, plot) in figures {
            let path = (dir as NSString).appendingPathComponent("figure-\(name).png")
            try PlotPNG.write(plot, to: path)
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), name)
        }
        // A spring's settle mark is SpringSimulation's settling time at its default tolerance.
        let spring = figures[3].1.curves[0]
        XCTAssertEqual(spring.settle?.time, SpringSimulation(mass: 1, stiffness: 100, damping: 10).settlingDuration(tolerance: 1e-3))
        XCTAssertEqual(spring.settle?.rule, "|x − 1| ≤ 0.001 for good")
        XCTAssertEqual(spring.dots.count, 91)
    }
}
