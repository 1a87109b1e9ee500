import MotionScene

/// Breaks text into lines that fit a width, for body copy the scene lays out itself, with
/// IPAGothic's own advances (`FixedPitchMetrics`).
enum TextLayout {
    /// Width of `text` in points at `fontSize`.
    static func width(of text: String, fontSize: Double) -> Double {
        FixedPitchMetrics.width(of: text, fontSize: fontSize)
    }

    /// Greedy line breaking: Japanese may break between any two characters; a Latin word moves
    /// to the next line whole unless it alone is wider than the line.
    static func lines(of text: String, width: Double, fontSize: Double) -> [String] {
        let limit = width / fontSize
        var lines: [String] = []
        var line = ""
        var lineWidth = 0.0
        for token in tokens(of: text) {
            let tokenWidth = FixedPitchMetrics.width(of: token, fontSize: 1)
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
