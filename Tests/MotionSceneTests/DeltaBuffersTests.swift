import Foundation
import MotionCore
import Testing

@testable import MotionScene

/// A delta's lists come from its thread's `DeltaBuffers` and go back there once it is written
/// (`FrameDelta.Changes.recycle()`): the deltas are the same either way, the lists' room is
/// reused, and no thread shares another's buffers.
struct DeltaBuffersTests {
    /// Frames that move their rows, recolour one, and change the state and a parameter: every
    /// list a delta has (moves, changed nodes, state and parameter values) gets entries.
    static func sources(screen: Screen) -> [FrameDelta.Source] {
        (0..<12).map { step in
            let y = -7.5 * Double(step)
            let alpha = step.isMultiple(of: 3) ? nil : 1 / Double(step + 1)
            return FrameDeltaChainTests.source(seq: step, ids: ["a", "b", "c", "d"], y: y, screen: screen, alpha: alpha).0
        }
    }

    @Test func recycledListsGiveTheSameDeltas() throws {
        let sources = Self.sources(screen: try FrameDeltaChainTests.screen())
        var kept = FrameDelta.Chain()
        var recycled = FrameDelta.Chain()
        for (step, source) in sources.enumerated() {
            let expected = kept.append(source)
            var delta = recycled.append(source)
            #expect(delta?.bytes == expected?.bytes, "step \(step)")
            if step > 0 {
                // The lists in use are the delta's: the thread's buffers were left empty.
                #expect(DeltaBuffers.ofThisThread.movedIDs.capacity == 0, "step \(step)")
            }
            delta?.recycle()
            if step > 0 {
                #expect(DeltaBuffers.ofThisThread.movedIDs.capacity > 0, "step \(step)")
                #expect(DeltaBuffers.ofThisThread.movedIDs.isEmpty, "step \(step)")
            }
        }
    }

    @Test func aRecycledListHoldsNothingOfTheDeltaBefore() throws {
        let screen = try FrameDeltaChainTests.screen()
        var chain = FrameDelta.Chain()
        _ = chain.append(FrameDeltaChainTests.source(seq: 0, ids: ["a", "b"], y: 0, screen: screen, alpha: 0.5).0)
        // Everything changes: moves, an alpha on every row, the state and the parameter.
        var busy = chain.append(FrameDeltaChainTests.source(seq: 1, ids: ["a", "b"], y: -20, screen: screen, alpha: 0.25).0)
        #expect(busy != nil)
        busy?.recycle()
        // Nothing changes but the frame's own fields.
        let next = chain.append(FrameDeltaChainTests.source(seq: 2, ids: ["a", "b"], y: -20, screen: screen, alpha: 0.25).0)
        let quiet = try #require(next)
        let json = try #require(quiet.json.objectValue)
        for key in ["moved", "changed", "state", "params"] { #expect(json[key] == nil, "\(key) in \(quiet.json)") }
    }

    @Test func eachThreadHasItsOwnBuffers() {
        let here = ObjectIdentifier(DeltaBuffers.ofThisThread)
        #expect(ObjectIdentifier(DeltaBuffers.ofThisThread) == here)
        let done = DispatchSemaphore(value: 0)
        let other = OtherThreadBuffers()
        let thread = Thread {
            other.identifier = ObjectIdentifier(DeltaBuffers.ofThisThread)
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(other.identifier != nil && other.identifier != here)
    }

    /// What the other thread saw, read after it signalled.
    private final class OtherThreadBuffers: @unchecked Sendable {
        var identifier: ObjectIdentifier?
    }
}
