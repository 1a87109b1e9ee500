/// One row of the tableau, `basic = constant + Σ coefficient · symbol`, or — before it is
/// added — an expression that must equal 0. Cells are kept sorted by symbol id in two
/// parallel arrays, so adding one row to another is a linear merge and iteration order is
/// the symbol order Bland's rule needs.
struct Row: Sendable {
    private(set) var constant: Double
    private(set) var symbols: [Symbol] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Coefficients this small are rounding noise: kiwi's `nearZero` threshold, kept so the
    /// two solvers drop the same cells.
    static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    var isEmpty: Bool { symbols.isEmpty }

    /// True when every cell is a dummy (a redundant or conflicting required equality).
    var hasOnlyDummies: Bool { symbols.allSatisfy { $0.kind == .dummy } }

    func coefficient(for symbol: Symbol) -> Double {
        let (found, index) = position(of: symbol)
        return found ? coefficients[index] : 0
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
            let sum = coefficients[index] + coefficient
            if Row.isNearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
        } else if !Row.isNearZero(coefficient) {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
        }
    }

    /// `self += other · factor`.
    mutating func insert(_ other: Row, times factor: Double = 1) {
        constant += other.constant * factor
        merge(other, times: factor, dropping: nil)
    }

    mutating func remove(_ symbol: Symbol) {
        let (found, index) = position(of: symbol)
        guard found else { return }
        symbols.remove(at: index)
        coefficients.remove(at: index)
    }

    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Rewrites `0 = constant + … + c·symbol + …` as `symbol = −constant/c − …/c`, dropping
    /// the symbol's own cell.
    mutating func solve(for symbol: Symbol) {
        let (found, index) = position(of: symbol)
        guard found else { return }
        let factor = -1 / coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        constant *= factor
        for cell in coefficients.indices { coefficients[cell] *= factor }
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
        let factor = coefficients[index]
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
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            let id = symbols[middle].id
            if id == symbol.id { return (true, middle) }
            if id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (false, low)
    }

    /// Merges `other · factor` into the cells, leaving out this row's cell at `dropped`.
    private mutating func merge(_ other: Row, times factor: Double, dropping dropped: Int?) {
        var mergedSymbols: [Symbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var mine = 0
        var theirs = 0
        while mine < symbols.count || theirs < other.symbols.count {
            if mine == dropped {
                mine += 1
                continue
            }
            let takeMine =
                theirs == other.symbols.count || (mine < symbols.count && symbols[mine].id < other.symbols[theirs].id)
            let takeTheirs =
                mine == symbols.count || (theirs < other.symbols.count && other.symbols[theirs].id < symbols[mine].id)
            let symbol: Symbol
            var value: Double
            if takeMine {
                symbol = symbols[mine]
                value = coefficients[mine]
                mine += 1
            } else if takeTheirs {
                symbol = other.symbols[theirs]
                value = other.coefficients[theirs] * factor
                theirs += 1
            } else {
                symbol = symbols[mine]
                value = coefficients[mine] + other.coefficients[theirs] * factor
                mine += 1
                theirs += 1
            }
            if takeMine || !Row.isNearZero(value) {
                mergedSymbols.append(symbol)
                mergedCoefficients.append(value)
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }
}
