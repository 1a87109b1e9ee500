import Glibc

/// The requests the front door answers itself instead of relaying them to libmicrohttpd
/// (`RelayedConnection`, issue 15): inputs, the hottest route. Relayed, an input's bytes went
/// through a socket pair, round the front door's loop and through libmicrohttpd's parse of a
/// head the front door had already checked before its frame could leave: about 50 µs of the
/// 200 µs from reading the request to sending the frame.
struct DoorAnswers {
    /// True for the requests answered here, by method and path. Only routes whose answers are
    /// small byte bodies made on the spot: nothing that streams, sends a file or waits for a
    /// worker.
    let answers: (_ method: String, _ segments: [Substring]) -> Bool
    /// The router's answer, logged as libmicrohttpd's handler logs it.
    let respond: (HTTPRequest) -> HTTPResponse
    /// Runs the frame path of the session named on a copy (`Session.warm`).
    var warm: (_ sessionID: String) -> Void = { _ in }
    /// When and which session to keep warm.
    let warmPath = WarmPath()
    /// The clock an accepted input is noted at (a test fixes it, so what it checks does not
    /// depend on how long a loaded machine takes between two lines).
    var now: () -> Double = FrameClock.monotonicSeconds

    /// The answer as it goes on the wire, the connection kept open.
    func wireAnswer(_ request: HTTPRequest) -> [UInt8] {
        let response = respond(request)
        // An accepted `/api/sessions/{id}/input`: the session a control is driving. A refused
        // one warms nothing.
        if response.status == 202, request.segments.count == 4 {
            warmPath.noteInput(session: String(request.segments[2]), at: now())
        }
        return response.wireBytes(secondsSince1970: time(nil), closing: false)
    }
}
