/// Builds SVG text element by element. Attribute values are escaped here, once, so no caller
/// can produce malformed XML from a node id or a label.
public struct SVGMarkup: Sendable {
    public private(set) var text = ""

    public init() {}

    /// `<name a="v" …/>`, or an opening tag when `open` is true (close it with `close`).
    public mutating func element(_ name: String, _ attributes: [(String, String)], open: Bool = false) {
        text += "<" + name
        for (key, value) in attributes {
            text += " " + key + "=\"" + Self.escape(value) + "\""
        }
        text += open ? ">" : "/>"
    }

    public mutating func close(_ name: String) {
        text += "</" + name + ">"
    }

    /// Character data, escaped.
    public mutating func content(_ characters: String) {
        text += Self.escape(characters)
    }

    /// Markup that is already well-formed (a nested document's body, a style sheet in CDATA).
    public mutating func raw(_ markup: String) {
        text += markup
    }

    public static func escape(_ value: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(value.utf8.count)
        for character in value {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A coordinate: whole numbers without a fraction, others rounded to 1/1000 pt — far below a
    /// device pixel at 3× (0.33 pt), so rounding never moves an edge by a visible amount.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    /// Space-separated numbers, for `viewBox`, `points` and transform arguments.
    public static func numbers(_ values: [Double]) -> String {
        values.map(number).joined(separator: " ")
    }
}
