import Testing

@testable import MotionPreview

/// `motion-preview load` counts every frame a viewer receives, whole or as a delta.
@Suite struct LoadEventReaderTests {
    static func chunked(_ body: String) -> [UInt8] {
        let bytes = Array(body.utf8)
        return Array("HTTP/1.1 200 OK\r\n\r\n\(String(bytes.count, radix: 16))\r\n".utf8) + bytes + Array("\r\n".utf8)
    }

    @Test func framesAndDeltasAreCountedBySeq() {
        var reader = LoadEventReader()
        let body = "retry: 1000\n\nevent: session\ndata: {}\n\nevent: frame\nid: 3\ndata: {}\n\n"
            + "event: delta\nid: 4-0a1b2c3d\ndata: {}\n\n: keep-alive\n\nevent: delta\nid: 5-0a1b2c3d\ndata: {}\n\n"
        #expect(reader.feed(Self.chunked(body)) == [3, 4, 5])
    }
}

/// The seq of a frame event's id, read from its bytes.
@Suite struct LoadEventReaderSeqTests {
    @Test(arguments: [
        ("7\n", 7 as Int?),
        ("42-0a1b2c3d\n", 42),
        ("0\n", 0),
        ("x\n", nil),
        ("-3\n", nil),
        ("12", nil),
        ("12 \n", nil),
        ("99999999999999999999\n", nil),
    ])
    func readsTheDigitsBeforeTheLineEndOrTheDash(id: String, seq: Int?) {
        let block = ArraySlice(Array("id: \(id)".utf8))
        #expect(LoadEventReader.seq(startingAt: 4, in: block) == seq)
    }
}
