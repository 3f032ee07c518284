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
public struct Expression {
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

public func * (c: Double, v: Variable) -> Expression { Expression([Term(v, c)]) }
public func * (v: Variable, c: Double) -> Expression { Expression([Term(v, c)]) }
public func * (c: Double, e: Expression) -> Expression {
    Expression(e.terms.map { Term($0.variable, $0.coefficient * c) }, constant: e.constant * c)
}
public func + (a: Expression, b: Expression) -> Expression { Expression(a.terms + b.terms, constant: a.constant + b.constant) }
public func + (a: Expression, v: Variable) -> Expression { a + Expression(v) }
public func + (v: Variable, b: Expression) -> Expression { Expression(v) + b }
public func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
public func + (a: Expression, c: Double) -> Expression { Expression(a.terms, constant: a.constant + c) }
public func + (v: Variable, c: Double) -> Expression { Expression(v) + c }
public func - (a: Expression, b: Expression) -> Expression { a + (-1) * b }
public func - (a: Expression, v: Variable) -> Expression { a + (-1) * v }
public func - (v: Variable, b: Expression) -> Expression { Expression(v) - b }
public func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
public func - (a: Expression, c: Double) -> Expression { a + (-c) }
public func - (v: Variable, c: Double) -> Expression { Expression(v) + (-c) }
