/// Decodes one viewer's HTTP response — headers, chunked framing, server-sent events — and
/// reports the `seq` of each frame event (whole or delta) as it completes.
struct LoadEventReader {
    private var input: [UInt8] = []
    private var position = 0
    private var headersDone = false
    private var chunkLeft = 0
    private var expectingChunkEnd = false
    private(set) var ended = false
    private var payload: [UInt8] = []
    private var scanned = 0

    /// Feeds received bytes; returns the seqs of frame events completed by them.
    mutating func feed(_ bytes: [UInt8]) -> [Int] {
        input += bytes
        decodeChunks()
        if position > 65536 {
            input.removeFirst(position)
            position = 0
        }
        return splitEvents()
    }

    private mutating func decodeChunks() {
        if !headersDone {
            guard let end = find([13, 10, 13, 10], in: input, from: position) else { return }
            position = end
            headersDone = true
        }
        while !ended {
            if expectingChunkEnd {
                guard input.count - position >= 2 else { return }
                position += 2
                expectingChunkEnd = false
            }
            if chunkLeft == 0 {
                guard let end = find([13, 10], in: input, from: position) else { return }
                let line = String(decoding: input[position..<(end - 2)], as: UTF8.self)
                position = end
                guard let size = Int(line.split(separator: ";").first ?? "", radix: 16), size > 0 else {
                    ended = true
                    return
                }
                chunkLeft = size
            }
            let take = min(chunkLeft, input.count - position)
            guard take > 0 else { return }
            payload += input[position..<(position + take)]
            position += take
            chunkLeft -= take
            if chunkLeft == 0 { expectingChunkEnd = true }
        }
    }

    private mutating func splitEvents() -> [Int] {
        var seqs: [Int] = []
        var start = 0
        while let end = find([10, 10], in: payload, from: max(scanned, start)) {
            let block = payload[start..<end]
            if let prefix = Self.framePrefixes.first(where: { block.starts(with: $0) }) {
                let idStart = block.startIndex + prefix.count
                // A delta's id is `<seq>-<epoch>` (docs/protocol-notes.md, "Delta frames").
                if let newline = block[idStart...].firstIndex(of: 10),
                    let seq = Int(String(decoding: block[idStart..<newline], as: UTF8.self).prefix { $0 != "-" })
                {
                    seqs.append(seq)
                }
            }
            start = end
        }
        if start > 0 { payload.removeFirst(start) }
        scanned = max(payload.count - 1, 0)
        return seqs
    }

    private static let framePrefixes = [Array("event: frame\nid: ".utf8), Array("event: delta\nid: ".utf8)]

    /// Index just past the first occurrence of `needle` at or after `from`.
    private func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard haystack.count >= needle.count, from <= haystack.count - needle.count else { return nil }
        var index = from
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0] {
                var matches = true
                for offset in 1..<needle.count where haystack[index + offset] != needle[offset] {
                    matches = false
                    break
                }
                if matches { return index + needle.count }
            }
            index += 1
        }
        return nil
    }
}
