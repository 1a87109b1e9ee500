/// A store that lives as long as the process: for tests, which read back what the server wrote
/// without a file.
final class InMemorySessionStore: SessionStore {
    private let stored = Locked<[String: StoredSession]>([:])

    init(_ sessions: [StoredSession] = []) {
        stored.withLock { stored in
            for session in sessions { stored[session.id] = session }
        }
    }

    func sessions() -> [StoredSession] {
        stored.withLock { $0.values.sorted { $0.id < $1.id } }
    }

    func session(id: String) -> StoredSession? {
        stored.withLock { $0[id] }
    }

    func save(_ session: StoredSession) {
        stored.withLock { $0[session.id] = session }
    }

    func record(_ update: SessionUpdate) throws(StoreError) {
        try stored.withLock { stored throws(StoreError) in
            guard stored[update.sessionID] != nil else {
                throw StoreError(.failed, "no stored session '\(update.sessionID)'")
            }
            stored[update.sessionID]?.apply(update)
        }
    }

    func delete(id: String) {
        stored.withLock { _ = $0.removeValue(forKey: id) }
    }

    func deleteSessions(activeBefore epoch: Double, keeping: String) -> [String] {
        stored.withLock { stored in
            let expired = stored.values.filter { $0.id != keeping && $0.activeAt < epoch }.map(\.id).sorted()
            for id in expired { stored[id] = nil }
            return expired
        }
    }
}
