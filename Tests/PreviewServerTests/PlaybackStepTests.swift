import MotionScene
import Testing

@testable import PreviewServer

/// Frame stepping and slow motion on the session state machine, wall time passed in.
@Suite struct PlaybackStepTests {
    static let interval = 1.0 / 60

    func makeState(at wall: Double) -> SessionState {
        PlaybackFixture.state(at: wall)
    }

    @Test func stepPausesAndMovesSessionTimeByOneFrameInterval() throws {
        var state = makeState(at: 10)
        let stepped = try state.apply(SessionInput(step: 1), catalogs: PlaybackFixture.catalogs, now: 12).frameJSON()
        #expect(abs((stepped["time"]?.doubleValue ?? -1) - (2 + Self.interval)) < 1e-12)
        #expect(state.clock.paused)
        #expect(state.sessionJSON["playback"]?["paused"] == true)
        // Paused: wall time passing moves nothing.
        let later = try state.apply(SessionInput(changes: JSONObject(["scrollY": 5])), catalogs: PlaybackFixture.catalogs, now: 50).frameJSON()
        #expect(later["time"] == stepped["time"])
    }

    @Test(arguments: [3, -2, 60])
    func stepsOfSeveralFramesMoveByThatManyIntervals(_ frames: Int) throws {
        var state = makeState(at: 0)
        _ = try state.apply(SessionInput(paused: true), catalogs: PlaybackFixture.catalogs, now: 5)
        let frame = try state.apply(SessionInput(step: frames), catalogs: PlaybackFixture.catalogs, now: 9).frameJSON()
        #expect(abs((frame["time"]?.doubleValue ?? -1) - (5 + Double(frames) * Self.interval)) < 1e-12)
    }

    @Test func steppingThroughAnAnimationShowsTheSceneComputedAtEachFrame() throws {
        var state = makeState(at: 0)
        _ = try state.apply(SessionInput(event: ("bounce", JSONObject()), paused: true), catalogs: PlaybackFixture.catalogs, now: 1)
        // The reference: the same scene value, asked directly at each frame's time.
        var reference = TestScrollScene(
            screen: PlaybackFixture.screen, parameters: TestScrollScene.defaultParameters(for: PlaybackFixture.screen), at: 0)
        try reference.handle(SceneEvent(name: "bounce"), at: 1)
        for index in 1...20 {
            let frame = try state.apply(SessionInput(step: 1), catalogs: PlaybackFixture.catalogs, now: 1).frameJSON()
            let time = 1 + Double(index) * Self.interval
            let expected = reference.frame(at: time).state["offset"]?.doubleValue ?? .nan
            #expect(abs((frame["time"]?.doubleValue ?? -1) - time) < 1e-9)
            #expect(abs((frame["state"]?["offset"]?.doubleValue ?? .nan) - expected) < 1e-9, "frame \(index)")
        }
    }

    @Test func stepBackStopsAtTheLatestInputAndARefusalChangesNothing() throws {
        var state = makeState(at: 0)
        _ = try state.apply(SessionInput(event: ("bounce", JSONObject())), catalogs: PlaybackFixture.catalogs, now: 2)
        _ = try state.apply(SessionInput(step: 3), catalogs: PlaybackFixture.catalogs, now: 2)
        let back = try state.apply(SessionInput(step: -3), catalogs: PlaybackFixture.catalogs, now: 2).frameJSON()
        #expect(abs((back["time"]?.doubleValue ?? -1) - 2) < 1e-9)
        let before = state.frameEvent
        let error = #expect(throws: APIError.self) {
            try state.apply(SessionInput(step: -1), catalogs: PlaybackFixture.catalogs, now: 2)
        }
        #expect(error?.status == 422)
        #expect(error?.field == "step")
        #expect(state.frameEvent == before)
    }

    @Test(arguments: [
        (#"{"playback":{"step":0}}"#, 422), (#"{"playback":{"step":601}}"#, 422), (#"{"playback":{"step":-601}}"#, 422),
        (#"{"playback":{"step":1.5}}"#, 400), (#"{"playback":{"step":"1"}}"#, 400),
        (#"{"playback":{"step":1,"paused":false}}"#, 400), (#"{"playback":{"loop":"yes"}}"#, 400),
        (#"{"playback":{"rewind":true}}"#, 400), (#"{"verify":false}"#, 400),
    ])
    func malformedPlaybackIsRefused(_ body: String, _ status: Int) throws {
        let object = try #require(try JSONParser.parse(body).objectValue)
        let error = #expect(throws: APIError.self) { try SessionInput(json: object) }
        #expect(error?.status == status)
    }

    @Test(arguments: [1.0, 0.5, 0.25, 0.1])
    func slowMotionTakesOneOverSpeedTimesTheWallTimeForTheSameSessionTime(_ speed: Double) throws {
        // The bounce lasts `bounceSeconds` of session time at any speed; at speed s the wall
        // clock runs 1/s times as long, and every frame on the way is a computed one.
        var state = makeState(at: 0)
        state.setViewers(1)
        _ = state.tick(now: 0)
        _ = try state.apply(SessionInput(speed: speed), catalogs: PlaybackFixture.catalogs, now: 0)
        _ = try state.apply(SessionInput(event: ("bounce", JSONObject())), catalogs: PlaybackFixture.catalogs, now: 0)
        var wall = 0.0
        var frames = 0
        var sessionEnd = 0.0
        while let due = state.nextDue, frames < 10_000 {
            wall = due
            guard let frame = try? state.tick(now: wall).frameJSON() else { continue }
            frames += 1
            if frame["animating"] == false {
                sessionEnd = frame["time"]?.doubleValue ?? .nan
                break
            }
        }
        let bounce = TestScrollScene.bounceSeconds
        // The first resting frame comes within one frame interval of wall time after the end.
        // (Wall times are sums of frame intervals, so the last one may land a rounding either side.)
        #expect(wall >= bounce / speed - 1e-9 && wall <= bounce / speed + Self.interval + 1e-6)
        #expect(sessionEnd >= bounce - 1e-9 && sessionEnd <= bounce + speed * Self.interval + 1e-6)
        #expect(abs(frames - Int((bounce / speed / Self.interval).rounded())) <= 1)
    }
}

/// Shared set-up for the playback and loop suites.
enum PlaybackFixture {
    static let catalogs = SessionStateTests.catalogs
    static let screen = SessionStateTests.screen

    static func state(at wall: Double) -> SessionState {
        let scene = TestScrollScene(screen: screen, parameters: TestScrollScene.defaultParameters(for: screen), at: 0)
        return SessionState(id: "p", scene: scene, screen: screen, now: wall)
    }
}

extension SessionActions {
    /// The frame JSON of the first action, which must be a frame.
    func frameJSON() throws -> JSONValue {
        guard case .frame(let published)? = first else { throw SessionActionError.notAFrame }
        let bytes = published.full
        let text = String(decoding: bytes, as: UTF8.self)
        guard let data = text.split(separator: "\n").first(where: { $0.hasPrefix("data: ") }) else {
            throw SessionActionError.notAFrame
        }
        return try JSONParser.parse(String(data.dropFirst(6)))
    }
}

enum SessionActionError: Error {
    case notAFrame
}
