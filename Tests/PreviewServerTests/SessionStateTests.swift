import Foundation
import MotionScene
import Testing

@testable import PreviewServer

/// The session state machine with an injected clock: no sleeps, wall times are numbers.
@Suite struct SessionStateTests {
    static let catalogs = Catalogs(
        scenes: .testing, devices: try! DeviceCatalog.bundled(), defaultSceneID: "test-scroll", defaultDeviceID: "iphone-x")
    static let screen = try! DeviceCatalog.bundled().profile(id: "iphone-x")!.screen(.portrait)

    func makeState(at wall: Double = 100) -> SessionState {
        let scene = TestScrollScene(
            screen: Self.screen, parameters: TestScrollScene.defaultParameters(for: Self.screen), at: 0)
        return SessionState(id: "s", scene: scene, screen: Self.screen, now: wall)
    }

    func frame(_ action: SessionAction?) throws -> JSONValue {
        let published = try #require(action?.frameEvents, "not a frame: \(String(describing: action))")
        let bytes = published.full
        let text = String(decoding: bytes, as: UTF8.self)
        let data = try #require(text.split(separator: "\n").first { $0.hasPrefix("data: ") })
        return try JSONParser.parse(String(data.dropFirst(6)))
    }

    @Test func startsAtSeqZeroAndTimeZeroAndIdle() throws {
        var state = makeState()
        #expect(state.seq == 0)
        #expect(state.ticking == false)
        #expect(state.nextDue == nil)
        #expect(state.tick(now: 1000).isEmpty)
    }

    @Test func inputPublishesItsFrameImmediately() throws {
        var state = makeState()
        let actions = try state.apply(SessionInput(changes: JSONObject(["scrollY": 50])), catalogs: Self.catalogs, now: 100.5)
        #expect(actions.count == 1)
        let published = try frame(actions.first)
        #expect(published["seq"] == 1)
        #expect(published["time"] == 0.5)
        #expect(published["params"]?["scrollY"] == 50)
    }

    @Test func animationTicksAtTheFrameIntervalThenStopsAfterOneRestingFrame() throws {
        var state = makeState(at: 0)
        state.setViewers(1)
        _ = state.tick(now: 0.02)
        _ = try state.apply(SessionInput(event: ("bounce", JSONObject())), catalogs: Self.catalogs, now: 0)
        #expect(state.ticking)
        #expect(try #require(state.nextDue) == 1.0 / 60, "next frame one interval later")
        #expect(state.tick(now: 0.005).isEmpty, "not due yet")
        #expect(state.viewersChanged == false)
        var wall = 0.0
        var published = 0
        var last = JSONValue.null
        while let due = state.nextDue {
            wall = due
            let actions = state.tick(now: wall)
            last = try frame(actions.first)
            published += 1
            #expect(published < 100)
        }
        let expectedTicks = Int((TestScrollScene.bounceSeconds * 60).rounded(.up))
        #expect(abs(published - expectedTicks) <= 1)
        #expect(last["animating"] == false)
        #expect(last["state"]?["offset"] == 40)
        #expect(state.tick(now: wall + 10).isEmpty, "idle: nothing more")
    }

    @Test func refusedInputLeavesStateExactlyAsItWas() throws {
        var state = makeState()
        let before = state.sessionJSON
        let beforeFrame = state.frameEvent
        #expect(throws: APIError.self) {
            try state.apply(
                SessionInput(changes: JSONObject(["scrollY": 600]), event: ("jump", JSONObject(["height": 5]))), catalogs: Self.catalogs, now: 101)
        }
        #expect(state.sessionJSON == before)
        #expect(state.frameEvent == beforeFrame)
        #expect(state.scene.parameters["scrollY"] == .number(0))
    }

    @Test func pausedTimeStandsStillAndResumesWhereItStopped() throws {
        var state = makeState(at: 10)
        _ = try state.apply(SessionInput(paused: true), catalogs: Self.catalogs, now: 12)
        let paused = try frame(try state.apply(SessionInput(changes: JSONObject(["scrollY": 1])), catalogs: Self.catalogs, now: 20).first)
        #expect(paused["time"] == 2)
        _ = try state.apply(SessionInput(speed: 0.5, paused: false), catalogs: Self.catalogs, now: 30)
        let resumed = try frame(try state.apply(SessionInput(changes: JSONObject(["scrollY": 2])), catalogs: Self.catalogs, now: 34).first)
        #expect(resumed["time"] == 4)
    }

    @Test func noFramesAreComputedWhileNobodyWatches() throws {
        var state = makeState(at: 0)
        _ = try state.apply(SessionInput(event: ("bounce", JSONObject())), catalogs: Self.catalogs, now: 0)
        #expect(state.nextDue == nil)
        #expect(state.tick(now: 0.1).isEmpty)
        let caughtUp = try frame(state.catchUp(now: 1).first)
        #expect(caughtUp["time"] == 1)
        #expect(caughtUp["animating"] == false)
        #expect(state.catchUp(now: 2).isEmpty)
    }

    /// Viewers joining an animating session that others watch get its newest frame: joins within
    /// one frame interval publish no frame of their own (1,000 joins in a second once published
    /// 1,000 frames, and the viewers already there were dropped as stuck).
    @Test func viewersJoiningWhileOthersWatchPublishNoExtraFrames() throws {
        var state = makeState(at: 0)
        state.setViewers(1)
        _ = try state.apply(SessionInput(event: ("bounce", JSONObject())), catalogs: Self.catalogs, now: 0)
        #expect(state.ticking)
        let joins = stride(from: 0.001, to: 1.0 / 60 - 0.001, by: 0.001).flatMap { state.catchUp(now: $0) }
        #expect(joins.count == 0, "frames published by joins within one interval")
        let later = state.catchUp(now: 1.0 / 60)
        #expect(later.count == 1, "a join a whole interval later starts from the present")
    }

    @Test func pausingStopsTheFrameClock() throws {
        var state = makeState(at: 0)
        state.setViewers(1)
        _ = state.tick(now: 0.02)
        _ = try state.apply(SessionInput(event: ("bounce", JSONObject())), catalogs: Self.catalogs, now: 0.03)
        #expect(state.nextDue != nil)
        _ = try state.apply(SessionInput(paused: true), catalogs: Self.catalogs, now: 0.05)
        #expect(state.nextDue == nil)
    }

    @Test func playbackSceneAndDeviceChangesAnnounceTheSession() throws {
        var state = makeState()
        for input in [SessionInput(speed: 2), SessionInput(sceneID: "test-static"), SessionInput(deviceID: "iphone-8")] {
            let actions = try state.apply(input, catalogs: Self.catalogs, now: 101)
            #expect(actions.count == 2)
            guard case .session = actions.last else {
                Issue.record("no session event for \(input)")
                continue
            }
        }
    }

    @Test func deviceChangeKeepsParametersClampedIntoTheNewRange() throws {
        var state = makeState()
        _ = try state.apply(SessionInput(changes: JSONObject(["scrollY": 1600, "mode": "fancy"])), catalogs: Self.catalogs, now: 101)
        _ = try state.apply(SessionInput(orientation: .landscape), catalogs: Self.catalogs, now: 102)
        #expect(state.scene.parameters["scrollY"] == .number(Self.screen.width * 2))
        #expect(state.scene.parameters["mode"] == .text("fancy"))
        #expect(state.screen.orientation == .landscape)
    }

    @Test func sceneChangeResetsParametersToTheNewDefaults() throws {
        var state = makeState()
        _ = try state.apply(SessionInput(sceneID: "test-static"), catalogs: Self.catalogs, now: 101)
        #expect(state.scene.parameters == ["size": .number(10)])
    }

    @Test func hapticAppearsInTheFirstFrameWhereTheCountGrew() throws {
        var state = makeState()
        let buzzed = try frame(try state.apply(SessionInput(event: ("buzz", JSONObject())), catalogs: Self.catalogs, now: 101).first)
        let after = try frame(try state.apply(SessionInput(changes: JSONObject(["scrollY": 3])), catalogs: Self.catalogs, now: 102).first)
        #expect(buzzed["haptic"] == "light")
        #expect(after["haptic"] == .null)
    }

    @Test func viewerChangesAreCoalescedToOneSessionEventPerInterval() throws {
        var state = makeState(at: 0)
        state.setViewers(1)
        state.setViewers(2)
        state.setViewers(3)
        let due = try #require(state.nextDue)
        let actions = state.tick(now: due)
        #expect(actions.count == 1)
        guard case .session(let bytes)? = actions.first else { return }
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"viewers\":3"))
        #expect(state.nextDue == nil)
    }
}

extension SessionAction {
    /// The frame this action publishes, or nil for a session event.
    var frameEvents: FrameEvents? {
        guard case .frame(let events) = self else { return nil }
        return events
    }
}

@Suite struct SessionClockTests {
    @Test(arguments: [
        // (speed, paused, wall seconds after start, expected session seconds)
        (1.0, false, 2.0, 2.0), (0.5, false, 2.0, 1.0), (2.0, false, 0.25, 0.5), (1.0, true, 5.0, 0.0),
    ])
    func timeScalesWithSpeed(_ speed: Double, _ paused: Bool, _ elapsed: Double, _ expected: Double) {
        var clock = SessionClock(startingAt: 50)
        clock.setPlayback(speed: speed, paused: paused, at: 50)
        #expect(abs(clock.time(at: 50 + elapsed) - expected) < 1e-12)
    }

    @Test func reanchoringKeepsTimeContinuous() {
        var clock = SessionClock(startingAt: 0)
        let before = clock.time(at: 3)
        clock.setPlayback(speed: 0.1, at: 3)
        #expect(abs(clock.time(at: 3) - before) < 1e-12)
        #expect(abs(clock.time(at: 13) - 4) < 1e-12)
    }
}

@Suite struct RateLimiterTests {
    @Test func allowsTheBurstThenTheRate() {
        var limiter = RateLimiter(rate: 120, burst: 240, now: 0)
        let burst = (0..<300).filter { _ in limiter.allow(at: 0) }.count
        #expect(burst == 240)
        let afterOneSecond = (0..<300).filter { _ in limiter.allow(at: 1) }.count
        #expect(afterOneSecond == 120)
    }

    @Test func neverHoldsMoreThanTheBurst() {
        var limiter = RateLimiter(rate: 120, burst: 240, now: 0)
        #expect((0..<500).filter { _ in limiter.allow(at: 3600) }.count == 240)
    }
}
