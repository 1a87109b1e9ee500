import Foundation
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// Inputs on a kept-alive connection are answered by the front door itself, without relaying
/// them to libmicrohttpd (issue 15): the answer must be the one libmicrohttpd would give, and
/// the connection must live as long as libmicrohttpd would keep it.
@Suite struct DoorAnswerTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var name: String
        var body: String
        var headers: [String: String]
        var session = "default"
        var status: Int
        var testDescription: String { name }
    }

    static let examples: [Example] = [
        Example(name: "accepted", body: #"{"set":{"scrollY":40}}"#, headers: ["Content-Type": "application/json"], status: 202),
        Example(name: "no token", body: #"{"set":{"scrollY":40}}"#, headers: ["Content-Type": "application/json"], status: 401),
        Example(
            name: "a wrong token", body: #"{"set":{"scrollY":40}}"#,
            headers: ["Content-Type": "application/json", "Authorization": "Bearer " + String(repeating: "0", count: 64)],
            status: 401),
        Example(
            name: "another scheme", body: #"{"set":{"scrollY":40}}"#,
            headers: ["Content-Type": "application/json", "Authorization": "Basic dXNlcjpwYXNz"], status: 401),
        Example(name: "not JSON", body: "{x", headers: ["Content-Type": "application/json"], status: 400),
        Example(name: "no body", body: "", headers: ["Content-Type": "application/json"], status: 400),
        Example(name: "not a JSON body", body: "{}", headers: ["Content-Type": "text/plain"], status: 415),
        Example(name: "no such session", body: "{}", headers: ["Content-Type": "application/json"], session: "nope", status: 404),
        Example(name: "a string for a number", body: #"{"set":{"scrollY":"far"}}"#, headers: ["Content-Type": "application/json"], status: 400),
        Example(name: "out of range", body: #"{"set":{"scrollY":1e9}}"#, headers: ["Content-Type": "application/json"], status: 422),
    ]

    static func request(_ example: Example, token: String) -> String {
        var head = "POST /api/sessions/\(example.session)/input HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in example.headers { head += "\(name): \(value)\r\n" }
        if example.status != 401 { head += "Authorization: Bearer \(token)\r\n" }
        return head + "Content-Length: \(example.body.utf8.count)\r\n\r\n" + example.body
    }

    /// The same input answered at the door (alone on its connection) and by libmicrohttpd
    /// (pipelined behind a request libmicrohttpd has not answered yet): the same status, headers
    /// and body, but for the date and the session's seq.
    @Test(arguments: examples) func theDoorAnswersAsLibmicrohttpdWould(_ example: Example) throws {
        let server = try TestServer()
        let socket = try LoopbackSocket(port: server.port)
        let input = Self.request(example, token: server.server.defaultControlToken)

        try socket.send(input)
        let atTheDoor = try LoopbackHTTPClient.readResponse(from: socket, method: "POST")
        #expect(server.server.requestsAnsweredAtTheDoor == 1)

        try socket.send(KeptAliveRefusalTests.good + input)
        #expect(try LoopbackHTTPClient.readResponse(from: socket).text == "ok")
        let relayed = try LoopbackHTTPClient.readResponse(from: socket, method: "POST")
        #expect(server.server.requestsAnsweredAtTheDoor == 1)

        #expect(atTheDoor.status == example.status)
        #expect(relayed.status == example.status)
        #expect(atTheDoor.headers.filter { $0.key != "date" } == relayed.headers.filter { $0.key != "date" })
        if example.status == 202 {
            let seqs = try [atTheDoor, relayed].map { try $0.json()["seq"]?.doubleValue }
            #expect(seqs[0] != nil && seqs[1] == seqs[0].map { $0 + 1 })
        } else {
            #expect(atTheDoor.text == relayed.text)
        }
    }

    /// The token's digest is remembered with the head it came in (`HeldRequest.Routing`): a
    /// head that differs by its token alone, on the same connection, is judged by its own.
    @Test func eachHeadOnAConnectionIsJudgedByItsOwnToken() throws {
        let server = try TestServer()
        let socket = try LoopbackSocket(port: server.port)
        let right = Self.request(Self.examples[0], token: server.server.defaultControlToken)
        let wrong = Self.request(Self.examples[0], token: String(repeating: "0", count: 64))
        var statuses: [Int] = []
        for input in [right, right, wrong, wrong, right] {
            try socket.send(input)
            statuses.append(try LoopbackHTTPClient.readResponse(from: socket, method: "POST").status)
        }
        #expect(statuses == [202, 202, 401, 401, 202])
        #expect(server.server.requestsAnsweredAtTheDoor == 5)
    }

    /// Only inputs: every other route streams, sends files, runs on a worker or is rarely sent.
    @Test(arguments: [
        ("POST", "/api/sessions/x/input", true), ("GET", "/api/sessions/x/input", false),
        ("POST", "/api/sessions", false), ("GET", "/api/sessions/x/events", false), ("POST", "/api/frames", false),
        ("POST", "/api/sessions/x/input/more", false), ("GET", "/healthz", false),
    ])
    func onlyInputsAreAnsweredAtTheDoor(method: String, path: String, atTheDoor: Bool) {
        #expect(InProcessAPI().router.answersAtTheDoor(method: method, segments: HTTPRequest.segments(of: path)) == atTheDoor)
    }

    /// libmicrohttpd counts a connection idle while the door answers its inputs, and closes it
    /// after its timeout: the relay then gives it a new pair, so a client sending inputs keeps
    /// its connection. Once the client falls silent, the connection still ends.
    @Test func aConnectionSendingInputsOutlivesLibmicrohttpdsIdleTimeout() throws {
        let server = try TestServer { $0.requestTimeoutSeconds = 1 }
        let socket = try LoopbackSocket(port: server.port, timeoutSeconds: 8)
        let example = Self.examples[0]
        let started = Date()
        var answered = 0
        // Inputs for 2.4 s, more than twice libmicrohttpd's timeout.
        while Date().timeIntervalSince(started) < 2.4 {
            try socket.send(Self.request(example, token: server.server.defaultControlToken))
            #expect(try LoopbackHTTPClient.readResponse(from: socket, method: "POST").status == 202)
            answered += 1
            Thread.sleep(forTimeInterval: 0.3)
        }
        #expect(server.server.requestsAnsweredAtTheDoor == answered)
        // Silent from now on: closed within two timeouts and a little.
        let silent = Date()
        #expect(try socket.readToEnd().isEmpty)
        #expect(Date().timeIntervalSince(silent) < 4)
    }
}
