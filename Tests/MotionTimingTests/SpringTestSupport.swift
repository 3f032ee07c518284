import Foundation

/// Independent references for the spring tests: nothing here calls the code under test.
enum SpringReference {
    /// Integrates m·x'' + c·x' + k·(x − target) = 0 with classical RK4 at a fixed small step and
    /// returns (x, v) at each requested time (ascending).
    static func rk4(mass m: Double, stiffness k: Double, damping c: Double, x0: Double, v0: Double,
                    target: Double, times: [Double], step h: Double = 1e-5) -> [(x: Double, v: Double)] {
        func accel(_ x: Double, _ v: Double) -> Double { (-k * (x - target) - c * v) / m }
        var x = x0, v = v0, t = 0.0
        var out: [(x: Double, v: Double)] = []
        for target in times {
            while t < target - 1e-15 {
                let dt = min(h, target - t)
                let k1x = v, k1v = accel(x, v)
                let k2x = v + 0.5 * dt * k1v, k2v = accel(x + 0.5 * dt * k1x, v + 0.5 * dt * k1v)
                let k3x = v + 0.5 * dt * k2v, k3v = accel(x + 0.5 * dt * k2x, v + 0.5 * dt * k2v)
                let k4x = v + dt * k3v, k4v = accel(x + dt * k3x, v + dt * k3v)
                x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += dt
            }
            out.append((x, v))
        }
        return out
    }

    /// Textbook progress-space solutions (x(0) = 0, x'(0) = v0, rest at 1), typed independently
    /// of the implementation's unified form.
    static func progress(mass m: Double, stiffness k: Double, damping c: Double, v0: Double, t: Double) -> Double {
        let w0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        if abs(zeta - 1) < 1e-12 {
            return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        } else {
            let s = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - s), r2 = -w0 * (zeta + s)
            // C1 + C2 = −1, r1·C1 + r2·C2 = v0
            let c1 = (v0 + r2) / (r1 - r2)
            let c2 = -1 - c1
            return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }
}
