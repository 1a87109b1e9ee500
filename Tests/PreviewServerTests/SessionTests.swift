import Foundation
import MotionScene
import Testing

@testable import PreviewServer

/// The session object around the state machine: viewers, limits, publishing to every viewer.
@Suite struct SessionTests {
    func makeSession() throws -> Session {
        try SessionRegistry.testing().create(TestScrollScene.self, now: 0)
    }

    @Test func viewersBeyondTheLimitAre503() throws {
        let session = try makeSession()
        let viewers = try (0..<Limits.viewersPerSession).map { _ in try session.addViewer(now: 0) }
        #expect(viewers.count == Limits.viewersPerSession)
        #expect(throws: APIError(status: 503, code: "too_many_viewers", "this session has \(Limits.viewersPerSession) viewers")) {
            try session.addViewer(now: 0)
        }
        viewers[0].detach()
        #expect(session.viewerCount == Limits.viewersPerSession - 1)
        _ = try session.addViewer(now: 0)
    }

    @Test func everyViewerIsOfferedTheSameFrameBytes() throws {
        let session = try makeSession()
        let viewers = try (0..<3).map { _ in try session.addViewer(now: 0) }
        // Openings differ (each carries the viewer count when it joined); drain them.
        for viewer in viewers { _ = viewer.read(maximum: 1 << 20) }
        _ = try session.apply(SessionInput(changes: JSONObject(["scrollY": 9])), now: 1)
        var frames: [[UInt8]] = []
        for viewer in viewers {
            if case .send(let bytes) = viewer.read(maximum: 1 << 20) { frames.append(Array(bytes)) }
        }
        #expect(frames.count == 3)
        #expect(Set(frames).count == 1)
        // The viewers have the frame before (their opening), so each is sent the one delta.
        #expect(frames.first == session.state.frameEvents.delta)
    }

    @Test func detachedViewerLeavesTheSessionAndIsAnnounced() throws {
        let session = try makeSession()
        let staying = try session.addViewer(now: 0)
        let leaving = try session.addViewer(now: 0)
        leaving.detach()
        leaving.detach()
        #expect(session.viewerCount == 1)
        #expect(session.state.viewers == 1)
        #expect(session.state.viewersChanged)
        #expect(!staying.isDetached)
    }

    @Test func finishedSessionRefusesNewViewers() throws {
        let session = try makeSession()
        let viewer = try session.addViewer(now: 0)
        session.finishStreams()
        while case .send = viewer.read(maximum: 1 << 20) {}
        #expect(viewer.read(maximum: 10) == .end)
        #expect(throws: APIError.self) { try session.addViewer(now: 0) }
    }
}

struct SessionEvictionTests {
    static func fill(_ registry: SessionRegistry, now: Double) throws -> [Session] {
        try (0..<Limits.sessions).map { index in
            try registry.create(
                TestScrollScene.self, id: index == 0 ? SessionRegistry.defaultID : nil, now: now + Double(index))
        }
    }

    static func create(_ registry: SessionRegistry, now: Double) throws -> Session {
        try registry.create(TestScrollScene.self, now: now)
    }

    @Test("a full server evicts the session idle longest, never default, never a watched one")
    func evictsLongestIdle() throws {
        let registry = SessionRegistry.testing()
        let sessions = try Self.fill(registry, now: 0)
        // Session 1 is the oldest after default, but someone watches it; 2 is next.
        _ = try sessions[1].addViewer(now: 1)
        let later = Limits.idleSessionSeconds + 100
        _ = try Self.create(registry, now: later)
        #expect(registry.session(id: SessionRegistry.defaultID) != nil)
        #expect(registry.session(id: sessions[1].id) != nil)
        #expect(registry.session(id: sessions[2].id) == nil)
        #expect(registry.all.count == Limits.sessions)
    }

    @Test("while every session was active recently, a full server refuses with 503")
    func refusesWhenNothingIsIdle() throws {
        let registry = SessionRegistry.testing()
        _ = try Self.fill(registry, now: 0)
        #expect(throws: APIError.self) { try Self.create(registry, now: Limits.idleSessionSeconds - 1) }
        #expect(registry.all.count == Limits.sessions)
    }
}
