import CBaseline
import Foundation
import MotionAnimation
import MotionLayers
import MotionTiming

/// The kernels behind `motionlab bench core`. Each returns its median over `runs` and folds every
/// computed value into `sink`, so the optimiser cannot drop the work it is timing.
struct CoreBenchmarks {
    /// Timing runs per figure (the median is reported).
    var runs: Int
    /// Evaluations per run for the per-evaluation figures.
    var evaluations: Int
    /// Measured frames for the layer-tree figure (after `warmupFrames`).
    var frames: Int
    var warmupFrames = 10
    /// Sum of everything computed; read once at the end (see `BenchCoreCommand`).
    var sink = 0.0

    /// Control points (x1, y1, x2, y2): Apple's named curves, CSS/Penner-style overshoots
    /// (easeInOutBack, easeOutBack) and steep ones, so Newton and bisection both get exercised.
    static let bezierCurves: [(Double, Double, Double, Double)] = [
        (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1),
        (0.68, -0.55, 0.265, 1.55), (0.175, 0.885, 0.32, 1.275), (0.6, 0.04, 0.98, 0.335), (0.05, 0.7, 0.1, 1),
    ]
    /// Input count: a power of two so `i & (inputCount − 1)` indexes the inputs.
    static let inputCount = 4096

    // MARK: Bézier (Swift vs C, same inputs)

    /// Progress values in [0, 1], the same for the Swift and C runs.
    private static func bezierInputs() -> [Double] {
        var r = BenchInputs(seed: 0x5EED_B321)
        return (0..<inputCount).map { _ in r.next() }
    }

    /// (Swift ns, C ns) per `UnitBezier.solve` / `cbaseline_bezier_solve` with ε = 1e-7, interleaving
    /// the two languages run by run so both see the same machine conditions.
    mutating func bezier() -> (swiftNs: Double, cNs: Double) {
        let xs = Self.bezierInputs()
        let swiftCurves = Self.bezierCurves.map { UnitBezier(p1x: $0.0, p1y: $0.1, p2x: $0.2, p2y: $0.3) }
        let cCurves = Self.bezierCurves.map { cbaseline_bezier_make($0.0, $0.1, $0.2, $0.3) }
        let n = evaluations, mask = Self.inputCount - 1, curveMask = Self.bezierCurves.count - 1
        precondition(Self.bezierCurves.count & curveMask == 0, "curve count must be a power of two")
        var swiftTimes: [Double] = [], cTimes: [Double] = []
        var total = 0.0
        xs.withUnsafeBufferPointer { x in
            swiftCurves.withUnsafeBufferPointer { s in
                cCurves.withUnsafeBufferPointer { c in
                    for _ in 0..<runs {
                        swiftTimes.append(BenchClock.measure {
                            var acc = 0.0
                            for i in 0..<n { acc += s[i & curveMask].solve(x[i & mask], epsilon: 1e-7) }
                            total += acc
                        })
                        cTimes.append(BenchClock.measure {
                            var acc = 0.0
                            for i in 0..<n { acc += cbaseline_bezier_solve(c.baseAddress! + (i & curveMask), x[i & mask], 1e-7) }
                            total += acc
                        })
                    }
                }
            }
        }
        sink += total
        return (median(swiftTimes) / Double(n), median(cTimes) / Double(n))
    }

    /// The largest |Swift − C| over the benchmark's inputs: both solve to 1e-7 in x, so a difference
    /// beyond ~1e-6 means the two are not doing the same evaluation.
    static func bezierDisagreement() -> Double {
        var worst = 0.0
        for p in bezierCurves {
            let s = UnitBezier(p1x: p.0, p1y: p.1, p2x: p.2, p2y: p.3)
            var c = cbaseline_bezier_make(p.0, p.1, p.2, p.3)
            for x in bezierInputs() { worst = max(worst, abs(s.solve(x) - cbaseline_bezier_solve(&c, x, 1e-7))) }
        }
        return worst
    }

    // MARK: Spring

    /// ns per `SpringSimulation.value(at:)` over under-, critically and over-damped springs at
    /// times in [0, 2) s.
    mutating func spring() -> Double {
        let springs = [
            SpringSimulation(mass: 1, stiffness: 100, damping: 10),
            SpringSimulation(mass: 1, stiffness: 100, damping: 20),  // critical
            SpringSimulation(mass: 1, stiffness: 100, damping: 40, allowsOverdamping: true),
            SpringSimulation(mass: 2, stiffness: 300, damping: 15, initialVelocity: -3),
            SpringSimulation(mass: 0.5, stiffness: 500, damping: 5, initialVelocity: 10),
            SpringSimulation(mass: 5, stiffness: 300, damping: 30),
            SpringSimulation(mass: 1, stiffness: 200, damping: 40),  // clamped to critical
            SpringSimulation(mass: 3, stiffness: 50, damping: 40, initialVelocity: 2, allowsOverdamping: true),
        ]
        var r = BenchInputs(seed: 0x5EED_5921)
        let ts = (0..<Self.inputCount).map { _ in 2 * r.next() }
        let n = evaluations, mask = Self.inputCount - 1, springMask = springs.count - 1
        var times: [Double] = []
        var total = 0.0
        ts.withUnsafeBufferPointer { t in
            springs.withUnsafeBufferPointer { s in
                for _ in 0..<runs {
                    times.append(BenchClock.measure {
                        var acc = 0.0
                        for i in 0..<n { acc += s[i & springMask].value(at: t[i & mask]) }
                        total += acc
                    })
                }
            }
        }
        sink += total
        return median(times) / Double(n)
    }

    // MARK: Layer tree

    /// A root layer with `count` sublayers, each running a `CASpringAnimation` on `position` and a
    /// repeating `CAKeyframeAnimation` on `transform.scale` (four values, three timing functions),
    /// with parameters varied per layer. Built with actions disabled, so no implicit animations.
    static func makeTree(count: Int) -> (root: CALayer, layers: [CALayer]) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        var animations = StressAnimations(seed: 0x5EED_7233)
        var layers: [CALayer] = []
        layers.reserveCapacity(count)
        for i in 0..<count {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
            let start = CGPoint(x: Double(i % 100) * 10, y: Double(i / 100) * 10)
            layer.position = start
            root.addSublayer(layer)
            let from = CGPoint(x: start.x - 50 * animations.next(), y: start.y - 50 * animations.next())
            animations.add(to: layer, from: from, to: start)
            layers.append(layer)
        }
        return (root, layers)
    }

    /// Median ms to evaluate the presentation values of every layer in a `count`-layer tree at one
    /// frame time, over successive 60 Hz frames. The shared media clock advances each frame, as a
    /// host would drive it; the root's time is converted once per frame, and every sublayer has
    /// identity timing, so that time is each sublayer's local time.
    mutating func tree(count: Int) -> Double {
        let (root, layers) = Self.makeTree(count: count)
        let clock = MediaClock.shared
        let start = clock.now
        var times: [Double] = []
        var total = 0.0
        var values: [LayerProperties] = []
        for frame in 0..<(warmupFrames + frames) {
            clock.advance(to: start + Double(frame + 1) / 60)
            let elapsed = BenchClock.measureWall {
                let t = root.convertTime(CACurrentMediaTime(), from: nil)
                PresentationEvaluation.evaluate(layers, atLocalTime: t, into: &values)
            }
            var acc = 0.0
            for p in values { acc += Double(p.position.x) + Double(p.position.y) + Double(p.transform.m11) }
            total += acc
            if frame >= warmupFrames { times.append(elapsed) }
        }
        sink += total
        return median(times) / 1e6
    }
}
