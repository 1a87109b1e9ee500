import MotionScene

/// What a session publishes after a step.
enum SessionAction: Equatable, Sendable {
    /// A frame for every viewer, encoded whole and as a delta.
    case frame(FrameEvents)
    /// An encoded `event: session` for every viewer.
    case session([UInt8])
}

/// One session as a pure state machine: (state, input, wall time) → (state, actions). The
/// `Session` class around it owns the lock, the viewers and the real clock; this holds the
/// scene value, the screen, the session clock and what was published last.
struct SessionState: Sendable {
    private(set) var id: String
    /// Seconds between frames while something moves: 60 frames/s (docs/protocol.md).
    let frameInterval: Double
    var scene: any Scene
    /// The screen with its frame fields' JSON, built once for every frame on it.
    private(set) var screenFields: ScreenFields
    var screen: Screen {
        get { screenFields.screen }
        set { screenFields = .shared(newValue) }
    }
    /// The scene's parameter specs on `screen`, kept while both stay: some scenes lay out
    /// their whole content to know a scroll range, which no frame should pay for again.
    var parameterSpecs: [ParameterSpec] {
        didSet { parameterNames = parameterSpecs.map(\.name) }
    }
    /// The specs' names, in their order: what every frame reads its parameters by.
    private(set) var parameterNames: [String]
    var clock: SessionClock
    private(set) var seq = 0
    private(set) var viewers = 0
    /// The scene's haptic count already reported, so each haptic is sent in one frame only.
    var reportedHaptics = 0
    /// The newest frame, encoded once when first needed: what a viewer that connects now receives.
    var frameEvent: [UInt8] { frameEvents.full }
    /// The newest frame's JSON (`frameEvent` without its event framing).
    var frameJSON: String { String(decoding: frameEvents.whole.json, as: UTF8.self) }
    /// The frames published so far, from which each next frame's delta is computed.
    private var deltas = FrameDelta.Chain()
    /// The newest frame's events: whole, and as a delta from the frame before.
    private(set) var frameEvents = FrameEvents(seq: -1, full: [])
    /// Random per session state, part of every delta's event id: a reconnect may skip the full
    /// frame only if it names this session's newest frame, and a seq alone also names the
    /// frames of a server restarted since (protocol-notes.md, "Delta frames").
    private(set) var streamEpoch = String(SecureToken.make(bits: 64).prefix(8))

    /// The event id a delta for frame `seq` carries.
    func deltaEventID(seq: Int) -> String { "\(seq)-\(streamEpoch)" }
    /// Microseconds the last frame took to encode, reported in the next frame's `metrics`.
    private(set) var lastEncodeMicros = 0.0
    /// Frames keep coming while the scene animates, plus the one after the last animating one.
    private(set) var ticking = false
    private(set) var lastFrameWall: Double
    private(set) var viewersChanged = false
    private(set) var lastSessionWall: Double
    /// Whether the newest frame was animating.
    private(set) var animating = false
    /// Replay the latest event's animation each time it settles (`playback.loop`).
    var loop = false
    var recording: LoopRecording?
    /// The recorded animation settled while looping: the next frame replays it.
    var replayDue = false
    /// Session time of the latest change to the scene value. Frames from then on are a pure
    /// function of the scene value and time, so stepping back may go this far and no further.
    var inputTime = 0.0
    /// What the scene value was built from, and how many inputs were applied to it since: the
    /// rest point and journal a restored session is replayed from (`SessionState+Journal`).
    var origin: SceneOrigin
    var inputsSinceOrigin = 0
    /// Brought back from the session store by this process: the page keeps what it shows
    /// instead of restoring its address into the session.
    var restored = false
    /// Parameters a restore left out because the scene's current code no longer takes them
    /// (`SessionState+WhatFits`); the page says so.
    var droppedOnRestore: [String] = []

    /// A session whose scene was built from `origin`.
    init(id: String, origin: SceneOrigin, catalogs: Catalogs, now: Double, frameInterval: Double = 1.0 / 60)
        throws(APIError)
    {
        let (scene, screen) = try origin.build(catalogs: catalogs)
        self.init(id: id, scene: scene, screen: screen, origin: origin, now: now, frameInterval: frameInterval)
    }

    /// `origin` defaults to the scene's own parameters at session time 0, which is how a scene
    /// built for a new session is made.
    init(
        id: String, scene: any Scene, screen: Screen, origin: SceneOrigin? = nil, now: Double,
        frameInterval: Double = 1.0 / 60
    ) {
        self.id = id
        self.frameInterval = frameInterval
        self.scene = scene
        screenFields = .shared(screen)
        self.origin =
            origin ?? SceneOrigin(sceneID: type(of: scene).id, screen: screen, parameters: scene.parameters, time: 0)
        inputTime = self.origin.time
        parameterSpecs = type(of: scene).parameters(for: screen)
        parameterNames = parameterSpecs.map(\.name)
        clock = SessionClock(startingAt: now)
        lastFrameWall = now
        lastSessionWall = now
        seq = -1
        _ = publishFrame(now: now)
    }

    var sceneType: any Scene.Type { type(of: scene) }

    /// This session under another id: the same scene value with all its history, screen,
    /// clock, playback and rest point, watched by nobody yet (`POST /api/sessions {from}`).
    func copy(id newID: String) -> SessionState {
        var copy = self
        copy.id = newID
        copy.viewers = 0
        copy.viewersChanged = false
        copy.restored = false
        copy.droppedOnRestore = []
        return copy
    }

    /// The frame clock's step: a frame when one is due, and the viewer count when it changed.
    mutating func tick(now: Double) -> SessionActions {
        var actions = SessionActions()
        if ticking, viewers > 0, now >= nextFrameDue - Self.earlyWakeTolerance {
            actions.append(publishFrame(now: now))
        }
        if viewersChanged, now >= lastSessionWall + frameInterval - Self.earlyWakeTolerance {
            actions.append(publishSession(now: now))
        }
        return actions
    }

    /// A timed wait may return this early; a millisecond is well under a frame (16.7 ms).
    static let earlyWakeTolerance = 0.001

    /// When the frame after the newest is due: the first tick, at least half an interval after
    /// it, of a grid of frame intervals every session shares (whole multiples of the interval on
    /// the monotonic clock). Sessions animating together then publish in one wake-up of the
    /// frame clock, as a display link ticks every animation on one refresh: the clock woke for
    /// each session, and looked at every session each time, where it now wakes once per
    /// interval and resumes all the streams it woke at once (issue #15). A frame published for
    /// an input, off the grid, is followed by the next tick 8.3–25 ms later; the ones after are
    /// an interval apart.
    var nextFrameDue: Double {
        FrameGrid(interval: frameInterval).tick(after: lastFrameWall + frameInterval / 2)
    }

    /// When `tick` next has something to do, or nil while nothing moves.
    var nextDue: Double? {
        // Nobody watching: no frames are computed; `catchUp` brings the frame up to date
        // when a viewer arrives.
        let frame = ticking && viewers > 0 ? nextFrameDue : nil
        let session = viewersChanged ? lastSessionWall + frameInterval : nil
        // Not `[frame, session].compactMap { $0 }.min()`: two arrays allocated on every tick
        // of every session (callgrind, issue 15).
        guard let frame else { return session }
        guard let session else { return frame }
        return min(frame, session)
    }

    /// A frame for `now` if the scene was animating while nobody watched, so a new viewer
    /// starts from the present and not from the last frame anyone saw. While others watch, the
    /// newest frame is at most a frame interval old and is what the viewer gets: a thousand
    /// viewers joining an animating session in one second must not publish a thousand frames
    /// (each offered to every viewer already there, which then count as stuck).
    mutating func catchUp(now: Double) -> SessionActions {
        guard ticking, now >= nextFrameDue - Self.earlyWakeTolerance else { return [] }
        return SessionActions(publishFrame(now: now))
    }

    /// Viewers joining or leaving are announced at most once per frame interval.
    mutating func setViewers(_ count: Int) {
        guard count != viewers else { return }
        viewers = count
        viewersChanged = true
    }

    var time: Double { clock.time(at: lastFrameWall) }

    /// Computes and encodes the frame at `now` once; every viewer gets these bytes.
    mutating func publishFrame(now: Double) -> SessionAction {
        let computeStart = FrameClock.monotonicSeconds()
        let time = clock.time(at: now)
        if replayDue { replay(at: time) }
        let published = scene.publishedFrame(parameterNames, at: time)
        // What is read of the frame once it is in the document is read first, and the delta's
        // source borrows the document: the frame was copied for each, a retain of every array,
        // string and object in it and a release again, 1.2k instructions a frame of the
        // article's fling (callgrind, issue 15).
        let (hapticCount, hapticStyle, animating) = (
            published.frame.hapticCount, published.frame.hapticStyle, published.frame.animating
        )
        // The style a scene reports is its latest haptic; `light` is UIKit's most common
        // impact style, used when a scene counts a haptic without naming it.
        let haptic = hapticCount > reportedHaptics ? (hapticStyle ?? "light") : nil
        reportedHaptics = hapticCount
        seq += 1
        let document = FrameDocument(
            seq: seq, time: time, sceneID: sceneType.id, screenFields: screenFields,
            parameters: published.parameters, frame: published.frame, haptic: haptic)
        // Metrics for the page's overlay (issue 7): this frame's compute time and the previous
        // frame's encode time, since a frame cannot carry the time taken to encode itself.
        let encodeStart = FrameClock.monotonicSeconds()
        let metrics = FrameMetrics(
            computeMicros: ((encodeStart - computeStart) * 1e6).rounded(), encodeMicros: lastEncodeMicros)
        let source = FrameDelta.Source(document, metrics: metrics)
        // The whole frame is encoded only when someone needs it (WholeFrame); the stream's own
        // work is the delta, which is what `encodeMicros` reports.
        let estimate = frameEvents.whole.size
        let whole = WholeFrame(seq: seq, document: document, metrics: metrics, estimatedSize: estimate)
        // A session's first frame is encoded now, so every later delta has a real size to beat.
        if estimate == 0 { _ = whole.event }
        var delta = deltas.append(source)
        // Not `delta.flatMap(deltaEvent)`, nor a closure calling it: either copied the whole
        // session state for the call, a retain for every reference it holds (perf, issue #15).
        // Taken out of the optional, so the delta recycled is its lists' only holder.
        var deltaBytes: [UInt8]?
        if var changes = delta.take() {
            deltaBytes = deltaEvent(changes)
            changes.recycle()
        }
        frameEvents = FrameEvents(whole: whole, delta: deltaBytes)
        lastEncodeMicros = ((FrameClock.monotonicSeconds() - encodeStart) * 1e6).rounded()
        self.animating = animating
        noteLoop(animating: animating)
        ticking = (animating || replayDue) && !clock.paused
        lastFrameWall = now
        return .frame(frameEvents)
    }

    /// The delta from the previous frame, computed once for every viewer; nil when it is not
    /// smaller than the latest frame encoded whole, the size it has to beat (`WholeFrame.size`).
    private func deltaEvent(_ delta: FrameDelta.Changes) -> [UInt8]? {
        // Room for the previous delta and a little more: consecutive deltas are about the same
        // size, and one fixed guess regrew the buffer on every frame of the article's fling,
        // whose deltas are 460 bytes.
        let capacity = max(Self.deltaEventCapacity, (frameEvents.delta?.count ?? 0) + Self.deltaEventSlack)
        let (event, jsonCount) = EventEncoding.delta(seq: seq, epoch: streamEpoch, capacity: capacity) {
            delta.write(to: &$0)
        }
        return jsonCount < frameEvents.whole.size ? event : nil
    }

    /// Room for most deltas and their event's head at once when there is no delta before.
    private static let deltaEventCapacity = 384
    /// Bytes a delta may grow by over the one before without regrowing its buffer.
    private static let deltaEventSlack = 128

    /// Takes back an input whose frame went out before the store refused it (`Session.apply`).
    /// This is the state before the input, `published` the one its frame came from. The scene,
    /// screen, clock and playback stay as they were here; only the frames move on, past the
    /// published one: viewers are sent this state's frame again (as a delta from the frame
    /// they have) and its session event, which puts back a page's controls.
    mutating func takeBack(_ published: SessionState, now: Double) -> SessionActions {
        seq = published.seq
        deltas = published.deltas
        frameEvents = published.frameEvents
        return [publishFrame(now: now), publishSession(now: now)]
    }

    mutating func publishSession(now: Double) -> SessionAction {
        viewersChanged = false
        lastSessionWall = now
        return .session(sessionEvent)
    }
}
