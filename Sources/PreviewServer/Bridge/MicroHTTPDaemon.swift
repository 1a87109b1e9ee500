import CMicroHTTPD
import Glibc
import Logging

// The only file that touches pointers: libmicrohttpd's C callbacks, `Unmanaged` contexts, the
// socket address, `realpath`. C callbacks are non-capturing closures that recover their Swift
// object from the `cls` pointer and hop straight into a method on it.

/// What the daemon hands each complete request to.
protocol HTTPResponder: AnyObject, Sendable {
    func respond(to request: HTTPRequest) -> HTTPResponse
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
}

/// A libmicrohttpd daemon on one epoll thread with suspend/resume (libmicrohttpd.md).
final class MicroHTTPDaemon: @unchecked Sendable {
    private let responder: any HTTPResponder
    private let options: DaemonOptions
    /// Written once by `start` and once by `stop`, both on the owner's thread.
    private var daemon: OpaquePointer?
    private(set) var port: UInt16 = 0

    init(options: DaemonOptions, responder: any HTTPResponder) {
        self.options = options
        self.responder = responder
    }

    func start() throws(ServerError) {
        var flags = MHD_USE_EPOLL_INTERNAL_THREAD.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
        let address = try BindAddress(host: options.host, port: options.port)
        if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        let context = Unmanaged.passUnretained(self).toOpaque()
        let completed: MHD_RequestCompletedCallback = { _, _, slot, _ in
            guard let slot, let pointer = slot.pointee else { return }
            Unmanaged<RequestContext>.fromOpaque(pointer).release()
            slot.pointee = nil
        }
        let handler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, data, size, slot in
            guard let cls, let connection, let url, let method, let size, let slot else { return .NO }
            let daemon = Unmanaged<MicroHTTPDaemon>.fromOpaque(cls).takeUnretainedValue()
            return daemon.handle(connection, String(cString: url), String(cString: method), data, size, slot)
        }
        let started = address.withSockaddr { socketAddress in
            var items = [
                MHD_OptionItem(option: .CONNECTION_LIMIT, value: options.connectionLimit, ptr_value: nil),
                MHD_OptionItem(
                    option: .CONNECTION_TIMEOUT, value: options.requestTimeoutSeconds, ptr_value: nil),
                MHD_OptionItem(
                    option: .NOTIFY_COMPLETED, value: unsafeBitCast(completed, to: Int.self), ptr_value: nil),
                MHD_OptionItem(option: .SOCK_ADDR, value: 0, ptr_value: UnsafeMutableRawPointer(mutating: socketAddress)),
                MHD_OptionItem(option: .END, value: 0, ptr_value: nil),
            ]
            return items.withUnsafeMutableBufferPointer { buffer in
                mp_start_daemon(flags, options.port, handler, context, buffer.baseAddress)
            }
        }
        let daemon = try mhdRequire(started, "starting the daemon on \(options.host):\(options.port)")
        self.daemon = daemon
        port = mp_daemon_port(daemon)
    }

    /// Stops the daemon. Streams must have ended first (libmicrohttpd.md, pitfall 1).
    func stop() {
        guard let daemon else { return }
        self.daemon = nil
        MHD_stop_daemon(daemon)
    }

    // MARK: requests

    private func handle(
        _ connection: OpaquePointer, _ url: String, _ method: String, _ data: UnsafePointer<CChar>?,
        _ size: UnsafeMutablePointer<Int>, _ slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        guard let pointer = slot.pointee else {
            // First call: headers only. Answer now only when the declared body is too large;
            // anything else waits for the next call so keep-alive works (pitfall 5).
            let context = RequestContext(limit: options.bodyLimit)
            slot.pointee = Unmanaged.passRetained(context).toOpaque()
            let length = lookup(connection, .HEADER_KIND, "Content-Length")
            guard RequestBody.declaredLengthExceeds(length, limit: options.bodyLimit) else { return .YES }
            context.answered = true
            let request = HTTPRequest(method: method, path: url)
            return queue(.error(.bodyTooLarge(limit: options.bodyLimit)), for: request, on: connection)
        }
        let context = Unmanaged<RequestContext>.fromOpaque(pointer).takeUnretainedValue()
        if size.pointee > 0 {
            if let data {
                context.body.append(UnsafeRawBufferPointer(start: data, count: size.pointee))
            }
            size.pointee = 0
            return .YES
        }
        guard !context.answered else { return .YES }
        context.answered = true
        var request = HTTPRequest(
            method: method, path: url, query: values(connection, .GET_ARGUMENT_KIND),
            headers: headers(connection), body: context.body.bytes, peerIsLoopback: peerIsLoopback(connection))
        if context.body.isTooLarge {
            request.body = []
            return queue(.error(.bodyTooLarge(limit: options.bodyLimit)), for: request, on: connection)
        }
        return queue(responder.respond(to: request), for: request, on: connection)
    }

    private func queue(_ response: HTTPResponse, for request: HTTPRequest, on connection: OpaquePointer) -> MHD_Result {
        responder.log(request, status: response.status)
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
        }
        for (name, value) in response.headers {
            try mhdCheck(MHD_add_response_header(created, name, value), "adding header \(name)")
        }
        return created
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
        // Streams wait for frames as long as they like; stuck ones are closed by the
        // stream timeout instead of the request timeout (pitfall 2).
        try mhdCheck(
            mp_set_connection_timeout(connection, UInt32(options.streamTimeoutSeconds)), "setting the stream timeout")
        viewer.attach(ConnectionHandle(connection))
        return response
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

    private func headers(_ connection: OpaquePointer) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in values(connection, .HEADER_KIND) {
            headers[name.lowercased()] = value
        }
        return headers
    }

    private func peerIsLoopback(_ connection: OpaquePointer) -> Bool {
        guard let address = mp_client_address(connection) else { return false }
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            let ipv4 = UnsafeRawPointer(address).load(as: sockaddr_in.self)
            return UInt32(bigEndian: ipv4.sin_addr.s_addr) >> 24 == 127
        case AF_INET6:
            let ipv6 = UnsafeRawPointer(address).load(as: sockaddr_in6.self)
            let bytes = withUnsafeBytes(of: ipv6.sin6_addr) { Array($0) }
            let loopback: [UInt8] = Array(repeating: 0, count: 15) + [1]
            let mappedIPv4Loopback = bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
                && bytes[12] == 127
            return bytes == loopback || mappedIPv4Loopback
        default:
            return false
        }
    }
}

/// A live connection, for suspending and resuming its stream. Valid until the stream's free
/// callback runs; `Viewer` drops it then (pitfall 6).
struct ConnectionHandle: @unchecked Sendable {
    private let connection: OpaquePointer

    fileprivate init(_ connection: OpaquePointer) {
        self.connection = connection
    }

    func suspend() { MHD_suspend_connection(connection) }
    func resume() { MHD_resume_connection(connection) }
}

/// The listening address: an IPv4 or IPv6 literal, or `localhost`.
private struct BindAddress {
    private var ipv4 = sockaddr_in()
    private var ipv6 = sockaddr_in6()
    let isIPv6: Bool

    init(host: String, port: UInt16) throws(ServerError) {
        let literal = host == "localhost" ? "127.0.0.1" : String(host.filter { $0 != "[" && $0 != "]" })
        if inet_pton(AF_INET, literal, &ipv4.sin_addr) == 1 {
            ipv4.sin_family = sa_family_t(AF_INET)
            ipv4.sin_port = port.bigEndian
            isIPv6 = false
        } else if inet_pton(AF_INET6, literal, &ipv6.sin6_addr) == 1 {
            ipv6.sin6_family = sa_family_t(AF_INET6)
            ipv6.sin6_port = port.bigEndian
            isIPv6 = true
        } else {
            throw ServerError("--host must be an IP address or localhost, not '\(host)'")
        }
    }

    func withSockaddr<Result>(_ body: (UnsafePointer<sockaddr>) -> Result) -> Result {
        if isIPv6 {
            return withUnsafePointer(to: ipv6) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
        }
        return withUnsafePointer(to: ipv4) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
    }
}

/// The canonical absolute path with every symlink resolved, or nil when it does not exist.
func resolvedRealPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}
