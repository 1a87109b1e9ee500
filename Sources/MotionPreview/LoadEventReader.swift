/// Decodes one viewer's HTTP response and reports the `seq` of each frame event (whole or
/// delta) as it completes.
struct LoadEventReader {
    private var decoder = EventStreamDecoder()

    /// Feeds received bytes; returns the seqs of frame events completed by them.
    mutating func feed(_ bytes: [UInt8]) -> [Int] {
        var seqs: [Int] = []
        decoder.feed(bytes) { block in
            guard let prefix = Self.framePrefixes.first(where: { block.starts(with: $0) }) else { return }
            let idStart = block.startIndex + prefix.count
            // A delta's id is `<seq>-<epoch>` (docs/protocol-notes.md, "Delta frames").
            if let newline = block[idStart...].firstIndex(of: 10),
                let seq = Int(String(decoding: block[idStart..<newline], as: UTF8.self).prefix { $0 != "-" })
            {
                seqs.append(seq)
            }
        }
        return seqs
    }

    private static let framePrefixes = [Array("event: frame\nid: ".utf8), Array("event: delta\nid: ".utf8)]
}
