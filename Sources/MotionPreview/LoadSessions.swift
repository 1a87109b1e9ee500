/// `load --sessions K`: K new sessions, each driven once by the run's inputs (a looping
/// animation, say) and watched by one stream, to measure how many sessions the server keeps at
/// 60 frames per second (issue 15, "sessions animating at 60 frames/s on one core").
struct LoadSessions {
    struct Created {
        var id: String
        var token: String
    }

    /// A session's frames published over a window: how far its seq moved and in how long,
    /// each session timed by its own two reads.
    struct Progress {
        var frames: Int
        var seconds: Double

        var framesPerSecond: Double { seconds > 0 ? Double(frames) / seconds : 0 }
    }

    let http: LoopbackHTTPClient

    /// Creates `count` sessions from `body` (`POST /api/sessions`) and posts each of `inputs`
    /// to each of them, in order. A refusal stops the run with the server's own message.
    func create(count: Int, body: String, inputs: [String]) throws -> [Created] {
        try (0..<count).map { index in
            let answer = try http.post("/api/sessions", json: body)
            guard answer.status == 201, let json = try? answer.json(), let id = json["id"]?.stringValue,
                let token = json["controlToken"]?.stringValue
            else {
                throw LoadSessionsError(
                    "the server refused session \(index + 1) of \(count): \(answer.status) \(answer.text) "
                        + "(serve with --max-sessions and --sessions-per-minute at least \(count))")
            }
            for input in inputs {
                let posted = try http.post(
                    "/api/sessions/\(id)/input", json: input, headers: ["Authorization": "Bearer \(token)"])
                guard posted.status == 202 else {
                    throw LoadSessionsError("session \(id) refused the input \(input): \(posted.status) \(posted.text)")
                }
            }
            return Created(id: id, token: token)
        }
    }

    /// Each session's seq and when it was read.
    func seqs(of sessions: [Created]) throws -> [(seq: Int, time: Double)] {
        try sessions.map { session in
            let answer = try http.get("/api/sessions/\(session.id)")
            let time = LoadClock.now()
            guard answer.status == 200, let seq = try answer.json()["seq"]?.doubleValue else {
                throw LoadSessionsError("session \(session.id) is gone: \(answer.status) \(answer.text)")
            }
            return (Int(seq), time)
        }
    }

    static func progress(from start: [(seq: Int, time: Double)], to end: [(seq: Int, time: Double)]) -> [Progress] {
        zip(start, end).map { Progress(frames: $1.seq - $0.seq, seconds: $1.time - $0.time) }
    }
}

struct LoadSessionsError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
