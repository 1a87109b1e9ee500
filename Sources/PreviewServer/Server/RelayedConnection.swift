import Glibc

/// One client connection whose bytes the front door carries to and from libmicrohttpd over a
/// local socket pair, checking every request head on the way in (issue 12, item 5).
///
/// libmicrohttpd 0.9.75 parses the later heads of a kept-alive connection itself and answers a
/// malformed one with HTML (for `Content-Length: -1`, with its head written twice); over TLS it
/// would see every head first. Relayed, libmicrohttpd only ever reads heads that passed
/// `RequestStreamFraming`. A bad head is not forwarded: the relay ends libmicrohttpd's input
/// after the last good request, and libmicrohttpd — which reads nothing while it answers —
/// answers every request it already has, then sees the end and closes. Only then does the
/// client get the refusal, so the answers stay in order, and the connection is closed.
///
/// Event streams of plain HTTP are not relayed (`FrontDoor`): they carry almost every byte the
/// server sends, and a stream's connection serves no second request.
///
/// Inputs are answered by the relay itself (`DoorAnswers`, issue 15) whenever libmicrohttpd has
/// no earlier answer still to give on the connection; otherwise they are forwarded like any
/// request, so answers always leave in the order the requests came.
final class RelayedConnection {
    /// What the front door does after a pump.
    enum Next: Equatable {
        case keep
        /// TLS is ready and libmicrohttpd's end is wanted (`attach`).
        case attachDaemon
        /// libmicrohttpd closed its end of an idle connection whose client is still sending
        /// requests the relay answers itself: a new pair is wanted (`attach`), the old one closed.
        case reattachDaemon(closing: Int32)
        /// Both ways are done: end the client's stream and let it linger.
        case finish
        /// The client failed or vanished: close both ends now.
        case close
    }

    /// Bytes held per direction before reading that way pauses (chosen: 16 KiB, a few TCP
    /// segments; 200 slow readers of the font then hold 3 MiB here, within issue 12's 64 MB).
    static let bufferBytes = 16 * 1024

    let socket: AcceptedSocket
    let client: any ClientTransport
    /// The relay's end of the pair; nil until TLS is ready and libmicrohttpd has its end.
    private(set) var daemonSide: Int32?
    /// When the front door gives up on this connection: the handshake's deadline, then none
    /// while libmicrohttpd's own timeouts govern, then the time the client has to take the
    /// rest once libmicrohttpd is done.
    private(set) var deadline: Double?
    private var framing: RequestStreamFraming
    private var toDaemon = RelayBuffer()
    private var toClient = RelayBuffer()
    private var ready = false
    private var clientEnded = false
    private var daemonEnded = false
    private var daemonInputEnded = false
    private(set) var refusal: APIError?
    /// Bytes of storage both directions hold now (bounded by about twice `bufferBytes` each).
    var heldBytes: Int { toDaemon.capacity + toClient.capacity }
    private var refusalQueued = false
    private let tailSeconds: Double
    /// The requests the relay answers itself; nil forwards every request.
    private let doorAnswers: DoorAnswers?
    /// Requests given to libmicrohttpd through the current pair, and how many of those it has
    /// answered (`daemonAnswered`, from its completion callback).
    private var forwardedRequests = 0
    private var daemonAnsweredRequests = 0
    /// Requests the relay answered itself since the current pair was attached.
    private var doorAnswersSinceAttach = 0
    /// Requests the relay answered itself, over the connection's life.
    private(set) var answeredAtTheDoor = 0

    init(
        socket: AcceptedSocket, client: any ClientTransport, bodyLimit: Int, deadline: Double, tailSeconds: Double,
        doorAnswers: DoorAnswers? = nil
    ) {
        self.socket = socket
        self.client = client
        self.deadline = deadline
        self.tailSeconds = tailSeconds
        self.doorAnswers = doorAnswers
        framing = RequestStreamFraming(bodyLimit: bodyLimit)
    }

    /// libmicrohttpd's end of the current pair (its descriptor number, which libmicrohttpd owns).
    private(set) var daemonEnd: Int32?

    /// libmicrohttpd has `daemonEnd`, the other end of `relaySide`; from now on its timeouts
    /// govern the connection.
    func attach(_ relaySide: Int32, daemonEnd: Int32? = nil) {
        daemonSide = relaySide
        self.daemonEnd = daemonEnd
        deadline = nil
        daemonEnded = false
        forwardedRequests = 0
        daemonAnsweredRequests = 0
        doorAnswersSinceAttach = 0
    }

    /// libmicrohttpd finished answering one request given to it through the current pair.
    func daemonAnswered() {
        daemonAnsweredRequests += 1
    }

    /// Moves every byte that can move now, both ways, until nothing more can.
    func pump(at time: Double, scratch: inout [UInt8]) -> Next {
        if !ready {
            switch client.prepare() {
            case .ready: ready = true
            case .waiting: return .keep
            case .failed: return .close
            }
        }
        guard let daemonSide else { return .attachDaemon }
        var moved = true
        while moved {
            moved = false
            switch readClient(into: &scratch) {
            case .failed: return .close
            case .moved: moved = true
            case .still: break
            }
            switch writeDaemon(daemonSide) {
            case .failed:
                // libmicrohttpd closed its end (its timeout): nothing more goes in.
                toDaemon = RelayBuffer()
                clientEnded = true
            case .moved: moved = true
            case .still: break
            }
            // The end goes to libmicrohttpd only once it has read every byte before it. It
            // takes a short read to mean nothing more is waiting, so an end that arrives with
            // the last bytes would go unseen until its timeout; sent later, it wakes it again.
            // Reading those bytes wakes the relay (room to write), which then sends the end.
            if toDaemon.pending == 0, clientEnded || refusal != nil, !daemonInputEnded,
                FrontDoorSockets.peerHasReadAll(daemonSide)
            {
                daemonInputEnded = true
                FrontDoorSockets.shutWrites(daemonSide)
            }
            if readDaemon(daemonSide, into: &scratch) { moved = true }
            switch writeClient() {
            case .failed: return .close
            case .moved: moved = true
            case .still: break
            }
            if daemonEnded, toClient.pending == 0 {
                if let idle = reattachableSide() { return .reattachDaemon(closing: idle) }
                guard let refusal, !refusalQueued else { return .finish }
                refusalQueued = true
                toClient.append(HTTPResponse.error(refusal).wireBytes(secondsSince1970: Glibc.time(nil)))
                moved = true
            }
        }
        // libmicrohttpd is done (or gave up on a client that reads nothing, after its timeout)
        // while answers still wait here or in the pair: the client gets a little longer for
        // them, not forever.
        if deadline == nil, daemonEnded || (toClient.room == 0 && FrontDoorSockets.peerHasEnded(daemonSide)) {
            deadline = time + tailSeconds
        }
        return .keep
    }

    /// libmicrohttpd's side, when it ended only because it sat idle while the relay answered the
    /// client itself: it had answered everything given to it, and the relay answered a request
    /// since the pair was attached (and is between requests, or holding the next input). Its idle
    /// timeout counts only what it sees; an idle client, or one dripping a request, still ends
    /// within two timeouts, since a new pair is attached once per door answer at most.
    private func reattachableSide() -> Int32? {
        guard let daemonSide, refusal == nil, !clientEnded, !daemonInputEnded, toDaemon.pending == 0,
            framing.isBetweenRequests || framing.isHolding, doorAnswersSinceAttach > 0,
            daemonAnsweredRequests == forwardedRequests
        else { return nil }
        self.daemonSide = nil
        return daemonSide
    }

    private enum Movement { case moved, still, failed }

    private func readClient(into scratch: inout [UInt8]) -> Movement {
        var movement = Movement.still
        while refusal == nil, !clientEnded, toDaemon.room > 0 {
            let limit = min(toDaemon.room, scratch.count)
            let read = scratch.withUnsafeMutableBytes { client.receive(into: UnsafeMutableRawBufferPointer(rebasing: $0[..<limit])) }
            switch read {
            case .bytes(let count):
                movement = .moved
                scratch.withUnsafeBytes { bytes in
                    var taken = 0
                    while taken < count, refusal == nil {
                        let step = toDaemon.appendForwarded(
                            by: &framing, from: UnsafeRawBufferPointer(rebasing: bytes[taken..<count]), holding: holds)
                        taken += step.count
                        refusal = step.refusal
                        forwardedRequests += step.forwardedHeads
                        if let held = step.held { answerOrForward(held) }
                    }
                }
            case .ended:
                movement = .moved
                clientEnded = true
            case .wouldBlock:
                return movement
            case .failed:
                return .failed
            }
        }
        return movement
    }

    /// The requests the relay holds whole, to answer them itself.
    private func holds(_ head: RequestHead, _ target: RequestTarget) -> Bool {
        doorAnswers?.holds(head, target) ?? false
    }

    /// Answers a held request here when no earlier answer can still come from libmicrohttpd:
    /// everything given to it is answered and read from the pair. Else it goes on to
    /// libmicrohttpd like any request, behind the ones before it.
    private func answerOrForward(_ held: HeldRequest) {
        // Room for the answer too: a client that sends without reading gets libmicrohttpd's
        // backpressure, never a growing buffer here.
        if let doorAnswers, let daemonSide, !daemonEnded, !daemonInputEnded, toDaemon.pending == 0, toClient.room > 0,
            daemonAnsweredRequests == forwardedRequests, FrontDoorSockets.nothingToRead(daemonSide)
        {
            toClient.append(doorAnswers.wireAnswer(held, from: socket.peer))
            answeredAtTheDoor += 1
            doorAnswersSinceAttach += 1
            return
        }
        toDaemon.append(held.wire)
        forwardedRequests += 1
    }

    private func writeDaemon(_ daemonSide: Int32) -> Movement {
        Self.send(&toDaemon) { FrontDoorSockets.send(daemonSide, $0) }
    }

    /// Sends what `buffer` holds until the socket takes no more.
    private static func send(_ buffer: inout RelayBuffer, through send: (UnsafeRawBufferPointer) -> SocketTransfer) -> Movement {
        var movement = Movement.still
        while buffer.pending > 0 {
            switch buffer.withPending(send) {
            case .bytes(let count):
                buffer.consume(count)
                movement = .moved
            case .wouldBlock, .ended:
                return movement
            case .failed:
                return .failed
            }
        }
        return movement
    }

    /// True when something moved. libmicrohttpd's end failing is its end too.
    private func readDaemon(_ daemonSide: Int32, into scratch: inout [UInt8]) -> Bool {
        var moved = false
        while !daemonEnded, toClient.room > 0 {
            let limit = min(toClient.room, scratch.count)
            let read = scratch.withUnsafeMutableBytes {
                FrontDoorSockets.receive(daemonSide, into: UnsafeMutableRawBufferPointer(rebasing: $0[..<limit]))
            }
            switch read {
            case .bytes(let count):
                moved = true
                scratch.withUnsafeBytes { toClient.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            case .ended, .failed:
                moved = true
                daemonEnded = true
            case .wouldBlock:
                return moved
            }
        }
        return moved
    }

    private func writeClient() -> Movement {
        var movement = Self.send(&toClient) { client.send($0) }
        guard movement != .failed else { return .failed }
        // TLS may hold decrypted input epoll will not report again.
        if client.holdsInput, refusal == nil, !clientEnded, toDaemon.room > 0 { movement = .moved }
        return movement
    }
}

/// Bytes on their way one direction: appended at the end, sent from the front.
private struct RelayBuffer {
    private var bytes: [UInt8] = []
    private var start = 0

    var pending: Int { bytes.count - start }
    var room: Int { max(0, RelayedConnection.bufferBytes - pending) }

    mutating func append(_ more: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: more)
    }

    mutating func append(_ more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

    /// Feeds `input` through `framing`, keeping what it lets through, up to the end of a request
    /// it holds (`RequestStreamFraming.take`); also how many heads went through.
    mutating func appendForwarded(
        by framing: inout RequestStreamFraming, from input: UnsafeRawBufferPointer,
        holding holds: (RequestHead, RequestTarget) -> Bool
    ) -> (count: Int, refusal: APIError?, held: HeldRequest?, forwardedHeads: Int) {
        let before = framing.headsForwarded
        let taken = framing.take(input, forwardingInto: &bytes, holding: holds)
        return (taken.count, taken.refusal, taken.held, framing.headsForwarded - before)
    }

    func withPending<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        bytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[start...])) }
    }

    /// Drops `count` sent bytes. An emptied buffer lets its storage go, so an idle kept-alive
    /// connection holds none; one that never quite empties (a client reading slower than the
    /// answer comes) moves its bytes to the front once half a buffer is sent, or its array would
    /// grow by everything ever sent through it.
    mutating func consume(_ count: Int) {
        start += count
        if start == bytes.count {
            bytes = []
            start = 0
        } else if start >= RelayedConnection.bufferBytes / 2 {
            bytes.removeSubrange(..<start)
            start = 0
        }
    }

    /// The bytes of storage held.
    var capacity: Int { bytes.capacity }
}
