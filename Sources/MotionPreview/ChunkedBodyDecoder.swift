import Foundation

/// Decodes a chunked body (RFC 9112 §7.1) from bytes as they arrive, in pieces of any size:
/// the one parser of chunked framing for the loopback client's answers and event streams.
struct ChunkedBodyDecoder {
    private var input: [UInt8] = []
    private var position = 0
    private var chunkLeft = 0
    private var expectingChunkEnd = false
    private var readingTrailer = false
    /// The last chunk and the trailer section have been read (or a size line was malformed).
    private(set) var ended = false
    /// A size line was not a hexadecimal number.
    private(set) var malformed = false

    /// Feeds received bytes, appending the body bytes they complete to `body`.
    mutating func feed(_ bytes: [UInt8], into body: inout [UInt8]) {
        input += bytes
        decode(into: &body)
        // Keeps what is left small for a stream that never ends.
        if position > 65536 {
            input.removeFirst(position)
            position = 0
        }
    }

    /// What came after the body's end: the start of the next response on the connection.
    var leftover: [UInt8] { ended ? Array(input[position...]) : [] }

    private mutating func decode(into body: inout [UInt8]) {
        while !ended {
            if expectingChunkEnd {
                guard input.count - position >= 2 else { return }
                position += 2
                expectingChunkEnd = false
            }
            if readingTrailer {
                guard let line = nextLine() else { return }
                if line.isEmpty { ended = true }
                continue
            }
            if chunkLeft == 0 {
                guard let line = nextLine() else { return }
                guard let size = Self.size(ofChunkLine: String(decoding: line, as: UTF8.self)) else {
                    malformed = true
                    ended = true
                    return
                }
                if size == 0 {
                    readingTrailer = true
                    continue
                }
                chunkLeft = size
            }
            let take = min(chunkLeft, input.count - position)
            guard take > 0 else { return }
            body += input[position..<(position + take)]
            position += take
            chunkLeft -= take
            if chunkLeft == 0 { expectingChunkEnd = true }
        }
    }

    /// The next line without its CRLF, or nil until it has arrived whole.
    private mutating func nextLine() -> ArraySlice<UInt8>? {
        guard let end = ByteSearch.end(of: [13, 10], in: input, from: position) else { return nil }
        defer { position = end }
        return input[position..<(end - 2)]
    }

    /// A chunk's size from its size line (hexadecimal, extensions after `;` ignored).
    private static func size(ofChunkLine line: String) -> Int? {
        let hex = line.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ";").first ?? ""
        return Int(hex, radix: 16).flatMap { $0 >= 0 ? $0 : nil }
    }
}
