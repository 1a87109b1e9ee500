import Testing

@testable import MotionPreview

/// The loopback client's one parser of chunked bodies and server-sent events (the `load`
/// command and the tests' streams both read through it): the same events however the bytes
/// are cut on their way in.
@Suite struct EventStreamDecoderTests {
    /// Events cut across chunks: a chunk ends inside the second event and inside its blank line.
    static let response: [UInt8] = Array(
        [
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n", "d\r\nretry: 1000\n\n\r\n",
            "11;ext=1\r\nevent: frame\nid: \r\n", "b\r\n3\ndata: {}\n\r\n", "F\r\n\n: keep-alive\n\n\r\n", "0\r\n\r\n",
        ].joined().utf8)

    static let events = ["retry: 1000\n\n", "event: frame\nid: 3\ndata: {}\n\n", ": keep-alive\n\n"]

    @Test(arguments: [1, 2, 3, 7, 64, response.count]) func eventsDoNotDependOnHowTheBytesArrive(_ piece: Int) {
        var decoder = EventStreamDecoder()
        var received: [String] = []
        for start in stride(from: 0, to: Self.response.count, by: piece) {
            let bytes = Array(Self.response[start..<min(start + piece, Self.response.count)])
            decoder.feed(bytes) { received.append(String(decoding: $0, as: UTF8.self)) }
        }
        #expect(received == Self.events)
        #expect(decoder.ended)
    }

    /// The server's streams end with the connection (a frame may be written straight into
    /// the socket between two of libmicrohttpd's writes, with no chunk around it).
    @Test(arguments: [1, 5, 64]) func aBodyWithoutChunkedCodingIsReadAsEvents(_ piece: Int) {
        let response = Array(("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n" + Self.events.joined()).utf8)
        var decoder = EventStreamDecoder()
        var received: [String] = []
        for start in stride(from: 0, to: response.count, by: piece) {
            decoder.feed(Array(response[start..<min(start + piece, response.count)])) {
                received.append(String(decoding: $0, as: UTF8.self))
            }
        }
        #expect(received == Self.events)
        #expect(!decoder.ended)
    }

    @Test func aChunkedBodyEndsAtItsLastChunkAndLeavesTheNextResponse() {
        var decoder = ChunkedBodyDecoder()
        var body: [UInt8] = []
        decoder.feed(Array("2\r\n{}\r\n0\r\nX-Trailer: 1\r\n\r\nHTTP/1.1 200 OK\r\n".utf8), into: &body)
        #expect(body == Array("{}".utf8))
        #expect(decoder.ended && !decoder.malformed)
        #expect(decoder.leftover == Array("HTTP/1.1 200 OK\r\n".utf8))
    }

    @Test(arguments: ["zz\r\n", "-2\r\n"]) func aSizeLineThatIsNotHexadecimalEndsTheBody(_ line: String) {
        var decoder = ChunkedBodyDecoder()
        var body: [UInt8] = []
        decoder.feed(Array(line.utf8), into: &body)
        #expect(decoder.ended && decoder.malformed)
        #expect(body.isEmpty)
    }
}
