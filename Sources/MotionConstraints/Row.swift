import Foundation

/// The kinds of symbols in the tableau (kiwi's): external symbols stand for variables and are
/// unrestricted; slack, error and dummy symbols are ≥ 0 (dummies are fixed at 0 and never enter the
/// basis: they mark required equalities).
enum SymbolKind: UInt8 { case external, slack, error, dummy }

/// A symbol: an index into the solver's per-symbol arrays. Ids only grow, so order by id is the
/// order of creation — the solver's deterministic tie-break.
typealias Symbol = Int32

/// Values this close to zero are zero (kiwi's threshold).
@inline(__always) func nearZero(_ v: Double) -> Bool { v < 1e-8 && v > -1e-8 }

/// A linear row `constant + Σ coefficient·symbol`, cells sorted by symbol id. In the tableau a row
/// belongs to a basic symbol b and reads `b = constant + Σ …`; objective rows read `Σ …` to minimise.
struct Row {
    var symbols: [Symbol] = []
    var coefficients: [Double] = []
    var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { symbols.isEmpty }

    /// The cell index of `s`, or where it would be inserted (negated − 1).
    @inline(__always) func find(_ s: Symbol) -> Int {
        var lo = 0, hi = symbols.count - 1
        while lo <= hi {
            let mid = (lo + hi) >> 1
            let m = symbols[mid]
            if m < s { lo = mid + 1 } else if m > s { hi = mid - 1 } else { return mid }
        }
        return -(lo + 1)
    }

    @inline(__always) func coefficient(for s: Symbol) -> Double {
        let i = find(s)
        return i >= 0 ? coefficients[i] : 0
    }

    /// Adds `c` to the coefficient of `s` (a cell reaching zero is removed). Returns +1 when a cell was
    /// created, −1 when one was removed, 0 otherwise.
    @discardableResult
    mutating func add(_ s: Symbol, _ c: Double) -> Int {
        let i = find(s)
        if i >= 0 {
            let v = coefficients[i] + c
            if nearZero(v) {
                symbols.remove(at: i); coefficients.remove(at: i)
                return -1
            }
            coefficients[i] = v
            return 0
        }
        if nearZero(c) { return 0 }
        let at = -(i + 1)
        symbols.insert(s, at: at); coefficients.insert(c, at: at)
        return 1
    }

    /// Removes the cell of `s` (if any) and returns its coefficient.
    @discardableResult
    mutating func remove(_ s: Symbol) -> Double {
        let i = find(s)
        guard i >= 0 else { return 0 }
        let c = coefficients[i]
        symbols.remove(at: i); coefficients.remove(at: i)
        return c
    }

    /// self += c × other (plain: no bookkeeping; for objective rows and rows outside the tableau).
    mutating func insert(_ other: Row, times c: Double) {
        constant += c * other.constant
        merge(other, times: c, added: { _ in }, removed: { _ in })
    }

    /// Merges c × other's cells into this row, reporting symbols whose cells appear or vanish.
    @inline(__always)
    mutating func merge(_ other: Row, times c: Double, added: (Symbol) -> Void, removed: (Symbol) -> Void) {
        if other.symbols.isEmpty { return }
        var s: [Symbol] = [], k: [Double] = []
        s.reserveCapacity(symbols.count + other.symbols.count)
        k.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0, j = 0
        let n = symbols.count, m = other.symbols.count
        symbols.withUnsafeBufferPointer { a in
            coefficients.withUnsafeBufferPointer { ac in
                other.symbols.withUnsafeBufferPointer { b in
                    other.coefficients.withUnsafeBufferPointer { bc in
                        while i < n || j < m {
                            if j >= m || (i < n && a[i] < b[j]) {
                                s.append(a[i]); k.append(ac[i]); i += 1
                            } else if i >= n || b[j] < a[i] {
                                let v = c * bc[j]
                                if !nearZero(v) { s.append(b[j]); k.append(v); added(b[j]) }
                                j += 1
                            } else {
                                let v = ac[i] + c * bc[j]
                                if nearZero(v) { removed(a[i]) } else { s.append(a[i]); k.append(v) }
                                i += 1; j += 1
                            }
                        }
                    }
                }
            }
        }
        symbols = s
        coefficients = k
    }

    mutating func reverseSign() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Solves `0 = row` for `s` (which must have a cell): afterwards the row reads `s = …`, without
    /// the cell of `s`.
    mutating func solve(for s: Symbol) {
        let c = -1 / remove(s)
        constant *= c
        for i in coefficients.indices { coefficients[i] *= c }
    }

    /// For a row `lhs = …` containing `rhs`: rewrites it as `rhs = …` (with a cell for `lhs`).
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }
}
