import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@testable import MotionScene

/// The placeholder pictures: named by kind, the same picture for the same name, well-formed SVG.
struct SVGPlaceholderTests {
    @Test("names are a kind, a dash and a number", arguments: [
        ("sea-1", true), ("forest-12", true), ("harbor-3", true), ("mountain-1", true), ("sea", false), ("sea-", false),
        ("lake-1", false), ("sea-1-2", false), ("sea-x", false), ("../sea-1", false), ("sea-1234567", false),
    ])
    func names(name: String, valid: Bool) {
        #expect((Placeholder(name: name) != nil) == valid)
    }

    @Test("the same name draws the same picture; another name or kind a different one")
    func deterministic() throws {
        let sea = try #require(Placeholder(name: "sea-1")).svg
        #expect(sea == (try #require(Placeholder(name: "sea-1")).svg))
        #expect(sea != (try #require(Placeholder(name: "sea-2")).svg))
        let kinds = try Placeholder.Kind.allCases.map { try #require(Placeholder(name: "\($0.rawValue)-1")).svg }
        #expect(Set(kinds).count == kinds.count)
    }

    @Test("every kind is well-formed SVG at the intrinsic 1200 × 800 that stretches to its box", arguments: Placeholder.Kind.allCases)
    func wellFormed(kind: Placeholder.Kind) throws {
        let svg = try #require(Placeholder(name: "\(kind.rawValue)-2")).svg
        #expect(svg.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" preserveAspectRatio="none">"##))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
    }

    @Test("the seeded sequence is mulberry32 over FNV-1a: fixed values for a fixed name, all in [0, 1)")
    func sequence() {
        var random = PlaceholderRandom(name: "sea-1")
        let values = (0..<1000).map { _ in random.next() }
        #expect(values.allSatisfy { $0 >= 0 && $0 < 1 })
        var again = PlaceholderRandom(name: "sea-1")
        #expect((0..<1000).map { _ in again.next() } == values)
        // Mean of a uniform sample of 1000: 0.5 within 4 standard errors (0.0091 each).
        #expect(abs(values.reduce(0, +) / 1000 - 0.5) < 0.037)
    }

    @Test("HSL colours convert as CSS Color 4 does", arguments: [
        (0.0, 100.0, 50.0, "#ff0000"), (120.0, 100.0, 50.0, "#00ff00"), (240.0, 100.0, 50.0, "#0000ff"),
        (210.0, 60.0, 40.0, "#2966a3"), (0.0, 0.0, 100.0, "#ffffff"), (390.0, 100.0, 50.0, "#ff8000"),
    ])
    func hsl(h: Double, s: Double, l: Double, expected: String) {
        #expect(hslColor(h, s, l) == expected)
    }
}
