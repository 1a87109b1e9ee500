import Foundation

/// What a scene derives from inputs every session of it may share (a layout for a screen and a
/// content, rows built once), kept once per process instead of once per session:
///
///     layout = SharedLayouts.value(for: context.screen) { TabMenuLayout(screen: context.screen) }
///
/// Sessions of one scene on one device then hold and read the same memory. Each built its own
/// before: 400 article sessions held about 70 KB each of the same layout and rows, and a frame
/// thread serving them reread one cold copy after another (issue #15).
///
/// The value must depend on nothing but the key and its own type (two value types under one
/// key are two values). It is shared, so it must not change once built: a value type, or a
/// class that is `Sendable` because nothing in it changes.
///
/// At most `capacity` values are kept, and past it the oldest goes: a key that varies with a
/// slider (a tuning value in it) fills the store with values nobody else shares, so it is kept
/// small. A session that holds a value keeps it; only the sharing ends.
public final class SharedLayouts: @unchecked Sendable {
    /// Layouts of 60–300 KB each: about 15 MB at most. The screens, scenes and contents that
    /// many sessions share at once are a few.
    public static let defaultCapacity = 64
    /// The one every scene of the process uses.
    public static let process = SharedLayouts(capacity: defaultCapacity)
    /// The store `value(for:compute:)` uses: the process's, unless a task (a test) sets one of
    /// its own, so that what other tasks store meanwhile cannot push its values out.
    @TaskLocal public static var current = process

    private struct Key: Hashable, @unchecked Sendable {
        var type: ObjectIdentifier
        // `AnyHashable` is not `Sendable`; only `Sendable` keys are stored here (`value(for:)`).
        var key: AnyHashable
    }

    let capacity: Int
    // Unchecked `Sendable`: both are guarded by `lock`, and a value is immutable once stored.
    private let lock = NSLock()
    private var values: [Key: any Sendable] = [:]
    private var order: [Key] = []

    public init(capacity: Int) {
        self.capacity = capacity
    }

    /// `value(for:compute:)` of the current store.
    public static func value<LayoutKey: Hashable & Sendable, Value: Sendable>(
        for key: LayoutKey, compute: () -> Value
    ) -> Value {
        current.value(for: key, compute: compute)
    }

    /// The same, for a value that depends on two things (a screen and a content, say), without
    /// a key type of its own: `value(for: screen, content) { … }`.
    public static func value<First: Hashable & Sendable, Second: Hashable & Sendable, Value: Sendable>(
        for first: First, _ second: Second, compute: () -> Value
    ) -> Value {
        current.value(for: first, second, compute: compute)
    }

    private struct KeyPair<First: Hashable & Sendable, Second: Hashable & Sendable>: Hashable, Sendable {
        var first: First
        var second: Second
    }

    /// The value stored for `key`, computed by `compute` the first time (outside the lock, so
    /// a slow layout does not hold up others; two sessions racing may both compute it, and the
    /// first stored wins).
    public func value<LayoutKey: Hashable & Sendable, Value: Sendable>(
        for key: LayoutKey, compute: () -> Value
    ) -> Value {
        let stored = Key(type: ObjectIdentifier(Value.self), key: AnyHashable(key))
        if let cached = lock.withLock({ values[stored] }) as? Value { return cached }
        let computed = compute()
        return lock.withLock {
            if let raced = values[stored] as? Value { return raced }
            if order.count >= capacity { values[order.removeFirst()] = nil }
            values[stored] = computed
            order.append(stored)
            return computed
        }
    }

    /// `value(for:compute:)` keyed by two things together.
    public func value<First: Hashable & Sendable, Second: Hashable & Sendable, Value: Sendable>(
        for first: First, _ second: Second, compute: () -> Value
    ) -> Value {
        value(for: KeyPair(first: first, second: second), compute: compute)
    }

    /// How many values are kept.
    var count: Int { lock.withLock { values.count } }
}
