import MotionScene
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// `--frame-threads`: sessions are spread over the frame clock's lanes, each lane's thread is
/// woken for its own sessions only, and the count is checked where it is set. (That every lane
/// ticks its sessions: `LoadSessionsTests.createsDrivesAndWatchesEachSession`.)
@Suite struct FrameLaneTests {
    @Test(arguments: [
        (lanes: 1, sessions: 4, expected: [4]),
        (lanes: 3, sessions: 7, expected: [3, 2, 2]),
        (lanes: 4, sessions: 2, expected: [1, 1, 0, 0]),
    ])
    func newSessionsGoToTheQuietestLane(lanes: Int, sessions: Int, expected: [Int]) throws {
        let registry = SessionRegistry(
            catalogs: SessionStateTests.catalogs, frameInterval: 1.0 / 60, store: InMemorySessionStore(),
            epochClock: SessionRegistry.testEpochClock, capacity: 16, lanes: lanes, wakeClock: { _ in })
        for index in 0..<sessions { _ = try registry.create(TestScrollScene.self, now: Double(index)) }
        var counts = [Int](repeating: 0, count: lanes)
        for session in registry.all { counts[session.lane] += 1 }
        #expect(counts == expected)
        // What each lane's thread ticks: its own sessions, every one of them.
        for lane in 0..<lanes {
            let ticked = registry.sessions(inLane: lane)
            #expect(ticked.count == expected[lane])
            #expect(ticked.allSatisfy { $0.lane == lane })
        }
    }

    @Test func aSessionWakesOnlyItsOwnLane() throws {
        let woken = Locked<[Int]>([])
        let registry = SessionRegistry(
            catalogs: SessionStateTests.catalogs, frameInterval: 1.0 / 60, store: InMemorySessionStore(),
            epochClock: SessionRegistry.testEpochClock, capacity: 16, lanes: 3,
            wakeClock: { lane in woken.withLock { $0.append(lane) } })
        let sessions = try (0..<3).map { try registry.create(TestScrollScene.self, now: Double($0)) }
        #expect(sessions.map(\.lane) == [0, 1, 2])
        for session in sessions.reversed() {
            _ = try session.addViewer(now: 5)
            _ = session.tick(now: 6)
            woken.withLock { $0 = [] }
            // An animation to tick: the clock is woken, in this session's lane.
            _ = try session.apply(SessionInput(event: ("bounce", JSONObject())), now: 7)
            #expect(woken.withLock { $0 } == [session.lane])
        }
    }

    @Test(arguments: [0, -2, ServerConfiguration.frameThreadsCeiling + 1])
    func aServerBuiltWithFrameThreadsOutOfRangeIsRefused(threads: Int) {
        #expect(throws: ServerError.self) { try TestServer { $0.frameThreads = threads } }
    }

    @Test(arguments: [
        (["--frame-threads", "0"], nil as Int?), (["--frame-threads", "65"], nil), (["--frame-threads", "4"], 4),
        ([], ServerConfiguration().frameThreads),
    ])
    func theServeOptionIsCheckedAndApplied(arguments: [String], expected: Int?) {
        let configuration = ServerConfiguration.parsingServeOptions(arguments)
        #expect(configuration?.frameThreads == expected)
        #expect((1...ServerConfiguration.frameThreadsCeiling).contains(ServerConfiguration().frameThreads))
    }
}
