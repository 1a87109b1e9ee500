import Testing

@testable import MotionScene

/// `SharedLayouts` builds a value once per key and value type, hands the same one to every
/// asker, and forgets the oldest past its capacity.
struct SharedLayoutsTests {
    private struct Key: Hashable, Sendable {
        var index: Int
    }

    private final class Built: Sendable {
        let index: Int
        init(_ index: Int) { self.index = index }
    }

    /// A store of the test's own: the process's is shared with every other test.
    private let layouts = SharedLayouts(capacity: 16)

    @Test func aKeyIsBuiltOnceAndShared() {
        var builds = 0
        let key = Key(index: 0)
        let first = layouts.value(for: key) { builds += 1; return Built(0) }
        let second = layouts.value(for: key) { builds += 1; return Built(1) }
        #expect(builds == 1)
        #expect(first === second)
        let other = layouts.value(for: Key(index: 1)) { builds += 1; return Built(2) }
        #expect(builds == 2)
        #expect(other.index == 2)
    }

    /// One key, two value types: two values, neither read as the other.
    @Test func valueTypesDoNotCollide() {
        let key = Key(index: 0)
        let built = layouts.value(for: key) { Built(7) }
        let number = layouts.value(for: key) { 7.5 }
        #expect(built.index == 7)
        #expect(number == 7.5)
        #expect(layouts.value(for: key) { 0.0 } == 7.5)
    }

    /// Past the capacity the oldest is built again when asked for; what a holder kept stays.
    @Test func theOldestGoesPastTheCapacity() {
        let oldest = Key(index: -1)
        let kept = layouts.value(for: oldest) { Built(-1) }
        #expect(layouts.value(for: oldest) { Built(-2) } === kept)
        for index in 0..<layouts.capacity {
            _ = layouts.value(for: Key(index: index)) { Built(index) }
        }
        #expect(layouts.count <= layouts.capacity)
        let rebuilt = layouts.value(for: oldest) { Built(-3) }
        #expect(rebuilt.index == -3)
        #expect(kept.index == -1)
    }

    /// Two things as one key: the same pair is one value; changing either part, or swapping
    /// two parts of one type, is another.
    @Test func aPairOfKeysIsOneKey() {
        var builds = 0
        let first = layouts.value(for: Key(index: 1), Key(index: 2)) { builds += 1; return Built(0) }
        let again = layouts.value(for: Key(index: 1), Key(index: 2)) { builds += 1; return Built(1) }
        #expect(builds == 1)
        #expect(first === again)
        let otherSecond = layouts.value(for: Key(index: 1), Key(index: 3)) { builds += 1; return Built(2) }
        let swapped = layouts.value(for: Key(index: 2), Key(index: 1)) { builds += 1; return Built(3) }
        #expect(builds == 3)
        #expect(otherSecond.index == 2)
        #expect(swapped.index == 3)
    }
}
