import Foundation

/// IMF-fixdate (RFC 9110, section 5.6.7) for `Last-Modified`: `Sun, 06 Nov 1994 08:49:37 GMT`.
/// Foundation's verbatim format style: a `Sendable` value, fixed to the POSIX locale and GMT so
/// the user's locale can never leak into a header.
enum HTTPDate {
    private static let imfFixdate = Date.VerbatimFormatStyle(
        format: """
            \(weekday: .abbreviated), \(day: .twoDigits) \(month: .abbreviated) \(year: .padded(4)) \
            \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits) GMT
            """,
        locale: Locale(identifier: "en_US_POSIX"), timeZone: TimeZone(identifier: "GMT") ?? .gmt,
        calendar: Calendar(identifier: .gregorian))

    /// The last second formatted, as text and as a `Date` header line: the front door dates
    /// every input it answers, and formatting cost ~30k instructions a time (callgrind, issue
    /// 15), where the second rarely changes.
    private static let lastFormatted = Locked<Formatted?>(nil)

    private struct Formatted: Sendable {
        let seconds: Int
        let text: String
        /// `Date: <text>` and CR LF, as an answer's head carries it (`HTTPResponse.wireBytes`).
        let headerLine: [UInt8]
    }

    static func string(secondsSince1970 seconds: Int) -> String {
        formatted(seconds).text
    }

    /// The `Date` header line for `seconds`, its line end included.
    static func headerLine(secondsSince1970 seconds: Int) -> [UInt8] {
        formatted(seconds).headerLine
    }

    private static func formatted(_ seconds: Int) -> Formatted {
        if let last = lastFormatted.withLock({ $0 }), last.seconds == seconds { return last }
        let text = Date(timeIntervalSince1970: Double(seconds)).formatted(imfFixdate)
        let made = Formatted(seconds: seconds, text: text, headerLine: Array("Date: \(text)\r\n".utf8))
        lastFormatted.withLock { $0 = made }
        return made
    }
}
