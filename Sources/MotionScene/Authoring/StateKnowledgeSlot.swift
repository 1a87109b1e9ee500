import Synchronization

/// What `StateLayouts` knows of one scene type's state, kept where that type's frames find it
/// without the shared table: every frame of every session asked the table, under one lock for
/// all frame threads, and hashed the type to look it up, 385 instructions a frame of the
/// article (callgrind, issue 15). Held by the type's published readers (`PublishedReaders`),
/// which every session of the type on a screen shares.
///
/// Written once: the first frame's answer is kept, and a later one changes nothing (the table
/// gives every caller the same answer anyway).
@usableFromInline final class StateKnowledgeSlot: Sendable {
    private final class Known: Sendable {
        let knowledge: StateLayouts.Knowledge

        init(_ knowledge: StateLayouts.Knowledge) {
            self.knowledge = knowledge
        }
    }

    /// The address of a retained `Known`, 0 before the first frame. (An address as a number:
    /// a pointer is not `Sendable`, and this class is.)
    private let stored = Atomic<UInt>(0)

    init() {}

    deinit {
        if let known = Self.known(at: stored.load(ordering: .acquiring)) { known.release() }
    }

    var knowledge: StateLayouts.Knowledge? {
        Self.known(at: stored.load(ordering: .acquiring))?.takeUnretainedValue().knowledge
    }

    func remember(_ knowledge: StateLayouts.Knowledge) {
        let known = Unmanaged.passRetained(Known(knowledge))
        let address = UInt(bitPattern: known.toOpaque())
        let (stored, _) = stored.compareExchange(expected: 0, desired: address, ordering: .acquiringAndReleasing)
        if !stored { known.release() }
    }

    private static func known(at address: UInt) -> Unmanaged<Known>? {
        UnsafeRawPointer(bitPattern: address).map { Unmanaged<Known>.fromOpaque($0) }
    }
}
