/// A layout of required equalities taken for what it is, an affine function of its constants:
/// solved once with the changing constants at zero and once per unit step of each, then read
/// per frame with a multiply-add per edge and constant instead of a re-solve. A scroll that
/// moves a header by changing constraint constants (the article, as its seed does it) pays for
/// the solver once per screen, not once per frame (issue #15).
///
/// Only a layout whose every constraint is a required equality is affine: an inequality or a
/// lower priority can switch which constraints hold as a constant moves, so such a layout is
/// refused (`nil`) and the caller keeps re-solving.
public struct AffineLayout: Sendable {
    /// The changing constraints' identifiers, in the order `frame(of:constants:)` takes values.
    public let identifiers: [String]
    private let base: [LayoutItem: Rect]
    private let slopes: [LayoutItem: [Rect]]

    /// `items`' frames as functions of the constants named by `identifiers`.
    public init?(_ layout: ConstraintLayout, varying identifiers: [String], items: [LayoutItem]) throws(LayoutError) {
        let isAffine = layout.installed.values.allSatisfy { entry in
            entry.layout.relation == .equal && entry.layout.priority == .required
        }
        guard isAffine else { return nil }
        let solve = { (values: [Double]) throws(LayoutError) -> [LayoutItem: Rect] in
            var solved = layout
            for (identifier, value) in zip(identifiers, values) { try solved.setConstant(value, for: identifier) }
            return Dictionary(uniqueKeysWithValues: items.map { ($0, solved.frame(of: $0)) })
        }
        let zero = [Double](repeating: 0, count: identifiers.count)
        let base = try solve(zero)
        var slopes: [LayoutItem: [Rect]] = Dictionary(uniqueKeysWithValues: items.map { ($0, []) })
        for index in identifiers.indices {
            var unit = zero
            unit[index] = 1
            for (item, frame) in try solve(unit) {
                let origin = base[item] ?? frame
                slopes[item, default: []].append(
                    Rect(x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width - origin.width, height: frame.height - origin.height))
            }
        }
        self.identifiers = identifiers
        self.base = base
        self.slopes = slopes
    }

    /// `item`'s frame with the changing constants at `constants` (in `identifiers`' order);
    /// an item not given at `init` has no frame (`.zero`).
    public func frame(of item: LayoutItem, constants: [Double]) -> Rect {
        motion(of: item)?.frame(constants: constants) ?? .zero
    }

    /// `item`'s part of the solution, taken out once: a caller that reads the same items every
    /// frame keeps these and looks nothing up (the two lookups by item hash its name).
    public func motion(of item: LayoutItem) -> ItemMotion? {
        guard let frame = base[item], let slopes = slopes[item] else { return nil }
        return ItemMotion(base: frame, slopes: slopes)
    }

    /// One item's frame at constants zero, and how it moves per unit of each constant.
    public struct ItemMotion: Sendable {
        let base: Rect
        let slopes: [Rect]

        /// The frame with the changing constants at `constants` (in `identifiers`' order).
        public func frame(constants: [Double]) -> Rect {
            var frame = base
            for (slope, constant) in zip(slopes, constants) where constant != 0 {
                // Most slopes are 0 or ±1: adding only what moves keeps the others' bits as solved.
                if slope.x != 0 { frame.x += slope.x * constant }
                if slope.y != 0 { frame.y += slope.y * constant }
                if slope.width != 0 { frame.width += slope.width * constant }
                if slope.height != 0 { frame.height += slope.height * constant }
            }
            return frame
        }
    }
}
