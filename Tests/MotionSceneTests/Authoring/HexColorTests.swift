import Testing

@testable import MotionScene

/// A colour is lower-case however it was written, and one already lower-case is kept as it
/// came (issue 15: a literal made a new string on every frame).
@Suite struct HexColorTests {
    @Test(arguments: [
        ("#76B6E2", "#76b6e2"), ("#ffffff", "#ffffff"), ("#FFFFFF1F", "#ffffff1f"), ("#00000026", "#00000026"),
        ("#aBcDeF", "#abcdef"),
    ])
    func colourIsLowerCase(written: String, expected: String) throws {
        #expect(HexColor(stringLiteral: written).hex == expected)
        #expect(try #require(HexColor(written)).hex == expected)
    }

    @Test(arguments: ["#GGGGGG", "ffffff", "#fff", ""])
    func anythingElseIsNoColour(text: String) {
        #expect(HexColor(text) == nil)
    }
}
