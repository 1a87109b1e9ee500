@testable import PreviewServer

/// An in-memory store that calls `onRecord` before each input's write: a test looks at the
/// world as the store finds it (what the viewers have been sent by then), and may refuse the
/// write by throwing.
final class ObservedSessionStore: SessionStore {
    private let inner = InMemorySessionStore()
    private let onRecord: @Sendable (SessionUpdate) throws(StoreError) -> Void
    private let records = Locked(0)

    init(onRecord: @escaping @Sendable (SessionUpdate) throws(StoreError) -> Void) {
        self.onRecord = onRecord
    }

    /// How many inputs were written.
    var recorded: Int { records.withLock { $0 } }

    func sessions() -> [StoredSession] { inner.sessions() }
    func session(id: String) -> StoredSession? { inner.session(id: id) }
    func save(_ session: StoredSession) { inner.save(session) }

    func record(_ update: SessionUpdate) throws(StoreError) {
        try onRecord(update)
        try inner.record(update)
        records.withLock { $0 += 1 }
    }

    func delete(id: String) { inner.delete(id: id) }

    func deleteSessions(activeBefore epoch: Double, keeping: String) -> [String] {
        inner.deleteSessions(activeBefore: epoch, keeping: keeping)
    }
}
