/// Decodes one viewer's HTTP response and reports the `seq` of each frame event (whole or
/// delta) as it completes.
struct LoadEventReader {
    private var decoder = EventStreamDecoder()

    /// Feeds received bytes; returns the seqs of frame events completed by them.
    mutating func feed(_ bytes: [UInt8]) -> [Int] {
        var seqs: [Int] = []
        decoder.feed(bytes) { block in
            guard let prefix = Self.framePrefixes.first(where: { block.starts(with: $0) }) else { return }
            if let seq = Self.seq(startingAt: block.startIndex + prefix.count, in: block) { seqs.append(seq) }
        }
        return seqs
    }

    private static let framePrefixes = [Array("event: frame\nid: ".utf8), Array("event: delta\nid: ".utf8)]

    /// The decimal digits at `start`, ended by the id line's end or, in a delta's id
    /// (`<seq>-<epoch>`, docs/protocol-notes.md, "Delta frames"), by its dash. Read from the bytes:
    /// a `String` per event cost the client more than the rest of its reading.
    static func seq(startingAt start: Int, in block: ArraySlice<UInt8>) -> Int? {
        let zero = UInt8(ascii: "0")
        var value = 0
        var index = start
        while index < block.endIndex, (zero...UInt8(ascii: "9")).contains(block[index]) {
            let (product, multiplicationOverflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, additionOverflowed) = product.addingReportingOverflow(Int(block[index] - zero))
            guard !multiplicationOverflowed, !additionOverflowed else { return nil }
            value = sum
            index += 1
        }
        guard index > start, index < block.endIndex, block[index] == UInt8(ascii: "\n") || block[index] == UInt8(ascii: "-")
        else { return nil }
        return value
    }
}
