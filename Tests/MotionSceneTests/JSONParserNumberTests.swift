import Testing

@testable import MotionScene

/// Numbers and strings the parser reads on its short ways (digits gathered as an integer; a
/// string without escapes made at once) read exactly as the general ways read them.
@Suite struct JSONParserNumberTests {
    static func number(_ text: String) throws -> Double {
        guard case .number(let value) = try JSONParser.parse(text) else {
            Issue.record("\(text) did not read as a number")
            return .nan
        }
        return value
    }

    @Test(arguments: [
        "0", "-0", "7", "40", "-12.5", "0.1", "0.3", "123.456", "299.99999999999", "999999999999999",
        "123456789012345", "1234567890123456", "12345678901234567890", "0.0000000000000000000001",
        "0.00000000000000000000001", "1.7976931348623157", "9007199254740993", "1e5", "-2.5E-3",
        "0.000001", "5e-324", "3.141592653589793",
    ])
    func numbersReadAsDoubleReadsThem(text: String) throws {
        let expected = try #require(Double(text))
        #expect(try Self.number(text).bitPattern == expected.bitPattern)
    }

    /// Decimals as a slider sends them: up to 15 digits, up to 22 decimals, either sign.
    @Test func randomDecimalsReadExactly() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let integerDigits = Int.random(in: 0...8, using: &generator)
            let decimals = Int.random(in: 0...14, using: &generator)
            var text = Bool.random(using: &generator) ? "-" : ""
            text += integerDigits == 0 ? "0" : String(Int.random(in: 1...9, using: &generator))
            for _ in 0..<max(0, integerDigits - 1) { text += String(Int.random(in: 0...9, using: &generator)) }
            if decimals > 0 {
                text += "."
                for _ in 0..<decimals { text += String(Int.random(in: 0...9, using: &generator)) }
            }
            let expected = try #require(Double(text))
            let read = try Self.number(text)
            guard read.bitPattern == expected.bitPattern else {
                Issue.record("\(text) read as \(read), not \(expected)")
                return
            }
        }
    }

    @Test(arguments: [
        (#""plain""#, "plain"), (#""""#, ""), (#""日本語""#, "日本語"), (#""a\"b""#, "a\"b"),
        (#""tab\tend""#, "tab\tend"), (#""\u00e9""#, "é"),
    ])
    func stringsReadTheSameWithOrWithoutEscapes(text: String, expected: String) throws {
        #expect(try JSONParser.parse(text) == .string(expected))
    }

    @Test func aControlCharacterInAStringIsRefused() {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("\"a\u{01}b\"") }
    }
}
