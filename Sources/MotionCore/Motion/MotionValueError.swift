/// Why a curve, spring or deceleration rate cannot be built from the numbers given (a
/// negative stiffness, control points off the unit square).
public struct MotionValueError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
