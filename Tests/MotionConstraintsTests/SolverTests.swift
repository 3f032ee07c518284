import XCTest
@testable import MotionConstraints

/// The solver on systems solved by hand: required equalities and inequalities, strengths competing,
/// edit variables, constant and strength changes in place, removal, conflicts.
final class SolverTests: XCTestCase {
    func testRequiredEqualitiesChain() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try s.addConstraint(Constraint(x + y, .equal, LinearExpression(constant: 10)))
        try s.addConstraint(Constraint(LinearExpression(y), .equal, z + 3))
        try s.addConstraint(Constraint(LinearExpression(z), .equal, LinearExpression(constant: 1)))
        s.updateVariables()
        XCTAssertEqual(z.value, 1, accuracy: 1e-12)
        XCTAssertEqual(y.value, 4, accuracy: 1e-12)
        XCTAssertEqual(x.value, 6, accuracy: 1e-12)
    }

    func testInequalityAgainstWeakPreference() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(constant: 100)))
        try s.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 10), strength: .weak))
        s.updateVariables()
        XCTAssertEqual(x.value, 100, accuracy: 1e-12)
        try s.addConstraint(Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(constant: 300)))
        try s.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 500), strength: .strong))
        s.updateVariables()
        XCTAssertEqual(x.value, 300, accuracy: 1e-12)
    }

    /// kiwi's single weighted sum: 1,001 weak preferences outweigh one medium (10³ × 1 < 1,001 × 1).
    func testKiwiStrengthsAddUpWithinTheirLevel() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 0), strength: .medium))
        for _ in 0..<1001 { try s.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 10), strength: .weak)) }
        s.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
    }

    /// UIKit priorities are levels: 2,000 constraints at 250 never outweigh one at 251.
    func testPriorityLevelsNeverOutweighedByCount() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 0), strength: .priority(251)))
        for _ in 0..<2000 { try s.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 10), strength: .priority(250))) }
        // A lower level still decides what the higher ones leave open.
        try s.addConstraint(Constraint(LinearExpression(y), .greaterThanOrEqual, x + 5, strength: .priority(1)))
        s.updateVariables()
        XCTAssertEqual(x.value, 0, accuracy: 1e-9)
        XCTAssertEqual(y.value, 5, accuracy: 1e-9)
        XCTAssertEqual(s.statistics.levels, 3)
    }

    func testEditVariableSuggestions() throws {
        let s = Solver()
        let w = Variable("w"), left = Variable("left"), width = Variable("width")
        try s.addEditVariable(w, strength: .strong)
        try s.addConstraint(Constraint(LinearExpression(left), .equal, LinearExpression(constant: 8)))
        try s.addConstraint(Constraint(left + width, .equal, w - 8))
        // kiwi's strengths share level 0: the strong edit beats the medium minimum width.
        try s.addConstraint(Constraint(LinearExpression(width), .greaterThanOrEqual, LinearExpression(constant: 100), strength: .medium))
        for value in [320.0, 321, 100, 50, 1000, 320] {
            try s.suggestValue(w, value)
            s.updateVariables()
            XCTAssertEqual(w.value, value, accuracy: 1e-9)
            XCTAssertEqual(width.value, value - 16, accuracy: 1e-9, "w = \(value)")
        }
        XCTAssertThrowsError(try s.suggestValue(left, 3))
        XCTAssertThrowsError(try s.addEditVariable(left, strength: .required))
    }

    func testConstantChangeInPlace() throws {
        let s = Solver()
        let top = Variable("top"), height = Variable("height"), bottom = Variable("bottom")
        try s.addConstraint(Constraint(LinearExpression(top), .equal, LinearExpression(constant: 20)))
        let h = Constraint(LinearExpression(height), .equal, LinearExpression(constant: 100))
        try s.addConstraint(h)
        try s.addConstraint(Constraint(LinearExpression(bottom), .equal, top + height))
        let cap = Constraint(LinearExpression(bottom), .lessThanOrEqual, LinearExpression(constant: 400), strength: .priority(750))
        try s.addConstraint(cap)
        let rowsBefore = s.statistics.rows
        try s.setConstant(-250, of: h)   // height == 250
        s.updateVariables()
        XCTAssertEqual(height.value, 250, accuracy: 1e-12)
        XCTAssertEqual(bottom.value, 270, accuracy: 1e-12)
        try s.setConstant(-500, of: h)   // the optional cap gives way to the required height
        s.updateVariables()
        XCTAssertEqual(bottom.value, 520, accuracy: 1e-12)
        try s.setConstant(-400, of: cap) // cap: bottom <= 400 → the expression bottom - 400
        s.updateVariables()
        XCTAssertEqual(bottom.value, 520, accuracy: 1e-12)
        XCTAssertEqual(s.statistics.rows, rowsBefore, "changed in place, not rebuilt")
    }

    func testStrengthChangeInPlace() throws {
        let s = Solver()
        let x = Variable("x")
        let a = Constraint(LinearExpression(x), .equal, LinearExpression(constant: 10), strength: .priority(250))
        let b = Constraint(LinearExpression(x), .equal, LinearExpression(constant: 20), strength: .priority(500))
        try s.addConstraint(a); try s.addConstraint(b)
        s.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-12)
        try s.setStrength(.priority(750), of: a)
        s.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-12)
        XCTAssertThrowsError(try s.setStrength(.required, of: a)) { error in
            XCTAssertEqual(error as? SolverError, .requiredStrengthChange(a))
        }
    }

    func testRemovalRestoresThePreviousSolution() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 5), strength: .weak))
        try s.addConstraint(Constraint(LinearExpression(y), .equal, x * 2))
        let pin = Constraint(LinearExpression(x), .equal, LinearExpression(constant: 40))
        try s.addConstraint(pin)
        s.updateVariables()
        XCTAssertEqual(y.value, 80, accuracy: 1e-12)
        try s.removeConstraint(pin)
        s.updateVariables()
        XCTAssertEqual(x.value, 5, accuracy: 1e-12)
        XCTAssertEqual(y.value, 10, accuracy: 1e-12)
        XCTAssertThrowsError(try s.removeConstraint(pin))
        XCTAssertThrowsError(try s.addConstraint(s.constraints[0]))
    }

    /// A conflicting required constraint is refused, named with the constraints it conflicts with,
    /// and the solver keeps its previous solution (kiwi leaves its state changed; this solver does not).
    func testUnsatisfiableIsRefusedWithItsConflicts() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        let sum = Constraint(x + y, .equal, LinearExpression(constant: 10), name: "sum")
        let cap = Constraint(LinearExpression(y), .lessThanOrEqual, LinearExpression(constant: 10), name: "cap")
        let unrelated = Constraint(LinearExpression(Variable("z")), .equal, LinearExpression(constant: 1), name: "z")
        try s.addConstraint(sum); try s.addConstraint(cap); try s.addConstraint(unrelated)
        try s.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 3), strength: .weak))
        s.updateVariables()
        let bad = Constraint(LinearExpression(y), .equal, LinearExpression(constant: 30), name: "bad")
        XCTAssertThrowsError(try s.addConstraint(bad)) { error in
            guard case .unsatisfiable(let c, let conflicting)? = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertTrue(c === bad)
            XCTAssertTrue(conflicting.contains { $0 === cap }, "\(conflicting)")
            XCTAssertFalse(conflicting.contains { $0 === unrelated })
        }
        s.updateVariables()
        XCTAssertEqual(x.value, 3, accuracy: 1e-12)
        XCTAssertEqual(y.value, 7, accuracy: 1e-12)
        XCTAssertFalse(s.hasConstraint(bad))
        XCTAssertEqual(s.constraintCount, 4)
    }

    func testConstantChangeThatBreaksARequiredSystemIsRefused() throws {
        let s = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let ab = Constraint(LinearExpression(a), .equal, b + 10, name: "ab")
        try s.addConstraint(ab)
        try s.addConstraint(Constraint(LinearExpression(b), .equal, LinearExpression(c), name: "bc"))
        try s.addConstraint(Constraint(LinearExpression(a), .equal, c + 10, name: "ac (redundant)"))
        try s.addConstraint(Constraint(LinearExpression(c), .equal, LinearExpression(constant: 1)))
        XCTAssertThrowsError(try s.setConstant(-20, of: ab))
        s.updateVariables()
        XCTAssertEqual(a.value, 11, accuracy: 1e-12)
        // An inequality system pushed past feasibility by a constant.
        let t = Solver()
        let x = Variable("x")
        try t.addConstraint(Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(constant: 10)))
        let floor = Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(constant: 0))
        try t.addConstraint(floor)
        XCTAssertThrowsError(try t.setConstant(-20, of: floor))   // x >= 20
        t.updateVariables()
        XCTAssertFalse(t.hasConstraint(floor))
        XCTAssertLessThanOrEqual(x.value, 10)
    }

    func testAmbiguity() throws {
        let s = Solver()
        let x = Variable("x"), w = Variable("w"), y = Variable("y")
        try s.addConstraint(Constraint(x + w, .equal, LinearExpression(constant: 100)))
        s.updateVariables()
        XCTAssertTrue(s.isAmbiguous(x))
        try s.addConstraint(Constraint(LinearExpression(w), .equal, LinearExpression(constant: 30)))
        XCTAssertFalse(s.isAmbiguous(x))
        XCTAssertFalse(s.isAmbiguous(w))
        XCTAssertTrue(s.isAmbiguous(y), "unknown to the solver")
    }

    func testNonFiniteIsRefused() {
        let s = Solver()
        let x = Variable("x")
        XCTAssertThrowsError(try s.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(constant: .nan))))
        XCTAssertThrowsError(try s.addConstraint(Constraint(Double.infinity * x, .equal, LinearExpression(constant: 1))))
    }

    func testDeterministic() throws {
        func run() throws -> [Double] {
            var rng = SplitMix(seed: 7)
            let system = RandomSystem(seed: 7, rng: &rng)
            return try system.solveWithMotionConstraints().first!
        }
        XCTAssertEqual(try run(), try run())
    }
}
