import Testing

@testable import MotionScene

struct JSONTests {
    @Test(
        "numbers are written in their shortest form",
        arguments: [
            (244.0, "244"), (-120.0, "-120"), (0.76, "0.76"), (88.5, "88.5"), (1e-7, "1e-07"),
            (-0.0, "0"), (.nan, "null"), (.infinity, "null"),
        ])
    func numbers(value: Double, text: String) {
        #expect(JSONWriter.string(.number(value)) == text)
    }

    /// The byte writer's numbers are `description`'s, for the edges of the format (integers at
    /// 2^53, exponents, subnormals, the largest finite value) and for random bit patterns.
    @Test("the byte writer writes every number as description does")
    func byteWriterNumbers() {
        // Knuth's MMIX LCG: any fixed sequence of bit patterns will do.
        var state: UInt64 = 15
        let edges: [Double] = [
            0.1, -0.76, 1e-7, 1e16, 9_007_199_254_740_992, 9_007_199_254_740_993.5, -9_007_199_254_740_991,
            5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, 254.794923383263, 123456.789, 1 / 3,
        ]
        let random = (0..<20_000).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(bitPattern: state)
        }.filter(\.isFinite)
        for value in edges + random {
            var writer = JSONByteWriter(capacity: 4)
            writer.number(value)
            let expected = value == value.rounded() && abs(value) < 9_007_199_254_740_992
                ? String(Int64(value)) : value.description
            #expect(String(decoding: writer.bytes, as: UTF8.self) == expected, "\(value)")
        }
    }

    @Test("strings escape quotes, backslashes and control characters; Japanese stays as is")
    func strings() {
        #expect(JSONWriter.string("a\"b\\c\n\u{01}海") == #""a\"b\\c\n\u0001海""#)
    }

    /// The byte writer copies runs between escapes; these put escapes at the ends, side by
    /// side and next to U+2028's lead byte 0xE2, which `…` and `—` share.
    @Test(
        "the byte writer escapes exactly as the tree writer",
        arguments: [
            ("", #""""#), ("\"", #""\"""#), ("…", #""…""#), ("物語…続く—終", #""物語…続く—終""#),
            ("a\u{2028}b\u{2029}", #""a\u2028b\u2029""#), ("\u{2028}", #""\u2028""#), ("…\n", #""…\n""#),
            ("\t\r\u{1f}\\", #""\t\r\u001f\\""#), ("xâ", #""xâ""#), ("末尾…", #""末尾…""#),
            // Longer than a word of eight bytes, escapes on and across word boundaries.
            ("abcdefghijklmnop\"", #""abcdefghijklmnop\"""#), ("abcdefg\nhijklmnop", #""abcdefg\nhijklmnop""#),
            ("abcdef\u{2028}ghijklmnop", #""abcdef\u2028ghijklmnop""#), ("abcdefg\u{2029}hijklmnop", #""abcdefg\u2029hijklmnop""#),
            ("abcdefgh\u{7f}ijklmnop\u{1}", #""abcdefgh\#u{7f}ijklmnop\u0001""#),
            ("海の見える街で、静かな朝を迎えた。\\", #""海の見える街で、静かな朝を迎えた。\\""#),
            // The bytes after the last whole word, read as one padded word: an escape at either
            // end of a one- to seven-byte tail, none (a node id), `…` (U+2028's lead byte), U+2028.
            ("abcdefgh\"", #""abcdefgh\"""#), ("abcdefgh\u{1}bcdefg", #""abcdefgh\u0001bcdefg""#),
            ("abcdefghabcdef\\", #""abcdefghabcdef\\""#), ("tab.0.icon.roof", #""tab.0.icon.roof""#),
            ("abcdefgh", #""abcdefgh""#), ("abcdefgh …", #""abcdefgh …""#), ("abcdefghi\u{2028}", #""abcdefghi\u2028""#),
        ])
    func byteWriterEscapes(text: String, json: String) {
        #expect(JSONWriter.string(.string(text)) == json)
        var writer = JSONByteWriter(capacity: 16)
        writer.string(text)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == json)
    }

    @Test("objects keep insertion order")
    func order() {
        let value: JSONValue = ["z": 1, "a": [true, nil], "m": "x"]
        #expect(JSONWriter.string(value) == #"{"z":1,"a":[true,null],"m":"x"}"#)
    }

    @Test(
        "round trip through the parser",
        arguments: [
            #"{"scene":"article","params":{"scrollY":-120.5},"ok":true,"none":null}"#,
            #"[1,2.5,-3e-05,"\u6d77",[],{}]"#,
            #"{"text":"tab\tnew\nline \"quoted\" 😀"}"#,
        ])
    func roundTrip(text: String) throws {
        let value = try JSONParser.parse(text)
        #expect(try JSONParser.parse(JSONWriter.string(value)) == value)
    }

    @Test("surrogate pairs decode to one scalar")
    func surrogates() throws {
        #expect(try JSONParser.parse(#""\ud83d\ude00""#) == .string("😀"))
    }

    @Test(
        "invalid documents are refused with a reason",
        arguments: [
            "", "{", "[1,]", "{\"a\":1,}", "01", "1.", "NaN", "Infinity", "1e999", "\"\\x\"", "\"\u{01}\"",
            "{\"a\":1,\"a\":2}", "[1] 2", "tru", "\"\\ud800\"", "{a:1}", "// c\n1",
        ])
    func invalid(text: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    }

    @Test("nesting deeper than the limit is refused, at the limit accepted")
    func depth() throws {
        let limit = JSONParser.maximumDepth
        #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse(String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1))
        }
        _ = try JSONParser.parse(String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
    }

    @Test("invalid UTF-8 inside a string is refused")
    func invalidUTF8() {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
    }
}
