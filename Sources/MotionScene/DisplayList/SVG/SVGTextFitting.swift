/// Single-line labels cut with an ellipsis when wider than their frame, as UILabel does and as
/// the page's `fitText` (WebRoot/js/text.js) does with the browser's measurements.
/// Widths come from `FixedPitchMetrics`, IPAGothic's own advances.
enum SVGTextFitting {
    static let ellipsis = "…"
    /// The page allows half a point of overflow before cutting; so does this.
    static let slack = 0.5

    static func width(_ text: String, fontSize: Double) -> Double {
        FixedPitchMetrics.width(of: text, fontSize: fontSize)
    }

    /// `text`, or its longest prefix (whole characters) that fits with the ellipsis.
    static func fit(_ text: String, width limit: Double, fontSize: Double) -> String {
        guard limit > 0, width(text, fontSize: fontSize) > limit + slack else { return text }
        let characters = Array(text)
        let ellipsisWidth = width(ellipsis, fontSize: fontSize)
        var used = 0.0
        var kept = 0
        for character in characters {
            let next = width(String(character), fontSize: fontSize)
            if used + next + ellipsisWidth > limit + slack { break }
            used += next
            kept += 1
        }
        return String(characters.prefix(kept)) + ellipsis
    }
}
