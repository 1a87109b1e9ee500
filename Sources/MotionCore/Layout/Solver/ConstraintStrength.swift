/// How much a constraint matters: a priority level and a weight within that level.
///
/// Priorities work as Auto Layout documents them ("higher priority constraints are satisfied
/// before lower priority constraints"): the solver minimises the errors of the highest level
/// first, then the next level among the solutions that are optimal for it, and so on — the
/// symbolic weights of Cassowary (Badros, Borning and Stuckey 2001, §2). A higher priority
/// therefore wins over any number of lower ones, whatever their errors. Constraints of one
/// level share a single objective: the sum of weight × |error| (Cassowary's weighted-sum
/// comparator), so equal priorities trade off by weight and, at equal weights, by error size.
///
/// kiwi's named strengths are weights inside one level (the lowest, priority 1), with kiwi's
/// values (`strength::create`: strong = 1e6, medium = 1e3, weak = 1), so a system written
/// only with them has exactly kiwi's objective, and every Auto Layout priority above 1
/// outranks them: kiwi-style weak stays never disturb an Auto Layout hierarchy.
public struct ConstraintStrength: Hashable, Sendable, CustomStringConvertible {
    /// 1 … 1000; 1000 is required.
    public let priority: Int
    /// Weight of this constraint's error within its level; ≥ 0 (0 makes it inert, as in kiwi).
    public let weight: Double

    /// A strength at an Auto Layout priority (clamped to 1 … 1000); negative or non-finite
    /// weights become 0, as kiwi clips them.
    public init(priority: Int, weight: Double = 1) {
        self.priority = min(max(priority, 1), Self.requiredPriority)
        // Required constraints have no error to weigh: one required strength, not many.
        let isRequired = self.priority == Self.requiredPriority
        self.weight = isRequired ? 1 : weight.isFinite && weight > 0 ? weight : 0
    }

    /// Auto Layout's `UILayoutPriority.required`.
    public static let requiredPriority = 1000
    /// The level kiwi's named strengths share.
    public static let kiwiPriority = 1

    public static let required = ConstraintStrength(priority: requiredPriority)
    public static let strong = ConstraintStrength(priority: kiwiPriority, weight: 1e6)
    public static let medium = ConstraintStrength(priority: kiwiPriority, weight: 1e3)
    public static let weak = ConstraintStrength(priority: kiwiPriority, weight: 1)

    /// kiwi's `strength::required` (create(1000, 1000, 1000)): a numeric kiwi strength at or
    /// above it is required.
    public static let kiwiRequiredWeight = 1_001_001_000.0

    /// A numeric kiwi strength (`strength::create(a, b, c, w)` or any number): weight `value`
    /// at the kiwi level, or required from `kiwiRequiredWeight` up, as kiwi clips it.
    public static func kiwi(_ value: Double) -> ConstraintStrength {
        value >= kiwiRequiredWeight ? .required : ConstraintStrength(priority: kiwiPriority, weight: value)
    }

    /// kiwi's `strength::create`: each part clamped to 0 … 1000, then a·1e6 + b·1e3 + c.
    public static func kiwi(strong a: Double, medium b: Double, weak c: Double, weight w: Double = 1)
        -> ConstraintStrength
    {
        let part = { (value: Double) in min(max(value * w, 0), 1000) }
        return kiwi(part(a) * 1e6 + part(b) * 1e3 + part(c))
    }

    public var isRequired: Bool { priority == Self.requiredPriority }

    public var description: String {
        isRequired ? "required" : weight == 1 ? "priority \(priority)" : "priority \(priority) × \(weight)"
    }
}
