import Testing

@testable import MotionScene

/// `ByteSink` holds exactly the bytes appended, in order, across every growth of its buffer.
struct ByteSinkTests {
    /// Chunks of every size from nothing to past the whole starting buffer, mixed with single
    /// bytes, from a starting capacity that forces many moves; an array built alongside is the
    /// reference.
    @Test("bytes survive every growth", arguments: [0, 1, 16, 100])
    func growth(startingCapacity: Int) {
        var sink = ByteSink(capacity: startingCapacity)
        var expected: [UInt8] = []
        var next: UInt8 = 0
        for chunkSize in [0, 1, 2, 7, 15, 16, 17, 31, 33, 64, 200, 3, 1000, 5] {
            let chunk = (0..<chunkSize).map { _ -> UInt8 in
                next &+= 37
                return next
            }
            chunk.withUnsafeBufferPointer { sink.append($0) }
            expected += chunk
            sink.append(UInt8(chunkSize % 256))
            expected.append(UInt8(chunkSize % 256))
        }
        #expect(sink.count == expected.count)
        #expect(sink.array == expected)
    }

    @Test("an empty buffer without an address appends nothing")
    func emptyBuffer() {
        var sink = ByteSink()
        sink.append(UnsafeBufferPointer<UInt8>(start: nil, count: 0))
        sink.append([])
        sink.append(utf8: "")
        #expect(sink.count == 0)
        #expect(sink.array == [])
    }

    @Test("text goes in as its UTF-8 bytes")
    func text() {
        var sink = ByteSink(capacity: 4)
        sink.append(utf8: "id: ")
        sink.append(utf8: "ヘッダー")
        #expect(sink.array == Array("id: ヘッダー".utf8))
    }

    @Test("a key goes in quoted with its colon, after a comma when asked, an empty one too")
    func keys() {
        var sink = ByteSink(capacity: 4)
        Array("seq".utf8).withUnsafeBufferPointer { sink.appendKey($0, comma: false) }
        sink.append(UInt8(ascii: "1"))
        sink.appendKey(UnsafeBufferPointer<UInt8>(start: nil, count: 0), comma: true)
        sink.append(UInt8(ascii: "2"))
        #expect(String(decoding: sink.array, as: UTF8.self) == #""seq":1,"":2"#)
    }
}
