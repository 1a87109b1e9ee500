import MotionCore

/// What a session publishes after a step.
enum SessionAction: Equatable, Sendable {
    /// An encoded `event: frame` for every viewer.
    case frame([UInt8])
    /// An encoded `event: session` for every viewer.
    case session([UInt8])
}

/// One session as a pure state machine: (state, input, wall time) → (state, actions). The
/// `Session` class around it owns the lock, the viewers and the real clock; this holds the
/// scene value, the screen, the session clock and what was published last.
struct SessionState: Sendable {
    let id: String
    /// Seconds between frames while something moves: 60 frames/s (protocol.md).
    let frameInterval: Double
    private(set) var scene: any Scene
    private(set) var screen: Screen
    private(set) var clock: SessionClock
    private(set) var seq = 0
    private(set) var viewers = 0
    /// The scene's haptic count already reported, so each haptic is sent in one frame only.
    private(set) var reportedHaptics = 0
    /// The newest frame, encoded once: what a viewer that connects now receives.
    private(set) var frameEvent: [UInt8] = []
    private(set) var frameJSON = ""
    /// Microseconds the last frame took to encode, reported in the next frame's `metrics`.
    private(set) var lastEncodeMicros = 0.0
    /// Frames keep coming while the scene animates, plus the one after the last animating one.
    private(set) var ticking = false
    private(set) var lastFrameWall: Double
    private(set) var viewersChanged = false
    private(set) var lastSessionWall: Double

    init(id: String, scene: any Scene, screen: Screen, now: Double, frameInterval: Double = 1.0 / 60) {
        self.id = id
        self.frameInterval = frameInterval
        self.scene = scene
        self.screen = screen
        clock = SessionClock(startingAt: now)
        lastFrameWall = now
        lastSessionWall = now
        seq = -1
        _ = publishFrame(now: now)
    }

    var sceneType: any Scene.Type { type(of: scene) }

    /// Applies an input to a copy and keeps the copy only when every part succeeds.
    mutating func apply(_ input: SessionInput, catalogs: Catalogs, now: Double) throws(APIError) -> [SessionAction] {
        var next = self
        try next.applyParts(input, catalogs: catalogs, now: now)
        var actions = [next.publishFrame(now: now)]
        if input.sceneID != nil || input.changesScreen || input.changesPlayback {
            actions.append(next.publishSession(now: now))
        }
        self = next
        return actions
    }

    private mutating func applyParts(_ input: SessionInput, catalogs: Catalogs, now: Double) throws(APIError) {
        let time = clock.time(at: now)
        if let sceneID = input.sceneID {
            let type = try catalogs.sceneType(sceneID)
            replaceScene(type.init(screen: screen, parameters: type.defaultParameters(for: screen), at: time))
        }
        if input.changesScreen {
            let profile = try catalogs.profile(input.deviceID ?? screen.device.id)
            screen = profile.screen(input.orientation ?? screen.orientation)
            let parameters = ParameterInput.carried(scene.presentedParameters(at: time), into: sceneType.parameters(for: screen))
            replaceScene(sceneType.init(screen: screen, parameters: parameters, at: time))
        }
        if let changes = input.changes {
            let validated = try ParameterInput.changes(changes, specs: sceneType.parameters(for: screen))
            do { try scene.set(validated, at: time) } catch { throw APIError(error) }
        }
        if let (name, arguments) = input.event {
            guard let spec = sceneType.events.first(where: { $0.name == name }) else {
                throw APIError(status: 400, code: "unknown_name", "the scene has no event '\(name)'", field: "event")
            }
            do { try scene.handle(try spec.validate(arguments), at: time) } catch { throw APIError(error) }
        }
        if input.changesPlayback {
            clock.setPlayback(speed: input.speed, paused: input.paused, at: now)
        }
    }

    private mutating func replaceScene(_ newScene: any Scene) {
        scene = newScene
        reportedHaptics = 0
    }

    /// The frame clock's step: a frame when one is due, and the viewer count when it changed.
    mutating func tick(now: Double) -> [SessionAction] {
        var actions: [SessionAction] = []
        if ticking, viewers > 0, now >= lastFrameWall + frameInterval - Self.earlyWakeTolerance {
            actions.append(publishFrame(now: now))
        }
        if viewersChanged, now >= lastSessionWall + frameInterval - Self.earlyWakeTolerance {
            actions.append(publishSession(now: now))
        }
        return actions
    }

    /// A timed wait may return this early; a millisecond is well under a frame (16.7 ms).
    static let earlyWakeTolerance = 0.001

    /// When `tick` next has something to do, or nil while nothing moves.
    var nextDue: Double? {
        // Nobody watching: no frames are computed; `catchUp` brings the frame up to date
        // when a viewer arrives.
        let frame = ticking && viewers > 0 ? lastFrameWall + frameInterval : nil
        let session = viewersChanged ? lastSessionWall + frameInterval : nil
        return [frame, session].compactMap { $0 }.min()
    }

    /// A frame for `now` if the scene was animating while nobody watched, so a new viewer
    /// starts from the present and not from the last frame anyone saw.
    mutating func catchUp(now: Double) -> [SessionAction] {
        ticking ? [publishFrame(now: now)] : []
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
        let frame = scene.frame(at: time)
        // The style a scene reports is its latest haptic; `light` is UIKit's most common
        // impact style, used when a scene counts a haptic without naming it.
        let haptic = frame.hapticCount > reportedHaptics ? (frame.hapticStyle ?? "light") : nil
        reportedHaptics = frame.hapticCount
        seq += 1
        let document = FrameDocument(
            seq: seq, time: time, sceneID: sceneType.id, screen: screen,
            parameters: scene.orderedParameters(for: screen, at: time), frame: frame, haptic: haptic)
        // Metrics for the page's overlay (issue 7): this frame's compute time and the previous
        // frame's encode time, since a frame cannot carry the time taken to encode itself.
        var json = document.json
        let encodeStart = FrameClock.monotonicSeconds()
        if case .object(var object) = json {
            object["metrics"] = [
                "computeMicros": .number(((encodeStart - computeStart) * 1e6).rounded()),
                "encodeMicros": .number(lastEncodeMicros),
            ]
            json = .object(object)
        }
        frameJSON = JSONWriter.string(json)
        frameEvent = EventEncoding.frame(seq: seq, json: frameJSON)
        lastEncodeMicros = ((FrameClock.monotonicSeconds() - encodeStart) * 1e6).rounded()
        ticking = frame.animating && !clock.paused
        lastFrameWall = now
        return .frame(frameEvent)
    }

    mutating func publishSession(now: Double) -> SessionAction {
        viewersChanged = false
        lastSessionWall = now
        return .session(sessionEvent)
    }
}
