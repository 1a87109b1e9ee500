/// Keeps an input's whole path in the caches while a control is being dragged (issue 15).
///
/// Inputs arrive 10–17 ms apart, and in between the core runs other work, so every step of the
/// next input ran cold. Timed step by step with one viewer and 100 inputs/s, from the client's
/// bytes read to the frame in the viewer's socket: framing the request 41 µs, routing 11 µs,
/// the token and the body 51 µs, setting the parameter 39 µs, the frame 36 µs, writing it
/// 67 µs — where `bench frames`' warm loop computes and encodes the same frame in 8 µs.
///
/// So for a short while after each input the front door answers, its loop wakes every
/// millisecond it has nothing else to do and rehearses that input
/// (`DoorAnswers.rehearseDueInput`): its bytes framed again, routed, its token and body read,
/// applied to a copy of the session's state, its frame and delta computed, its answer written —
/// everything but the sockets, with nothing published, stored or kept. An idle server still
/// sleeps: the window closes `window` seconds after the last input.
///
/// The request is kept for that window (its bearer token included), in the front door's memory
/// only, as the relay's buffers hold it while it arrives.
///
/// Only the front door's thread uses it.
final class WarmPath {
    /// The input to rehearse: its bytes as they came, and who sent them.
    struct Rehearsal {
        let request: HeldRequest
        let peer: PeerAddress
    }

    /// How long after an input the path is kept warm (chosen: three frames at 60 Hz, longer
    /// than the gap between two inputs of a drag, so a drag stays warm from end to end).
    static let window = 0.05
    /// How often it is warmed in the window (chosen: 1 ms, what epoll's timeout can express).
    /// A rehearsal takes 70–110 µs here, so a drag costs the server about 5 % more of a core:
    /// 10 % → 15 % at 100 inputs/s with one viewer.
    static let intervalMilliseconds: Int32 = 1

    private var last: Rehearsal?
    private var until = 0.0
    /// Frames the rehearsed bytes as a connection's framing does, its memory of the last head
    /// included (`RequestStreamFraming`): the limit only has to let through what was accepted.
    var framing = WarmPath.freshFraming()

    static func freshFraming() -> RequestStreamFraming {
        RequestStreamFraming(bodyLimit: Int(Int32.max))
    }

    /// The largest input rehearsed (chosen: 4 KiB; a dragged control's input is about 250
    /// bytes). A larger one, up to the body limit, would take the loop for milliseconds a
    /// rehearsal, and is no drag.
    static let rehearsedBytes = 4096

    /// The front door answered `request` from `peer` at `now`: an input it accepted. One too
    /// large to rehearse closes the window.
    func noteInput(_ request: HeldRequest, from peer: PeerAddress, at now: Double) {
        guard request.wire.count <= Self.rehearsedBytes else {
            last = nil
            until = 0
            return
        }
        last = Rehearsal(request: request, peer: peer)
        until = now + Self.window
    }

    /// How long the loop may sleep, or nil when nothing is to be kept warm.
    func sleepMilliseconds(at now: Double) -> Int32? {
        now < until ? Self.intervalMilliseconds : nil
    }

    /// The input to rehearse now, when the window is open. Once it has closed the request is
    /// let go.
    func due(at now: Double) -> Rehearsal? {
        guard now < until else {
            last = nil
            return nil
        }
        return last
    }
}
