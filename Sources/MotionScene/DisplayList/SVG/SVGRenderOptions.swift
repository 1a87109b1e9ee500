/// Where a frame's SVG finds what it does not contain itself: the font file and the
/// placeholder pictures. A server links to its own URLs; a file written to disk embeds data
/// URLs (or links to files beside it), so it renders anywhere.
public struct SVGRenderOptions: Sendable {
    /// `src` of the `@font-face` rule for IPAGothic, or nil to rely on an installed font.
    public var fontURL: String?
    /// The `href` of the picture an image node's `src` names; nil draws no picture (as the
    /// page draws none when the server has no picture of that name).
    public var imageHref: @Sendable (String) -> String?
    /// The window colour under every node: iOS windows are white unless a scene paints them,
    /// as the page's canvas assumes (WebRoot/js/stage.js).
    public var background: String

    public init(
        fontURL: String? = "/fonts/ipag.ttf",
        imageHref: @escaping @Sendable (String) -> String? = { Placeholder(name: $0).map { Placeholder.path(for: $0.name) } },
        background: String = "#ffffff"
    ) {
        self.fontURL = fontURL
        self.imageHref = imageHref
        self.background = background
    }
}
