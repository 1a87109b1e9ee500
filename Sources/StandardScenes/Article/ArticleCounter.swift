import Foundation
import MotionScene

/// The original's counting label (`BaseClass/CounterAnimationLabel.swift`, `.EaseOut`): from 0
/// to the target over `durationSeconds`, the shown fraction 1 − (1 − p)^velocity at linear
/// progress p. It ticks on a 0.01-s timer; we evaluate the same curve at any session time.
struct ArticleCounter: Sendable, Hashable, TimeVarying {
    /// Session seconds at which counting began.
    var startTime: Double
    var durationSeconds: Double
    /// The original's `counterVelocity` (3).
    var velocity: Double

    /// Fraction of the target shown at `time`: 0 before the start, 1 from the end on (a zero
    /// duration shows the target at once, as the original's `duration == 0` branch does).
    func fraction(at time: Double) -> Double {
        guard durationSeconds > 0 else { return time >= startTime ? 1 : 0 }
        let progress = min(max((time - startTime) / durationSeconds, 0), 1)
        return 1 - pow(1 - progress, velocity)
    }

    /// The label's number: the original shows `Int(value)`, which truncates.
    func shown(_ target: Int, at time: Double) -> Int {
        Int((Double(target) * fraction(at: time)).rounded(.towardZero))
    }

    /// Counting keeps the session clock ticking until the target shows.
    func isAnimating(at time: Double) -> Bool {
        time >= startTime && time < startTime + durationSeconds
    }
}
