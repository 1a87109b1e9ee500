/// A chunk-size line of a chunked body (RFC 9112 §7.1: `chunk-size [ chunk-ext ] CRLF`, the size
/// in hexadecimal), read a byte at a time as it arrives. libmicrohttpd 0.9.75 takes
/// `FFFFFFFFFFFFFFFF` and then waits for that many bytes until the idle timeout; the front door
/// refuses a size at the digit that takes it past the body limit.
struct ChunkSizeLine: Sendable {
    /// The longest size line taken, extension included (chosen: 1 KiB; a size under the body
    /// limit is at most 16 digits, and no client this server knows sends extensions at all).
    static let longestLine = 1024

    private(set) var size: UInt64 = 0
    private var digits = 0
    /// Past the digits: in the extension.
    private var pastDigits = false
    private var length = 0
    private var sawCR = false

    /// Takes the line's next byte; true once its CR LF has come, the size then known. `room` is
    /// what the body limit leaves for this chunk.
    mutating func take(_ byte: UInt8, room: UInt64, bodyLimit: Int) throws(APIError) -> Bool {
        if sawCR {
            guard byte == Self.lf else { throw Self.badLineEnd }
            return true
        }
        length += 1
        guard length <= Self.longestLine else { throw Self.badSize }
        switch byte {
        case Self.cr:
            guard digits > 0 else { throw Self.badSize }
            sawCR = true
        case Self.lf:
            throw Self.badLineEnd
        case _ where pastDigits:
            // The extension (`;name=value`, RFC 9112 §7.1.1): visible text, spaces and tabs.
            guard byte == Self.tab || (byte >= 0x20 && byte != 0x7F) else { throw Self.badSize }
        default:
            guard let digit = RequestTarget.hexValue(byte) else {
                // The size ends at its extension. RFC 9112 allows whitespace before the `;`,
                // but libmicrohttpd 0.9.75 answers that itself (HTML), so it is refused here.
                guard digits > 0, byte == UInt8(ascii: ";") else { throw Self.badSize }
                pastDigits = true
                return false
            }
            digits += 1
            // Leading zeros are allowed; past 16 significant digits the size cannot fit 64 bits.
            guard size <= UInt64.max >> 4 else { throw Self.badSize }
            size = size << 4 | UInt64(digit)
            guard size <= room else { throw .bodyTooLarge(limit: bodyLimit) }
        }
        return false
    }

    /// Checks the first size line at the start of `bytes` (the bytes after the head), as far as
    /// it has arrived: an incomplete line is judged on what came so far, an absent one passes.
    static func checkFirst(_ bytes: ArraySlice<UInt8>, bodyLimit: Int) throws(APIError) {
        var line = ChunkSizeLine()
        for byte in bytes where try line.take(byte, room: UInt64(bodyLimit), bodyLimit: bodyLimit) { return }
    }

    private static let cr: UInt8 = 0x0D
    private static let lf: UInt8 = 0x0A
    private static let tab: UInt8 = 0x09

    static let badSize = APIError(
        status: 400, code: "bad_chunk_size", "a chunk size must be hexadecimal digits, optionally followed by ';'")
    static let badLineEnd = APIError(
        status: 400, code: "bad_line_ending", "every line of a chunked body must end with CR LF")
}
