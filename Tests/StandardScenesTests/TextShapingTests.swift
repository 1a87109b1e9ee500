import Foundation
import Testing
import TextShaping

struct TextShapingTests {
    /// IPAGothic is fixed-pitch: full-width glyphs advance 1 em, ASCII 0.5 em (its own metrics),
    /// so widths can be written out by counting characters.
    static func monospacedWidth(_ text: String, size: Double) -> Double {
        text.unicodeScalars.reduce(0) { $0 + ($1.isASCII ? 0.5 : 1) } * size
    }

    @Test("HarfBuzz measures IPAGothic titles as the font's fixed pitch says", arguments: [
        ("ニュース", 14.0), ("Sports", 14), ("ファッション", 14), ("Tech", 17), ("新着特集", 12.5), ("海 sea", 20),
    ] as [(String, Double)])
    func measures(text: String, size: Double) throws {
        let font = try FontLibrary.standard.get()
        #expect(abs(font.advanceWidth(of: text, size: size) - Self.monospacedWidth(text, size: size)) < 1e-9)
    }

    @Test("a missing font is an error naming the file and the override, never a fallback")
    func missingFont() {
        let path = "/nonexistent/motion-preview/font.ttf"
        #expect {
            _ = try ShapedFont(path: path)
        } throws: { error in
            let message = String(describing: error)
            return message.contains(path) && message.contains(FontLocation.environmentVariable)
        }
    }

    @Test("a file that is not a font is refused")
    func notAFont() throws {
        let path = NSTemporaryDirectory() + "motion-preview-not-a-font-\(getpid()).ttf"
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: FontError.self) { _ = try ShapedFont(path: path) }
    }
}
