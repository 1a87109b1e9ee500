import Foundation
import MotionCore
import MotionScene
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// A session unloaded to make room, or left out of a restart's restore, stays stored and is
/// brought back when it is next opened (`SessionRegistry.revive`): a shared link keeps working
/// however full the server got.
@Suite struct SessionReviveTests {
    static let scrolled = SessionInput(changes: JSONObject(entries: [("scrollY", .number(30))]))

    static func scrollY(of session: Session) throws -> JSONValue? {
        try JSONParser.parse(session.state.frameJSON)["params"]?["scrollY"]
    }

    /// `default`, a session scrolled to 30 at time 2 and another created at time 3, stored in
    /// `store` by a registry of `capacity`.
    static func stored(
        in store: InMemorySessionStore, capacity: Int, epochClock: EpochClock = SessionRegistry.testEpochClock
    ) throws -> (registry: SessionRegistry, scrolled: Session, other: Session) {
        let registry = SessionRegistry.testing(store: store, capacity: capacity, epochClock: epochClock)
        _ = try registry.create(TestScrollScene.self, id: SessionRegistry.defaultID, now: 0)
        let scrolled = try registry.create(TestScrollScene.self, now: 1)
        _ = try scrolled.apply(Self.scrolled, now: 2)
        return (registry, scrolled, try registry.create(TestScrollScene.self, now: 3))
    }

    @Test func anUnloadedSessionComesBackFromTheStoreAsItWas() throws {
        let store = InMemorySessionStore()
        let (registry, shared, other) = try Self.stored(in: store, capacity: 3)
        // Both idle for 10 minutes: a new session unloads the one idle longest.
        let later = Limits.idleSessionSeconds + 10
        _ = try registry.create(TestScrollScene.self, now: later)
        #expect(registry.session(id: shared.id) == nil)
        #expect(store.session(id: shared.id) != nil)
        // Opening it unloads the next one idle 10 minutes, and shows what it showed.
        let revived = try #require(try registry.revive(id: shared.id, now: later + 1))
        #expect(revived !== shared)
        #expect(try Self.scrollY(of: revived) == 30)
        #expect(revived.tokenHash == shared.tokenHash)
        #expect(registry.session(id: other.id) == nil)
        #expect(registry.all.count == 3)
    }

    @Test func aRestartIntoFewerSessionsBringsTheRestBackWhenThereIsRoom() throws {
        let store = InMemorySessionStore()
        let older = try Self.stored(in: store, capacity: 4).scrolled
        let after = SessionRegistry.testing(store: store, capacity: 2, epochClock: SessionRestartTests.laterProcess)
        _ = try after.restore(now: 5, sessionLifetimeSeconds: 86_400)
        #expect(after.session(id: older.id) == nil)
        // Every live session was restored a moment ago: no room yet, and the refusal says so.
        let refusal = #expect(throws: APIError.self) { try after.revive(id: older.id, now: 6) }
        #expect(refusal?.status == 503)
        #expect(refusal?.code == "too_many_sessions")
        #expect(after.session(id: older.id) == nil)
        // Once the newer one has been idle 10 minutes, it makes room.
        let revived = try #require(try after.revive(id: older.id, now: 5 + Limits.idleSessionSeconds + 1))
        #expect(try Self.scrollY(of: revived) == 30)
    }

    @Test func anIDNeitherLiveNorStoredIsNotFound() throws {
        let registry = SessionRegistry.testing()
        #expect(try registry.revive(id: SecureToken.make(bits: SecureToken.idBits), now: 0) == nil)
    }

    /// Only a name a session can have is looked up in the store.
    @Test(arguments: [
        (SecureToken.make(bits: SecureToken.idBits), true), ("0123456789abcdef0123456789abcdef", true),
        ("0123456789ABCDEF0123456789abcdef", false), ("0123456789abcdef", false), ("", false),
        ("0123456789abcdef0123456789abcdeg", false), ("../../0123456789abcdef0123456789", false),
    ])
    func idsTheStoreIsAskedFor(id: String, looked: Bool) {
        #expect(SecureToken.couldBe(id, bits: SecureToken.idBits) == looked)
    }

    @Test func requestsOpeningOneStoredSessionAtOnceShareOneLiveCopy() throws {
        let store = InMemorySessionStore()
        let first = SessionRegistry.testing(store: store)
        let stored = try first.create(TestScrollScene.self, now: 0)
        let registry = SessionRegistry.testing(store: store)
        let opened = Locked<[ObjectIdentifier]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            if let session = try? registry.revive(id: stored.id, now: 1) {
                opened.withLock { $0.append(ObjectIdentifier(session)) }
            }
        }
        #expect(opened.withLock { $0.count } == 8)
        #expect(Set(opened.withLock { $0 }).count == 1)
        #expect(registry.all.count == 1)
    }

    @Test func aStoredSessionWhoseSceneIsGoneIsNotFoundWithTheReason() throws {
        let store = InMemorySessionStore()
        let stored = try SessionRegistry.testing(store: store).create(TestScrollScene.self, now: 0)
        let withoutIt = Catalogs(
            scenes: SceneCatalog([TestStaticScene.self]), devices: try DeviceCatalog.bundled(),
            defaultSceneID: TestStaticScene.id, defaultDeviceID: "iphone-x")
        let registry = SessionRegistry.testing(catalogs: withoutIt, store: store)
        let refusal = #expect(throws: APIError.self) { try registry.revive(id: stored.id, now: 1) }
        #expect(refusal?.status == 404)
        #expect(refusal?.message.contains("is stored but cannot be shown") == true)
        #expect(store.session(id: stored.id) != nil)
    }

    /// Through the API: a restart into fewer sessions than were stored answers a link to one
    /// left out with 503 `too_many_sessions` (it is kept, not "not found").
    @Test func theAPIAnswersALinkToAStoredSessionWithoutRoomWith503() throws {
        let store = InMemorySessionStore()
        // Stored now, so the server's start does not expire them as older than 30 days.
        let older = try Self.stored(
            in: store, capacity: 4, epochClock: EpochClock(monotonic: 0, epoch: Date().timeIntervalSince1970)
        ).scrolled
        let server = try TestServer(store: store) { $0.maxSessions = 2 }
        let answer = try server.client.get("/api/sessions/\(older.id)")
        #expect(answer.status == 503, "\(answer.text)")
        #expect(try answer.json()["error"]?["code"]?.stringValue == "too_many_sessions")
        #expect(try server.client.get("/api/sessions/ffffffffffffffff").status == 404)
    }
}
