import Foundation

/// The figures of a `load --sessions K` run, as text: whether every session kept 60 frames
/// per second, what the server's CPU paid per frame, and what that makes per core.
struct LoadSessionsReport {
    var sessions: Int
    var open: Int
    var progress: [LoadSessions.Progress]
    /// Frames each viewer received during the run.
    var received: [Int]
    var elapsed: Double
    var start: ProcessSample?
    var end: ProcessSample?
    /// The server's frame rate (docs/protocol.md): a session publishing this many frames a
    /// second while it animates is on time.
    static let framesPerSecond = 60.0
    /// A session below this share of the rate is counted late: the clock's ticks land on a
    /// shared grid, so an on-time session measures within a frame or two of 60 over a run.
    static let onTimeShare = 0.95

    var late: Int { progress.filter { $0.framesPerSecond < Self.framesPerSecond * Self.onTimeShare }.count }
    var published: Int { progress.map(\.frames).reduce(0, +) }

    var text: String {
        let rates = LoadStatistics(progress.map(\.framesPerSecond))
        func rate(_ fraction: Double) -> String { String(format: "%.1f", rates.percentile(fraction) ?? 0) }
        var lines = [
            "sessions: \(sessions) created, each watched by 1 stream; \(open) streams still open after "
                + String(format: "%.1f s", elapsed),
            "frames/s per session: min \(rate(0)), p1 \(rate(0.01)), median \(rate(0.5)), max \(rate(1)) "
                + "(\(Int(Self.framesPerSecond)) is on time); \(late) of \(sessions) late "
                + "(under \(Int(Self.framesPerSecond * Self.onTimeShare)))",
            "frames: \(published) published, \(received.reduce(0, +)) received by the streams",
        ]
        // Each session's rate times the CPU sample's window: the seqs were read one session at
        // a time around that window, so their own frame counts span a little more than it.
        let framesInWindow = progress.map(\.framesPerSecond).reduce(0, +) * elapsed
        if let start, let end, framesInWindow > 0 {
            let cpu = end.cpuSeconds - start.cpuSeconds
            let perFrame = cpu / framesInWindow
            lines.append(
                String(
                    format: "server: %.1f %% CPU, %.1f MiB RSS, %.1f µs CPU per frame: %.0f sessions@60 per core",
                    cpu / elapsed * 100, Double(end.residentKiB) / 1024, perFrame * 1e6,
                    1 / (perFrame * Self.framesPerSecond)))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
