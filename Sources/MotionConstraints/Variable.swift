import Foundation

/// An unknown of a constraint system: a named real number the solver assigns (`value`, updated by
/// `Solver.updateVariables()`). Compared by identity; a variable may take part in any number of
/// solvers, each keeping its own symbol for it.
public final class Variable: CustomStringConvertible {
    /// For messages and debugging only.
    public var name: String
    /// The value the last `updateVariables()` of a solver using this variable gave it (0 before).
    public internal(set) var value: Double = 0

    public init(_ name: String = "") { self.name = name }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xffff)" : name }
}

/// `coefficient × variable`.
public struct Term {
    public var variable: Variable
    public var coefficient: Double
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression Σ coefficientᵢ·variableᵢ + constant. Terms may repeat a variable; the solver
/// adds their coefficients.
public struct LinearExpression {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(constant: Double) { self.init([], constant: constant) }

    /// The expression's value with the variables' current values.
    public var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }
}

// MARK: Building expressions with operators (`x + 2 * y - 10`)

public func * (c: Double, v: Variable) -> LinearExpression { LinearExpression([Term(v, c)]) }
public func * (v: Variable, c: Double) -> LinearExpression { LinearExpression([Term(v, c)]) }
public func * (c: Double, e: LinearExpression) -> LinearExpression {
    LinearExpression(e.terms.map { Term($0.variable, $0.coefficient * c) }, constant: e.constant * c)
}
public func + (a: LinearExpression, b: LinearExpression) -> LinearExpression { LinearExpression(a.terms + b.terms, constant: a.constant + b.constant) }
public func + (a: LinearExpression, v: Variable) -> LinearExpression { a + LinearExpression(v) }
public func + (v: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(v) + b }
public func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
public func + (a: LinearExpression, c: Double) -> LinearExpression { LinearExpression(a.terms, constant: a.constant + c) }
public func + (v: Variable, c: Double) -> LinearExpression { LinearExpression(v) + c }
public func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + (-1) * b }
public func - (a: LinearExpression, v: Variable) -> LinearExpression { a + (-1) * v }
public func - (v: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(v) - b }
public func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
public func - (a: LinearExpression, c: Double) -> LinearExpression { a + (-c) }
public func - (v: Variable, c: Double) -> LinearExpression { LinearExpression(v) + (-c) }
