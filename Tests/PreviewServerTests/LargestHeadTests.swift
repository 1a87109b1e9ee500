import Foundation
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// libmicrohttpd keeps a request's whole head in its connection's memory pool, and answers a
/// head that does not fit with its own HTML 431. The front door refuses heads past the limits
/// itself (`StrictHTTPTests`), so the pool needs room for the largest head it lets through and
/// no more: `Limits.connectionMemoryBytes` is zeroed after every request on a kept-alive
/// connection, and a pool larger than needed costs every input that memory traffic (issue 15).
@Suite struct LargestHeadTests {
    /// A target of exactly `Limits.targetBytes`, and `Limits.headerFields` fields filling exactly
    /// `Limits.headerBytes` (as the front door counts them: each field line with its line end).
    static func largestHead(port: UInt16) -> String {
        let prefix = "/index.html?pad="
        let target = prefix + String(repeating: "a", count: Limits.targetBytes - prefix.utf8.count)
        var fields = ["Host: 127.0.0.1:\(port)"]
        let padded = Limits.headerFields - fields.count
        let left = Limits.headerBytes - (fields[0].utf8.count + 2) - 2 * padded
        for index in 0..<padded {
            let name = "X-Pad-\(index): "
            let share = left / padded + (index < left % padded ? 1 : 0)
            fields.append(name + String(repeating: "b", count: share - name.utf8.count))
        }
        let section = fields.map { $0 + "\r\n" }.joined()
        precondition(section.utf8.count == Limits.headerBytes && target.utf8.count == Limits.targetBytes)
        return "GET \(target) HTTP/1.1\r\n\(section)\r\n"
    }

    @Test func theLargestHeadAllowedIsServedTwiceOnOneConnection() throws {
        let server = try TestServer()
        let socket = try LoopbackSocket(port: server.port)
        let head = Self.largestHead(port: server.port)
        // The second request comes after the pool was reset for the first one's end.
        for _ in 0..<2 {
            try socket.send(head)
            let response = try LoopbackHTTPClient.readResponse(from: socket)
            #expect(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
            #expect(response.headers["content-type"]?.hasPrefix("text/html") == true)
        }
    }

    @Test func oneByteMoreOfHeadersIsRefusedByTheFrontDoor() throws {
        let server = try TestServer()
        let socket = try LoopbackSocket(port: server.port)
        let head = Self.largestHead(port: server.port).replacingOccurrences(of: "X-Pad-0: ", with: "X-Pad-0: b")
        try socket.send(head)
        let response = try LoopbackHTTPClient.readResponse(from: socket)
        #expect(response.status == 431)
        #expect(response.errorCode == "headers_too_large")
    }
}
