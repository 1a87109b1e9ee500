import MotionScene
import Testing

@testable import PreviewServer

/// The request path reads ASCII text byte by byte (issue 15); each byte reading must give what
/// the `Character` reading it replaced gives, which these tables hold it to: the standard
/// library's own `split`, and `RequestTarget`'s reading of `Character`s.
@Suite struct ASCIIFastPathTests {
    /// ASCII texts the server splits (paths, `Host`, `Content-Type`, `Authorization`) and the
    /// edges of splitting: empty pieces at either end, runs of separators, CR LF (one
    /// `Character` of two bytes), and non-ASCII text that takes the standard library's way.
    static let texts = [
        "", "/", "//", "/api/sessions/default/input", "api//sessions/", "///a///b///", "healthz",
        "127.0.0.1:8080", ":8080", "localhost:", "[::1]:8080", "application/json; charset=utf-8", ";application/json",
        " ; ", "Bearer abc", "Bearer  abc ", "  Bearer abc", "bearer", "Bearer ", "a\r\nb/c\r\n/d", "\r\n/\r\n",
        "/\u{301}a/b", "/a\u{301}/b", "é/ü:ö; x", "/海/ア", "\u{212A}:1",
    ]
    static let separators: [Unicode.Scalar] = ["/", ":", ";", " "]

    @Test(arguments: texts) func splittingGivesTheStandardLibrarysPieces(_ text: String) {
        for separator in Self.separators {
            for maxSplits in [0, 1, 2, Int.max] {
                for omitting in [true, false] {
                    let expected = text.split(
                        separator: Character(separator), maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                    let pieces = text.splitting(separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                    #expect(pieces == expected, "\(separator) \(maxSplits) \(omitting)")
                    let substring = Substring("<" + text + ">").dropFirst().dropLast()
                    #expect(substring.splitting(separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting) == expected)
                }
            }
        }
    }

    /// Case folding on the request path (header names, `Host`, media types, `Bearer`) gives what
    /// `lowercased()` gives for ASCII text; for other text `asciiLowercased` is `lowercased()`,
    /// and `equalsIgnoringASCIICase` never matches (a Kelvin sign is not a `k`).
    @Test(arguments: texts + ["Content-Type", "APPLICATION/JSON", "Bearer", "BEARER", "keep-Alive", "X-Forwarded-For"])
    func caseFoldingGivesLowercased(_ text: String) {
        #expect(text.asciiLowercased == text.lowercased())
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        for expected: StaticString in ["application/json", "bearer", "keep-alive", "content-type", ""] {
            let standard = text.lowercased() == "\(expected)"
            #expect(text.equalsIgnoringASCIICase(expected) == (isASCII && standard), "\(expected)")
        }
    }

    /// Targets of every form and fault `RequestTarget` knows, in ASCII.
    @Test(arguments: [
        "/", "/api/sessions/default/input", "/a%20b", "/a%20b?c=%00", "/a?c=%0", "/a?%00", "/a#%00", "/a#x?%00",
        "/a%2", "/a%zz", "/a%", "/%00", "/%0a", "/%7F", "/%7f", "/%ff", "/%E6%B5%B7?x=1#frag", "/%e6%b5", "/a?b#c",
        "http://h:1", "HTTP://H:1/x", "hTtPs://h/p%2Fq", "https://h", "https://h?q", "http://h#f", "http://", "https:///x",
        "http://user@h/", "http://h/@", "http:/h", "httpx://h/", "*", "relative", "", "?x", "#", "a/b",
        "/a\r\nb", "http://h\r\n/x", "/" + String(repeating: "%41", count: 200),
    ])
    func bytesReadTargetsAsCharactersDo(_ raw: String) {
        let bytes: Result<RequestTarget, APIError>
        do throws(APIError) { bytes = .success(try RequestTarget(raw: raw)) } catch { bytes = .failure(error) }
        let characters: Result<RequestTarget, APIError>
        do throws(APIError) { characters = .success(try RequestTarget(characters: raw)) } catch { characters = .failure(error) }
        #expect(bytes == characters)
    }

    /// Objects the strict key check reads: `JSONValueDecoder` lists their keys itself, as
    /// `allKeys` would.
    @Test(arguments: [#"{}"#, #"{"a":1}"#, #"{"z":1,"a":null,"m":[]}"#, #"{"é":1,"b":2}"#])
    func objectKeysAreAllKeysInOrder(_ body: String) throws {
        let decoder = JSONValueDecoder(try JSONParser.parse(body))
        let allKeys = try decoder.container(keyedBy: BodyKey.self).allKeys.map(\.stringValue)
        #expect(try decoder.objectKeys() == allKeys)
    }
}
