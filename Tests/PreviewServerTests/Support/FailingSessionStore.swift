@testable import PreviewServer

/// A store whose writes fail as a full disk would, after `healthyWrites` succeed: reads
/// answer what was written before.
final class FailingSessionStore: SessionStore {
    private let inner = InMemorySessionStore()
    private let writesLeft: Locked<Int>

    init(healthyWrites: Int = 0) {
        writesLeft = Locked(healthyWrites)
    }

    static let failure = StoreError(.full, "cannot save: database or disk is full")

    private func write() throws(StoreError) {
        try writesLeft.withLock { left throws(StoreError) in
            guard left > 0 else { throw Self.failure }
            left -= 1
        }
    }

    func sessions() -> [StoredSession] { inner.sessions() }
    func session(id: String) -> StoredSession? { inner.session(id: id) }

    func save(_ session: StoredSession) throws(StoreError) {
        try write()
        inner.save(session)
    }

    func record(_ update: SessionUpdate) throws(StoreError) {
        try write()
        try inner.record(update)
    }

    func delete(id: String) throws(StoreError) {
        try write()
        inner.delete(id: id)
    }

    func deleteSessions(activeBefore epoch: Double, keeping: String) throws(StoreError) -> [String] {
        try write()
        return inner.deleteSessions(activeBefore: epoch, keeping: keeping)
    }
}
