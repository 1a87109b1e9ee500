/// Single-line labels cut with an ellipsis when wider than their frame, as UILabel does and as
/// the page's `fitText` (WebRoot/js/text.js) does with the browser's measurements.
///
/// IPAGothic is the only family the scenes use and it is dual-width (fontconfig spacing 90):
/// half-width characters (ASCII, half-width kana) advance 0.5 em and every other 1 em, so
/// these widths are the font's own metrics rather than an estimate.
enum SVGTextFitting {
    static let ellipsis = "…"
    /// The page allows half a point of overflow before cutting; so does this.
    static let slack = 0.5

    static func advance(of scalar: Unicode.Scalar) -> Double {
        switch scalar.value {
        case 0x20...0x7E, 0xFF61...0xFF9F: 0.5
        default: 1.0
        }
    }

    static func width(_ text: some Sequence<Character>, fontSize: Double) -> Double {
        text.reduce(0.0) { sum, character in
            sum + character.unicodeScalars.reduce(0.0) { $0 + advance(of: $1) }
        } * fontSize
    }

    /// `text`, or its longest prefix (whole characters) that fits with the ellipsis.
    static func fit(_ text: String, width limit: Double, fontSize: Double) -> String {
        guard limit > 0, width(text, fontSize: fontSize) > limit + slack else { return text }
        let characters = Array(text)
        let ellipsisWidth = width(ellipsis, fontSize: fontSize)
        var used = 0.0
        var kept = 0
        for character in characters {
            let next = width(CollectionOfOne(character), fontSize: fontSize)
            if used + next + ellipsisWidth > limit + slack { break }
            used += next
            kept += 1
        }
        return String(characters.prefix(kept)) + ellipsis
    }
}
