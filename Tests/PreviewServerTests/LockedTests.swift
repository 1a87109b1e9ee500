import Foundation
import Testing

@testable import PreviewServer

/// `Locked`: one value and one lock shared by every copy; excludes, carries the body's own
/// error out, and lets its value go with the last copy.
struct LockedTests {
    private struct Refusal: Error, Equatable {
        let code: Int
    }

    private final class Tracked: @unchecked Sendable {
        let released: Locked<Int>
        init(_ released: Locked<Int>) { self.released = released }
        deinit { released.withLock { $0 += 1 } }
    }

    /// Eight threads adding 20,000 each through copies of one box: no increment lost.
    @Test func excludesAcrossThreadsAndCopies() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let copy = counter
            for _ in 0..<20_000 { copy.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 160_000)
    }

    /// A typed error leaves as itself; what the body wrote before throwing stays, as `inout`
    /// writes do.
    @Test func theBodysErrorLeavesAsItself() {
        let box = Locked([1])
        #expect(throws: Refusal(code: 7)) {
            try box.withLock { (list: inout [Int]) throws(Refusal) in
                list.append(2)
                throw Refusal(code: 7)
            }
        }
        #expect(box.withLock { $0 } == [1, 2])
        let answer: Int = box.withLock { $0.count * 10 }
        #expect(answer == 20)
    }

    /// The value is destroyed with the last copy, not before.
    @Test func theValueGoesWithTheLastCopy() {
        let released = Locked(0)
        var first: Locked<Tracked>? = Locked(Tracked(released))
        var second = first
        first = nil
        #expect(released.withLock { $0 } == 0)
        #expect(second != nil)
        second = nil
        #expect(released.withLock { $0 } == 1)
    }
}
