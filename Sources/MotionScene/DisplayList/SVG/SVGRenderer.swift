/// Draws a display list as SVG with the page's semantics (WebRoot/js/renderer.js and paint.js),
/// so a browser rasterises the SVG to the same pixels the canvas shows:
/// - frames are in the parent's coordinates; a transform applies about the node's centre;
/// - alpha multiplies down the tree and applies to each drawn element on its own, as the
///   canvas's `globalAlpha` does (not as a group opacity), and a node whose alpha reaches 0
///   draws nothing, children included;
/// - per node, in order: fill (with its shadow), image (clipped to the rounded box), text,
///   stroke, then children — clipped to the box when `clip` is set.
public struct SVGRenderer {
    let options: SVGRenderOptions
    var markup = SVGMarkup()
    /// Definitions get ids in drawing order, so the same frame always gives the same text.
    var nextID = 0

    init(options: SVGRenderOptions) {
        self.options = options
    }

    /// A complete SVG document for `nodes` on a screen of `size` points.
    public static func document(nodes: [Node], size: Size, options: SVGRenderOptions = SVGRenderOptions()) -> String {
        var renderer = SVGRenderer(options: options)
        renderer.begin(size: size)
        for node in nodes { renderer.draw(node, alpha: 1) }
        renderer.markup.close("svg")
        return renderer.markup.text
    }

    private mutating func begin(size: Size) {
        markup.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        markup.element(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("xmlns:xlink", "http://www.w3.org/1999/xlink"),
                ("width", SVGMarkup.number(size.width)), ("height", SVGMarkup.number(size.height)),
                ("viewBox", SVGMarkup.numbers([0, 0, size.width, size.height])),
            ], open: true)
        if let fontURL = options.fontURL {
            // The same rule as WebRoot/css/app.css, so text is shaped by the same face.
            markup.raw(
                "<style><![CDATA[@font-face{font-family:\"\(Font.defaultFamily)\";src:url(\"\(fontURL)\") format(\"truetype\");font-display:block}]]></style>"
            )
        }
        markup.element(
            "rect", [("width", SVGMarkup.number(size.width)), ("height", SVGMarkup.number(size.height)), ("fill", options.background)])
    }

    mutating func makeID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    private mutating func draw(_ node: Node, alpha inherited: Double) {
        let alpha = inherited * min(max(node.alpha ?? 1, 0), 1)
        // As on the canvas: nothing of a fully transparent node is drawn, children included.
        guard alpha > 0 else { return }
        let box = SVGBox(node)
        markup.element("g", [("data-node", node.id), ("transform", box.transform(node.transform))], open: true)
        if let fill = node.fill { drawFill(fill, node: node, box: box, alpha: alpha) }
        if node.kind == .image, let src = node.src { drawImage(src, node: node, box: box, alpha: alpha) }
        if node.kind == .text { drawText(node, box: box, alpha: alpha) }
        if let stroke = node.stroke, stroke.width > 0 {
            let color = SVGColor(stroke.color)
            markup.element(
                box.shapeElement,
                box.shape + [
                    ("fill", "none"), ("stroke", color.rgb), ("stroke-width", SVGMarkup.number(stroke.width)),
                    ("stroke-opacity", SVGMarkup.number(color.opacity * alpha)),
                ])
        }
        if !node.children.isEmpty {
            if node.clip == true {
                let clipID = defineClip(box)
                markup.element("g", [("clip-path", "url(#\(clipID))")], open: true)
            }
            for child in node.children { draw(child, alpha: alpha) }
            if node.clip == true { markup.close("g") }
        }
        markup.close("g")
    }

    mutating func defineClip(_ box: SVGBox) -> String {
        let id = makeID("c")
        markup.element("clipPath", [("id", id)], open: true)
        markup.element(box.shapeElement, box.shape)
        markup.close("clipPath")
        return id
    }
}
