import Foundation
import MotionScene
import Testing

@testable import PreviewServer

/// Issue 15: the store's WAL is written back while inputs pause, not by the input whose commit
/// filled it (an input's wait behind three `fdatasync`s every 500 inputs of a drag).
@Suite struct QuietCheckpointsTests {
    enum Step {
        case write(Double)
        case ask(Double, due: Bool)
    }

    @Test(arguments: [
        // Nothing written: nothing to write back.
        [Step.ask(10, due: false)],
        // Due once the quiet time has passed since the last write, and only once.
        [.write(1), .ask(1.2, due: false), .ask(1.5, due: true), .ask(3, due: false)],
        // Every write starts the wait again: a drag never checkpoints.
        [.write(1), .write(1.4), .ask(1.6, due: false), .write(1.8), .ask(2.2, due: false), .ask(2.4, due: true)],
        // A write after a checkpoint started waits for the next one.
        [.write(1), .ask(2, due: true), .write(2.1), .ask(2.2, due: false), .ask(2.6, due: true)],
    ])
    func aCheckpointIsDueOnlyOnceWritesHavePaused(_ steps: [Step]) {
        var checkpoints = QuietCheckpoints()
        for (index, step) in steps.enumerated() {
            switch step {
            case .write(let time):
                checkpoints.noteWrite(at: time)
            case .ask(let time, let due):
                #expect(checkpoints.takeDue(at: time, quiet: 0.5) == due, "step \(index)")
            }
        }
    }

    @Test func theStoreChecksWhenItsOwnWritesPaused() throws {
        let directory = try TemporaryDirectory()
        let store = try GRDBSessionStore(directory: directory.path, checkpointQuiet: nil)
        store.checkpointIfQuiet(at: FrameClock.monotonicSeconds() + 10, quiet: 1)
        #expect(store.quietCheckpoints == 0, "nothing was written")
        try store.save(SessionStoreTests.session("a"))
        let written = FrameClock.monotonicSeconds()
        store.checkpointIfQuiet(at: written, quiet: 1)
        #expect(store.quietCheckpoints == 0, "a write just came")
        store.checkpointIfQuiet(at: written + 1, quiet: 1)
        #expect(store.quietCheckpoints == 1)
        store.checkpointIfQuiet(at: written + 2, quiet: 1)
        #expect(store.quietCheckpoints == 1, "nothing new to write back")
    }

    /// A checkpoint writes back every frame the WAL holds, and the WAL starts over after it,
    /// with the checkpoint's mark (whose write syncs the new WAL's header): writes after a
    /// pause only append, and never add up to the thousand pages where SQLite checkpoints in
    /// a commit.
    @Test func afterACheckpointTheWALStartsOver() throws {
        let directory = try TemporaryDirectory()
        let store = try GRDBSessionStore(directory: directory.path, checkpointQuiet: nil)
        try store.save(SessionStoreTests.session("a"))
        let input = StoredInput(time: 4.5, body: JSONObject(["set": ["scrollY": 1]]))
        for _ in 0..<300 { try store.record(SessionStoreTests.update("a", input: input)) }
        let first = try store.checkpoint()
        #expect(first.walFrames > 300)
        #expect(first.written == first.walFrames)
        let mark = try store.checkpoint(startingOver: false)
        #expect((1...3).contains(mark.walFrames), "the WAL holds the mark alone: \(mark.walFrames) frames")
        for _ in 0..<300 { try store.record(SessionStoreTests.update("a", input: input)) }
        let second = try store.checkpoint()
        #expect(second.walFrames < first.walFrames + 100, "the WAL started over: \(second.walFrames) frames")
        #expect(second.written == second.walFrames)
        #expect(try store.session(id: "a")?.journal.count == 1 + 600)
    }

    @Test func theStoresThreadWritesTheWALBackOnceWritesPause() throws {
        let directory = try TemporaryDirectory()
        let store = try GRDBSessionStore(directory: directory.path, checkpointQuiet: 0.05, checkpointPoll: 0.01)
        try store.save(SessionStoreTests.session("a"))
        let deadline = FrameClock.monotonicSeconds() + 10
        while store.quietCheckpoints == 0, FrameClock.monotonicSeconds() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(store.quietCheckpoints == 1)
    }
}
