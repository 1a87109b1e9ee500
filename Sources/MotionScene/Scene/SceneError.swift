/// Why a scene refused an input. The session that received it stays exactly as it was.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// Wrong JSON type (a string where a number belongs): HTTP 400.
        case invalidType
        /// A name the scene does not have (parameter, event, argument): HTTP 400.
        case unknownName
        /// A value outside its range or not one of its choices: HTTP 422.
        case outOfRange
        /// A valid event the scene cannot take in its current state: HTTP 422.
        case notAllowedNow
    }

    public var kind: Kind
    public var message: String
    /// The parameter or argument at fault, when there is one.
    public var field: String?

    public init(_ kind: Kind, _ message: String, field: String? = nil) {
        self.kind = kind
        self.message = message
        self.field = field
    }

    public var description: String { message }
}

extension SceneError {
    /// A tunable or argument that builds an impossible curve or spring: out of range.
    public init(_ error: MotionValueError, field: String? = nil) {
        self.init(.outOfRange, error.message, field: field)
    }
}
