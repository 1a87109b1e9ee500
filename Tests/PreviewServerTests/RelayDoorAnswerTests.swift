import Glibc
import Testing

@testable import PreviewServer

/// The relay answering inputs itself (issue 15), in process: the test plays the client on one
/// pair and libmicrohttpd on the other (`RelayedConnectionTests`). An input is answered at the
/// door only when no earlier answer can still come from libmicrohttpd; otherwise it goes on to
/// libmicrohttpd, so answers always leave in the order the requests came.
@Suite struct RelayDoorAnswerTests {
    static let get = Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    static let input = Array(
        "POST /api/sessions/default/input HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\n{}".utf8)
    static let daemonAnswer = Array("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok".utf8)

    /// A relay whose door answers inputs with 202 and `{"door":N}`, N counting them.
    final class Setup {
        let client: (relay: Int32, test: Int32)
        let daemon: (relay: Int32, test: Int32)
        let relay: RelayedConnection
        var scratch = [UInt8](repeating: 0, count: RelayedConnection.bufferBytes)
        var answered: [HTTPRequest] = []
        private var daemonClosed = false

        init() throws {
            client = try RelayedConnectionTests.pair()
            daemon = try RelayedConnectionTests.pair()
            var answeredHere: (HTTPRequest) -> Void = { _ in }
            let doorAnswers = DoorAnswers(
                answers: { method, segments in method == "POST" && segments.last == "input" },
                respond: { request in
                    answeredHere(request)
                    return .json(text: "{\"door\":1}", status: 202)
                })
            relay = RelayedConnection(
                socket: AcceptedSocket(unaccepted: client.relay), client: PlainTransport(descriptor: client.relay),
                bodyLimit: 16 * 1024, deadline: 100, tailSeconds: 2, doorAnswers: doorAnswers)
            relay.attach(daemon.relay)
            answeredHere = { [unowned self] in answered.append($0) }
        }

        deinit {
            // A relay that asked for a new pair has let its end go (the front door closes it).
            for descriptor in [client.relay, client.test, daemon.relay] { _ = close(descriptor) }
            if !daemonClosed { _ = close(daemon.test) }
        }

        /// libmicrohttpd closes its end.
        func closeDaemonEnd() {
            daemonClosed = true
            _ = close(daemon.test)
        }

        func pump() -> RelayedConnection.Next { relay.pump(at: 0, scratch: &scratch) }

        func clientSends(_ bytes: [UInt8]) {
            _ = bytes.withUnsafeBytes { FrontDoorSockets.send(client.test, $0) }
        }

        func daemonSends(_ bytes: [UInt8]) {
            _ = bytes.withUnsafeBytes { FrontDoorSockets.send(daemon.test, $0) }
        }

        static func readAll(_ descriptor: Int32) -> String {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            var read: [UInt8] = []
            while case .bytes(let count) = buffer.withUnsafeMutableBytes({ FrontDoorSockets.receive(descriptor, into: $0) }) {
                read += buffer[..<count]
            }
            return String(decoding: read, as: UTF8.self)
        }

        var clientReceived: String { Self.readAll(client.test) }
        var daemonReceived: String { Self.readAll(daemon.test) }
    }

    @Test func anInputWithNothingOutstandingIsAnsweredByTheRelay() throws {
        let setup = try Setup()
        setup.clientSends(Self.input)
        #expect(setup.pump() == .keep)
        #expect(setup.daemonReceived.isEmpty)
        let answer = setup.clientReceived
        #expect(answer.hasPrefix("HTTP/1.1 202 Accepted\r\nDate: "))
        #expect(answer.contains("\r\nContent-Length: 10\r\n\r\n{\"door\":1}"))
        #expect(!answer.contains("Connection:"))
        #expect(setup.relay.answeredAtTheDoor == 1)
        let request = try #require(setup.answered.first)
        #expect(request.method == "POST")
        #expect(request.path == "/api/sessions/default/input")
        #expect(request.body == Array("{}".utf8))
        #expect(request.header("Host") == "127.0.0.1")
    }

    /// An input behind a request libmicrohttpd has not answered goes to libmicrohttpd behind it;
    /// once libmicrohttpd has answered both, the next input is the door's again.
    @Test func anInputBehindAnUnansweredRequestGoesToLibmicrohttpd() throws {
        let setup = try Setup()
        setup.clientSends(Self.get)
        #expect(setup.pump() == .keep)
        setup.clientSends(Self.input)
        #expect(setup.pump() == .keep)
        #expect(setup.daemonReceived == String(decoding: Self.get + Self.input, as: UTF8.self))
        #expect(setup.answered.isEmpty)

        setup.daemonSends(Self.daemonAnswer + Self.daemonAnswer)
        setup.relay.daemonAnswered()
        setup.relay.daemonAnswered()
        #expect(setup.pump() == .keep)
        #expect(setup.clientReceived == String(decoding: Self.daemonAnswer + Self.daemonAnswer, as: UTF8.self))

        setup.clientSends(Self.input)
        #expect(setup.pump() == .keep)
        #expect(setup.daemonReceived.isEmpty)
        #expect(setup.clientReceived.hasPrefix("HTTP/1.1 202 Accepted"))
        #expect(setup.relay.answeredAtTheDoor == 1)
    }

    /// libmicrohttpd has answered, but its answer still waits in the pair: the input goes on to
    /// libmicrohttpd, whose answer to it will come after the one waiting.
    @Test func anAnswerStillInThePairKeepsTheInputBehindIt() throws {
        let setup = try Setup()
        setup.clientSends(Self.get)
        #expect(setup.pump() == .keep)
        _ = setup.daemonReceived
        setup.daemonSends(Self.daemonAnswer)
        setup.relay.daemonAnswered()
        setup.clientSends(Self.input)
        #expect(setup.pump() == .keep)
        #expect(setup.daemonReceived == String(decoding: Self.input, as: UTF8.self))
        #expect(setup.relay.answeredAtTheDoor == 0)
        #expect(setup.clientReceived == String(decoding: Self.daemonAnswer, as: UTF8.self))
    }

    /// A pipelined GET, input and GET: the input is answered by libmicrohttpd in its place.
    @Test func pipelinedRequestsAroundAnInputKeepTheirOrder() throws {
        let setup = try Setup()
        setup.clientSends(Self.get + Self.input + Self.get)
        #expect(setup.pump() == .keep)
        #expect(setup.daemonReceived == String(decoding: Self.get + Self.input + Self.get, as: UTF8.self))
        #expect(setup.relay.answeredAtTheDoor == 0)
    }

    /// libmicrohttpd's idle timeout sees only what it is given: when it closes a connection on
    /// which the door has answered since, a new pair is asked for; an idle client's is not.
    @Test(arguments: [true, false]) func libmicrohttpdClosingAnIdleConnection(doorAnsweredSince: Bool) throws {
        let setup = try Setup()
        if doorAnsweredSince {
            setup.clientSends(Self.input)
            #expect(setup.pump() == .keep)
            #expect(setup.clientReceived.hasPrefix("HTTP/1.1 202"))
        }
        setup.closeDaemonEnd()
        let next = setup.pump()
        #expect(next == (doorAnsweredSince ? .reattachDaemon(closing: setup.daemon.relay) : .finish))
        if doorAnsweredSince {
            #expect(setup.relay.daemonSide == nil)
        }
    }

    /// The same while the next input's body is still arriving: the relay holds it, and a new
    /// pair is asked for so that it can still be answered.
    @Test func libmicrohttpdClosingWhileAnInputIsHalfIn() throws {
        let setup = try Setup()
        setup.clientSends(Self.input)
        #expect(setup.pump() == .keep)
        #expect(setup.clientReceived.hasPrefix("HTTP/1.1 202"))
        setup.clientSends(Array(Self.input.dropLast()))
        #expect(setup.pump() == .keep)
        setup.closeDaemonEnd()
        #expect(setup.pump() == .reattachDaemon(closing: setup.daemon.relay))
        let next = try RelayedConnectionTests.pair()
        defer { for descriptor in [next.relay, next.test] { _ = close(descriptor) } }
        setup.relay.attach(next.relay)
        setup.clientSends(Array(Self.input.suffix(1)))
        #expect(setup.pump() == .keep)
        #expect(setup.clientReceived.hasPrefix("HTTP/1.1 202"))
        #expect(setup.relay.answeredAtTheDoor == 2)
    }
}
