/// A column of the simplex tableau. Ids grow in creation order and are never reused, so
/// "smallest id first" is a fixed order for Bland's anti-cycling rule.
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: UInt8, Sendable {
        /// A user variable: unrestricted in sign, never leaves the basis for a ratio test.
        case external
        /// The slack of an inequality or an artificial variable: ≥ 0.
        case slack
        /// The error of a non-required constraint: ≥ 0, priced in the objective.
        case error
        /// The marker of a required equality: fixed at 0, never enters the basis.
        case dummy
    }

    let id: Int32
    let kind: Kind

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

    /// Slack and error symbols may be chosen to leave or enter on sign grounds.
    var isRestricted: Bool { kind == .slack || kind == .error }
}
