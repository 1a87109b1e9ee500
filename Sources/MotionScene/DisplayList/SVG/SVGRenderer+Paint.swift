import Foundation

extension SVGRenderer {
    /// The node's fill, with its shadow: the canvas draws the shadow only with the fill.
    mutating func drawFill(_ fill: Fill, node: Node, box: SVGBox, alpha: Double) {
        var attributes = box.shape
        switch fill {
        case .color(let text):
            let color = SVGColor(text)
            attributes.append(("fill", color.rgb))
            if color.opacity < 1 { attributes.append(("fill-opacity", SVGMarkup.number(color.opacity))) }
        case .linearGradient(let stops, let angle):
            attributes.append(("fill", "url(#\(defineGradient(stops: stops, angleDegrees: angle, box: box)))"))
        }
        if let shadow = node.shadow { attributes.append(("filter", "url(#\(defineShadow(shadow, box: box)))")) }
        if alpha < 1 { attributes.append(("opacity", SVGMarkup.number(alpha))) }
        markup.element(box.shapeElement, attributes)
    }

    /// A gradient line as the page draws it (paint.js `makePaint`): angle 0 runs top → bottom,
    /// 90 left → right, and the line is as long as CSS's, so the corners get the end colours.
    private mutating func defineGradient(stops: [GradientStop], angleDegrees: Double, box: SVGBox) -> String {
        let radians = angleDegrees * Double.pi / 180
        let dx = sin(radians)
        let dy = cos(radians)
        let half = (abs(box.width * dx) + abs(box.height * dy)) / 2
        let cx = box.width / 2
        let cy = box.height / 2
        let id = makeID("g")
        markup.element(
            "linearGradient",
            [
                ("id", id), ("gradientUnits", "userSpaceOnUse"),
                ("x1", SVGMarkup.number(cx - dx * half)), ("y1", SVGMarkup.number(cy - dy * half)),
                ("x2", SVGMarkup.number(cx + dx * half)), ("y2", SVGMarkup.number(cy + dy * half)),
            ], open: true)
        // The canvas sorts stops by offset (stably); SVG takes them in document order.
        let sorted = stops.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
        for (_, stop) in sorted {
            let color = SVGColor(stop.color)
            markup.element(
                "stop",
                [
                    ("offset", SVGMarkup.number(min(max(stop.offset, 0), 1))), ("stop-color", color.rgb),
                    ("stop-opacity", SVGMarkup.number(color.opacity)),
                ])
        }
        markup.close("linearGradient")
        return id
    }

    /// A canvas shadow: blur `b` is a Gaussian of standard deviation b / 2 (HTML canvas
    /// spec), offset in points. The filter region covers three deviations past the offset box.
    private mutating func defineShadow(_ shadow: Shadow, box: SVGBox) -> String {
        let deviation = shadow.blur / 2
        let margin = 3 * deviation + max(abs(shadow.offsetX), abs(shadow.offsetY)) + 1
        let bounds = box.bounds
        let color = SVGColor(shadow.color)
        let id = makeID("s")
        markup.element(
            "filter",
            [
                ("id", id), ("filterUnits", "userSpaceOnUse"), ("color-interpolation-filters", "sRGB"),
                ("x", SVGMarkup.number(bounds.minX - margin)), ("y", SVGMarkup.number(bounds.minY - margin)),
                ("width", SVGMarkup.number(bounds.maxX - bounds.minX + 2 * margin)),
                ("height", SVGMarkup.number(bounds.maxY - bounds.minY + 2 * margin)),
            ], open: true)
        markup.element(
            "feDropShadow",
            [
                ("dx", SVGMarkup.number(shadow.offsetX)), ("dy", SVGMarkup.number(shadow.offsetY)),
                ("stdDeviation", SVGMarkup.number(deviation)), ("flood-color", color.rgb),
                ("flood-opacity", SVGMarkup.number(color.opacity)),
            ])
        markup.close("filter")
        return id
    }

    /// The picture `src` names, placed per the content mode and clipped to the rounded box,
    /// as the page draws it (renderer.js `drawImageContent`).
    mutating func drawImage(_ src: String, node: Node, box: SVGBox, alpha: Double) {
        guard let href = options.imageHref(src) else { return }
        let target = ContentPlacement.rect(
            mode: node.contentMode ?? .aspectFill, box: Size(width: box.width, height: box.height),
            image: Size(width: Placeholder.width, height: Placeholder.height))
        let clipID = defineClip(box)
        var attributes = [
            ("xlink:href", href), ("x", SVGMarkup.number(target.x)), ("y", SVGMarkup.number(target.y)),
            ("width", SVGMarkup.number(target.width)), ("height", SVGMarkup.number(target.height)),
            ("preserveAspectRatio", "none"), ("clip-path", "url(#\(clipID))"),
        ]
        if alpha < 1 { attributes.append(("opacity", SVGMarkup.number(alpha))) }
        markup.element("image", attributes)
    }

    /// One line, vertically centred on the em box as canvas `textBaseline = "middle"` centres it,
    /// aligned left, centre or right, cut with an ellipsis when too wide. The alphabetic baseline
    /// is placed explicitly rather than with `dominant-baseline: central`: Chromium computes
    /// `central` from font metrics rounded to whole pixels at the rendered size, which put small
    /// text up to two device pixels above the canvas's at 3×.
    mutating func drawText(_ node: Node, box: SVGBox, alpha: Double) {
        guard let text = node.text, !text.isEmpty else { return }
        let font = node.font ?? Font(size: 17)
        let color = SVGColor(node.color ?? "#000000")
        let align = node.align ?? .left
        let (x, anchor) =
            switch align {
            case .left: (0.0, "start")
            case .center: (box.width / 2, "middle")
            case .right: (box.width, "end")
            }
        markup.element(
            "text",
            [
                ("x", SVGMarkup.number(x)),
                ("y", SVGMarkup.number(box.height / 2 + Font.baselineBelowEmMiddle * font.size)),
                ("text-anchor", anchor),
                ("font-family", "'\(font.family)', '\(Font.defaultFamily)', sans-serif"),
                ("font-size", SVGMarkup.number(font.size)), ("font-weight", String(font.weight)),
                ("fill", color.rgb), ("fill-opacity", SVGMarkup.number(color.opacity * alpha)),
                ("xml:space", "preserve"),
            ], open: true)
        markup.content(SVGTextFitting.fit(text, width: box.width, fontSize: font.size))
        markup.close("text")
    }
}
