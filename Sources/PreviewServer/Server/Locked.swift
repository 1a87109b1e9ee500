import Glibc

/// A value guarded by a lock. libmicrohttpd's callbacks run on the front door's thread, the
/// frame clock and the workers on their own, so every piece of shared state lives in one of
/// these. Locks are taken in one order only: registry → session → viewer
/// (docs/architecture.md, "Locks").
///
/// Copies share one value and one lock, as references to a class would: the value and its
/// mutex live in one allocation (`Storage`, as SwiftNIO's `LockStorage`). A class holding an
/// `NSLock` took three: the box, the lock object and the mutex the lock allocates. A published
/// frame makes one of these (`WholeFrame`), so that was three allocations a frame and three cold
/// frees when the next frame replaced it (issue 15).
struct Locked<Value> {
    private let storage: Storage

    init(_ value: Value) {
        storage = Storage.make(value)
    }

    func withLock<Answer, Failure: Error>(_ body: (inout Value) throws(Failure) -> Answer) throws(Failure) -> Answer {
        // `withUnsafeMutablePointers` rethrows untyped errors; the body's own error type is
        // carried out in a `Result` instead.
        let outcome = storage.withUnsafeMutablePointers { value, mutex -> Result<Answer, Failure> in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            do throws(Failure) {
                return .success(try body(&value.pointee))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Notes where the value and its lock lie, for the frame clock's prefetch (`PrefetchHints`).
    func notePrefetch(into hints: inout PrefetchHints) {
        hints.note(storage, bytes: Self.storageBytes)
    }

    /// The object's header (its type and reference counts), the value, then the mutex.
    private static var storageBytes: Int {
        16 + MemoryLayout<Value>.stride + MemoryLayout<pthread_mutex_t>.stride
    }

    /// The value as the buffer's header, the mutex as its one element.
    private final class Storage: ManagedBuffer<Value, pthread_mutex_t> {
        static func make(_ value: Value) -> Storage {
            let storage = unsafeDowncast(create(minimumCapacity: 1) { _ in value }, to: Storage.self)
            storage.withUnsafeMutablePointerToElements { mutex in
                // Only fails without memory or with bad attributes (none are given).
                guard pthread_mutex_init(mutex, nil) == 0 else { preconditionFailure("pthread_mutex_init failed") }
            }
            return storage
        }

        deinit {
            // The header (the value) is destroyed with the object; the element is the mutex.
            withUnsafeMutablePointerToElements { mutex in _ = pthread_mutex_destroy(mutex) }
        }
    }
}

/// Every access goes through the lock, so the box may cross threads exactly when its value may
/// (as SwiftNIO's `NIOLockedValueBox`): a non-`Sendable` value stays caught by the compiler.
extension Locked: @unchecked Sendable where Value: Sendable {}
