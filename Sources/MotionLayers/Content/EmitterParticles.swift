import Foundation
import MotionGeometry
import MotionTiming

/// A cell's values as read when the cells were assigned.
struct EmitterCellValues {
    let source: CAEmitterCell
    let enabled: Bool
    let birthRate, lifetime, lifetimeRange: Double
    let longitude, range, velocity, velocityRange, ax, ay: Double
    let scale, scaleRange, scaleSpeed, spin, spinRange: Double
    let color: (Double, Double, Double, Double)
    let colorRange: (Double, Double, Double, Double)
    let colorSpeed: (Double, Double, Double, Double)
    let image: CGImage?
    let contentsScale: Double
    /// The cell's clock rate (≥ 0) and when it emits, in the emitter layer's local time: [start, end).
    let speed: Double
    let activeStart: Double, activeEnd: Double

    init(_ c: CAEmitterCell) {
        func f(_ v: Float) -> Double { v.isFinite ? Double(v) : 0 }
        func g(_ v: CGFloat) -> Double { v.isFinite ? Double(v) : 0 }
        source = c
        enabled = c.isEnabled
        birthRate = max(0, f(c.birthRate)); lifetime = max(0, f(c.lifetime)); lifetimeRange = abs(f(c.lifetimeRange))
        longitude = g(c.emissionLongitude); range = g(c.emissionRange)
        velocity = g(c.velocity); velocityRange = g(c.velocityRange); ax = g(c.xAcceleration); ay = g(c.yAcceleration)
        scale = g(c.scale); scaleRange = g(c.scaleRange); scaleSpeed = g(c.scaleSpeed)
        spin = g(c.spin); spinRange = g(c.spinRange)
        let k = c.color ?? .white
        color = (Double(k.red), Double(k.green), Double(k.blue), Double(k.alpha))
        colorRange = (f(c.redRange), f(c.greenRange), f(c.blueRange), f(c.alphaRange))
        colorSpeed = (f(c.redSpeed), f(c.greenSpeed), f(c.blueSpeed), f(c.alphaSpeed))
        image = c.image
        contentsScale = c.contentsScale.isFinite && c.contentsScale > 0 ? Double(c.contentsScale) : 1
        // CAMediaTiming: cell time τ = (t − beginTime)·speed + timeOffset; emission while 0 ≤ τ < active.
        speed = max(0, f(c.speed))
        let duration = c.duration.isFinite ? max(0, c.duration) : 0
        let passes = c.repeatCount.isNaN ? 1 : (c.repeatCount > 0 ? Double(c.repeatCount) : 1)
        var active = duration == 0 ? Double.infinity : duration * passes * (c.autoreverses ? 2 : 1)
        if c.repeatDuration.isFinite, c.repeatDuration > 0, duration > 0 { active = c.repeatDuration * (c.autoreverses ? 2 : 1) }
        let begin = c.beginTime.isFinite ? c.beginTime : 0
        let offset = c.timeOffset.isFinite ? c.timeOffset : 0
        if speed > 0 {
            activeStart = begin - offset / speed
            activeEnd = active.isInfinite ? .infinity : begin + (active - offset) / speed
        } else {
            activeStart = 0
            activeEnd = 0
        }
    }
}

/// One particle to draw: centre, size (points, already scaled), rotation, colour (multiplies the image).
public struct EmitterParticle: Equatable {
    public var cellIndex: Int
    public var position: CGPoint
    public var size: CGSize
    public var rotation: CGFloat
    public var color: CGColor
    public var image: CGImage

    public static func == (a: EmitterParticle, b: EmitterParticle) -> Bool {
        a.cellIndex == b.cellIndex && a.position == b.position && a.size == b.size && a.rotation == b.rotation
            && a.color == b.color && a.image === b.image
    }
}

/// The particle system's evaluation (see `CAEmitterLayer`).
enum EmitterParticles {
    struct Emitter {
        let cells: [EmitterCellValues]
        let history: [(CFTimeInterval, Float)]
        let position: CGPoint, size: CGSize
        let shape: CAEmitterLayerEmitterShape, mode: CAEmitterLayerEmitterMode
        let lifetime, velocity, scale, spin: Double
        let seed: UInt32

        init(layer l: CAEmitterLayer) {
            func f(_ v: Float) -> Double { v.isFinite ? max(Double(v), 0) : 0 }
            cells = l.cells; history = l.rateHistory
            position = l.emitterPosition; size = l.emitterSize; shape = l.emitterShape; mode = l.emitterMode
            lifetime = f(l.lifetime); velocity = l.velocity.isFinite ? Double(l.velocity) : 0
            scale = l.scale.isFinite ? Double(l.scale) : 1; spin = l.spin.isFinite ? Double(l.spin) : 0
            seed = l.seed
        }
    }

    /// Layer-rate-weighted time emitted from the start of emission to `t` (∫ layer birth rate dτ),
    /// counting only the layer times inside `window` (a cell's active duration).
    static func emittedTime(_ history: [(CFTimeInterval, Float)], to t: Double,
                            within window: (Double, Double) = (-.infinity, .infinity)) -> Double {
        var total = 0.0
        for (i, (start, rate)) in history.enumerated() where start < t {
            let end = i + 1 < history.count ? min(history[i + 1].0, t) : t
            let a = max(start, window.0), b = min(end, window.1)
            if b > a { total += Double(rate) * (b - a) }
        }
        return total
    }

    /// The time at which the emitted time reaches `e` (the inverse of `emittedTime`), nil if never by `t`.
    static func time(atEmitted e: Double, _ history: [(CFTimeInterval, Float)], before t: Double,
                     within window: (Double, Double) = (-.infinity, .infinity)) -> Double? {
        var total = 0.0
        for (i, (start, rate)) in history.enumerated() where start < t {
            let end = i + 1 < history.count ? min(history[i + 1].0, t) : t
            let a = max(start, window.0), b = min(end, window.1)
            let r = Double(rate)
            if b > a, r > 0 {
                if total + r * (b - a) >= e { return a + (e - total) / r }
                total += r * (b - a)
            }
        }
        return nil
    }

    static func evaluate(_ e: Emitter, at t: Double) -> [EmitterParticle] {
        guard !e.history.isEmpty, t.isFinite else { return [] }
        var out: [EmitterParticle] = []
        for (ci, c) in e.cells.enumerated() where c.enabled && c.birthRate > 0 && c.image != nil && c.speed > 0 {
            // Cell time passes at `speed`: births per layer second are birthRate × speed, ages scale too.
            let window = (c.activeStart, c.activeEnd)
            let emitted = c.speed * emittedTime(e.history, to: t, within: window)
            let maxLife = (c.lifetime + c.lifetimeRange) * e.lifetime
            guard maxLife > 0, maxLife.isFinite else { continue }
            // Births so far, and the first that may still live (born within the longest life).
            // Particle k is born when the births reach k, the first at the start: k ≤ rate · emitted.
            let born = Int(min(c.birthRate * emitted + 1e-9, 1e12).rounded(.down)) + 1
            let firstCandidate: Int
            let oldest = t - maxLife / c.speed
            if let start = e.history.first?.0, oldest > start {
                firstCandidate = Int(min(c.birthRate * c.speed * emittedTime(e.history, to: oldest, within: window), 1e12).rounded(.down))
            } else {
                firstCandidate = 0
            }
            let lo = max(firstCandidate, born - CAEmitterLayer.maximumParticlesPerCell)
            guard lo < born else { continue }
            for k in lo..<born {
                guard let birth = time(atEmitted: Double(k) / (c.birthRate * c.speed), e.history, before: t + 1e-12,
                                       within: window), birth < c.activeEnd else { continue }
                var rng = ParticleRandom(seed: e.seed, cell: ci, particle: k)
                let life = max(0, (c.lifetime + c.lifetimeRange * rng.signed()) * e.lifetime)
                let age = (t - birth) * c.speed
                guard age >= 0, age < life else { continue }
                if let p = particle(c, ci, e, &rng, age: age) { out.append(p) }
            }
        }
        return out
    }

    private static func particle(_ c: EmitterCellValues, _ ci: Int, _ e: Emitter, _ rng: inout ParticleRandom, age: Double) -> EmitterParticle? {
        guard let image = c.image else { return nil }
        let origin = startPoint(e, &rng)
        let angle = c.longitude + c.range * 0.5 * rng.signed()
        let speed = (c.velocity + c.velocityRange * rng.signed()) * e.velocity
        let x = Double(origin.x) + speed * cos(angle) * age + 0.5 * c.ax * age * age
        let y = Double(origin.y) + speed * sin(angle) * age + 0.5 * c.ay * age * age
        let s = max(0, (c.scale + c.scaleRange * rng.signed() + c.scaleSpeed * age) * e.scale)
        let rotation = (c.spin + c.spinRange * rng.signed()) * e.spin * age
        func channel(_ base: Double, _ range: Double, _ speed: Double, _ u: Double) -> CGFloat {
            CGFloat(min(max(base + range * u + speed * age, 0), 1))
        }
        let color = CGColor(red: channel(c.color.0, c.colorRange.0, c.colorSpeed.0, rng.signed()),
                            green: channel(c.color.1, c.colorRange.1, c.colorSpeed.1, rng.signed()),
                            blue: channel(c.color.2, c.colorRange.2, c.colorSpeed.2, rng.signed()),
                            alpha: channel(c.color.3, c.colorRange.3, c.colorSpeed.3, rng.signed()))
        let w = Double(image.width) / c.contentsScale * s, h = Double(image.height) / c.contentsScale * s
        guard x.isFinite, y.isFinite, w.isFinite, h.isFinite, rotation.isFinite, w > 0, h > 0, color.alpha > 0 else { return nil }
        return EmitterParticle(cellIndex: ci, position: CGPoint(x: x, y: y), size: CGSize(width: w, height: h),
                               rotation: CGFloat(rotation), color: color, image: image)
    }

    /// Where a particle starts, in the layer's coordinates: on or in the emitter's shape by the mode.
    private static func startPoint(_ e: Emitter, _ rng: inout ParticleRandom) -> CGPoint {
        let c = e.position, w = Double(e.size.width), h = Double(e.size.height)
        let u = rng.signed(), v = rng.signed(), a = rng.unit()
        switch e.shape {
        case .line:
            return CGPoint(x: Double(c.x) + u * w / 2, y: Double(c.y))
        case .rectangle, .cuboid:
            if e.mode == .outline {
                // A point on the perimeter, chosen by length along it.
                let perimeter = 2 * (w + h)
                guard perimeter > 0 else { return c }
                var d = a * perimeter
                let x0 = Double(c.x) - w / 2, y0 = Double(c.y) - h / 2
                if d < w { return CGPoint(x: x0 + d, y: y0) }; d -= w
                if d < h { return CGPoint(x: x0 + w, y: y0 + d) }; d -= h
                if d < w { return CGPoint(x: x0 + w - d, y: y0 + h) }; d -= w
                return CGPoint(x: x0, y: y0 + h - d)
            }
            if e.mode == .points { return c }
            return CGPoint(x: Double(c.x) + u * w / 2, y: Double(c.y) + v * h / 2)
        case .circle, .sphere:
            let r = w / 2, theta = a * 2 * .pi
            let rho = e.mode == .outline ? r : (e.mode == .points ? 0 : r * (v * 0.5 + 0.5).squareRoot())
            return CGPoint(x: Double(c.x) + rho * cos(theta), y: Double(c.y) + rho * sin(theta))
        default:
            return c
        }
    }
}

/// Deterministic per-particle random numbers: SplitMix64 seeded by (seed, cell, particle).
struct ParticleRandom {
    private var state: UInt64

    init(seed: UInt32, cell: Int, particle: Int) {
        state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: cell) &* 0xBF58_476D_1CE4_E5B9
            ^ UInt64(truncatingIfNeeded: particle) &* 0x94D0_49BB_1331_11EB
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    /// Uniform in [−1, 1).
    mutating func signed() -> Double { unit() * 2 - 1 }
}
