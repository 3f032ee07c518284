import Foundation

/// `expression (== | <= | >=) 0` with a strength. Immutable except through the solver
/// (`Solver.setConstant(_:of:)`, `Solver.setStrength(_:of:)`), which keeps its system up to date.
public final class Constraint: CustomStringConvertible {
    public enum Relation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }

    public private(set) var expression: LinearExpression
    public let relation: Relation
    public internal(set) var strength: Strength
    /// For messages (the UIKit layer names its constraints here).
    public var name: String

    /// `lhs relation rhs` becomes `lhs - rhs relation 0`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression = LinearExpression(), strength: Strength = .required,
                name: String = "") {
        expression = lhs - rhs
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// The expression's constant (moved by `Solver.setConstant`).
    public var constant: Double { expression.constant }

    func setExpressionConstant(_ c: Double) { expression.constant = c }

    public var description: String {
        if !name.isEmpty { return name }
        let terms = expression.terms.map { "\($0.coefficient)·\($0.variable)" }.joined(separator: " + ")
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        return "\(terms) + \(expression.constant) \(op) 0 (\(strength))"
    }
}

/// Why the solver refused a request. Nothing is changed when one is thrown, except for
/// `unsatisfiable`, after which the solver holds every constraint it held before.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The constraint cannot hold together with the required constraints already there; `conflicting`
    /// are required constraints of the solver that, with it, have no solution (a minimal explanation
    /// when the tableau gives one).
    case unsatisfiable(Constraint, conflicting: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required (a suggestion must be able to lose).
    case requiredEditVariable(Variable)
    /// A required constraint cannot become optional or the reverse while in the solver.
    case requiredStrengthChange(Constraint)
    /// A coefficient or constant is NaN or infinite.
    case nonFinite(Constraint)

    public static func == (a: SolverError, b: SolverError) -> Bool { a.description == b.description }

    public var description: String {
        switch self {
        case .unsatisfiable(let c, let others):
            return "unsatisfiable constraint \(c) (conflicts with: \(others.map(\.description).joined(separator: "; ")))"
        case .duplicateConstraint(let c): return "constraint already in the solver: \(c)"
        case .unknownConstraint(let c): return "constraint not in the solver: \(c)"
        case .duplicateEditVariable(let v): return "already an edit variable: \(v)"
        case .unknownEditVariable(let v): return "not an edit variable: \(v)"
        case .requiredEditVariable(let v): return "an edit variable cannot be required: \(v)"
        case .requiredStrengthChange(let c): return "cannot change between required and optional while in the solver: \(c)"
        case .nonFinite(let c): return "non-finite coefficient or constant in \(c)"
        }
    }
}
