import CMicroHTTPD
import Glibc
import Logging

// The only file that touches libmicrohttpd's pointers: its C callbacks, `Unmanaged` contexts,
// `realpath` (the front door's socket calls are FrontDoorSockets.swift's). C callbacks are non-capturing closures that recover their Swift
// object from the `cls` pointer and hop straight into a method on it.

/// What the daemon hands each complete request to.
protocol HTTPResponder: AnyObject, Sendable {
    func respond(to request: HTTPRequest) -> HTTPResponse
    /// True for requests that may take longer than a frame: the daemon answers them on its
    /// worker pool, so the thread that writes the streams never waits for them.
    func runsOnWorker(_ request: HTTPRequest) -> Bool
    /// True for a request whose connection serves it alone: the front door does not relay it,
    /// and its answer closes the connection.
    func servesOneStream(method: String, segments: [Substring]) -> Bool
    /// True for a request the front door answers itself when it can (`DoorAnswers`): answered
    /// on the spot with a small byte body.
    func answersAtTheDoor(method: String, segments: [Substring]) -> Bool
    /// Answers a request the front door answered before as `respond` would, on copies: nothing
    /// is published, stored, counted or logged (`WarmPath`). Nil for a request it does not
    /// rehearse.
    func rehearse(_ request: HTTPRequest) -> HTTPResponse?
    func log(_ request: HTTPRequest, status: Int)
    func logError(_ message: String)
}

/// How the daemon listens and how long it waits.
struct DaemonOptions: Sendable {
    var host: String
    var port: UInt16
    var connectionLimit: Int
    var requestTimeoutSeconds: Int
    var streamTimeoutSeconds: Int
    var bodyLimit: Int
    var streamBlockSize: Int
    var connectionsPerAddress: Int
    var connectionMemoryBytes: Int
    var streamSendBufferBytes: Int
    var retryAfterSeconds: Int
    /// `ServerConfiguration.busyPollsWhileDragging`.
    var busyPollsWhileDragging = true
    /// PEM text of the certificate and key; nil serves plain HTTP.
    var tls: (certificate: String, key: String)?
}

/// A libmicrohttpd daemon with suspend/resume, run by the front door's thread
/// (docs/libmicrohttpd.md).
final class MicroHTTPDaemon: @unchecked Sendable {
    private let responder: any HTTPResponder
    private let options: DaemonOptions
    private let workers: WorkerPool
    /// Written once by `start` and once by `stop`, both on the owner's thread.
    private var daemon: OpaquePointer?
    private(set) var port: UInt16 = 0
    /// Accepts every connection and checks every request head (`FrontDoor`).
    private var frontDoor: FrontDoor?
    /// Connections per address across the front door and libmicrohttpd.
    private var tally: ConnectionTally?
    /// The peer `answer` last described, by its address: `inet_ntop` and a `String` cost ~3.5k
    /// instructions a request, and a kept-alive connection's every request has the same peer
    /// (issue 15). Only libmicrohttpd's thread, the one that calls `answer`, touches it.
    private var lastPeer: (address: PeerAddressBytes, peer: PeerAddress)?
    /// Requests the front door answered itself (`DoorAnswers`), for tests and figures.
    private let doorAnswerCount = Locked(0)
    var requestsAnsweredAtTheDoor: Int { doorAnswerCount.withLock { $0 } }
    /// Inputs rehearsed to keep their path warm (`WarmPath`), for tests and figures.
    private let rehearsalCount = Locked(0)
    var rehearsedInputs: Int { rehearsalCount.withLock { $0 } }

    init(options: DaemonOptions, workers: WorkerPool, responder: any HTTPResponder) {
        self.options = options
        self.workers = workers
        self.responder = responder
    }

    func start() throws(ServerError) {
        // The front door accepts every connection, hands it over with MHD_add_connection and
        // runs libmicrohttpd on its own thread (`FrontDoor.DaemonLoop`): libmicrohttpd has no
        // thread of its own. Without one it has no wake-up channel either (it drops
        // MHD_USE_ITC), so a resume from another thread wakes the front door's loop
        // (`ConnectionHandle.resume`; docs/libmicrohttpd.md, pitfall 17). With TLS the front
        // door ends TLS itself, so libmicrohttpd only ever sees plain HTTP.
        var flags = MHD_USE_EPOLL.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_USE_NO_LISTEN_SOCKET.rawValue
        let address = try BindAddress(host: options.host, port: options.port)
        if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        let tally = ConnectionTally(perAddress: options.connectionsPerAddress, total: options.connectionLimit)
        self.tally = tally
        let credentials = try options.tls.map { tls throws(ServerError) in
            try TLSCredentials(certificatePEM: tls.certificate, keyPEM: tls.key)
        }
        let context = Unmanaged.passUnretained(self).toOpaque()
        // Called with the request line, before libmicrohttpd decodes the target: the raw
        // target becomes the request's context (`*req_cls`) for the handler to check.
        let uriLogged: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?)
            -> UnsafeMutableRawPointer? = { cls, uri, _ in
                guard let cls else { return nil }
                let daemon = Unmanaged<MicroHTTPDaemon>.fromOpaque(cls).takeUnretainedValue()
                let request = RequestContext(rawTarget: uri.map { String(cString: $0) } ?? "", limit: daemon.options.bodyLimit)
                return Unmanaged.passRetained(request).toOpaque()
            }
        // Also tells the front door, whose relay answers a request itself only once
        // libmicrohttpd has answered everything before it (`RelayedConnection`).
        let completed: MHD_RequestCompletedCallback = { cls, connection, slot, _ in
            if let cls, let connection {
                let daemon = Unmanaged<MicroHTTPDaemon>.fromOpaque(cls).takeUnretainedValue()
                daemon.frontDoor?.daemonAnswered(onDescriptor: mp_connection_fd(connection))
            }
            guard let slot, let pointer = slot.pointee else { return }
            Unmanaged<RequestContext>.fromOpaque(pointer).release()
            slot.pointee = nil
        }
        let handler: MHD_AccessHandlerCallback = { cls, connection, url, method, version, data, size, slot in
            guard let cls, let connection, url != nil, let method, let size, let slot else { return .NO }
            let daemon = Unmanaged<MicroHTTPDaemon>.fromOpaque(cls).takeUnretainedValue()
            return daemon.handle(connection, method, version, data, size, slot)
        }
        // The per-address cap is the tally's, which counts connections libmicrohttpd serves
        // through this notification.
        let notified: MHD_NotifyConnectionCallback = { cls, connection, _, event in
            guard let cls, let connection else { return }
            let daemon = Unmanaged<MicroHTTPDaemon>.fromOpaque(cls).takeUnretainedValue()
            let address = daemon.peerAddress(connection).text
            if event == .CONNECTION_NOTIFY_STARTED { daemon.tally?.enter(address) } else { daemon.tally?.leave(address) }
        }
        var items = [
            MHD_OptionItem(option: .CONNECTION_LIMIT, value: options.connectionLimit, ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_TIMEOUT, value: options.requestTimeoutSeconds, ptr_value: nil),
            MHD_OptionItem(option: .NOTIFY_COMPLETED, value: unsafeBitCast(completed, to: Int.self), ptr_value: context),
            MHD_OptionItem(option: .CONNECTION_MEMORY_LIMIT, value: options.connectionMemoryBytes, ptr_value: nil),
            MHD_OptionItem(option: .URI_LOG_CALLBACK, value: unsafeBitCast(uriLogged, to: Int.self), ptr_value: context),
            MHD_OptionItem(option: .NOTIFY_CONNECTION, value: unsafeBitCast(notified, to: Int.self), ptr_value: context),
            MHD_OptionItem(option: .END, value: 0, ptr_value: nil),
        ]
        let started = items.withUnsafeMutableBufferPointer { buffer in
            mp_start_daemon(flags, options.port, handler, context, buffer.baseAddress)
        }
        let daemon = try mhdRequire(started, "starting the daemon on \(options.host):\(options.port)")
        self.daemon = daemon
        do throws(ServerError) {
            try startFrontDoor(on: address, daemon: daemon, tally: tally, credentials: credentials)
        } catch {
            self.daemon = nil
            MHD_stop_daemon(daemon)
            throw error
        }
    }

    private func startFrontDoor(
        on address: BindAddress, daemon: OpaquePointer, tally: ConnectionTally, credentials: TLSCredentials?
    ) throws(ServerError) {
        let responder = self.responder
        let doorAnswerCount = self.doorAnswerCount
        let rehearsalCount = self.rehearsalCount
        let secureTransport = credentials.map { credentials in
            { @Sendable (descriptor: Int32) -> (any ClientTransport)? in
                try? TLSTransport(descriptor: descriptor, credentials: credentials)
            }
        }
        let frontDoor = try FrontDoor(
            address: address,
            options: FrontDoor.Options(
                bodyLimit: options.bodyLimit, headSeconds: Double(options.requestTimeoutSeconds),
                secureTransport: secureTransport,
                doorAnswers: DoorAnswers(
                    answers: { method, segments in responder.answersAtTheDoor(method: method, segments: segments) },
                    respond: { request in
                        let response = responder.respond(to: request)
                        responder.log(request, status: response.status)
                        doorAnswerCount.withLock { $0 += 1 }
                        return response
                    },
                    rehearse: { request in
                        let response = responder.rehearse(request)
                        if response != nil { rehearsalCount.withLock { $0 += 1 } }
                        return response
                    }, warmPath: options.busyPollsWhileDragging ? WarmPath.polling() : WarmPath())),
            tally: tally, now: FrameClock.monotonicSeconds,
            handOver: { descriptor, socket in FrontDoorSockets.handOver(descriptor, from: socket, to: daemon) },
            servesOneStream: { method, path in responder.servesOneStream(method: method, segments: HTTPRequest.segments(of: path)) },
            log: { peer, status in
                responder.log(HTTPRequest(method: "-", path: "(first head from \(peer.text))", peerAddress: peer.text), status: status)
            },
            daemonLoop: FrontDoor.DaemonLoop(
                descriptor: mp_daemon_epoll_fd(daemon), run: { _ = MHD_run(daemon) },
                dueMilliseconds: { mp_daemon_due_ms(daemon) }))
        frontDoor.start()
        self.frontDoor = frontDoor
        port = frontDoor.port
    }

    /// Stops the daemon. Streams must have ended first (docs/libmicrohttpd.md, pitfall 1).
    func stop() {
        // The front door first: it hands connections to the daemon until it has stopped.
        frontDoor?.stop()
        frontDoor = nil
        guard let daemon else { return }
        self.daemon = nil
        MHD_stop_daemon(daemon)
    }

    // MARK: requests

    /// libmicrohttpd calls this several times per request; the method and version become
    /// `String`s only on the first call, which keeps them (the path comes from the raw target).
    private func handle(
        _ connection: OpaquePointer, _ method: UnsafePointer<CChar>, _ version: UnsafePointer<CChar>?,
        _ data: UnsafePointer<CChar>?, _ size: UnsafeMutablePointer<Int>,
        _ slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        // The URI log callback gave every request its context; without one there is no target.
        guard let pointer = slot.pointee else { return .NO }
        let context = Unmanaged<RequestContext>.fromOpaque(pointer).takeUnretainedValue()
        switch context.phase {
        case .head:
            context.method = String(cString: method)
            return checkHead(context, version.map { String(cString: $0) } ?? "HTTP/1.1", on: connection)
        case .body where size.pointee > 0:
            if let data {
                context.body.append(UnsafeRawBufferPointer(start: data, count: size.pointee))
            }
            size.pointee = 0
            return .YES
        case .body:
            return answer(context, on: connection)
        case .working:
            // Resumed by the worker (or by a full queue): its answer is ready.
            guard let request = context.request, let response = context.takeFinished() else { return .YES }
            context.phase = .answered
            return queue(response, for: request, on: connection)
        case .answered:
            return .YES
        }
    }

    /// First call, headers only, before any body is read: decodes the target. Every head that
    /// reaches libmicrohttpd has passed the front door's `StrictHTTP` check already; it runs
    /// again here on the headers as libmicrohttpd read them (about 6k instructions a request),
    /// so a difference between the two parsers is refused rather than served. Answering now
    /// also closes the connection (pitfall 5), which a refusal wants; anything else waits for
    /// the next call so keep-alive works.
    private func checkHead(_ context: RequestContext, _ version: String, on connection: OpaquePointer) -> MHD_Result {
        context.phase = .body
        // Read once: libmicrohttpd has the whole head by now, and `answer` reuses them.
        context.headers = values(connection, .HEADER_KIND)
        let method = context.method
        let head = RequestHead(method: method, rawTarget: context.rawTarget, headers: context.headers, version: version)
        do throws(APIError) {
            context.target = try StrictHTTP.check(head, bodyLimit: options.bodyLimit)
            return .YES
        } catch {
            context.phase = .answered
            let request = HTTPRequest(method: method, path: String(context.rawTarget.prefix(120)))
            return queue(HTTPResponse.error(error).closingConnection, for: request, on: connection)
        }
    }

    /// Final call: the whole body is here. Light requests are answered now; heavy ones go to
    /// the worker pool with the connection suspended until the worker resumes it.
    private func answer(_ context: RequestContext, on connection: OpaquePointer) -> MHD_Result {
        context.phase = .answered
        guard let target = context.target else { return .NO }
        let headers = context.headers.map { (name: $0.name.lowercased(), value: $0.value) }
        let peer = answeredPeer(connection)
        var received = HTTPRequest(
            method: context.method, path: target.path, query: values(connection, .GET_ARGUMENT_KIND),
            lowerCasedHeaders: headers, body: context.body.bytes,
            peerIsLoopback: HTTPRequest.isLoopbackClient(
                socketIsLoopback: peer.isLoopback, lowerCasedHeaderNames: headers.lazy.map { $0.name }),
            peerAddress: peer.text, targetAuthority: target.authority)
        if context.body.isTooLarge {
            received.body = []
            return queue(.error(.bodyTooLarge(limit: options.bodyLimit)), for: received, on: connection)
        }
        let request = received
        guard responder.runsOnWorker(request) else {
            return queue(responder.respond(to: request), for: request, on: connection)
        }
        context.phase = .working
        context.request = request
        // Suspended before the job is queued, so its resume can never come first.
        let handle = self.handle(connection)
        handle.suspend()
        let responder = self.responder
        let accepted = workers.submit {
            context.finish(responder.respond(to: request))
            handle.resume()
        }
        if !accepted {
            context.finish(.busy(retryAfterSeconds: options.retryAfterSeconds, capacity: workers.capacity))
            handle.resume()
        }
        return .YES
    }

    private func queue(_ response: HTTPResponse, for request: HTTPRequest, on connection: OpaquePointer) -> MHD_Result {
        responder.log(request, status: response.status)
        // Such a connection came straight from the front door, unrelayed: a second head on it
        // would be parsed by libmicrohttpd alone.
        let response =
            responder.servesOneStream(method: request.method, segments: request.segments) ? response.closingConnection : response
        do {
            let created = try makeResponse(response, on: connection)
            defer { MHD_destroy_response(created) }
            try mhdCheck(MHD_queue_response(connection, UInt32(response.status), created), "queueing a response")
            return .YES
        } catch {
            responder.logError("\(request.method) \(request.path): \(error)")
            return .NO
        }
    }

    private func makeResponse(_ response: HTTPResponse, on connection: OpaquePointer) throws(ServerError) -> OpaquePointer {
        let created: OpaquePointer
        switch response.body {
        case .bytes(let bytes):
            created = try mhdRequire(
                bytes.withUnsafeBytes { mp_response_copying($0.count, $0.baseAddress) }, "creating a response")
        case .stream(let viewer):
            created = try streamResponse(viewer, on: connection)
        case .file(let path, let size):
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw ServerError("opening \(path) failed") }
            guard let fileResponse = mp_response_from_file(size, descriptor) else {
                close(descriptor)
                throw ServerError("libmicrohttpd: creating a file response failed")
            }
            created = fileResponse
        }
        try addHeaders(response.headers, to: created)
        try addHeaders(SecurityHeaders.all, to: created)
        return created
    }

    /// `withCString` lends a native string's own bytes; passing a `String` where C wants a
    /// pointer copied each name and value into a new array, and the failure message was built
    /// for every header, on every answer (issue 15).
    private func addHeaders(_ headers: [(name: String, value: String)], to response: OpaquePointer) throws(ServerError) {
        for (name, value) in headers {
            let added = name.withCString { name in value.withCString { MHD_add_response_header(response, name, $0) } }
            guard added == .YES else { throw ServerError("libmicrohttpd: adding header \(name) failed") }
        }
    }

    private func streamResponse(_ viewer: Viewer, on connection: OpaquePointer) throws(ServerError) -> OpaquePointer {
        let reader: MHD_ContentReaderCallback = { cls, _, buffer, maximum in
            guard let cls, let buffer else { return mp_reader_end_with_error() }
            let viewer = Unmanaged<Viewer>.fromOpaque(cls).takeUnretainedValue()
            switch viewer.read(maximum: maximum) {
            case .send(let bytes):
                return bytes.withUnsafeBytes { source in
                    guard let base = source.baseAddress else { return 0 }
                    UnsafeMutableRawPointer(buffer).copyMemory(from: base, byteCount: source.count)
                    return source.count
                }
            case .suspend: return 0
            case .end: return mp_reader_end_of_stream()
            case .fail: return mp_reader_end_with_error()
            }
        }
        let release: MHD_ContentReaderFreeCallback = { cls in
            guard let cls else { return }
            let viewer = Unmanaged<Viewer>.fromOpaque(cls).takeRetainedValue()
            viewer.detach()
        }
        let cls = Unmanaged.passRetained(viewer).toOpaque()
        guard let response = MHD_create_response_from_callback(mp_size_unknown(), options.streamBlockSize, reader, cls, release)
        else {
            Unmanaged<Viewer>.fromOpaque(cls).release()
            viewer.detach()
            throw ServerError("libmicrohttpd: creating a stream response failed")
        }
        // Ended by the close rather than chunked, so a frame can be written straight into the
        // socket while the stream is suspended (pitfall 16).
        try mhdCheck(mp_response_close_delimited(response), "making a stream response close-delimited")
        // Streams wait for frames as long as they like; stuck ones are closed by the
        // stream timeout instead of the request timeout (pitfall 2).
        try mhdCheck(
            mp_set_connection_timeout(connection, UInt32(options.streamTimeoutSeconds)), "setting the stream timeout")
        limitSendBuffer(of: connection)
        viewer.attach(handle(connection))
        return response
    }

    /// Caps the kernel's send buffer for a stream: left alone, Linux grows it to megabytes
    /// for a viewer that stops reading before libmicrohttpd sees backpressure (pitfall 9),
    /// so the stall is noticed late and costs memory per stuck viewer.
    private func limitSendBuffer(of connection: OpaquePointer) {
        let descriptor = mp_connection_fd(connection)
        guard descriptor >= 0 else { return }
        var bytes = Int32(clamping: options.streamSendBufferBytes)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDBUF, &bytes, socklen_t(MemoryLayout<Int32>.size))
    }

    /// The front door runs libmicrohttpd; it exists while any connection does.
    private func handle(_ connection: OpaquePointer) -> ConnectionHandle {
        ConnectionHandle(connection) { [frontDoor] in frontDoor?.wakeDaemon() }
    }

    // MARK: request details

    private func lookup(_ connection: OpaquePointer, _ kind: MHD_ValueKind, _ name: String) -> String? {
        MHD_lookup_connection_value(connection, kind, name).map { String(cString: $0) }
    }

    private func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [(name: String, value: String)] {
        final class Collected { var pairs: [(name: String, value: String)] = [] }
        let collected = Collected()
        let iterator: MHD_KeyValueIterator = { cls, _, key, value in
            guard let cls, let key else { return .YES }
            let collected = Unmanaged<Collected>.fromOpaque(cls).takeUnretainedValue()
            collected.pairs.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
            return .YES
        }
        withExtendedLifetime(collected) {
            _ = MHD_get_connection_values(connection, kind, iterator, Unmanaged.passUnretained(collected).toOpaque())
        }
        return collected.pairs
    }

    private func peerAddress(_ connection: OpaquePointer) -> PeerAddress {
        mp_client_address(connection).map(PeerAddress.init) ?? .unknown
    }

    /// `peerAddress`, described again only when the address differs from the last one's.
    private func answeredPeer(_ connection: OpaquePointer) -> PeerAddress {
        guard let socketAddress = mp_client_address(connection), let address = PeerAddressBytes(socketAddress) else {
            return peerAddress(connection)
        }
        if let lastPeer, lastPeer.address == address { return lastPeer.peer }
        let peer = PeerAddress(socketAddress)
        lastPeer = (address, peer)
        return peer
    }
}

/// A live connection, for suspending and resuming its stream. Valid until the stream's free
/// callback runs; `Viewer` drops it then (pitfall 6).
struct ConnectionHandle: @unchecked Sendable {
    private let connection: OpaquePointer
    private let descriptor: Int32
    /// Has the front door's loop run libmicrohttpd, which then serves the resumed connection.
    private let wakeDaemon: @Sendable () -> Void

    fileprivate init(_ connection: OpaquePointer, wakeDaemon: @escaping @Sendable () -> Void) {
        self.connection = connection
        descriptor = mp_connection_fd(connection)
        self.wakeDaemon = wakeDaemon
    }

    func suspend() { MHD_suspend_connection(connection) }

    func resume() {
        MHD_resume_connection(connection)
        wakeDaemon()
    }

    /// Writes into a suspended stream's socket from the calling thread (every socket here is
    /// non-blocking): the count the socket took, 0 when its buffer is full or the peer has gone
    /// (libmicrohttpd then finds out on its own write). Only while the stream is suspended:
    /// libmicrohttpd then holds none of its bytes and does not touch the socket
    /// (docs/libmicrohttpd.md, pitfall 16).
    func sendWhileSuspended(_ bytes: ArraySlice<UInt8>) -> Int {
        guard descriptor >= 0 else { return 0 }
        guard case .bytes(let count) = bytes.withUnsafeBytes({ FrontDoorSockets.send(descriptor, $0) }) else { return 0 }
        return count
    }

    /// True when the peer has closed its end. Call only while the connection is suspended:
    /// libmicrohttpd neither polls nor frees a suspended connection, so it would not notice
    /// a viewer that left until the next frame or keep-alive (issue 12: up to 12 s).
    func peerHasClosed() -> Bool {
        descriptor >= 0 && FrontDoorSockets.peerHasEnded(descriptor)
    }
}

/// The canonical absolute path with every symlink resolved, or nil when it does not exist.
func resolvedRealPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}
