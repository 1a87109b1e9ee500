import Dispatch
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Accepts every connection and checks every request head before libmicrohttpd parses it
/// (issue 12, item 5). libmicrohttpd 0.9.75 answers some heads itself, before any project code
/// runs: an unparsable Content-Length gets an HTML page whose head it writes twice, a chunk
/// size of `FFFFFFFFFFFFFFFF` hangs until the idle timeout, and oversized or malformed heads
/// get its HTML 400/414/431. Bad heads get the protocol's JSON error instead, and the
/// connection is closed.
///
/// A plain connection's first head is only peeked at (nothing is read) until it is complete.
/// A request for an event stream is then handed to libmicrohttpd whole: its connection serves
/// that one request (the answer closes it, `HTTPResponder.servesOneStream`) and carries almost
/// every byte the server sends, so nothing stands between. Every other connection is relayed
/// (`RelayedConnection`): the front door carries its bytes to libmicrohttpd over a socket pair
/// and checks each later head of a kept-alive connection too. With TLS the front door ends TLS
/// itself and relays every connection.
final class FrontDoor: @unchecked Sendable {
    struct Options {
        var bodyLimit: Int
        /// How long a connection may take to send its first head: the request timeout.
        var headSeconds: Double
        /// The client's transport for TLS (its handshake first); nil serves plain HTTP.
        var secureTransport: (@Sendable (Int32) -> (any ClientTransport)?)?
        /// The requests relays answer themselves; nil relays every request.
        var doorAnswers: DoorAnswers?
    }

    /// libmicrohttpd, run on the front door's thread (issue 15): an input relayed to it is
    /// read, answered and its frame written in the same thread that read it from the client,
    /// instead of waking a second thread (about 100 µs on this machine, the largest step of an
    /// input's path).
    struct DaemonLoop {
        /// Readable when libmicrohttpd has work: its own epoll set.
        let descriptor: Int32
        /// Does all the work libmicrohttpd has now, without waiting.
        let run: () -> Void
        /// Milliseconds until it must run without an event (0: it has work now); -1: never.
        let dueMilliseconds: () -> Int32
    }

    private struct Waiting {
        let socket: AcceptedSocket
        let deadline: Double
        var peeks = 0
    }

    /// Peeks a head may take before the connection is closed. An honest client sends its head
    /// in one or two segments; each peek copies everything from the start, so a head dripped a
    /// byte at a time would cost the server quadratic work (chosen: 64 segments).
    static let peeksPerHead = 64
    /// How long a refused connection stays open to read what its peer still sends, so closing
    /// with unread bytes does not reset the connection before the peer reads the refusal
    /// (chosen: enough for any client to read a 1 KiB answer).
    static let lingerSeconds = 2.0
    /// Backlog of the listening socket (chosen: the kernel's default `somaxconn`).
    static let backlog: Int32 = 4096

    let port: UInt16
    private let listener: Int32
    private let poller: FrontDoorPoller
    private let options: Options
    private let tally: ConnectionTally
    /// Gives a descriptor to libmicrohttpd as a connection from the socket's peer.
    private let handOver: (Int32, AcceptedSocket) -> Bool
    /// True for a request whose connection serves it alone (an event stream).
    private let servesOneStream: (_ method: String, _ path: String) -> Bool
    private let log: (PeerAddress, Int) -> Void
    private let daemonLoop: DaemonLoop
    private let now: () -> Double
    /// Loop thread only.
    private var waiting: [Int32: Waiting] = [:]
    /// Refused or finished connections reading out what their peer still sends; `counted` when
    /// the tally still holds them (libmicrohttpd's notification let go of relayed ones).
    private var lingering: [Int32: (peer: PeerAddress, counted: Bool, deadline: Double)] = [:]
    /// Every relay, under both its descriptors.
    private var relays: [Int32: RelayedConnection] = [:]
    /// Every relay attached to libmicrohttpd, under the descriptor of libmicrohttpd's end of its
    /// pair: how libmicrohttpd's completion callback finds it (`daemonAnswered`).
    private var relaysByDaemonEnd: [Int32: RelayedConnection] = [:]
    /// What a relay reads into before it moves the bytes on.
    private var relayScratch = [UInt8](repeating: 0, count: RelayedConnection.bufferBytes)
    private var nextSweep = 0.0
    /// Room for the largest head the parser reads, and the first chunk-size line after it
    /// (chosen: 64 bytes holds any size line under the body limit with a short extension).
    private var peekBuffer = [UInt8](repeating: 0, count: RequestHeadParser.headBytes + 64)
    /// Set while accepting is paused for lack of descriptors.
    private var acceptPausedUntil: Double?
    private let stopping = Locked(false)
    private let finished = DispatchSemaphore(value: 0)

    init(
        address: BindAddress, options: Options, tally: ConnectionTally, now: @escaping () -> Double,
        handOver: @escaping (Int32, AcceptedSocket) -> Bool,
        servesOneStream: @escaping (_ method: String, _ path: String) -> Bool,
        log: @escaping (PeerAddress, Int) -> Void, daemonLoop: DaemonLoop
    ) throws(ServerError) {
        poller = try FrontDoorPoller()
        (listener, port) = try FrontDoorSockets.listen(on: address, backlog: Self.backlog)
        guard poller.watch(listener, edgeTriggered: false), poller.watch(daemonLoop.descriptor, edgeTriggered: false) else {
            FrontDoorSockets.close(listener)
            throw ServerError("watching the listening socket and libmicrohttpd's epoll set failed")
        }
        self.daemonLoop = daemonLoop
        self.options = options
        self.tally = tally
        self.now = now
        self.handOver = handOver
        self.servesOneStream = servesOneStream
        self.log = log
    }

    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "front-door"
        thread.start()
    }

    /// Has the loop run libmicrohttpd soon, from any thread: after a connection was resumed.
    /// libmicrohttpd 0.9.75 drops its own wake-up channel (ITC) when no thread of its own runs
    /// it (daemon.c, `MHD_start_daemon_va`), and a resume alone makes its epoll set no readier.
    func wakeDaemon() {
        poller.wake()
    }

    /// libmicrohttpd finished a request on the connection whose descriptor is `daemonEnd`; called
    /// on the loop's thread, which runs libmicrohttpd. A connection that is not a relay's (an
    /// event stream handed over whole) is not counted anywhere.
    func daemonAnswered(onDescriptor daemonEnd: Int32) {
        relaysByDaemonEnd[daemonEnd]?.daemonAnswered()
    }

    /// Stops accepting, closes every connection still waiting, and returns once the loop ended.
    func stop() {
        let first = stopping.withLock { stopping in
            defer { stopping = true }
            return !stopping
        }
        guard first else { return }
        poller.wake()
        finished.wait()
    }

    private func run() {
        while !stopping.withLock({ $0 }) {
            // Wakes at least every 250 ms to close connections past their deadline (chosen:
            // a quarter of the shortest request timeout, 1 s), sooner when libmicrohttpd is due.
            let due = daemonLoop.dueMilliseconds()
            let timeout = due < 0 ? 250 : min(due, 250)
            let warm = options.doorAnswers?.warmPath.sleepMilliseconds(at: now())
            let ready = poller.wait(timeoutMilliseconds: warm.map { min($0, timeout) } ?? timeout)
            // Nothing to do while a control is dragged: the last input is rehearsed on copies
            // once a millisecond, to keep its path in the caches (`WarmPath`). A loop that polls
            // without sleeping then offers the core to any other thread that wants it, so it
            // spins only on a core nothing else needs.
            if ready.isEmpty, let doorAnswers = options.doorAnswers {
                if !doorAnswers.rehearseDueInput(at: now()), warm == 0 { sched_yield() }
            }
            let woken = ready.contains(poller.wakeDescriptor)
            if woken { poller.clearWake() }
            if woken || ready.contains(daemonLoop.descriptor) || daemonLoop.dueMilliseconds() == 0 { daemonLoop.run() }
            for descriptor in ready where descriptor != daemonLoop.descriptor && descriptor != poller.wakeDescriptor {
                if descriptor == listener {
                    acceptWaiting()
                } else if waiting[descriptor] != nil {
                    examine(descriptor)
                } else if let relay = relays[descriptor] {
                    pump(relay)
                } else if lingering[descriptor] != nil, !FrontDoorSockets.discardWaiting(descriptor) {
                    closeLingering(descriptor)
                }
            }
            let time = now()
            if time >= nextSweep {
                // Every waiting connection is looked at, so not after every event (chosen: ten
                // times a second, well inside the shortest request timeout, 1 s).
                nextSweep = time + 0.1
                closeOverdue(at: time)
                resumeAcceptingIfDue(at: time)
            }
        }
        for descriptor in Array(waiting.keys) { closeWaiting(descriptor) }
        for descriptor in Array(lingering.keys) { closeLingering(descriptor) }
        for (descriptor, relay) in relays where descriptor == relay.socket.descriptor { closeRelay(relay) }
        poller.unwatch(listener)
        poller.unwatch(daemonLoop.descriptor)
        FrontDoorSockets.close(listener)
        finished.signal()
    }

    private func acceptWaiting() {
        let time = now()
        while let socket = FrontDoorSockets.accept(from: listener) {
            // Over the cap: closed unanswered, as libmicrohttpd closes a connection over its
            // per-address limit.
            guard tally.admit(socket.peer.text) else {
                FrontDoorSockets.close(socket.descriptor)
                continue
            }
            if let secureTransport = options.secureTransport {
                // Encrypted bytes cannot be peeked: every TLS connection is relayed from its
                // handshake on, which must end, with the first head, within the head time.
                guard let transport = secureTransport(socket.descriptor) else {
                    tally.leave(socket.peer.text)
                    FrontDoorSockets.close(socket.descriptor)
                    continue
                }
                startRelay(socket, transport, at: time)
                continue
            }
            guard poller.watch(socket.descriptor, edgeTriggered: true) else {
                tally.leave(socket.peer.text)
                FrontDoorSockets.close(socket.descriptor)
                continue
            }
            // Bytes that came before the watch began are reported too: adding a ready socket
            // to an epoll set queues its event, edge-triggered or not.
            waiting[socket.descriptor] = Waiting(socket: socket, deadline: time + options.headSeconds)
        }
        // Out of descriptors: the listener would stay readable and the loop spin, so it is not
        // watched for a while (chosen: a tenth of a second, in which closing connections free
        // descriptors; the loop's 250 ms wake bounds the pause).
        if errno == EMFILE || errno == ENFILE {
            poller.unwatch(listener)
            acceptPausedUntil = time + 0.1
        }
    }

    private func resumeAcceptingIfDue(at time: Double) {
        guard let pausedUntil = acceptPausedUntil, time >= pausedUntil else { return }
        acceptPausedUntil = poller.watch(listener, edgeTriggered: false) ? nil : time + 0.1
    }

    private func examine(_ descriptor: Int32) {
        guard var entry = waiting[descriptor] else { return }
        switch FrontDoorSockets.peek(descriptor, into: &peekBuffer) {
        case .nothingYet:
            return
        case .closed:
            closeWaiting(descriptor)
        case .bytes(let bytes):
            entry.peeks += 1
            waiting[descriptor] = entry
            switch FirstHeadCheck.verdict(for: bytes, bodyLimit: options.bodyLimit) {
            case .waitForMore where entry.peeks >= Self.peeksPerHead:
                closeWaiting(descriptor)
            case .waitForMore:
                return
            case .handOver(let method, let target):
                poller.unwatch(descriptor)
                waiting[descriptor] = nil
                guard servesOneStream(method, target.path) else {
                    startRelay(entry.socket, PlainTransport(descriptor: descriptor), at: now())
                    return
                }
                // libmicrohttpd counts it again once it starts serving it (its notification);
                // leaving after the hand-over can only count it twice for a moment, never zero times.
                _ = handOver(descriptor, entry.socket)
                tally.leave(entry.socket.peer.text)
            case .refuse(let error):
                refuse(entry, error)
            }
        }
    }

    /// Answers with the protocol's JSON error and keeps reading (and dropping) what the peer
    /// still sends until it closes or the linger ends.
    private func refuse(_ entry: Waiting, _ error: APIError) {
        let descriptor = entry.socket.descriptor
        waiting[descriptor] = nil
        log(entry.socket.peer, error.status)
        let response = HTTPResponse.error(error).wireBytes(secondsSince1970: time(nil))
        _ = FrontDoorSockets.discardWaiting(descriptor)
        FrontDoorSockets.answerAndShutWrites(descriptor, response)
        lingering[descriptor] = (entry.socket.peer, true, now() + Self.lingerSeconds)
    }

    private func closeOverdue(at time: Double) {
        for (descriptor, entry) in waiting where entry.deadline <= time { closeWaiting(descriptor) }
        for (descriptor, entry) in lingering where entry.deadline <= time { closeLingering(descriptor) }
        for (descriptor, relay) in relays where descriptor == relay.socket.descriptor {
            if let deadline = relay.deadline, deadline <= time { closeRelay(relay) }
        }
    }

    /// Closed unanswered, as libmicrohttpd closes a connection that idles past its timeout. The
    /// peeked bytes are read first: closing with unread bytes would reset the connection.
    private func closeWaiting(_ descriptor: Int32) {
        guard let entry = waiting.removeValue(forKey: descriptor) else { return }
        poller.unwatch(descriptor)
        _ = FrontDoorSockets.discardWaiting(descriptor)
        FrontDoorSockets.close(descriptor)
        tally.leave(entry.socket.peer.text)
    }

    private func closeLingering(_ descriptor: Int32) {
        guard let entry = lingering.removeValue(forKey: descriptor) else { return }
        poller.unwatch(descriptor)
        FrontDoorSockets.close(descriptor)
        if entry.counted { tally.leave(entry.peer.text) }
    }

    // MARK: relays

    /// The tally counts the connection until libmicrohttpd has it.
    private func startRelay(_ socket: AcceptedSocket, _ transport: any ClientTransport, at time: Double) {
        guard poller.watchRelayed(socket.descriptor) else {
            tally.leave(socket.peer.text)
            FrontDoorSockets.close(socket.descriptor)
            return
        }
        let relay = RelayedConnection(
            socket: socket, client: transport, bodyLimit: options.bodyLimit, deadline: time + options.headSeconds,
            tailSeconds: Self.lingerSeconds, doorAnswers: options.doorAnswers)
        relays[socket.descriptor] = relay
        pump(relay)
    }

    private func pump(_ relay: RelayedConnection) {
        switch relay.pump(at: now(), scratch: &relayScratch) {
        case .keep:
            return
        case .attachDaemon:
            guard attachDaemon(to: relay) else { return closeRelay(relay) }
            pump(relay)
        case .reattachDaemon(let closing):
            closeDaemonSide(closing, of: relay)
            // libmicrohttpd let the tally go when it closed its end; the new pair counts again
            // once libmicrohttpd starts serving it.
            tally.enter(relay.socket.peer.text)
            guard attachDaemon(to: relay) else { return closeRelay(relay) }
            pump(relay)
        case .finish:
            finish(relay)
        case .close:
            closeRelay(relay)
        }
    }

    /// Gives libmicrohttpd its end of a new pair; from then on it counts the connection.
    private func attachDaemon(to relay: RelayedConnection) -> Bool {
        guard let pair = FrontDoorSockets.relayPair() else { return false }
        guard poller.watchRelayed(pair.relay) else {
            FrontDoorSockets.close(pair.relay)
            FrontDoorSockets.close(pair.daemon)
            return false
        }
        // libmicrohttpd closes its end even when it refuses it.
        guard handOver(pair.daemon, relay.socket) else {
            poller.unwatch(pair.relay)
            FrontDoorSockets.close(pair.relay)
            return false
        }
        relay.attach(pair.relay, daemonEnd: pair.daemon)
        relays[pair.relay] = relay
        relaysByDaemonEnd[pair.daemon] = relay
        tally.leave(relay.socket.peer.text)
        return true
    }

    /// Forgets one pair of `relay`'s and closes the relay's end of it.
    private func closeDaemonSide(_ daemonSide: Int32, of relay: RelayedConnection) {
        relays[daemonSide] = nil
        // libmicrohttpd closes its end itself, so the number may already be another pair's.
        if let daemonEnd = relay.daemonEnd, relaysByDaemonEnd[daemonEnd] === relay { relaysByDaemonEnd[daemonEnd] = nil }
        poller.unwatch(daemonSide)
        FrontDoorSockets.close(daemonSide)
    }

    /// libmicrohttpd is done and the client has every byte: the client's stream is ended and
    /// it lingers, so unread input does not reset the connection before the peer reads all.
    private func finish(_ relay: RelayedConnection) {
        if let refusal = relay.refusal { log(relay.socket.peer, refusal.status) }
        relay.client.endWrites()
        let client = relay.socket.descriptor
        dropRelay(relay)
        guard FrontDoorSockets.discardWaiting(client) else {
            poller.unwatch(client)
            return FrontDoorSockets.close(client)
        }
        lingering[client] = (relay.socket.peer, false, now() + Self.lingerSeconds)
    }

    private func closeRelay(_ relay: RelayedConnection) {
        dropRelay(relay)
        poller.unwatch(relay.socket.descriptor)
        FrontDoorSockets.close(relay.socket.descriptor)
        // Until libmicrohttpd had it, the tally counted it here.
        if relay.daemonSide == nil { tally.leave(relay.socket.peer.text) }
    }

    /// Forgets the relay and closes libmicrohttpd's side; the client's socket stays open.
    private func dropRelay(_ relay: RelayedConnection) {
        relays[relay.socket.descriptor] = nil
        if let daemonSide = relay.daemonSide { closeDaemonSide(daemonSide, of: relay) }
    }
}
