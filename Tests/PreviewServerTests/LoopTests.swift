import MotionScene
import Testing

@testable import PreviewServer

/// `playback.loop`: the latest event's animation is replayed from the scene value just before
/// it, each time it settles; wall time passed in, no sleeps.
@Suite struct LoopTests {
    let catalogs = PlaybackFixture.catalogs

    /// Ticks at every due time until `count` frames have been published; their (time, offset).
    func run(_ state: inout SessionState, frames count: Int) throws -> [(time: Double, offset: Double, animating: Bool)] {
        var frames: [(time: Double, offset: Double, animating: Bool)] = []
        var guardCount = 0
        while frames.count < count, let due = state.nextDue, guardCount < 10 * count {
            guardCount += 1
            guard let frame = try? state.tick(now: due).frameJSON() else { continue }
            frames.append(
                (frame["time"]?.doubleValue ?? .nan, frame["state"]?["offset"]?.doubleValue ?? .nan, frame["animating"] == true))
        }
        return frames
    }

    func watchedState() -> SessionState {
        var state = PlaybackFixture.state(at: 0)
        state.setViewers(1)
        _ = state.tick(now: 0)
        return state
    }

    @Test func aSettledAnimationIsReplayedFromTheStateBeforeItsEvent() throws {
        var state = watchedState()
        _ = try state.apply(SessionInput(loop: true), catalogs: catalogs, now: 0)
        _ = try state.apply(SessionInput(event: ("bounce", JSONObject())), catalogs: catalogs, now: 0)
        // bounceSeconds = 0.25 s: 15 frames to settle, then one to replay; three runs' worth.
        let frames = try run(&state, frames: 50)
        #expect(frames.count == 50)
        let restarts = frames.indices.dropFirst().filter { frames[$0].offset < frames[$0 - 1].offset }
        #expect(restarts.count >= 2, "the offset falls back to where the event found it, again and again")
        // Each run rises from 0 toward 40 (the bounce's target from the recorded state), never
        // toward 0 as a second bounce applied to the settled value would.
        let first = try #require(restarts.first)
        #expect(frames[first - 1].offset == 40)
        #expect(frames[first].offset < 1)
        #expect(frames[first].animating)
    }

    @Test func replayedFramesAreTheSceneComputedAtTheirOwnTimes() throws {
        var state = watchedState()
        _ = try state.apply(SessionInput(loop: true), catalogs: catalogs, now: 0)
        _ = try state.apply(SessionInput(event: ("bounce", JSONObject())), catalogs: catalogs, now: 0)
        let frames = try run(&state, frames: 40)
        let restart = try #require(frames.indices.dropFirst().first { frames[$0].offset < frames[$0 - 1].offset })
        let replayStart = frames[restart].time
        var reference = TestScrollScene(
            screen: PlaybackFixture.screen, parameters: TestScrollScene.defaultParameters(for: PlaybackFixture.screen), at: 0)
        try reference.handle(SceneEvent(name: "bounce"), at: replayStart)
        for frame in frames[restart...] where frame.time < replayStart + TestScrollScene.bounceSeconds {
            let expected = reference.frame(at: frame.time).state["offset"]?.doubleValue ?? .nan
            #expect(abs(frame.offset - expected) < 1e-9)
        }
    }

    @Test func withoutLoopASettledAnimationStaysSettled() throws {
        var state = watchedState()
        _ = try state.apply(SessionInput(event: ("bounce", JSONObject())), catalogs: catalogs, now: 0)
        let frames = try run(&state, frames: 100)
        #expect(frames.count < 20, "frames stop once the bounce settles")
        #expect(frames.last?.offset == 40)
        #expect(state.nextDue == nil)
    }

    @Test func turningLoopOnAfterTheAnimationSettledReplaysItAtOnce() throws {
        var state = watchedState()
        _ = try state.apply(SessionInput(event: ("bounce", JSONObject())), catalogs: catalogs, now: 0)
        _ = try run(&state, frames: 100)
        #expect(state.nextDue == nil)
        _ = try state.apply(SessionInput(loop: true), catalogs: catalogs, now: 5)
        let next = try run(&state, frames: 1)
        #expect(next.first?.animating == true)
        #expect((next.first?.offset ?? 99) < 1)
    }

    @Test func turningLoopOffStopsAfterTheCurrentRun() throws {
        var state = watchedState()
        _ = try state.apply(SessionInput(loop: true), catalogs: catalogs, now: 0)
        _ = try state.apply(SessionInput(event: ("bounce", JSONObject())), catalogs: catalogs, now: 0)
        _ = try run(&state, frames: 20)
        _ = try state.apply(SessionInput(loop: false), catalogs: catalogs, now: state.lastFrameWall)
        _ = try run(&state, frames: 100)
        #expect(state.nextDue == nil)
        #expect(state.sessionJSON["playback"]?["loop"] == false)
    }

    @Test func anEventThatStartsNoMotionIsNotReplayed() throws {
        var state = watchedState()
        _ = try state.apply(SessionInput(loop: true), catalogs: catalogs, now: 0)
        _ = try state.apply(SessionInput(event: ("jump", JSONObject(["height": 20]))), catalogs: catalogs, now: 0)
        #expect(state.nextDue == nil)
        #expect(state.recording?.event.name == "jump")
    }

    @Test func parametersSetAfterTheEventCarryIntoTheReplay() throws {
        var state = watchedState()
        _ = try state.apply(SessionInput(loop: true), catalogs: catalogs, now: 0)
        _ = try state.apply(SessionInput(event: ("bounce", JSONObject())), catalogs: catalogs, now: 0)
        _ = try state.apply(SessionInput(changes: JSONObject(["mode": "fancy"])), catalogs: catalogs, now: 0.05)
        _ = try run(&state, frames: 30)
        #expect(state.recording?.before.parameters["mode"] == .text("fancy"))
        #expect(state.scene.parameters["mode"] == .text("fancy"))
    }

    @Test func changingTheSceneForgetsTheRecording() throws {
        var state = watchedState()
        _ = try state.apply(SessionInput(loop: true), catalogs: catalogs, now: 0)
        _ = try state.apply(SessionInput(event: ("bounce", JSONObject())), catalogs: catalogs, now: 0)
        _ = try state.apply(SessionInput(sceneID: "test-static"), catalogs: catalogs, now: 0.1)
        #expect(state.recording == nil)
        #expect(state.nextDue == nil || state.viewersChanged)
        #expect(state.loop, "loop stays on for the next event")
    }

    @Test func steppingWhilePausedWalksIntoTheNextRun() throws {
        var state = watchedState()
        _ = try state.apply(SessionInput(loop: true), catalogs: catalogs, now: 0)
        _ = try state.apply(SessionInput(event: ("bounce", JSONObject()), paused: true), catalogs: catalogs, now: 0)
        var offsets: [Double] = []
        for _ in 0..<40 {
            let frame = try state.apply(SessionInput(step: 1), catalogs: catalogs, now: 0).frameJSON()
            offsets.append(frame["state"]?["offset"]?.doubleValue ?? .nan)
        }
        #expect(offsets.contains(40))
        #expect(offsets.indices.dropFirst().contains { offsets[$0] < offsets[$0 - 1] }, "a step past the end replays")
    }
}
