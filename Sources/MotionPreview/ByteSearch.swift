/// Finding a delimiter in received bytes.
enum ByteSearch {
    /// The index just past the first `needle` that starts at or after `from`, or nil.
    static func end(of needle: [UInt8], in haystack: [UInt8], from: Int = 0) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = max(from, 0)
        while index <= haystack.count - needle.count {
            if haystack[index] == first {
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
