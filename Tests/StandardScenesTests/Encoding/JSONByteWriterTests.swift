import MotionScene
import Testing

/// The project's JSON format (`JSONByteWriter`, which `JSONWriter` and every frame use), written
/// out by hand where writers could part: numbers at the integer limit, negative zero, exponents,
/// non-finite values, escapes and non-ASCII text. The expected text is what the tree writer
/// before issue 15 wrote, which pages and stored sessions were made against.
struct JSONByteWriterTests {
    static let numbers: [(Double, String)] = [
        (0, "0"), (-0.0, "0"), (1, "1"), (-1, "-1"), (244, "244"), (0.5, "0.5"), (0.1, "0.1"),
        (1.0 / 3, "0.3333333333333333"), (-2.5e-7, "-2.5e-07"), (123_456.789, "123456.789"),
        (9_007_199_254_740_991, "9007199254740991"), (9_007_199_254_740_992, "9007199254740992.0"),
        (-9_007_199_254_740_992, "-9007199254740992.0"), (1e16, "1e+16"), (1e21, "1e+21"), (1e300, "1e+300"),
        (.leastNonzeroMagnitude, "5e-324"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"), (.nan, "null"),
        (.infinity, "null"), (-.infinity, "null"), (0.30000000000000004, "0.30000000000000004"),
        (812.0000000000001, "812.0000000000001"),
    ]

    static let strings: [(String, String)] = [
        ("", #""""#), ("article", #""article""#), ("#8e8e93", "\"#8e8e93\""),
        ("quote \" and backslash \\", #""quote \" and backslash \\""#),
        ("line\nbreak\rreturn\ttab", #""line\nbreak\rreturn\ttab""#), ("\u{0}\u{1}\u{1f}", #""\u0000\u0001\u001f""#),
        ("日本語のラベル", "\"日本語のラベル\""), ("emoji 👍🏽", "\"emoji 👍🏽\""),
        ("separators \u{2028} \u{2029}", #""separators \u2028 \u2029""#), ("â€ not a separator", "\"â€ not a separator\""),
        ("\u{7f}", "\"\u{7f}\""),
    ]

    @Test("numbers: whole ones as integers, the rest in shortest round-trip form, non-finite as null", arguments: numbers)
    func numberBytes(number: Double, expected: String) {
        var writer = JSONByteWriter()
        writer.number(number)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected, "\(number)")
        #expect(JSONWriter.string(.number(number)) == expected)
    }

    @Test("strings: quotes, backslashes, control characters and U+2028/9 escaped, the rest as it is", arguments: strings)
    func stringBytes(text: String, expected: String) {
        var writer = JSONByteWriter()
        writer.string(text)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected, "\(text.debugDescription)")
        #expect(JSONWriter.string(.string(text)) == expected)
    }

    @Test("nested trees keep order and separators")
    func treeBytes() {
        let tree: JSONValue = [
            "a": [1, 2.5, ["b": nil, "c": [true, false]]], "": [], "e": [:], "key \"q\"": "v\n",
        ]
        let expected = #"{"a":[1,2.5,{"b":null,"c":[true,false]}],"":[],"e":{},"key \"q\"":"v\n"}"#
        var writer = JSONByteWriter()
        writer.value(tree)
        writer.value(tree)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected + "," + expected)
        #expect(JSONWriter.string(tree) == expected)
    }

    @Test("literal keys and keys from data write the same, with commas between members, across growth")
    func keyBytes() {
        // A buffer of 16 bytes: most keys below land on its edge, or past it.
        var literal = JSONByteWriter(capacity: 16)
        var data = JSONByteWriter(capacity: 16)
        literal.beginObject()
        data.beginObject()
        let keys: [(StaticString, String)] = [("seq", "seq"), ("a", "a"), ("", ""), ("computeMicros", "computeMicros"), ("é", "é")]
        for (index, (staticKey, key)) in keys.enumerated() {
            literal.key(staticKey)
            literal.number(Double(index))
            data.key(escaping: key)
            data.number(Double(index))
        }
        literal.endObject()
        data.endObject()
        let expected = #"{"seq":0,"a":1,"":2,"computeMicros":3,"é":4}"#
        #expect(String(decoding: literal.bytes, as: UTF8.self) == expected)
        #expect(String(decoding: data.bytes, as: UTF8.self) == expected)
    }
}
