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
    /// The router's answer to a request rehearsed on copies (`Router.rehearse`): nothing
    /// published, stored or counted; nil when it rehearses nothing.
    var rehearse: (HTTPRequest) -> HTTPResponse? = { _ in nil }
    /// When and which input to rehearse, and whether the loop polls in between.
    var warmPath = WarmPath()
    /// The clock an accepted input is noted at (a test fixes it, so what it checks does not
    /// depend on how long a loaded machine takes between two lines).
    var now: () -> Double = FrameClock.monotonicSeconds

    /// Whether a request is held whole to be answered here (`RequestStreamFraming`).
    func holds(_ head: RequestHead, _ target: RequestTarget) -> Bool {
        answers(head.method, HTTPRequest.segments(of: target.path)) && HeldRequest.isPlain(head)
    }

    /// The answer as it goes on the wire, the connection kept open.
    func wireAnswer(_ held: HeldRequest, from peer: PeerAddress) -> [UInt8] {
        let request = HTTPRequest(held: held, peer: peer)
        let response = respond(request)
        // An accepted `/api/sessions/{id}/input`: the input a control is sending. A refused one
        // warms nothing.
        if response.status == 202, request.segments.count == 4 {
            warmPath.noteInput(held, from: peer, at: now())
        }
        return response.wireBytes(secondsSince1970: time(nil), closing: false)
    }

    /// Runs the last accepted input's path again, from its bytes to its answer's, when the
    /// window is open (`WarmPath`); true when it ran.
    @discardableResult
    func rehearseDueInput(at time: Double) -> Bool {
        guard let due = warmPath.due(at: time) else { return false }
        var forwarded: [UInt8] = []
        let taken = due.request.wire.withUnsafeBytes {
            warmPath.framing.take($0, forwardingInto: &forwarded, holding: holds)
        }
        guard let held = taken.held else {
            // Cannot happen to bytes held once; if it did, the next rehearsal starts afresh.
            warmPath.framing = WarmPath.freshFraming()
            return false
        }
        guard let response = rehearse(HTTPRequest(held: held, peer: due.peer)) else { return false }
        _ = response.wireBytes(secondsSince1970: Glibc.time(nil), closing: false)
        return true
    }
}
