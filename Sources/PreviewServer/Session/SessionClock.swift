/// Session time: scaled wall time since the session began, re-anchored whenever the speed or
/// pause state changes so time never jumps. Wall time is passed in (seconds on a monotonic
/// clock), so tests drive it without sleeping.
struct SessionClock: Hashable, Sendable {
    /// Speeds the playback control accepts (docs/protocol.md); 0.1 still lets one watch motion
    /// at a tenth of its pace, 2 is the fastest the page offers.
    static let speedRange: ClosedRange<Double> = 0.1...2
    /// The speeds the page offers, sent with the session (`playbackLimits`) so the page keeps no
    /// copy of the range (chosen: the steps a motion designer reaches for, slow to double).
    static let offeredSpeeds: [Double] = [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2]

    private(set) var anchorWall: Double
    private(set) var anchorTime: Double
    private(set) var speed: Double
    private(set) var paused: Bool

    init(startingAt wall: Double, speed: Double = 1, paused: Bool = false) {
        self.init(time: 0, at: wall, speed: speed, paused: paused)
    }

    /// A clock that reads `time` at wall time `wall`: how a restored session's clock goes on
    /// from where the stored one was, in a process whose wall clock started elsewhere.
    init(time: Double, at wall: Double, speed: Double, paused: Bool) {
        anchorWall = wall
        anchorTime = time
        self.speed = speed
        self.paused = paused
    }

    /// Session seconds at wall time `wall`.
    func time(at wall: Double) -> Double {
        paused ? anchorTime : anchorTime + max(wall - anchorWall, 0) * speed
    }

    mutating func setPlayback(speed newSpeed: Double? = nil, paused newPaused: Bool? = nil, at wall: Double) {
        anchorTime = time(at: wall)
        anchorWall = wall
        if let newSpeed { speed = newSpeed }
        if let newPaused { paused = newPaused }
    }

    /// Moves session time by `seconds` (negative: back) and leaves the clock paused there, as a
    /// video player's frame step does: time moves only by steps until playback resumes.
    mutating func step(by seconds: Double, at wall: Double) {
        anchorTime = time(at: wall) + seconds
        anchorWall = wall
        paused = true
    }
}
