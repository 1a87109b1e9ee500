import MotionCore

/// Breaks text into lines that fit a width, for body copy the scene lays out itself.
///
/// IPAGothic (the font the page draws with, `ecosystem.md`) is a fixed-pitch font: every
/// full-width glyph advances exactly 1 em and every half-width one (ASCII, half-width kana)
/// 0.5 em, so this advance model is the font's own metrics, not an estimate.
enum TextLayout {
    /// Advance of `scalar` in em units for IPAGothic.
    static func advance(of scalar: Unicode.Scalar) -> Double {
        switch scalar.value {
        case 0x20...0x7E, 0xFF61...0xFF9F: 0.5
        default: 1.0
        }
    }

    /// Width of `text` in points at `fontSize`.
    static func width(of text: String, fontSize: Double) -> Double {
        text.unicodeScalars.reduce(0) { $0 + advance(of: $1) } * fontSize
    }

    /// Greedy line breaking: Japanese may break between any two characters; a Latin word moves
    /// to the next line whole unless it alone is wider than the line.
    static func lines(of text: String, width: Double, fontSize: Double) -> [String] {
        let limit = width / fontSize
        var lines: [String] = []
        var line = ""
        var lineWidth = 0.0
        for token in tokens(of: text) {
            let tokenWidth = token.unicodeScalars.reduce(0) { $0 + advance(of: $1) }
            if lineWidth + tokenWidth > limit, !line.isEmpty {
                lines.append(line)
                line = ""
                lineWidth = 0
                if token == " " { continue }
            }
            line += token
            lineWidth += tokenWidth
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Runs of ASCII letters and digits stay together; every other character stands alone.
    private static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        for character in text {
            if character.isASCII, character.isLetter || character.isNumber || character == "'" {
                word.append(character)
            } else {
                if !word.isEmpty {
                    tokens.append(word)
                    word = ""
                }
                tokens.append(String(character))
            }
        }
        if !word.isEmpty { tokens.append(word) }
        return tokens
    }
}
