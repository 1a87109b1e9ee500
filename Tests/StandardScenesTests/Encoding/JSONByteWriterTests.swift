import MotionScene
import Testing

/// The byte writer writes what the reference writer (the encoder before issue #15) writes,
/// for the values where the two could part: numbers at the integer limit, negative zero,
/// exponents, non-finite values, escapes and non-ASCII text.
struct JSONByteWriterTests {
    static let numbers: [Double] = [
        0, -0.0, 1, -1, 244, 0.5, 0.1, 1.0 / 3, -2.5e-7, 123_456.789, 9_007_199_254_740_991, 9_007_199_254_740_992,
        -9_007_199_254_740_992, 1e16, 1e21, 1e300, 5e-324, .greatestFiniteMagnitude, .nan, .infinity, -.infinity,
        0.30000000000000004, 812.0000000000001,
    ]

    static let strings: [String] = [
        "", "article", "#8e8e93", "quote \" and backslash \\", "line\nbreak\rreturn\ttab", "\u{0}\u{1}\u{1f}",
        "日本語のラベル", "emoji 👍🏽", "separators \u{2028} \u{2029}", "â€ not a separator", "\u{7f}",
    ]

    @Test("numbers are written as the reference writer writes them", arguments: numbers)
    func numberBytes(number: Double) {
        var writer = JSONByteWriter()
        writer.number(number)
        #expect(writer.bytes == JSONWriter.bytes(.number(number)), "\(number)")
    }

    @Test("strings are escaped as the reference writer escapes them", arguments: strings)
    func stringBytes(text: String) {
        var writer = JSONByteWriter()
        writer.string(text)
        #expect(writer.bytes == JSONWriter.bytes(.string(text)), "\(text.debugDescription)")
    }

    @Test("nested trees keep order and separators")
    func treeBytes() {
        let tree: JSONValue = [
            "a": [1, 2.5, ["b": nil, "c": [true, false]]], "": [], "e": [:], "key \"q\"": "v\n",
        ]
        var writer = JSONByteWriter()
        writer.value(tree)
        writer.value(tree)
        #expect(writer.bytes == JSONWriter.bytes(tree) + [UInt8(ascii: ",")] + JSONWriter.bytes(tree))
        #expect(JSONByteWriter.bytes(tree) == JSONWriter.bytes(tree))
    }
}
