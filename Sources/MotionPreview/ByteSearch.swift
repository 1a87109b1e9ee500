/// Finding a delimiter in received bytes.
enum ByteSearch {
    /// The index just past the first `needle` that starts at or after `from`, or nil.
    ///
    /// Through the arrays' buffers: indexing the arrays checked every byte's index, and the load
    /// client looks for an event's end in each of a hundred viewers' bytes per frame.
    static func end(of needle: [UInt8], in haystack: [UInt8], from: Int = 0) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        return haystack.withUnsafeBufferPointer { bytes in
            needle.withUnsafeBufferPointer { pattern in
                var index = max(from, 0)
                let lastStart = bytes.count - pattern.count
                while index <= lastStart {
                    if bytes[index] == first {
                        var offset = 1
                        while offset < pattern.count, bytes[index + offset] == pattern[offset] { offset += 1 }
                        if offset == pattern.count { return index + pattern.count }
                    }
                    index += 1
                }
                return nil
            }
        }
    }
}
