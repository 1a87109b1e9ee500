/// The named pictures scenes put in image nodes (`src: "sea-1"`): procedural landscapes drawn
/// as SVG, so the page's canvas and the frame's SVG show the very same picture without
/// shipping image files. The kind is the name's prefix (`sea`, `forest`, `harbor`,
/// `mountain`); the rest of the name varies colours and shapes within that kind.
public struct Placeholder: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case sea, forest, harbor, mountain
    }

    /// Intrinsic size: 3:2, a common photo aspect, large enough to stay sharp on a 3× device
    /// at full width (375 pt × 3 ≈ 1125 px) — the page's former canvas pictures had the same.
    public static let width = 1200.0
    public static let height = 800.0

    public let name: String
    public let kind: Kind

    /// Names are a kind, a dash and a number (`forest-2`); nil for anything else, so a URL
    /// cannot ask for arbitrary text.
    public init?(name: String) {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let kind = Kind(rawValue: String(parts[0])), !parts[1].isEmpty, parts[1].count <= 6,
            parts[1].allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        self.name = name
        self.kind = kind
    }

    /// Where the server serves the picture (GET /api/placeholders/{name}.svg).
    public static func path(for name: String) -> String {
        "/api/placeholders/\(name).svg"
    }

    /// The picture as a standalone SVG document. It stretches to whatever box it is drawn in
    /// (`preserveAspectRatio="none"`): content modes are applied by whoever places it.
    public var svg: String {
        var canvas = PlaceholderCanvas(random: PlaceholderRandom(name: name))
        canvas.begin()
        switch kind {
        case .sea: canvas.paintSea()
        case .forest: canvas.paintForest()
        case .harbor: canvas.paintHarbor()
        case .mountain: canvas.paintMountain()
        }
        canvas.markup.close("svg")
        return canvas.markup.text
    }
}
