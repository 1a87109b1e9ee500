import Foundation

/// Seconds since 1970 for the monotonic seconds sessions run on. A monotonic clock starts
/// afresh with each boot, so what is stored to outlive the process is on the wall clock; one
/// reading of both, taken when the server starts, converts one into the other (and tests pass
/// any pair).
struct EpochClock: Hashable, Sendable {
    let monotonic: Double
    let epoch: Double

    func epoch(at monotonicNow: Double) -> Double {
        epoch + (monotonicNow - monotonic)
    }

    /// Both clocks read now.
    static func reading(monotonicNow: Double) -> EpochClock {
        EpochClock(monotonic: monotonicNow, epoch: Date().timeIntervalSince1970)
    }
}
