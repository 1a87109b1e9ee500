import Testing

@testable import PreviewServer

/// Issue 15: the registry keeps each frame-clock lane's list of sessions beside its sessions by
/// id (`LiveSessions`), so the clock's every tick is handed a list instead of building one.
/// Whatever comes and goes, each lane's list is exactly the lane's sessions, in arrival order.
@Suite struct LiveSessionsTests {
    /// Each lane's list against the sessions by id, filtered by lane: the same sessions, once.
    static func expectListsMatch(_ live: LiveSessions, lanes: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        for lane in 0..<lanes {
            let listed = live.byLane[lane].map(ObjectIdentifier.init)
            let expected = live.values.filter { $0.lane == lane }.map(ObjectIdentifier.init)
            #expect(Set(listed) == Set(expected), "lane \(lane)", sourceLocation: sourceLocation)
            #expect(listed.count == expected.count, "lane \(lane) lists a session twice", sourceLocation: sourceLocation)
        }
    }

    @Test func addingReplacingAndRemovingKeepEachLanesList() throws {
        let registry = SessionRegistry.testing(capacity: 16, lanes: 3)
        let made = try (0..<7).map { try registry.create(TestScrollScene.self, now: Double($0)) }
        var live = LiveSessions(lanes: 3)
        for session in made { live[session.id] = session }
        Self.expectListsMatch(live, lanes: 3)
        // In arrival order.
        #expect(live.byLane[0].map(\.id) == made.filter { $0.lane == 0 }.map(\.id))

        // A session revived under the same id as one in another lane replaces it there.
        let other = made[1]
        let replacement = made[2]
        #expect(other.lane != replacement.lane)
        live[replacement.id] = nil
        live[other.id] = replacement
        Self.expectListsMatch(live, lanes: 3)
        #expect(!live.byLane[other.lane].contains { $0 === other })
        #expect(live.byLane[replacement.lane].last === replacement)

        // Removed, and removing what is not there changes nothing.
        live[other.id] = nil
        live["nobody"] = nil
        Self.expectListsMatch(live, lanes: 3)
        #expect(live.count == 5)
        #expect(live.byLane.map(\.count).reduce(0, +) == 5)
    }

    /// A session unloaded to make room is no longer ticked.
    @Test func anUnloadedSessionLeavesItsLane() throws {
        let registry = SessionRegistry.testing(capacity: 3, lanes: 2)
        let first = try registry.create(TestScrollScene.self, now: 0)
        _ = try registry.create(TestScrollScene.self, now: 1)
        _ = try registry.create(TestScrollScene.self, now: 2)
        // Past the idle limit, at the cap: the longest idle, `first`, is unloaded.
        _ = try registry.create(TestScrollScene.self, now: Limits.idleSessionSeconds + 10)
        #expect(registry.session(id: first.id) == nil)
        let ticked = (0..<2).flatMap { registry.sessions(inLane: $0) }
        #expect(ticked.count == 3)
        #expect(!ticked.contains { $0 === first })
        #expect(Set(ticked.map(\.id)) == Set(registry.all.map(\.id)))
    }
}
