/// Keeps an input's path in the caches while a control is being dragged (issue 15).
///
/// Inputs arrive 10–17 ms apart, and in between the core runs other work: the server's code and
/// data leave the caches, and the next input's frame took about 4 × what the same code takes
/// warm (24 µs against `bench frames`' 6.4 µs for the article's frame). So for a short while
/// after each input the front door answers, its loop wakes every millisecond it has nothing
/// else to do and computes the session's frame on a copy of its state, publishing nothing
/// (`Session.warm`). Measured with one viewer and 100 inputs/s: input → frame median 0.31 →
/// 0.22 ms, for 3–4 % more of a core. An idle server still sleeps: the window closes
/// `window` seconds after the last input.
///
/// Only the front door's thread uses it.
final class WarmPath {
    /// How long after an input the path is kept warm (chosen: three frames at 60 Hz, longer
    /// than the gap between two inputs of a drag, so a drag stays warm from end to end).
    static let window = 0.05
    /// How often it is warmed in the window (chosen: 1 ms, what epoll's timeout can express;
    /// a warm frame costs about 10 µs, so 1 % of a core).
    static let intervalMilliseconds: Int32 = 1

    private var session: String?
    private var until = 0.0

    /// The front door answered an input for `session` at `now`.
    func noteInput(session: String, at now: Double) {
        self.session = session
        until = now + Self.window
    }

    /// How long the loop may sleep, or nil when nothing is to be kept warm.
    func sleepMilliseconds(at now: Double) -> Int32? {
        now < until ? Self.intervalMilliseconds : nil
    }

    /// The session to warm now, when the window is open.
    func due(at now: Double) -> String? {
        now < until ? session : nil
    }
}
