import Foundation

/// The figures of one load run, as text.
struct LoadReport {
    var viewers: Int
    var open: Int
    var elapsed: Double
    /// Frames the session published during the run (its seq advanced this much).
    var published: Int
    /// When each frame reached its viewer's socket, by seq, per viewer.
    var received: [[Int: Double]]
    /// Seconds from a frame's arrival to this client's read of it (`LoadStreams.readDelays`).
    var readDelays: [Double] = []
    var inputs: [LoadInputs.Record]
    var refusedInputs: Int
    /// The first seq counted as published.
    var firstSeq = 0
    var start: ProcessSample?
    var end: ProcessSample?
    var heavyClients = 0
    var heavy: LoadHeavy.Outcome?

    /// The longest wait between two frames any viewer received, seconds: a stall shows here
    /// even when the average rate looks fine. With inputs, the frames from the first input's to
    /// the last input's count, so the quiet after the inputs stop is not mistaken for a stall.
    /// Every frame between counts, not only those carrying an input: counting only those
    /// measured the time between inputs (100 ms at the default interval) and called it a gap.
    var largestFrameGap: Double? {
        let drivenSeqs = inputs.map(\.seq)
        let driven = drivenSeqs.min().flatMap { first in drivenSeqs.max().map { first...$0 } }
        return received.compactMap { arrivals in
            let times = arrivals.filter { driven?.contains($0.key) ?? true }.values.sorted()
            return zip(times, times.dropFirst()).map { $1 - $0 }.max()
        }.max()
    }

    var text: String {
        var lines = ["viewers: \(viewers) opened, \(open) still open after \(String(format: "%.1f", elapsed)) s"]
        if let start, let end {
            let cpu = (end.cpuSeconds - start.cpuSeconds) / elapsed * 100
            lines.append(
                String(format: "server: %.1f %% CPU, %.1f MiB RSS, %d threads", cpu, Double(end.residentKiB) / 1024, end.threads))
        }
        let counts = received.map(\.count)
        let missed = counts.map { max(published - $0, 0) }
        lines.append(
            "frames: \(published) published (\(String(format: "%.1f", Double(published) / elapsed))/s); per viewer received "
                + "min \(counts.min() ?? 0), max \(counts.max() ?? 0); missed total \(missed.reduce(0, +)), "
                + "worst viewer \(missed.max() ?? 0)")
        if let gap = largestFrameGap {
            lines.append(String(format: "largest frame gap, any viewer: %.1f ms", gap * 1000))
        }
        if let heavy {
            lines.append(
                "heavy: \(heavyClients) clients looping 240-frame sweeps; \(heavy.answered.count) answered, "
                    + "\(heavy.busy) refused 503 (queue full), \(heavy.failed) failed; "
                    + "answer time \(LoadStatistics(heavy.answered).millisecondsSummary)")
        }
        if let first = received.first, published > first.count {
            let gaps = (firstSeq..<(firstSeq + published)).filter { first[$0] == nil }.prefix(5)
            lines.append("first viewer missed seq \(gaps.map(String.init).joined(separator: ", "))")
        }
        if !inputs.isEmpty {
            let roundTrips = LoadStatistics(inputs.map { $0.answered - $0.sent })
            var sendToFrame: [Double] = []
            var answerToFrame: [Double] = []
            var firstViewer: [Double] = []
            for input in inputs {
                let arrivals = received.compactMap { $0[input.seq] }
                sendToFrame += arrivals.map { $0 - input.sent }
                answerToFrame += arrivals.map { $0 - input.answered }
                if let first = arrivals.min() { firstViewer.append(first - input.sent) }
            }
            lines.append("inputs: \(inputs.count) accepted, \(refusedInputs) refused")
            lines.append("POST round trip (send → 202): \(roundTrips.millisecondsSummary)")
            lines.append("POST sent → frame carrying it, first viewer: \(LoadStatistics(firstViewer).millisecondsSummary)")
            lines.append("POST sent → frame carrying it, every viewer: \(LoadStatistics(sendToFrame).millisecondsSummary)")
            lines.append(
                "publish → receive is bounded by that and by 202 → frame: \(LoadStatistics(answerToFrame).millisecondsSummary)")
        }
        if !readDelays.isEmpty {
            // Frame times above are the kernel's arrival stamps; this is how much later this
            // client got to each frame, which is not the server's doing.
            lines.append("frame in the socket → read by this client: \(LoadStatistics(readDelays).millisecondsSummary)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
