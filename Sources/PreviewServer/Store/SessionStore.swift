/// Where sessions outlive the process: written before an input is acknowledged, read once when
/// the server starts. The server knows only this protocol — the SQLite one (`GRDBSessionStore`),
/// the in-memory one tests use and the one `--no-store` runs with — so a networked store can
/// follow without touching the sessions.
///
/// Every call is one transaction: it happens whole or not at all, and a failed call throws
/// without leaving anything half-written for the next start to read.
protocol SessionStore: Sendable {
    /// Every stored session, its journal in order.
    func sessions() throws(StoreError) -> [StoredSession]
    /// One stored session with its journal, or nil when the store does not hold it.
    func session(id: String) throws(StoreError) -> StoredSession?
    /// Writes `session` whole, replacing any stored session with its id (a new session, or a
    /// restored `default` with its new token).
    func save(_ session: StoredSession) throws(StoreError)
    /// What an accepted input changed.
    func record(_ update: SessionUpdate) throws(StoreError)
    func delete(id: String) throws(StoreError)
    /// Deletes the sessions last driven before `epoch` (seconds since 1970) except `keeping`,
    /// returning their ids.
    func deleteSessions(activeBefore epoch: Double, keeping: String) throws(StoreError) -> [String]
}
