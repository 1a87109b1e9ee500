import Foundation
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// The front door polls instead of sleeping while a control is dragged, only while no other
/// task waits for a CPU (issue 15): when it polls, when it stops, and the kernel's figure it
/// goes by.
@Suite struct BusyPollingTests {
    /// A stall total the test moves by hand.
    final class StallCounter: @unchecked Sendable {
        var total: UInt64 = 5_000_000
    }

    static func path(_ counter: StallCounter) -> WarmPath {
        WarmPath(stalledMicroseconds: { counter.total })
    }

    static func input() throws -> HeldRequest { try WarmPathTests.input(session: "s1") }

    @Test func withoutPressureFiguresTheLoopSleepsBetweenRehearsals() throws {
        let path = WarmPath()
        path.noteInput(try Self.input(), from: WarmPathTests.peer, at: 10)
        #expect(path.sleepMilliseconds(at: 10.0005) == WarmPath.intervalMilliseconds)
        #expect(!path.isPolling(at: 10.0005))
    }

    /// Rehearsals every millisecond of a 50 ms window, the stall total moved by `waited` µs
    /// before each: whether the loop still polls at the window's end.
    @Test(arguments: [
        (0 as UInt64, true),
        (50, true),  // 5 % of each millisecond: tolerable
        (99, true),
        (150, false),  // 15 %: another task waits for the core the loop holds
        (1_000, false),
    ])
    func pollingStopsWhenAnotherTaskWaits(waited: UInt64, polls: Bool) throws {
        let counter = StallCounter()
        let path = Self.path(counter)
        path.noteInput(try Self.input(), from: WarmPathTests.peer, at: 10)
        #expect(path.sleepMilliseconds(at: 10.0001) == 0)
        var time = 10.0
        for _ in 0..<40 {
            time += 0.001
            counter.total += waited
            #expect(path.due(at: time) != nil)
        }
        #expect(path.isPolling(at: time) == polls)
        #expect(path.sleepMilliseconds(at: time) == (polls ? 0 : WarmPath.intervalMilliseconds))
    }

    /// Stopped, the loop sleeps for `pollingBackoff` even in later drags, then polls again.
    @Test func pollingResumesAfterTheBackoff() throws {
        let counter = StallCounter()
        let path = Self.path(counter)
        path.noteInput(try Self.input(), from: WarmPathTests.peer, at: 10)
        counter.total += 900
        #expect(path.due(at: 10.001) != nil)
        #expect(!path.isPolling(at: 10.001))
        path.noteInput(try Self.input(), from: WarmPathTests.peer, at: 10.5)
        #expect(path.sleepMilliseconds(at: 10.5001) == WarmPath.intervalMilliseconds)
        let later = 10.001 + WarmPath.pollingBackoff
        path.noteInput(try Self.input(), from: WarmPathTests.peer, at: later)
        #expect(path.sleepMilliseconds(at: later + 0.0001) == 0)
    }

    /// Paused, the loop does not read the pressure figures on every rehearsal: that is when
    /// the machine is busiest.
    @Test func nothingIsReadWhilePollingIsPaused() throws {
        let counter = StallCounter()
        let reads = Locked(0)
        let path = WarmPath(stalledMicroseconds: {
            reads.withLock { $0 += 1 }
            return counter.total
        })
        path.noteInput(try Self.input(), from: WarmPathTests.peer, at: 10)
        counter.total += 900
        #expect(path.due(at: 10.001) != nil)
        #expect(!path.isPolling(at: 10.001))
        let before = reads.withLock { $0 }
        for step in 2...40 { #expect(path.due(at: 10 + Double(step) * 0.001) != nil) }
        #expect(reads.withLock { $0 } == before)
    }

    /// What other tasks waited while no window was open is not the loop's doing.
    @Test func stallBetweenDragsIsNotCounted() throws {
        let counter = StallCounter()
        let path = Self.path(counter)
        path.noteInput(try Self.input(), from: WarmPathTests.peer, at: 10)
        #expect(path.due(at: 10.001) != nil)
        counter.total += 2_000_000  // 2 s of waiting over the next 5 s, the window closed
        #expect(path.due(at: 15) == nil)
        path.noteInput(try Self.input(), from: WarmPathTests.peer, at: 15)
        #expect(path.due(at: 15.001) != nil)
        #expect(path.isPolling(at: 15.001))
    }

    /// A loop that does not sleep comes back far more often than a rehearsal is due: once a
    /// millisecond, not once a pass.
    @Test func aPollingLoopRehearsesOnceAMillisecond() throws {
        let path = Self.path(StallCounter())
        path.noteInput(try Self.input(), from: WarmPathTests.peer, at: 10)
        let passes = (1...400).map { 10 + Double($0) * 0.0001 }  // every 0.1 ms for 40 ms
        let rehearsals = passes.filter { path.due(at: $0) != nil }.count
        #expect((38...40).contains(rehearsals))
    }

    @Test(arguments: [
        ("some avg10=0.08 avg60=1.17 avg300=2.00 total=1617927791\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=0\n",
            1_617_927_791 as UInt64?),
        ("some avg10=0.00 avg60=0.00 avg300=0.00 total=0\n", 0),
        ("full avg10=0.00 avg60=0.00 avg300=0.00 total=12\nsome avg10=0.00 total=5\n", nil),
        ("some avg10=0.00 avg60=0.00 avg300=0.00\nfull total=3\n", nil),
        ("some total=\n", nil),
        ("some total=99999999999999999999999\n", nil),
        ("", nil),
    ])
    func theSomeTotalIsRead(text: String, expected: UInt64?) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { CPUPressure.someTotal(in: $0) } == expected)
    }

    /// The file is read again from its start each time, as the kernel's is rewritten.
    @Test func theFileIsReadAgainEachTime() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pressure-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("some avg10=0.00 avg60=0.00 avg300=0.00 total=7\n".utf8).write(to: file)
        let pressure = try #require(CPUPressure(path: file.path))
        #expect(pressure.stalledMicroseconds() == 7)
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data("some avg10=1.00 avg60=0.00 avg300=0.00 total=1234\n".utf8))
        try handle.close()
        #expect(pressure.stalledMicroseconds() == 1234)
        #expect(CPUPressure(path: file.path + ".missing") == nil)
        try Data("nothing here\n".utf8).write(to: file)
        #expect(CPUPressure(path: file.path) == nil)
    }

    @Test(arguments: [([String](), true), (["--no-busy-poll"], false), (["--busy-poll"], true)])
    func theServeFlagTurnsPollingOff(arguments: [String], polls: Bool) {
        #expect(ServerConfiguration.parsingServeOptions(arguments)?.busyPollsWhileDragging == polls)
    }
}
