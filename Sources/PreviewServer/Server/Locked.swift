import Foundation

/// A value guarded by a lock. libmicrohttpd's callbacks run on the front door's thread, the
/// frame clock and the workers on their own, so every piece of shared state lives in one of
/// these. Locks are taken in one order only: registry → session → viewer
/// (docs/architecture.md, "Locks").
final class Locked<Value> {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// Every access goes through the lock, so the box may cross threads exactly when its value may
/// (as SwiftNIO's `NIOLockedValueBox`): a non-`Sendable` value stays caught by the compiler.
extension Locked: @unchecked Sendable where Value: Sendable {}
