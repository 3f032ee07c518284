import Foundation

/// An incremental Cassowary solver (the design of kiwi's `SolverImpl`, written anew): the tableau
/// holds one row per constraint, `basic = constant + Σ coefficient·parametric`, over symbols for the
/// variables (external, unrestricted), slacks of inequalities, error pairs of optional constraints
/// and dummies of required equalities. Adding a constraint substitutes and pivots it in and
/// re-optimises (primal simplex); a constant change, an edit suggestion or a strength change moves
/// only the rows that hold the constraint's marker and re-optimises from there (dual or primal
/// simplex) — the system is never rebuilt, except to roll back a failed addition.
///
/// The objective is lexicographic over `Strength.level`s (see `Strength`); with kiwi's strengths
/// there is one level and the results are kiwi's.
///
/// **Deterministic:** every choice iterates arrays in creation order and breaks ties by symbol id;
/// no hashed collection is ever iterated where its order could change a result.
///
/// Cost: a row operation is linear in the rows' sizes; `columns` (for each symbol, the rows holding
/// it) keep substitution and constant changes proportional to the rows they touch, not the tableau.
public final class Solver {
    // Symbols: kind, the slot of the row it is basic in (−1: parametric), the rows it appears in.
    var kinds: [SymbolKind] = []
    var rowOf: [Int32] = []
    var columns: [[Symbol]] = []

    // The tableau: rows[slot] belongs to basics[slot].
    var rows: [Row] = []
    var basics: [Symbol] = []
    /// Rows whose basic symbol is a dummy (redundant required equalities): usually none, and then a
    /// constant change need not check them.
    var basicDummies = 0

    /// Objective rows, one per level, highest level first.
    var levels: [Double] = []
    var objective: [Row] = []
    var artificial: Row?
    var infeasible: [Symbol] = []

    struct Tag {
        var marker: Symbol
        var other: Symbol = -1
        /// The marker's coefficient in the row as created (before any sign reversal): a constant
        /// change of δ shifts the marker by δ / markerCoefficient.
        var markerCoefficient: Double = 1
    }
    private var tags: [ObjectIdentifier: Tag] = [:]
    /// Constraints in the order added (nil: removed), for rebuilding and listing.
    private var order: [Constraint?] = []
    private var orderIndex: [ObjectIdentifier: Int] = [:]
    private var removedCount = 0
    /// Which constraint a required constraint's marker belongs to (for explanations of conflicts).
    private var markerOwner: [Symbol: Constraint] = [:]

    struct VariableEntry {
        let variable: Variable
        let symbol: Symbol
        var uses: Int
    }
    private(set) var variableEntries: [VariableEntry] = []
    private var variableIndex: [ObjectIdentifier: Int] = [:]

    struct Edit {
        let constraint: Constraint
        var value: Double
    }
    private var edits: [ObjectIdentifier: Edit] = [:]
    private var editOrder: [Variable] = []

    public init() {}

    // MARK: Public interface

    /// The constraints in the solver, in the order they were added (edit constraints excluded).
    public var constraints: [Constraint] {
        order.compactMap { $0 }.filter { c in !editOrder.contains { edits[ObjectIdentifier($0)]?.constraint === c } }
    }

    public var constraintCount: Int { order.count - removedCount }

    public func hasConstraint(_ c: Constraint) -> Bool { tags[ObjectIdentifier(c)] != nil }

    /// Adds `c`. - Throws: `SolverError.unsatisfiable` (nothing changed), `.duplicateConstraint`, `.nonFinite`.
    public func addConstraint(_ c: Constraint) throws {
        let id = ObjectIdentifier(c)
        guard tags[id] == nil else { throw SolverError.duplicateConstraint(c) }
        guard c.expression.constant.isFinite, c.expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw SolverError.nonFinite(c)
        }
        var tag = Tag(marker: -1)
        var row = createRow(c, &tag)
        var subject = chooseSubject(row, tag)
        if subject < 0 && row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            if !nearZero(row.constant) {
                let conflicting = row.symbols.compactMap { markerOwner[$0] }
                throw SolverError.unsatisfiable(c, conflicting: conflicting)
            }
            subject = tag.marker
        }
        if subject < 0 {
            let (ok, explanation) = addWithArtificialVariable(row)
            if !ok {
                let conflicting = explanation.compactMap { markerOwner[$0] }
                try rebuild(excluding: nil)
                throw SolverError.unsatisfiable(c, conflicting: conflicting)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(basic: subject, row)
        }
        register(c, tag)
        try optimizeOrRebuild()
    }

    /// Removes `c`. - Throws: `SolverError.unknownConstraint`.
    public func removeConstraint(_ c: Constraint) throws {
        let id = ObjectIdentifier(c)
        guard let tag = tags[id] else { throw SolverError.unknownConstraint(c) }
        unregister(c, tag)
        removeMarkerEffects(tag, c.strength, sign: -1)
        if rowOf[Int(tag.marker)] >= 0 {
            _ = takeRow(tag.marker)
        } else {
            let leaving = markerLeavingRow(tag.marker)
            if leaving >= 0 {
                // The marker enters in the leaving row's place; that row, now the marker's, goes with
                // the constraint.
                var row = takeRow(leaving)
                row.solve(for: leaving, tag.marker)
                substitute(tag.marker, row)
            }
        }
        clearSymbol(tag.marker)
        if tag.other >= 0 { removeEverywhere(tag.other) }
        releaseVariables(of: c)
        try optimizeOrRebuild()
    }

    /// Sets the constant of `c`'s expression (in the solver or not). In the solver only the rows
    /// holding its marker move, then the dual simplex restores feasibility — kiwi's `suggestValue`
    /// generalised to any constraint. - Throws: `.unsatisfiable` when `c` is required and can no
    /// longer hold with the other required constraints (then `c` has been removed from the solver).
    public func setConstant(_ constant: Double, of c: Constraint) throws {
        guard constant.isFinite else { throw SolverError.nonFinite(c) }
        let delta = constant - c.expression.constant
        guard delta != 0 else { return }
        c.setExpressionConstant(constant)
        guard let tag = tags[ObjectIdentifier(c)] else { return }
        do {
            if try !shiftMarker(tag, by: delta) {
                // A redundant required equality would stop holding (nothing moved yet): re-adding it
                // explains the conflict and refuses it.
                try removeConstraint(c)
                try addConstraint(c)
            }
        } catch SolverInternalError.dualFailed {
            // Required inequalities cannot all hold any more: rebuild without `c`, then refuse it.
            infeasible = []
            try rebuild(excluding: c)
            try addConstraint(c)
        }
    }

    /// Changes the strength of `c` between optional strengths (in place: the objective moves, then the
    /// primal simplex re-optimises). - Throws: `.requiredStrengthChange` between required and optional.
    public func setStrength(_ strength: Strength, of c: Constraint) throws {
        guard let tag = tags[ObjectIdentifier(c)] else { c.strength = strength; return }
        guard strength.isRequired == c.strength.isRequired else { throw SolverError.requiredStrengthChange(c) }
        guard !strength.isRequired, strength != c.strength else { return }
        removeMarkerEffects(tag, c.strength, sign: -1)
        c.strength = strength
        removeMarkerEffects(tag, strength, sign: 1)
        try optimizeOrRebuild()
    }

    /// Makes `v` an edit variable (a constraint `v == suggestion` at `strength`, optional).
    public func addEditVariable(_ v: Variable, strength: Strength) throws {
        let id = ObjectIdentifier(v)
        guard edits[id] == nil else { throw SolverError.duplicateEditVariable(v) }
        guard !strength.isRequired else { throw SolverError.requiredEditVariable(v) }
        let c = Constraint(LinearExpression(v), .equal, strength: strength, name: "edit \(v)")
        try addConstraint(c)
        edits[id] = Edit(constraint: c, value: 0)
        editOrder.append(v)
    }

    public func removeEditVariable(_ v: Variable) throws {
        let id = ObjectIdentifier(v)
        guard let e = edits[id] else { throw SolverError.unknownEditVariable(v) }
        try removeConstraint(e.constraint)
        edits[id] = nil
        editOrder.removeAll { $0 === v }
    }

    public func hasEditVariable(_ v: Variable) -> Bool { edits[ObjectIdentifier(v)] != nil }

    /// Suggests a value for an edit variable (kiwi's `suggestValue`: the dual simplex from the
    /// current solution).
    public func suggestValue(_ v: Variable, _ value: Double) throws {
        let id = ObjectIdentifier(v)
        guard var e = edits[id] else { throw SolverError.unknownEditVariable(v) }
        guard value.isFinite else { throw SolverError.nonFinite(e.constraint) }
        e.value = value
        edits[id] = e
        try setConstant(-value, of: e.constraint)
    }

    /// Writes every variable's value (0 for a variable the solver leaves parametric).
    public func updateVariables() {
        rowOf.withUnsafeBufferPointer { slots in
            rows.withUnsafeBufferPointer { r in
                for e in variableEntries {
                    let slot = slots[Int(e.symbol)]
                    e.variable.value = slot >= 0 ? r[Int(slot)].constant : 0
                }
            }
        }
    }

    /// The value of `v` in the current solution, without `updateVariables()`.
    public func value(of v: Variable) -> Double {
        guard let i = variableIndex[ObjectIdentifier(v)] else { return 0 }
        let slot = rowOf[Int(variableEntries[i].symbol)]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    /// Whether the optimum leaves `v` free to move: it is parametric (any value fits), or its row
    /// holds a symbol that costs nothing at every level and can move away from zero (a free variable,
    /// or a restricted one with room). Degenerate optima can hide an ambiguity; none is invented.
    public func isAmbiguous(_ v: Variable) -> Bool {
        guard let i = variableIndex[ObjectIdentifier(v)] else { return true }
        let sym = variableEntries[i].symbol
        let slot = rowOf[Int(sym)]
        guard slot >= 0 else { return true }
        for s in rows[Int(slot)].symbols {
            let kind = kinds[Int(s)]
            if kind == .dummy { continue }
            if objective.contains(where: { !nearZero($0.coefficient(for: s)) }) { continue }
            if kind == .external { return true }
            // A restricted symbol at 0 with no cost: ambiguous when it can grow (no row blocks it at once).
            var blocked = false
            for b in columns[Int(s)] where kinds[Int(b)] != .external {
                let r = rows[Int(rowOf[Int(b)])]
                if r.coefficient(for: s) < 0 && nearZero(r.constant) { blocked = true; break }
            }
            if !blocked { return true }
        }
        return false
    }

    /// Removes everything.
    public func reset() {
        kinds = []; rowOf = []; columns = []; rows = []; basics = []; basicDummies = 0
        levels = []; objective = []; artificial = nil; infeasible = []
        tags = [:]; order = []; orderIndex = [:]; removedCount = 0; markerOwner = [:]
        variableEntries = []; variableIndex = [:]; edits = [:]; editOrder = []
    }

    /// Tableau size, for benchmarks and tests: rows and symbols.
    public var statistics: (rows: Int, symbols: Int, levels: Int) { (rows.count, kinds.count, levels.count) }

    // MARK: Registration

    private func register(_ c: Constraint, _ tag: Tag) {
        let id = ObjectIdentifier(c)
        tags[id] = tag
        orderIndex[id] = order.count
        order.append(c)
        if c.strength.isRequired { markerOwner[tag.marker] = c }
        for t in c.expression.terms where !nearZero(t.coefficient) {
            if let i = variableIndex[ObjectIdentifier(t.variable)] { variableEntries[i].uses += 1 }
        }
    }

    private func unregister(_ c: Constraint, _ tag: Tag) {
        let id = ObjectIdentifier(c)
        tags[id] = nil
        if let i = orderIndex.removeValue(forKey: id) { order[i] = nil; removedCount += 1 }
        markerOwner[tag.marker] = nil
        if removedCount > 64 && removedCount * 2 > order.count {
            order = order.filter { $0 != nil }
            removedCount = 0
            orderIndex = [:]
            for (i, k) in order.enumerated() { orderIndex[ObjectIdentifier(k!)] = i }
        }
    }

    /// Drops variables no constraint uses any more (when nothing in the tableau holds them).
    private func releaseVariables(of c: Constraint) {
        var dropped = false
        for t in c.expression.terms where !nearZero(t.coefficient) {
            guard let i = variableIndex[ObjectIdentifier(t.variable)] else { continue }
            variableEntries[i].uses -= 1
            if variableEntries[i].uses <= 0 { dropped = true }
        }
        guard dropped else { return }
        var kept: [VariableEntry] = []
        kept.reserveCapacity(variableEntries.count)
        for e in variableEntries {
            if e.uses <= 0 && rowOf[Int(e.symbol)] < 0 && columns[Int(e.symbol)].isEmpty {
                // Unconstrained now: it reads 0, as a parametric variable does (kiwi's answer too).
                e.variable.value = 0
                variableIndex[ObjectIdentifier(e.variable)] = nil
                continue
            }
            variableIndex[ObjectIdentifier(e.variable)] = kept.count
            kept.append(e)
        }
        variableEntries = kept
    }

    // MARK: Symbols and rows

    private func newSymbol(_ kind: SymbolKind) -> Symbol {
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        return Symbol(kinds.count - 1)
    }

    private func symbol(for v: Variable) -> Symbol {
        let id = ObjectIdentifier(v)
        if let i = variableIndex[id] { return variableEntries[i].symbol }
        let s = newSymbol(.external)
        variableIndex[id] = variableEntries.count
        variableEntries.append(VariableEntry(variable: v, symbol: s, uses: 0))
        return s
    }

    @inline(__always) private func columnAdd(_ s: Symbol, _ basic: Symbol) {
        columns[Int(s)].append(basic)
    }

    @inline(__always) private func columnRemove(_ s: Symbol, _ basic: Symbol) {
        let i = Int(s)
        if let k = columns[i].lastIndex(of: basic) {
            let last = columns[i].count - 1
            if k != last { columns[i][k] = columns[i][last] }
            columns[i].removeLast()
        }
    }

    private func insertRow(basic: Symbol, _ row: Row) {
        rowOf[Int(basic)] = Int32(rows.count)
        if kinds[Int(basic)] == .dummy { basicDummies += 1 }
        rows.append(row)
        basics.append(basic)
        for s in row.symbols { columnAdd(s, basic) }
    }

    private func takeRow(_ basic: Symbol) -> Row {
        let slot = Int(rowOf[Int(basic)])
        let row = rows[slot]
        if kinds[Int(basic)] == .dummy { basicDummies -= 1 }
        for s in row.symbols { columnRemove(s, basic) }
        let last = rows.count - 1
        if slot != last {
            rows.swapAt(slot, last)
            basics.swapAt(slot, last)
            rowOf[Int(basics[slot])] = Int32(slot)
        }
        rows.removeLast()
        basics.removeLast()
        rowOf[Int(basic)] = -1
        return row
    }

    /// rows[slot] += c × other, keeping `columns` in step.
    @inline(__always) private func addToRow(_ slot: Int, _ other: Row, times c: Double) {
        let b = basics[slot]
        rows[slot].constant += c * other.constant
        rows[slot].merge(other, times: c, added: { self.columnAdd($0, b) }, removed: { self.columnRemove($0, b) })
    }

    /// Replaces `s` by `row` (which reads `s = …`) in every row and the objective.
    private func substitute(_ s: Symbol, _ row: Row) {
        let targets = columns[Int(s)]
        columns[Int(s)] = []
        for b in targets {
            let slot = Int(rowOf[Int(b)])
            let c = rows[slot].remove(s)
            if c != 0 { addToRow(slot, row, times: c) }
            if kinds[Int(b)] != .external && rows[slot].constant < 0 { infeasible.append(b) }
        }
        for l in objective.indices {
            let c = objective[l].remove(s)
            if c != 0 { objective[l].insert(row, times: c) }
        }
        if artificial != nil {
            let c = artificial!.remove(s)
            if c != 0 { artificial!.insert(row, times: c) }
        }
    }

    /// Removes the cells of `s` from every row and the objective (a symbol leaving the system).
    private func removeEverywhere(_ s: Symbol) {
        for b in columns[Int(s)] { rows[Int(rowOf[Int(b)])].remove(s) }
        columns[Int(s)] = []
        for l in objective.indices { objective[l].remove(s) }
    }

    private func clearSymbol(_ s: Symbol) {
        if rowOf[Int(s)] >= 0 { _ = takeRow(s) }
        removeEverywhere(s)
    }

    // MARK: Objective levels

    private func levelIndex(_ level: Double) -> Int {
        // Descending order; small, so a linear scan.
        var i = 0
        while i < levels.count && levels[i] > level { i += 1 }
        if i < levels.count && levels[i] == level { return i }
        levels.insert(level, at: i)
        objective.insert(Row(), at: i)
        return i
    }

    /// Adds (sign +1) or removes (−1) the objective terms of an optional constraint's error symbols.
    private func removeMarkerEffects(_ tag: Tag, _ strength: Strength, sign: Double) {
        guard !strength.isRequired else { return }
        let l = levelIndex(strength.level)
        for s in [tag.marker, tag.other] where s >= 0 && kinds[Int(s)] == .error {
            let w = sign * strength.weight
            let slot = rowOf[Int(s)]
            if slot >= 0 { objective[l].insert(rows[Int(slot)], times: w) } else { objective[l].add(s, w) }
        }
    }

    // MARK: Building rows

    private func createRow(_ c: Constraint, _ tag: inout Tag) -> Row {
        var row = Row(constant: c.expression.constant)
        for t in c.expression.terms where !nearZero(t.coefficient) {
            let s = symbol(for: t.variable)
            let slot = rowOf[Int(s)]
            if slot >= 0 { row.insert(rows[Int(slot)], times: t.coefficient) } else { row.add(s, t.coefficient) }
        }
        let strength = c.strength
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = c.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            tag.markerCoefficient = coefficient
            row.add(slack, coefficient)
            if !strength.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.add(error, -coefficient)
                objective[levelIndex(strength.level)].add(error, strength.weight)
            }
        case .equal:
            if !strength.isRequired {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                tag.markerCoefficient = -1
                row.add(plus, -1)
                row.add(minus, 1)
                let l = levelIndex(strength.level)
                objective[l].add(plus, strength.weight)
                objective[l].add(minus, strength.weight)
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                tag.markerCoefficient = 1
                row.add(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        for s in row.symbols where kinds[Int(s)] == .external { return s }
        for s in [tag.marker, tag.other] where s >= 0 {
            let k = kinds[Int(s)]
            if (k == .slack || k == .error) && row.coefficient(for: s) < 0 { return s }
        }
        return -1
    }

    /// Phase one for a row with no usable subject. Returns whether the row can hold, and when it
    /// cannot, the symbols of the final artificial row (the markers that explain the conflict).
    private func addWithArtificialVariable(_ row: Row) -> (Bool, [Symbol]) {
        let art = newSymbol(.slack)
        insertRow(basic: art, row)
        artificial = row
        do { try optimize(artificialPhase: true) } catch { artificial = nil; return (false, []) }
        let success = nearZero(artificial!.constant)
        artificial = nil
        if rowOf[Int(art)] >= 0 {
            var r = takeRow(art)
            if r.isEmpty { return (success, []) }
            guard success else { return (false, r.symbols) }
            guard let entering = r.symbols.first(where: { kinds[Int($0)] == .slack || kinds[Int($0)] == .error }) else {
                return (false, r.symbols)
            }
            r.solve(for: art, entering)
            substitute(entering, r)
            insertRow(basic: entering, r)
        }
        removeEverywhere(art)
        return (success, [])
    }

    // MARK: Simplex

    /// The primal simplex on the objective (or the artificial row in phase one).
    private func optimize(artificialPhase: Bool = false) throws {
        while true {
            let entering = artificialPhase ? enteringSymbol(artificial!) : enteringSymbol()
            guard entering >= 0 else { return }
            // The leaving row: the tightest restricted row that `entering` decreases.
            var leaving: Symbol = -1
            var best = Double.greatestFiniteMagnitude
            for b in columns[Int(entering)] where kinds[Int(b)] != .external {
                let r = rows[Int(rowOf[Int(b)])]
                let c = r.coefficient(for: entering)
                guard c < 0 else { continue }
                let ratio = -r.constant / c
                if ratio < best || (ratio == best && b < leaving) { best = ratio; leaving = b }
            }
            guard leaving >= 0 else { throw SolverInternalError.unbounded }
            pivot(leaving: leaving, entering: entering)
        }
    }

    private func pivot(leaving: Symbol, entering: Symbol) {
        var row = takeRow(leaving)
        row.solve(for: leaving, entering)
        substitute(entering, row)
        insertRow(basic: entering, row)
    }

    /// The first symbol (by id) whose objective coefficients are negative at the highest level where
    /// they are not zero.
    private func enteringSymbol() -> Symbol {
        var best: Symbol = -1
        for l in objective.indices {
            let o = objective[l]
            for (k, s) in o.symbols.enumerated() where o.coefficients[k] < 0 && kinds[Int(s)] != .dummy {
                var dominated = false
                for h in 0..<l where !nearZero(objective[h].coefficient(for: s)) { dominated = true; break }
                if !dominated { best = s; break }
            }
            if best >= 0 { return best }
        }
        return best
    }

    private func enteringSymbol(_ o: Row) -> Symbol {
        for (k, s) in o.symbols.enumerated() where o.coefficients[k] < 0 && kinds[Int(s)] != .dummy { return s }
        return -1
    }

    /// The dual simplex: restores feasibility after constants moved, keeping optimality.
    private func dualOptimize() throws {
        while let leaving = infeasible.popLast() {
            let slot = rowOf[Int(leaving)]
            guard slot >= 0 else { continue }
            let r = rows[Int(slot)]
            guard r.constant < 0 && !nearZero(r.constant) else { continue }
            var entering: Symbol = -1
            var bestRatio: [Double] = []
            for (k, s) in r.symbols.enumerated() where r.coefficients[k] > 0 && kinds[Int(s)] != .dummy {
                let c = r.coefficients[k]
                let ratio = objective.map { $0.coefficient(for: s) / c }
                if entering < 0 || Self.lexLess(ratio, bestRatio) { entering = s; bestRatio = ratio }
            }
            guard entering >= 0 else { throw SolverInternalError.dualFailed }
            pivot(leaving: leaving, entering: entering)
        }
    }

    static func lexLess(_ a: [Double], _ b: [Double]) -> Bool {
        for i in a.indices where a[i] != b[i] { return a[i] < b[i] }
        return false
    }

    /// The row to pivot a marker into when removing its constraint (kiwi's rule).
    private func markerLeavingRow(_ marker: Symbol) -> Symbol {
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        var first: Symbol = -1, second: Symbol = -1, third: Symbol = -1
        for b in columns[Int(marker)].sorted() {
            let r = rows[Int(rowOf[Int(b)])]
            let c = r.coefficient(for: marker)
            if c == 0 { continue }
            if kinds[Int(b)] == .external {
                if third < 0 { third = b }
            } else if c < 0 {
                let ratio = -r.constant / c
                if ratio < r1 { r1 = ratio; first = b }
            } else {
                let ratio = r.constant / c
                if ratio < r2 { r2 = ratio; second = b }
            }
        }
        return first >= 0 ? first : (second >= 0 ? second : third)
    }

    /// Moves the rows holding `tag.marker` for a constant change of δ. Returns false when a required
    /// equality whose dummy is basic would stop holding (nothing is changed then); throws
    /// `SolverInternalError.dualFailed` when required inequalities can no longer all hold.
    private func shiftMarker(_ tag: Tag, by delta: Double) throws -> Bool {
        let shift = delta / tag.markerCoefficient
        let m = Int(tag.marker)
        let slot = rowOf[m]
        if slot >= 0 {
            if kinds[m] == .dummy && !nearZero(rows[Int(slot)].constant - shift) { return false }
            rows[Int(slot)].constant -= shift
            if kinds[m] != .external && rows[Int(slot)].constant < 0 { infeasible.append(tag.marker) }
        } else {
            if basicDummies > 0 {
                for b in columns[m] where kinds[Int(b)] == .dummy {
                    let r = rows[Int(rowOf[Int(b)])]
                    if !nearZero(r.constant + r.coefficient(for: tag.marker) * shift) { return false }
                }
            }
            // The hot path of `suggestValue` and constant changes: one pass over the marker's column,
            // through buffers (no per-access exclusivity checks).
            let column = columns[m]
            let marker = tag.marker
            var negative: [Symbol] = []
            rowOf.withUnsafeBufferPointer { slots in
                kinds.withUnsafeBufferPointer { kind in
                    rows.withUnsafeMutableBufferPointer { r in
                        for b in column {
                            let s = Int(slots[Int(b)])
                            let c = r[s].coefficient(for: marker)
                            r[s].constant += c * shift
                            if r[s].constant < 0 && kind[Int(b)] != .external { negative.append(b) }
                        }
                    }
                }
            }
            infeasible += negative
        }
        try dualOptimize()
        return true
    }

    private func optimizeOrRebuild() throws {
        do {
            try dualOptimize()
            try optimize()
        } catch {
            try rebuild(excluding: nil)
        }
    }

    /// Rebuilds the tableau from the constraints (in the order added) and edit suggestions, leaving
    /// out `excluded`. Used only to recover from a failed operation; constraints that no longer fit
    /// are dropped and reported by the caller.
    private func rebuild(excluding excluded: Constraint?) throws {
        let all = order.compactMap { $0 }
        let editList = editOrder.map { v in (v, edits[ObjectIdentifier(v)]!) }
        reset()
        var refused: [Constraint] = []
        for c in all where c !== excluded {
            do { try addConstraintNoRecovery(c) } catch { refused.append(c) }
        }
        for (v, e) in editList where !refused.contains(where: { $0 === e.constraint }) {
            edits[ObjectIdentifier(v)] = Edit(constraint: e.constraint, value: e.value)
            editOrder.append(v)
        }
    }

    /// `addConstraint` without the rebuild on failure (used by the rebuild itself).
    private func addConstraintNoRecovery(_ c: Constraint) throws {
        var tag = Tag(marker: -1)
        var row = createRow(c, &tag)
        var subject = chooseSubject(row, tag)
        if subject < 0 && row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            guard nearZero(row.constant) else { throw SolverError.unsatisfiable(c, conflicting: []) }
            subject = tag.marker
        }
        if subject < 0 {
            guard addWithArtificialVariable(row).0 else { throw SolverError.unsatisfiable(c, conflicting: []) }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(basic: subject, row)
        }
        register(c, tag)
        try dualOptimize()
        try optimize()
    }
}

/// Internal failures of the simplex (an unbounded objective, a dual step with no entering symbol):
/// they cannot happen for well-formed systems; the solver recovers by rebuilding.
enum SolverInternalError: Error { case unbounded, dualFailed }
