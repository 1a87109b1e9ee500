import Testing

@testable import MotionScene

/// The SVG renderer draws a display list with the page's semantics (WebRoot/js/renderer.js).
struct SVGRendererTests {
    static let noAssets = SVGRenderOptions(fontURL: nil) { _ in nil }

    static func body(_ nodes: [Node], options: SVGRenderOptions = noAssets) -> String {
        let document = SVGRenderer.document(nodes: nodes, size: Size(width: 100, height: 50), options: options)
        let header =
            ##"<?xml version="1.0" encoding="UTF-8"?>"## + "\n"
            + ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="50" viewBox="0 0 100 50"><rect width="100" height="50" fill="#ffffff"/>"##
        #expect(document.hasPrefix(header))
        #expect(document.hasSuffix("</svg>"))
        return String(document.dropFirst(header.count).dropLast("</svg>".count))
    }

    @Test("a filled, rounded, clipping group with a child: golden SVG")
    func golden() {
        let nodes = [
            Node(
                id: "card", kind: .group, frame: Rect(x: 10, y: 5, width: 80, height: 40), fill: .color("#336699cc"),
                stroke: Stroke(color: "#000000", width: 2), radius: 8, clip: true,
                children: [Node(id: "dot", kind: .rect, frame: Rect(x: -5, y: -5, width: 20, height: 20), alpha: 0.5, fill: .color("#ff0000"))])
        ]
        #expect(
            Self.body(nodes)
                == ##"<g data-node="card" transform="translate(10 5)"><rect x="0" y="0" width="80" height="40" rx="8" fill="#336699" fill-opacity="0.8"/><rect x="0" y="0" width="80" height="40" rx="8" fill="none" stroke="#000000" stroke-width="2" stroke-opacity="1"/><clipPath id="c1"><rect x="0" y="0" width="80" height="40" rx="8"/></clipPath><g clip-path="url(#c1)"><g data-node="dot" transform="translate(-5 -5)"><rect x="0" y="0" width="20" height="20" fill="#ff0000" opacity="0.5"/></g></g></g>"##
        )
    }

    @Test(
        "a transform applies about the node's centre, as translate(centre) · M · translate(−centre)",
        arguments: [
            AffineTransform.scale(0.94), AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 3, ty: -4),
            AffineTransform(a: 1, b: 0.2, c: 0.1, d: 1.5, tx: 7, ty: 2),
        ])
    func transformAboutCentre(transform: AffineTransform) throws {
        let frame = Rect(x: 12, y: 30, width: 80, height: 44)
        let box = SVGBox(Node(id: "n", kind: .rect, frame: frame))
        let text = box.transform(transform)
        let numbers = try #require(
            text.dropFirst("matrix(".count).dropLast().split(separator: " ").map { Double($0) } as [Double?])
        let m = numbers.compactMap { $0 }
        #expect(m.count == 6)
        // The canvas's sequence, step by step: translate(x, y), translate(centre), M, translate(−centre).
        for (px, py) in [(0.0, 0.0), (80.0, 0.0), (0.0, 44.0), (31.0, 17.0)] {
            let cx = px - frame.width / 2
            let cy = py - frame.height / 2
            let mx = transform.a * cx + transform.c * cy + transform.tx + frame.width / 2 + frame.x
            let my = transform.b * cx + transform.d * cy + transform.ty + frame.height / 2 + frame.y
            #expect(abs(m[0] * px + m[2] * py + m[4] - mx) < 0.002)
            #expect(abs(m[1] * px + m[3] * py + m[5] - my) < 0.002)
        }
    }

    @Test("alpha multiplies down the tree onto each drawn element; alpha 0 draws nothing, children included")
    func alpha() {
        let child = Node(id: "c", kind: .rect, frame: Rect(x: 0, y: 0, width: 1, height: 1), alpha: 0.5, fill: .color("#000000"))
        let half = Self.body([Node(id: "p", kind: .group, frame: .zero, alpha: 0.5, children: [child])])
        #expect(half.contains(##"fill="#000000" opacity="0.25""##))
        let hidden = Self.body([Node(id: "p", kind: .group, frame: .zero, alpha: 0, fill: .color("#000000"), children: [child])])
        #expect(hidden.isEmpty)
    }

    @Test(
        "gradient lines run as the page's: 0° top → bottom, 90° left → right, CSS length",
        arguments: [
            (0.0, [50.0, 0, 50, 40]), (90.0, [0.0, 20, 100, 20]), (180.0, [50.0, 40, 50, 0]),
            (45.0, [15.0, -15, 85, 55]),
        ])
    func gradientLine(angle: Double, expected: [Double]) throws {
        let node = Node(
            id: "g", kind: .rect, frame: Rect(x: 0, y: 0, width: 100, height: 40),
            fill: .linearGradient(stops: [GradientStop(1, "#ffffff"), GradientStop(0, "#00000080")], angleDegrees: angle))
        let body = Self.body([node])
        let values = ["x1", "y1", "x2", "y2"].map { key in
            Self.attribute(key, in: body).flatMap(Double.init) ?? .nan
        }
        for (value, wanted) in zip(values, expected) { #expect(abs(value - wanted) < 0.002) }
        // Stops sorted by offset, as canvas sorts them; the alpha goes to stop-opacity.
        #expect(body.contains(##"<stop offset="0" stop-color="#000000" stop-opacity="0.502"/><stop offset="1" stop-color="#ffffff""##))
    }

    static func attribute(_ name: String, in text: String) -> String? {
        guard let start = text.range(of: " \(name)=\"") else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test("a shadow is a drop-shadow filter whose deviation is half the canvas blur")
    func shadow() {
        let node = Node(
            id: "s", kind: .rect, frame: Rect(x: 0, y: 0, width: 10, height: 10), fill: .color("#ffffff"),
            shadow: Shadow(color: "#00000026", offsetX: 0, offsetY: 1, blur: 2))
        let body = Self.body([node])
        #expect(body.contains(##"<feDropShadow dx="0" dy="1" stdDeviation="1" flood-color="#000000" flood-opacity="0.149"/>"##))
        #expect(body.contains(##"filter="url(#s1)""##))
        // No fill, no shadow: the canvas draws a shadow only with the fill.
        var bare = node
        bare.fill = nil
        #expect(!Self.body([bare]).contains("filter"))
    }

    @Test("text: one line, centred on the em box, aligned, escaped, cut with an ellipsis when too wide")
    func text() {
        let label = Node(
            id: "t", kind: .text, frame: Rect(x: 0, y: 0, width: 40, height: 20), text: "A<&>\"B", font: Font(size: 10, weight: 600),
            color: "#ffffff80", align: .right)
        let body = Self.body([label])
        // The alphabetic baseline 10 + (1802 − 246) / 2 / 2048 · 10 = 13.799 pt down: the middle
        // of ipag.ttf's em box at the frame's centre, as canvas `middle` puts it.
        #expect(
            body.contains(
                ##"<text x="40" y="13.799" text-anchor="end" font-family="'IPAGothic', 'IPAGothic', sans-serif" font-size="10" font-weight="600" fill="#ffffff" fill-opacity="0.502" xml:space="preserve">A&lt;&amp;&gt;&quot;B</text>"##
            ))
        var long = label
        long.text = "海の見える風景"
        long.align = .center
        // 40 pt holds four 10-pt full-width characters: three and the ellipsis.
        #expect(Self.body([long]).contains(">海の見…</text>"))
    }

    @Test(
        "images sit where the content mode puts the picture's 3:2 intrinsic size, clipped to the box",
        arguments: [
            (ContentMode.aspectFill, [-15.0, 0, 150, 100]), (.aspectFit, [0.0, 10, 120, 80]),
            (.fill, [0.0, 0, 120, 100]),
        ])
    func image(mode: ContentMode, expected: [Double]) {
        let node = Node(id: "i", kind: .image, frame: Rect(x: 0, y: 0, width: 120, height: 100), src: "sea-1", contentMode: mode)
        let body = Self.body([node], options: SVGRenderOptions(fontURL: nil))
        #expect(body.contains(##"xlink:href="/api/placeholders/sea-1.svg""##))
        let image = String(body[body.range(of: "<image")!.lowerBound...])
        let values = ["x", "y", "width", "height"].map { Self.attribute($0, in: image).flatMap(Double.init) ?? .nan }
        for (value, wanted) in zip(values, expected) { #expect(abs(value - wanted) < 0.002) }
        #expect(image.contains(##"preserveAspectRatio="none" clip-path="url(#c1)""##))
    }

    @Test("a picture the options cannot name is left out, as the page draws none")
    func unknownPicture() {
        let node = Node(id: "i", kind: .image, frame: Rect(x: 0, y: 0, width: 10, height: 10), src: "photo.jpg")
        #expect(!Self.body([node], options: SVGRenderOptions(fontURL: nil)).contains("<image"))
    }

    @Test("negative sizes cover the mirrored area, as a canvas path does")
    func negativeSize() {
        let node = Node(id: "n", kind: .rect, frame: Rect(x: 0, y: 0, width: -20, height: 10), fill: .color("#000000"))
        #expect(Self.body([node]).contains(##"<rect x="-20" y="0" width="20" height="10" fill="#000000"/>"##))
    }

    @Test("the font face is linked as the page's style sheet declares it")
    func fontFace() {
        let document = SVGRenderer.document(nodes: [], size: Size(width: 1, height: 1))
        #expect(document.contains(##"@font-face{font-family:"IPAGothic";src:url("/fonts/ipag.ttf") format("truetype");font-display:block}"##))
    }
}
