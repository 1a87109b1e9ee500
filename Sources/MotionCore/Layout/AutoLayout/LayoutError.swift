/// Why the Auto Layout layer refused a change; the layout is left exactly as it was.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A constraint between anchors Auto Layout cannot relate (a top and a leading, a
        /// position and a size, a position given as a bare constant).
        case incompatibleAnchors
        /// A constraint names a view or guide that was never added.
        case unknownItem
        /// A view or constraint identifier is already taken.
        case duplicateIdentifier
        /// No installed constraint has the identifier.
        case unknownIdentifier
        /// The solver refused (an unsatisfiable required constraint, …).
        case solver(ConstraintSolverError.Kind)
    }

    public let kind: Kind
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    init(_ error: ConstraintSolverError) {
        self.init(.solver(error.kind), error.message)
    }

    public var description: String { message }
}
