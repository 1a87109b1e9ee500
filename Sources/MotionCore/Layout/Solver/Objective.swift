/// The objective as Cassowary's symbolic weight: one row per priority level, highest first.
/// A symbol's reduced cost is the vector of its coefficients over the levels, compared
/// lexicographically — so no amount of improvement at a lower level can pay for any loss at
/// a higher one. With one level (kiwi's strengths only) this is exactly kiwi's objective row.
struct Objective: Sendable {
    struct Level: Sendable {
        let priority: Int
        var row: Row
    }

    /// Sorted by priority, highest first; levels whose row empties are dropped.
    private(set) var levels: [Level] = []

    mutating func insert(_ symbol: Symbol, _ coefficient: Double, priority: Int) {
        update(priority) { $0.insert(symbol, coefficient) }
    }

    mutating func insert(_ row: Row, times factor: Double, priority: Int) {
        update(priority) { $0.insert(row, times: factor) }
    }

    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in levels.indices { levels[index].row.substitute(symbol, with: row) }
        levels.removeAll { $0.row.isEmpty }
    }

    mutating func remove(_ symbol: Symbol) {
        for index in levels.indices { levels[index].row.remove(symbol) }
        levels.removeAll { $0.row.isEmpty }
    }

    /// The symbol whose entry into the basis lowers the objective: the smallest id whose
    /// reduced cost is lexicographically negative (Bland's rule, as kiwi's first-negative
    /// scan of its sorted row), never a dummy.
    func enteringSymbol() -> Symbol? {
        if levels.count == 1 { return Self.firstNegative(in: levels[0].row) }
        var decided = Set<Int32>()
        var best: Symbol?
        for level in levels {
            for cell in level.row.cells where decided.insert(cell.symbol.id).inserted {
                if cell.coefficient < 0, cell.symbol.kind != .dummy, best.map({ cell.symbol.id < $0.id }) ?? true {
                    best = cell.symbol
                }
            }
        }
        return best
    }

    /// kiwi's `getEnteringSymbol` on one row: the first cell with a negative coefficient.
    static func firstNegative(in row: Row) -> Symbol? {
        for cell in row.cells where cell.coefficient < 0 && cell.symbol.kind != .dummy {
            return cell.symbol
        }
        return nil
    }

    /// The reduced cost of `symbol` at every level, highest first.
    func cost(of symbol: Symbol) -> [Double] {
        levels.map { $0.row.coefficient(for: symbol) }
    }

    /// Lexicographic order of two cost vectors, with components that differ only by rounding
    /// counted as equal: a tie at one level must be broken by the levels below it, not by the
    /// last bits of a quotient. (Relative 1e-9: far above the 1e-16 rounding of a ratio, far
    /// below any difference the weights of a real system make.)
    static func precedes(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        for (left, right) in zip(lhs, rhs) where abs(left - right) > 1e-9 * max(1, abs(left), abs(right)) {
            return left < right
        }
        return false
    }

    private mutating func update(_ priority: Int, _ change: (inout Row) -> Void) {
        var low = 0
        while low < levels.count, levels[low].priority > priority { low += 1 }
        if low == levels.count || levels[low].priority != priority {
            levels.insert(Level(priority: priority, row: Row()), at: low)
        }
        change(&levels[low].row)
        if levels[low].row.isEmpty { levels.remove(at: low) }
    }
}
