import Foundation
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// Inputs the front door answers itself mixed with requests libmicrohttpd answers, on one
/// kept-alive connection, their bytes cut anywhere and the answers read at random moments
/// (issue 15): every answer comes in request order, and a session read after an input shows
/// that input.
@Suite struct DoorAnswerOrderTests {
    enum Request: Equatable {
        case health
        case input(scrollY: Int)
        case session
    }

    /// xorshift64*: the same sequence on every run.
    struct Sequence: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 2_685_821_657_736_338_717
        }
    }

    static func bytes(_ request: Request, token: String) -> [UInt8] {
        switch request {
        case .health:
            return Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        case .session:
            return Array("GET /api/sessions/default HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        case .input(let scrollY):
            let body = #"{"set":{"scrollY":\#(scrollY)}}"#
            return Array(
                ("POST /api/sessions/default/input HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Authorization: Bearer \(token)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)").utf8)
        }
    }

    @Test(arguments: [UInt64(1), 7, 42, 2024]) func answersComeInRequestOrder(seed: UInt64) throws {
        let server = try TestServer()
        let socket = try LoopbackSocket(port: server.port)
        var random = Sequence(state: seed)
        var requests: [Request] = []
        for index in 0..<40 {
            switch Int.random(in: 0..<3, using: &random) {
            case 0: requests.append(.health)
            case 1: requests.append(.input(scrollY: 10 * (index + 1)))
            default: requests.append(.session)
            }
        }
        // Where each request's bytes end in the whole stream.
        var wire: [UInt8] = []
        var ends: [Int] = []
        for request in requests {
            wire += Self.bytes(request, token: server.server.defaultControlToken)
            ends.append(wire.count)
        }
        var sent = 0
        var answered = 0
        var lastInput: Int?
        var lastSeq = 0.0
        func readAnswers(upTo count: Int) throws {
            while answered < count {
                let request = requests[answered]
                let answer = try LoopbackHTTPClient.readResponse(from: socket, method: request == .health ? "GET" : "POST")
                switch request {
                case .health:
                    #expect(answer.status == 200 && answer.text == "ok", "answer \(answered)")
                case .input(let scrollY):
                    #expect(answer.status == 202, "answer \(answered)")
                    let seq = try answer.json()["seq"]?.doubleValue ?? 0
                    #expect(seq > lastSeq, "answer \(answered)")
                    lastSeq = seq
                    lastInput = scrollY
                case .session:
                    #expect(answer.status == 200, "answer \(answered)")
                    let shown = try answer.json()["params"]?["scrollY"]?.doubleValue
                    if let lastInput { #expect(shown == Double(lastInput), "answer \(answered)") }
                }
                answered += 1
            }
        }
        while sent < wire.count {
            // Small cuts split heads and bodies; large ones carry several requests in one write.
            let cut = Bool.random(using: &random) ? Int.random(in: 1...60, using: &random) : Int.random(in: 200...1500, using: &random)
            let length = min(wire.count - sent, cut)
            try socket.send(Array(wire[sent..<(sent + length)]))
            sent += length
            // Now and then the client waits for every answer it can expect: the connection is
            // quiet, and the next input is the door's.
            if Bool.random(using: &random) { try readAnswers(upTo: ends.filter { $0 <= sent }.count) }
        }
        try readAnswers(upTo: requests.count)
        let inputs = requests.filter { if case .input = $0 { true } else { false } }.count
        #expect(server.server.requestsAnsweredAtTheDoor > 0)
        #expect(server.server.requestsAnsweredAtTheDoor <= inputs)
    }
}
