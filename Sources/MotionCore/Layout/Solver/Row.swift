/// One row of the tableau, `basic = constant + Σ coefficient · symbol`, or — before it is
/// added — an expression that must equal 0. Cells are kept sorted by symbol id in two
/// parallel arrays, so adding one row to another is a linear merge and iteration order is
/// the symbol order Bland's rule needs.
struct Row: Sendable {
    struct Cell: Sendable {
        let symbol: Symbol
        var coefficient: Double
    }

    private(set) var constant: Double
    /// Sorted by symbol id. One array (not two) so a row costs one reference count.
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Coefficients this small are rounding noise: kiwi's `nearZero` threshold, kept so the
    /// two solvers drop the same cells.
    static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    var isEmpty: Bool { cells.isEmpty }

    /// True when every cell is a dummy (a redundant or conflicting required equality).
    var hasOnlyDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }

    func coefficient(for symbol: Symbol) -> Double {
        let (found, index) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func addToConstant(_ value: Double) -> Double {
        constant += value
        return constant
    }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (found, index) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Row.isNearZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !Row.isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// `self += other · factor`.
    mutating func insert(_ other: Row, times factor: Double = 1) {
        constant += other.constant * factor
        merge(other, times: factor, dropping: nil)
    }

    mutating func remove(_ symbol: Symbol) {
        let (found, index) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = constant + … + c·symbol + …` as `symbol = −constant/c − …/c`, dropping
    /// the symbol's own cell.
    mutating func solve(for symbol: Symbol) {
        let (found, index) = position(of: symbol)
        guard found else { return }
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for cell in cells.indices { cells[cell].coefficient *= factor }
    }

    /// Rewrites `lhs = self` as `rhs = …`: the pivot of `lhs` out of and `rhs` into the basis.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` stands for. Returns whether it occurred.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        let (found, index) = position(of: symbol)
        guard found else { return false }
        let factor = cells[index].coefficient
        constant += row.constant * factor
        merge(row, times: factor, dropping: index)
        return true
    }

    /// Lets an optional row be changed in place (`rows[id]?.apply { … }`) without a copy.
    mutating func apply(_ change: (inout Row) -> Void) {
        change(&self)
    }

    /// Binary search: whether `symbol` is present, and its index or insertion point.
    private func position(of symbol: Symbol) -> (found: Bool, index: Int) {
        cells.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let middle = (low + high) / 2
                let id = buffer[middle].symbol.id
                if id == symbol.id { return (true, middle) }
                if id < symbol.id { low = middle + 1 } else { high = middle }
            }
            return (false, low)
        }
    }

    /// Merges `other · factor` into the cells, leaving out this row's cell at `dropped`.
    private mutating func merge(_ other: Row, times factor: Double, dropping dropped: Int?) {
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                var left = 0
                var right = 0
                while left < mine.count || right < theirs.count {
                    if left == dropped {
                        left += 1
                        continue
                    }
                    if right == theirs.count || (left < mine.count && mine[left].symbol.id < theirs[right].symbol.id) {
                        merged.append(mine[left])
                        left += 1
                        continue
                    }
                    var cell = theirs[right]
                    cell.coefficient *= factor
                    if left < mine.count, mine[left].symbol.id == cell.symbol.id {
                        cell.coefficient += mine[left].coefficient
                        left += 1
                    }
                    right += 1
                    if !Row.isNearZero(cell.coefficient) { merged.append(cell) }
                }
            }
        }
        cells = merged
    }
}
