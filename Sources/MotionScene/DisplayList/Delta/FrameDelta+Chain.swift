extension FrameDelta {
    /// The frames of one stream in order, each turned into its delta from the frame before.
    ///
    /// Deltas match nodes by id, so they need ids that no two nodes share (a scene's bug
    /// otherwise, which only costs it its deltas). Checking that hashes every id; a frame whose
    /// id tree is the previous one's, the common case while something moves, inherits the
    /// previous answer instead.
    public struct Chain: Sendable {
        private var previous: Source?
        private var previousIDsAreUnique = false

        public init() {}

        /// The delta from the frame appended before to `next`, or nil when there is none or it
        /// cannot be expressed (ids used twice): then only a full frame will do.
        public mutating func append(_ next: Source) -> Changes? {
            defer { previous = next }
            guard let previous, previousIDsAreUnique else {
                previousIDsAreUnique = NodeIDs.areUnique(in: next.nodes)
                return nil
            }
            let (delta, sameIDs) = FrameDelta.between(previous, next)
            previousIDsAreUnique = sameIDs || NodeIDs.areUnique(in: next.nodes)
            // Not a ternary: `nil` there would be read as JSON's null.
            guard previousIDsAreUnique else { return nil }
            return delta
        }
    }
}
