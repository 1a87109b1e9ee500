/// Why the solver refused a change. A refused change leaves the solver exactly as it was.
public struct ConstraintSolverError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// A required constraint (or a required constraint's new constant) contradicts the
        /// required constraints already in the system.
        case unsatisfiable
        /// The constraint is already in the solver.
        case duplicateConstraint
        /// The constraint is not in the solver.
        case unknownConstraint
        /// The variable already has an edit constraint.
        case duplicateEditVariable
        /// The variable has no edit constraint.
        case unknownEditVariable
        /// Edit constraints must be optional: a required edit could never follow a suggestion
        /// that contradicts the other required constraints.
        case requiredEditStrength
        /// Auto Layout forbids turning a required constraint optional or back while it is
        /// installed; the solver does too (remove it and add the other one instead).
        case requiredStrengthChange
        /// The simplex reached a state the algorithm rules out (a bug, not an input error).
        case internalFailure
    }

    public let kind: Kind
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
