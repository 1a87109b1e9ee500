/// `--no-store`: sessions live as long as the process, and nothing is written anywhere.
struct NoSessionStore: SessionStore {
    func sessions() -> [StoredSession] { [] }
    func session(id: String) -> StoredSession? { nil }
    func save(_ session: StoredSession) {}
    func record(_ update: SessionUpdate) {}
    func delete(id: String) {}
    func deleteSessions(activeBefore epoch: Double, keeping: String) -> [String] { [] }
}
