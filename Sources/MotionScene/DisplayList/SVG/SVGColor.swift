/// A colour of the frame format split into what SVG 1.1 viewers understand everywhere: an
/// opaque `#rrggbb` and a separate opacity (`#rrggbbaa` is CSS Color 4, which older viewers
/// ignore). Other colour strings pass through with opacity 1.
struct SVGColor: Hashable, Sendable {
    var rgb: String
    var opacity: Double

    init(_ text: String) {
        let digits = Array(text.utf8.dropFirst())
        guard text.first == "#", digits.count == 8, let alpha = Self.byte(digits[6], digits[7]) else {
            rgb = text
            opacity = 1
            return
        }
        rgb = String(text.prefix(7))
        opacity = Double(alpha) / 255
    }

    private static func byte(_ high: UInt8, _ low: UInt8) -> Int? {
        guard let h = nibble(high), let l = nibble(low) else { return nil }
        return h * 16 + l
    }

    private static func nibble(_ digit: UInt8) -> Int? {
        switch digit {
        case 48...57: Int(digit - 48)
        case 65...70: Int(digit - 55)
        case 97...102: Int(digit - 87)
        default: nil
        }
    }
}
