/// What one step of a session publishes, in the order it published them: at most a frame and
/// a session event (`SessionState.tick`, `apply`, `takeBack`). Kept inline: as an array, every
/// tick of every animating session allocated one and freed it a moment later (issue 15).
struct SessionActions: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral {
    private var first: SessionAction?
    private var second: SessionAction?

    init() {}

    init(_ action: SessionAction) {
        first = action
    }

    init(arrayLiteral actions: SessionAction...) {
        for action in actions { append(action) }
    }

    /// A step publishes each kind at most once, so a third action is a mistake in the caller.
    mutating func append(_ action: SessionAction) {
        guard first != nil else { return first = action }
        precondition(second == nil, "a session step publishes at most a frame and a session event")
        second = action
    }

    var startIndex: Int { 0 }
    var endIndex: Int { first == nil ? 0 : second == nil ? 1 : 2 }

    subscript(position: Int) -> SessionAction {
        guard let action = position == 0 ? first : position == 1 ? second : nil else {
            preconditionFailure("index \(position) out of \(count) session actions")
        }
        return action
    }
}
