import Foundation
@testable import MotionConstraints

/// A deterministic generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// Uniform in [a, b).
    mutating func uniform(_ a: Double, _ b: Double) -> Double { a + (b - a) * Double(next() >> 11) / Double(1 << 53) }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// A random constraint system and a script of changes, described so that the same system can be
/// built in this solver and in kiwisolver. Required constraints all hold at a hidden point, so the
/// system stays satisfiable; optional ones have random kiwi strengths (`strength::create(a, b, c, w)`
/// with random weights), which makes the optimum unique with probability 1 — so two correct solvers
/// must agree on every variable.
struct RandomSystem {
    struct Term { var variable: Int; var coefficient: Double }
    struct Spec {
        var terms: [Term]
        var constant: Double
        var relation: Int   // -1 <=, 0 ==, 1 >=
        /// kiwi's create(a, b, c, w), or nil for required.
        var strength: (Double, Double, Double, Double)?
    }
    enum Step {
        case solve
        case suggest(edit: Int, value: Double)
        case remove(Int)
        /// The constraint's constant changes (in place here; remove + add a new one in kiwisolver).
        case setConstant(Int, Double)
    }

    var variableCount: Int
    var constraints: [Spec] = []
    var edits: [(variable: Int, strength: (Double, Double, Double, Double))] = []
    var steps: [Step] = []

    init(seed: UInt64, rng: inout SplitMix) {
        variableCount = 3 + rng.int(10)
        let witness = (0..<variableCount).map { _ in rng.uniform(-100, 100) }
        func terms() -> [Term] {
            let n = 1 + rng.int(3)
            return (0..<n).map { _ in Term(variable: rng.int(variableCount), coefficient: Double(rng.int(7) - 3) == 0 ? 1 : Double(rng.int(7) - 3)) }
        }
        // Weak stays at random points, so every variable is determined.
        for v in 0..<variableCount {
            constraints.append(Spec(terms: [Term(variable: v, coefficient: 1)], constant: -rng.uniform(-150, 150), relation: 0,
                                    strength: (0, 0, rng.uniform(0.5, 2), 1)))
        }
        let count = 2 + rng.int(variableCount * 2)
        for _ in 0..<count {
            let t = terms()
            let relation = rng.int(3) - 1
            if rng.int(3) == 0 {
                // Required, holding at the witness (with room for inequalities).
                let atWitness = t.reduce(0.0) { $0 + $1.coefficient * witness[$1.variable] }
                let room = relation == 0 ? 0 : rng.uniform(0, 30)
                let constant = -atWitness + (relation == -1 ? -room : room)
                constraints.append(Spec(terms: t, constant: constant, relation: relation, strength: nil))
            } else {
                let level = rng.int(3)
                let w = rng.uniform(0.2, 3)
                let s: (Double, Double, Double, Double) = level == 0 ? (1, 0, 0, w) : level == 1 ? (0, 1, 0, w) : (0, 0, 1, w)
                constraints.append(Spec(terms: t, constant: rng.uniform(-200, 200), relation: relation, strength: s))
            }
        }
        let editCount = rng.int(3)
        for _ in 0..<editCount {
            edits.append((rng.int(variableCount), (rng.int(2) == 0 ? 1 : 0, 1, 0, rng.uniform(0.5, 2))))
        }
        // Distinct edit variables only.
        var seen = Set<Int>()
        edits = edits.filter { seen.insert($0.variable).inserted }
        steps.append(.solve)
        for _ in 0..<4 {
            if !edits.isEmpty {
                steps.append(.suggest(edit: rng.int(edits.count), value: rng.uniform(-200, 200)))
                steps.append(.solve)
            }
            if constraints.count > variableCount {
                let i = variableCount + rng.int(constraints.count - variableCount)
                let c = constraints[i]
                if c.strength != nil {
                    steps.append(.setConstant(i, rng.uniform(-200, 200)))
                    steps.append(.solve)
                } else if c.relation != 0 {
                    let atWitness = c.terms.reduce(0.0) { $0 + $1.coefficient * witness[$1.variable] }
                    let room = rng.uniform(0, 30)
                    steps.append(.setConstant(i, -atWitness + (c.relation == -1 ? -room : room)))
                    steps.append(.solve)
                }
            }
            if rng.int(2) == 0, constraints.count > variableCount {
                // Never a stay: without it a variable could be left free, and the optimum not unique.
                steps.append(.remove(variableCount + rng.int(constraints.count - variableCount)))
                steps.append(.solve)
            }
        }
    }

    /// The variables' values at every `.solve` step, solved here.
    func solveWithMotionConstraints() throws -> [[Double]] {
        let solver = Solver()
        let vars = (0..<variableCount).map { Variable("v\($0)") }
        var built: [Constraint] = []
        for spec in constraints {
            let e = LinearExpression(spec.terms.map { MotionConstraints.Term(vars[$0.variable], $0.coefficient) }, constant: spec.constant)
            let relation: Constraint.Relation = spec.relation < 0 ? .lessThanOrEqual : spec.relation == 0 ? .equal : .greaterThanOrEqual
            let strength = spec.strength.map { Strength.kiwi($0.0, $0.1, $0.2, $0.3) } ?? .required
            let c = Constraint(e, relation, strength: strength)
            try solver.addConstraint(c)
            built.append(c)
        }
        for e in edits { try solver.addEditVariable(vars[e.variable], strength: .kiwi(e.strength.0, e.strength.1, e.strength.2, e.strength.3)) }
        var removed = Set<Int>()
        var out: [[Double]] = []
        for step in steps {
            switch step {
            case .solve:
                solver.updateVariables()
                out.append(vars.map(\.value))
            case .suggest(let i, let value):
                try solver.suggestValue(vars[edits[i].variable], value)
            case .remove(let i):
                if removed.insert(i).inserted { try solver.removeConstraint(built[i]) }
            case .setConstant(let i, let value):
                try solver.setConstant(value, of: built[i])
            }
        }
        return out
    }

    /// The same system as a JSON object for the kiwisolver script.
    var json: String {
        func num(_ v: Double) -> String { "\(v)" }
        let cs = constraints.map { c -> String in
            let t = c.terms.map { "[\($0.variable),\(num($0.coefficient))]" }.joined(separator: ",")
            let s = c.strength.map { "[\(num($0.0)),\(num($0.1)),\(num($0.2)),\(num($0.3))]" } ?? "null"
            return "{\"terms\":[\(t)],\"constant\":\(num(c.constant)),\"relation\":\(c.relation),\"strength\":\(s)}"
        }.joined(separator: ",")
        let es = edits.map { "[\($0.variable),[\(num($0.strength.0)),\(num($0.strength.1)),\(num($0.strength.2)),\(num($0.strength.3))]]" }
            .joined(separator: ",")
        let st = steps.map { step -> String in
            switch step {
            case .solve: return "[\"solve\"]"
            case .suggest(let i, let v): return "[\"suggest\",\(i),\(num(v))]"
            case .remove(let i): return "[\"remove\",\(i)]"
            case .setConstant(let i, let v): return "[\"constant\",\(i),\(num(v))]"
            }
        }.joined(separator: ",")
        return "{\"variables\":\(variableCount),\"constraints\":[\(cs)],\"edits\":[\(es)],\"steps\":[\(st)]}"
    }
}
