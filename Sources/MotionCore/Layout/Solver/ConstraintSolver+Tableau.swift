/// The simplex machinery, following kiwi's solver step by step so that the two can be
/// compared line by line: row creation, subject choice, phase one through an artificial
/// variable, primal and dual optimisation, and the marker pivots of removal.
extension ConstraintSolver {
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: Int32(symbolKinds.count), kind: kind)
        symbolKinds.append(kind)
        rows.append(nil)
        return symbol
    }

    mutating func symbol(for variable: LayoutVariable) -> Symbol {
        if let known = variableSymbols[variable] { return known }
        let symbol = makeSymbol(.external)
        variableSymbols[variable] = symbol
        return symbol
    }

    /// The constraint as a row in terms of the current parametric symbols, with its slack,
    /// error or dummy symbols, and its errors priced in the objective (kiwi's createRow).
    mutating func makeRow(for constraint: LinearConstraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !Row.isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[Int(symbol.id)] {
                row.insert(basic, times: term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if strength.isRequired {
                tag = Tag(marker: slack, other: nil)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, strength.weight, priority: strength.priority)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength.weight, priority: strength.priority)
                objective.insert(minus, strength.weight, priority: strength.priority)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The coefficient of `tag.marker` in the row `makeRow` built before any sign reversal:
    /// a changed constant moves the marker by minus this times the change.
    static func markerSign(_ constraint: LinearConstraint) -> Double {
        switch constraint.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: constraint.strength.isRequired ? 1 : -1
        }
    }

    /// An unrestricted symbol if there is one, else a restricted marker with a negative
    /// coefficient (it can take the row's non-negative constant), else none.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        for candidate in [tag.marker, tag.other].compactMap({ $0 }) where candidate.isRestricted {
            if row.coefficient(for: candidate) < 0 { return candidate }
        }
        return nil
    }

    /// Phase one: adds the row with an artificial variable and minimises it; the constraint
    /// is satisfiable when the artificial variable can reach 0.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        setRow(art, row)
        artificial = row
        // Phase one is bounded below by 0, so it cannot report unboundedness.
        _ = try? optimize(artificialPhase: true)
        let success = Row.isNearZero(artificial?.constant ?? 0)
        artificial = nil
        if var artRow = rows[Int(art.id)] {
            setRow(art, nil)
            if artRow.isEmpty { return success }
            guard let entering = artRow.cells.first(where: { $0.symbol.isRestricted })?.symbol else { return false }
            artRow.solve(for: art, entering)
            substitute(entering, with: artRow)
            setRow(entering, artRow)
        }
        for id in rows.indices where rows[id] != nil { updateRow(id) { $0.remove(art) } }
        objective.remove(art)
        return success
    }

    mutating func optimizeObjective() throws(ConstraintSolverError) {
        try optimize(artificialPhase: false)
    }

    /// Primal simplex on the objective (or the phase-one row) from a feasible tableau.
    mutating func optimize(artificialPhase: Bool) throws(ConstraintSolverError) {
        while true {
            let entering =
                artificialPhase ? artificial.flatMap(Objective.firstNegative(in:)) : objective.enteringSymbol()
            guard let entering else { return }
            guard let leaving = leavingSymbol(for: entering), var row = rows[Int(leaving.id)] else {
                throw ConstraintSolverError(.internalFailure, "the objective is unbounded")
            }
            setRow(leaving, nil)
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            setRow(entering, row)
        }
    }

    /// Dual simplex: restores feasibility after constants changed, keeping optimality.
    mutating func dualOptimize() throws(ConstraintSolverError) {
        while let leaving = infeasibleRows.popLast() {
            guard var row = rows[Int(leaving.id)], !Row.isNearZero(row.constant), row.constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                throw ConstraintSolverError(.unsatisfiable, "no solution satisfies the required constraints")
            }
            setRow(leaving, nil)
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            setRow(entering, row)
        }
    }

    /// The restricted basic row that limits `entering` first (minimum ratio; ties to the
    /// smallest id, Bland's rule).
    func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.greatestFiniteMagnitude
        for id in rows.indices where symbolKinds[id] != .external {
            guard let row = rows[id] else { continue }
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio {
                bestRatio = ratio
                best = Symbol(id: Int32(id), kind: symbolKinds[id])
            }
        }
        return best
    }

    /// The entering symbol of a dual pivot: the smallest ratio of reduced cost to positive
    /// coefficient (lexicographic over the levels), never a dummy.
    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: Symbol?
        var bestRatio: [Double] = []
        for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
            let symbol = cell.symbol
            let ratio = objective.cost(of: symbol).map { $0 / cell.coefficient }
            if best == nil || Objective.precedes(ratio, bestRatio) {
                best = symbol
                bestRatio = ratio
            }
        }
        return best
    }

    /// The row to pivot a removed constraint's non-basic marker into (kiwi's
    /// getMarkerLeavingRow): a restricted row with the smallest ratio, else any external row.
    func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var negative: (symbol: Symbol, ratio: Double)?
        var positive: (symbol: Symbol, ratio: Double)?
        var external: Symbol?
        for id in rows.indices {
            guard let row = rows[id] else { continue }
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            let symbol = Symbol(id: Int32(id), kind: symbolKinds[id])
            if symbol.kind == .external {
                external = symbol
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < negative?.ratio ?? .greatestFiniteMagnitude { negative = (symbol, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if ratio < positive?.ratio ?? .greatestFiniteMagnitude { positive = (symbol, ratio) }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? external
    }

    /// Replaces `symbol` by `row` in every row and in the objectives.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if undo == nil {
            substituteInPlace(symbol, with: row)
        } else {
            for id in rows.indices where rows[id] != nil {
                guard rows[id]?.coefficient(for: symbol) != 0 else { continue }
                updateRow(id) { $0.substitute(symbol, with: row) }
                noteIfInfeasible(id)
            }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The hot loop of every pivot: one pass over the rows through a buffer pointer, so no
    /// row is copied or retained just to be looked at.
    private mutating func substituteInPlace(_ symbol: Symbol, with row: Row) {
        var infeasible: [Int] = []
        rows.withUnsafeMutableBufferPointer { buffer in
            for id in buffer.indices where buffer[id]?.substitute(symbol, with: row) == true {
                if let constant = buffer[id]?.constant, constant < 0 { infeasible.append(id) }
            }
        }
        for id in infeasible where symbolKinds[id] != .external {
            infeasibleRows.append(Symbol(id: Int32(id), kind: symbolKinds[id]))
        }
    }

    private mutating func noteIfInfeasible(_ id: Int) {
        if symbolKinds[id] != .external, let constant = rows[id]?.constant, constant < 0 {
            infeasibleRows.append(Symbol(id: Int32(id), kind: symbolKinds[id]))
        }
    }

    /// Takes a removed (or re-weighted) constraint's errors out of the objective.
    mutating func removeErrorCosts(_ tag: Tag, strength: ConstraintStrength) {
        addErrorCosts(tag, strength: strength, sign: -1)
    }

    /// Prices a constraint's error symbols in the objective, substituting basic ones.
    mutating func addErrorCosts(_ tag: Tag, strength: ConstraintStrength, sign: Double) {
        for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
            let weight = sign * strength.weight
            if let row = rows[Int(error.id)] {
                objective.insert(row, times: weight, priority: strength.priority)
            } else {
                objective.insert(error, weight, priority: strength.priority)
            }
        }
    }
}
