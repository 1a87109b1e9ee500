/// Undo for the changes that can fail half-way (a required constraint added through phase
/// one, a required constraint's new constant): the rows they touch are saved before their
/// first change, so a refusal restores the tableau exactly without copying all of it.
struct UndoLog: Sendable {
    /// Symbols with an id from here on were created by the change.
    var symbolMark: Int
    var savedRows: [Int: Row?] = [:]
    var objective: Objective
    var infeasibleRows: [Symbol]
}

extension ConstraintSolver {
    mutating func beginUndo(symbolMark: Int) {
        undo = UndoLog(symbolMark: symbolMark, objective: objective, infeasibleRows: infeasibleRows)
    }

    mutating func endUndo() {
        undo = nil
    }

    /// Restores every saved row and forgets the symbols the change created.
    mutating func rollBack() {
        guard let log = undo else { return }
        undo = nil
        for (id, row) in log.savedRows where id < rows.count { rows[id] = row }
        objective = log.objective
        infeasibleRows = log.infeasibleRows
        artificial = nil
        forgetSymbols(from: log.symbolMark)
    }

    /// Drops the symbols created from `mark` on, and the variables they stood for.
    mutating func forgetSymbols(from mark: Int) {
        guard mark < symbolKinds.count else { return }
        for (variable, symbol) in variableSymbols where Int(symbol.id) >= mark {
            variableSymbols[variable] = nil
        }
        symbolKinds.removeSubrange(mark...)
        rows.removeSubrange(mark...)
    }

    /// Sets the row of `symbol` (nil: no longer basic), saving the old one when undoable.
    mutating func setRow(_ symbol: Symbol, _ row: Row?) {
        let id = Int(symbol.id)
        save(id)
        rows[id] = row
    }

    /// Changes the row at `id` in place, saving the old one when undoable.
    mutating func updateRow(_ id: Int, _ change: (inout Row) -> Void) {
        save(id)
        rows[id]?.apply(change)
    }

    private mutating func save(_ id: Int) {
        guard undo != nil, undo?.savedRows.index(forKey: id) == nil else { return }
        undo?.savedRows[id] = .some(rows[id])
    }
}
