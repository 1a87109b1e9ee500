/// Why a delta could not be applied; the frame it was meant for is left as it was.
public enum FrameDeltaError: Error, Equatable, Sendable {
    /// The delta was computed from frame `expected`, and the frame at hand is `actual`.
    case baseMismatch(expected: Double?, actual: Double?)
    /// The delta names a node the frame does not have (field `removed`, `changed`, `unset` or `added`).
    case unknownNode(field: String, id: String)
    /// A part of the delta or the frame has the wrong shape.
    case malformed(field: String)
}
