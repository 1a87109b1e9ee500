import Testing

@testable import PreviewServer

/// `HeaderValueBytes` reads `Authorization` and `Content-Type` byte by byte; it must give what
/// reading them as text gives (the way it replaced, written out here): split at the first space
/// after the scheme, optional whitespace trimmed, ASCII case ignored.
@Suite struct HeaderValueBytesTests {
    static let values = [
        "", " ", "Bearer", "bearer", "Bearer ", "Bearer  ", "Bearer abc", "bearer abc", "BEARER abc", "BeArEr abc",
        "Bearer  abc ", "  Bearer abc", "Bearer \tabc\t ", "Bearer\tabc", "Bearer\t abc", "Bearer a b c", "Bearer \t",
        "Bearerx abc", "Beare abc", "Basic abc", "bearer ab:c/d;e", "Bearer " + String(repeating: "0f", count: 32),
        "application/json", "Application/JSON", "application/json; charset=utf-8", " application/json ;x",
        "\tapplication/json\t", "application/json ", ";application/json", "application/jsonx", "application/jso",
        "text/plain", "application/json,text/plain", " ; ",
    ]
    /// Values outside ASCII: reading them as text can give a token, which can never be a
    /// control token (hex); reading the bytes gives none.
    static let nonASCII = ["Bearer é", "Bearer abc\u{301}", "Bearér abc", "Bearer \u{301}abc", "appli\u{212A}ation/json"]

    @Test(arguments: values)
    func bearerTokenAsText(_ value: String) {
        #expect(HeaderValueBytes.bearerToken(value) == Self.bearerTokenReadAsText(value))
    }

    @Test(arguments: nonASCII)
    func aTokenOutsideASCIIIsNone(_ value: String) {
        #expect(HeaderValueBytes.bearerToken(value) == nil)
    }

    @Test(arguments: values + nonASCII)
    func mediaTypeAsText(_ value: String) {
        let asText = value[..<(value.firstIndex(of: ";") ?? value.endIndex)].withoutOptionalWhitespace
            .equalsIgnoringASCIICase("application/json")
        #expect(HeaderValueBytes.mediaType(of: value, is: "application/json") == asText)
    }

    private static func bearerTokenReadAsText(_ value: String) -> String? {
        let parts = value.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return String(parts[1].withoutOptionalWhitespace)
    }
}
