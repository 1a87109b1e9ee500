/// The viewers' event streams: connected with blocking sockets, then read together on one
/// thread, recording when each frame's seq arrived.
///
/// The load client is the instrument of the latency table, and reading a hundred streams on one
/// thread takes it longer than a fast server takes to write them: stamped when it read them, the
/// frames carried the client's own delay (a median of 1 ms with 100 viewers, for every server
/// alike, which pulled the ratios between servers towards 1). So a frame's time is when the
/// kernel put its bytes into the viewer's socket (`stampArrivals`), the same for every server
/// measured; the client's delay is reported beside it (`readDelays`). Where the kernel gives no
/// stamp, the time of the read stands in: elsewhere than Linux, and for the first bytes after a
/// machine's first stamping socket asks, which Linux turns on a moment later. The frames counted
/// come after every stream's first frame has been read, by which time it is on.
final class LoadStreams {
    /// A frame a viewer received: its seq, when it reached the socket, and when it was read if
    /// that was later (nil when the read is all the client knows).
    struct Arrival {
        var seq: Int
        var time: Double
        var read: Double?
    }

    private var sockets: [LoopbackSocket] = []
    private let readiness: SocketReadiness
    private var readers: [LoadEventReader] = []
    private var arrivals: [[Arrival]] = []
    private var open: [Bool] = []
    /// The one receive buffer: the reads happen one at a time. A fresh 64 KiB array per read was
    /// zero-filled first, 7 % of the client's time with 100 viewers.
    private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65536, alignment: 16)

    /// One stream per element of `sessions`, watching that session.
    init(target: LoadTarget, sessions: [String]) throws {
        for session in sessions {
            let socket = try LoopbackSocket(host: target.host, port: target.port, timeoutSeconds: nil)
            try socket.send(
                "GET /api/sessions/\(session)/events HTTP/1.1\r\nHost: \(target.host):\(target.port)\r\n"
                    + "Accept: text/event-stream\r\n\r\n")
            socket.setNonBlocking()
            socket.stampArrivals()
            sockets.append(socket)
        }
        readiness = try SocketReadiness(sockets.map(\.descriptor))
        let count = sessions.count
        readers = Array(repeating: LoadEventReader(), count: count)
        arrivals = Array(repeating: [], count: count)
        open = Array(repeating: true, count: count)
    }

    deinit { buffer.deallocate() }

    var openCount: Int { open.filter { $0 }.count }

    /// Reads until `deadline`; with `stopWhenAllHaveAFrame`, returns true as soon as every
    /// viewer has had a frame.
    func pump(until deadline: Double, stopWhenAllHaveAFrame: Bool) -> Bool {
        while LoadClock.now() < deadline {
            if stopWhenAllHaveAFrame, arrivals.allSatisfy({ !$0.isEmpty }) { return true }
            // 50 ms: short enough to notice the deadline, long enough not to spin.
            for index in readiness.ready(waitingAtMost: 50) {
                switch sockets[index].receive(into: buffer) {
                case .bytes(let count, let arrived):
                    let read = LoadClock.now()
                    // Frames that came in one read share the stamp of its last bytes: the
                    // later one, never flattering a server.
                    let time = arrived ?? read
                    let bytes = Array(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                    for seq in readers[index].feed(bytes) {
                        arrivals[index].append(Arrival(seq: seq, time: time, read: arrived == nil ? nil : read))
                    }
                case .nothing:
                    continue
                case .ended:
                    open[index] = false
                    readiness.stopWatching(index)
                }
            }
        }
        return arrivals.allSatisfy { !$0.isEmpty }
    }

    /// Seconds from each frame's arrival in its socket to this client's read of it, for frames
    /// whose seq lies in `range`: how far the instrument lagged.
    func readDelays(in range: ClosedRange<Int>) -> [Double] {
        var delays: [Double] = []
        for list in arrivals {
            for arrival in list where range.contains(arrival.seq) {
                if let read = arrival.read { delays.append(read - arrival.time) }
            }
        }
        return delays
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
