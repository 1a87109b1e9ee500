import MotionScene

/// iOS's light-mode system colours as plain literals (UIColor.systemBackground, .label,
/// .separator over white, the bar's background), so a change is one edit in this file.
enum Palette {
    static let background: HexColor = "#ffffff"
    static let label: HexColor = "#000000"
    static let secondaryLabel: HexColor = "#8a8a8e"
    /// `.separator` (60, 60, 67 at 29 %) composited over white.
    static let separator: HexColor = "#c6c6c8"
    /// A bar's default background, opaque: `.systemBackground` under the system's blur.
    static let bar: HexColor = "#f9f9f9"
    static let spinner: HexColor = "#8e8e93"
}
