/// The viewers' event streams: connected with blocking sockets, then read together with
/// poll(2) on one thread, recording when each frame's seq arrived.
final class LoadStreams {
    private var sockets: [LoopbackSocket] = []
    private var readers: [LoadEventReader] = []
    private var arrivals: [[(seq: Int, time: Double)]] = []
    private var open: [Bool] = []

    /// One stream per element of `sessions`, watching that session.
    init(target: LoadTarget, sessions: [String]) throws {
        for session in sessions {
            let socket = try LoopbackSocket(host: target.host, port: target.port, timeoutSeconds: nil)
            try socket.send(
                "GET /api/sessions/\(session)/events HTTP/1.1\r\nHost: \(target.host):\(target.port)\r\n"
                    + "Accept: text/event-stream\r\n\r\n")
            socket.setNonBlocking()
            sockets.append(socket)
        }
        let count = sessions.count
        readers = Array(repeating: LoadEventReader(), count: count)
        arrivals = Array(repeating: [], count: count)
        open = Array(repeating: true, count: count)
    }

    var openCount: Int { open.filter { $0 }.count }

    /// Reads until `deadline`; with `stopWhenAllHaveAFrame`, returns true as soon as every
    /// viewer has had a frame.
    func pump(until deadline: Double, stopWhenAllHaveAFrame: Bool) -> Bool {
        while LoadClock.now() < deadline {
            if stopWhenAllHaveAFrame, arrivals.allSatisfy({ !$0.isEmpty }) { return true }
            // 50 ms: short enough to notice the deadline, long enough not to spin.
            for index in LoopbackSocket.readable(sockets, milliseconds: 50) {
                var bytes: [UInt8] = []
                let count = sockets[index].receive(into: &bytes)
                let time = LoadClock.now()
                if count == 0 { open[index] = false }
                guard count > 0 else { continue }
                for seq in readers[index].feed(bytes) { arrivals[index].append((seq, time)) }
            }
        }
        return arrivals.allSatisfy { !$0.isEmpty }
    }

    /// Per viewer: arrival time by seq, for frames whose seq lies in `range`.
    func received(in range: ClosedRange<Int>) -> [[Int: Double]] {
        arrivals.map { list in
            var bySeq: [Int: Double] = [:]
            for arrival in list where range.contains(arrival.seq) { bySeq[arrival.seq] = arrival.time }
            return bySeq
        }
    }

    func close() {
        // Each socket closes as it goes.
        sockets = []
    }
}
