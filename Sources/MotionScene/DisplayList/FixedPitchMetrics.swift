/// Advance widths of IPAGothic, the font every scene draws with (`Font.defaultFamily`).
///
/// IPAGothic is dual-width (fontconfig spacing 90): half-width characters (ASCII, half-width
/// kana) advance exactly 0.5 em and every other character 1 em, so these are the font's own
/// metrics, not an estimate. HarfBuzz (the `TextShaping` target) measures the same file.
public enum FixedPitchMetrics {
    /// Advance of `scalar` in em.
    public static func advance(of scalar: Unicode.Scalar) -> Double {
        switch scalar.value {
        case 0x20...0x7E, 0xFF61...0xFF9F: 0.5
        default: 1.0
        }
    }

    /// Width of `text` in points at `fontSize`.
    public static func width(of text: some StringProtocol, fontSize: Double) -> Double {
        text.unicodeScalars.reduce(0.0) { $0 + advance(of: $1) } * fontSize
    }
}
