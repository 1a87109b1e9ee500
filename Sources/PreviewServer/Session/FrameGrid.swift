/// Frame ticks at whole multiples of `interval` seconds of the monotonic clock, shared by every
/// session with that interval (`SessionState.nextFrameDue` says why).
struct FrameGrid {
    let interval: Double

    /// The first tick at or after `time`.
    func tick(after time: Double) -> Double {
        (time / interval).rounded(.up) * interval
    }
}
