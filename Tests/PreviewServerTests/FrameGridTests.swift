import MotionScene
import Testing

@testable import PreviewServer

/// Sessions animating together tick on one shared grid of frame intervals, so the frame
/// clock publishes them in one wake-up.
struct FrameGridTests {
    static let cases: [(time: Double, expected: Double)] = [
        (0, 0), (0.001, 1.0 / 60), (1.0 / 60, 1.0 / 60), (0.02, 2.0 / 60), (100.004, 6001.0 / 60),
    ]

    @Test("the first tick at or after a time", arguments: cases)
    func ticks(time: Double, expected: Double) {
        #expect(abs(FrameGrid(interval: 1.0 / 60).tick(after: time) - expected) < 1e-12)
    }

    /// Two sessions whose inputs arrived 8 ms apart: each next frame falls on the grid at
    /// least half an interval after the input, they share every tick from the later one's
    /// first, and each frame after is one interval on, whichever way the clock's waits err.
    @Test func sessionsStartedApartTickTogether() throws {
        let interval = 1.0 / 60
        let grid = FrameGrid(interval: interval)
        var states = [SessionStateTests().makeState(at: 0), SessionStateTests().makeState(at: 0)]
        for (index, inputWall) in [100.003, 100.011].enumerated() {
            states[index].setViewers(1)
            _ = states[index].tick(now: inputWall)
            _ = try states[index].apply(SessionInput(event: ("bounce", JSONObject())), catalogs: SessionStateTests.catalogs, now: inputWall)
            #expect(states[index].ticking)
            let due = try #require(states[index].nextDue)
            #expect(grid.tick(after: due) == due, "on the grid")
            #expect(due - inputWall >= interval / 2 - 1e-9, "at least half an interval after the input")
        }
        // The earlier session ticks first, alone; from then on they tick together.
        let first = try #require(states[0].nextDue)
        var due = try #require(states[1].nextDue)
        #expect(due > first)
        #expect(!states[0].tick(now: first).isEmpty)
        // Early (within the tolerance), late and on time: the grid holds.
        for (step, error) in [-0.0008, 0.0004, 0, 0.002].enumerated() {
            for index in states.indices {
                #expect(try #require(states[index].nextDue) == due, "step \(step)")
                #expect(!states[index].tick(now: due + error).isEmpty, "step \(step)")
            }
            due = grid.tick(after: due + interval / 2)
        }
    }
}
