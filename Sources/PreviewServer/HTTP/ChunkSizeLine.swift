/// The first chunk-size line of a chunked body (RFC 9112 §7.1: `chunk-size [ chunk-ext ] CRLF`,
/// the size in hexadecimal). libmicrohttpd 0.9.75 takes `FFFFFFFFFFFFFFFF` and then waits for
/// that many bytes until the idle timeout; the front door refuses it as soon as it is seen.
enum ChunkSizeLine {
    /// Checks the size at the start of `bytes` (the bytes after the head), as far as it has
    /// arrived: an incomplete line is judged on the digits so far, an absent one passes.
    static func checkFirst(_ bytes: ArraySlice<UInt8>, bodyLimit: Int) throws(APIError) {
        var size: UInt64 = 0
        var digits = 0
        for byte in bytes {
            guard let digit = RequestTarget.hexValue(byte) else {
                // The size ends at an extension, or at the line's CR; anything else is not a size.
                guard digits > 0, byte == UInt8(ascii: ";") || byte == 0x0D else { throw badSize }
                return
            }
            digits += 1
            // Leading zeros are allowed; past 16 significant digits the size cannot fit 64 bits.
            guard size <= UInt64.max >> 4 else { throw badSize }
            size = size << 4 | UInt64(digit)
            guard size <= UInt64(bodyLimit) else { throw .bodyTooLarge(limit: bodyLimit) }
        }
    }

    private static let badSize = APIError(
        status: 400, code: "bad_chunk_size", "a chunk size must be hexadecimal digits, optionally followed by ';'")
}
