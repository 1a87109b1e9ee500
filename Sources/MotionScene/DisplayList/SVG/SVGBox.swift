/// A node's box in its own coordinates, as the canvas draws it: a rectangle at the origin with
/// corners rounded by `radius` clamped to half the shorter side (WebRoot/js/paint.js `boxPath`).
struct SVGBox {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var radius: Double
    /// A path node's polygon, drawn in place of the rectangle.
    var points: [Point]?

    init(_ node: Node) {
        points = node.points
        x = node.frame.x
        y = node.frame.y
        width = node.frame.width
        height = node.frame.height
        radius = max(0, min(node.radius ?? 0, width / 2, height / 2))
    }

    /// The element drawing the node's shape: its polygon, or its (rounded) rectangle.
    var shapeElement: String { points == nil ? "rect" : "polygon" }

    /// `shapeElement`'s geometry attributes.
    var shape: [(String, String)] {
        guard let points else { return shapeAttributes }
        return [("points", points.map { SVGMarkup.numbers([$0.x, $0.y]) }.joined(separator: " "))]
    }

    /// What the shape covers, for a shadow's filter region: the box, and a polygon reaching out of it.
    var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let xs = [0, width] + (points ?? []).map(\.x)
        let ys = [0, height] + (points ?? []).map(\.y)
        return (xs.min() ?? 0, ys.min() ?? 0, xs.max() ?? 0, ys.max() ?? 0)
    }

    /// The rectangle's attributes. A canvas path with a negative size covers the mirrored
    /// area; SVG refuses negative sizes, so the same area is described from its other corner.
    var shapeAttributes: [(String, String)] {
        var attributes = [
            ("x", SVGMarkup.number(min(0, width))), ("y", SVGMarkup.number(min(0, height))),
            ("width", SVGMarkup.number(abs(width))), ("height", SVGMarkup.number(abs(height))),
        ]
        if radius > 0 { attributes.append(("rx", SVGMarkup.number(radius))) }
        return attributes
    }

    /// Parent → local: `translate(x, y)`, and a transform about the centre folded into one
    /// matrix (translate(w/2, h/2) · M · translate(−w/2, −h/2), as the canvas applies it).
    func transform(_ matrix: AffineTransform?) -> String {
        guard let m = matrix else { return "translate(\(SVGMarkup.numbers([x, y])))" }
        let cx = width / 2
        let cy = height / 2
        let e = x + cx + m.tx - (m.a * cx + m.c * cy)
        let f = y + cy + m.ty - (m.b * cx + m.d * cy)
        return "matrix(\(SVGMarkup.numbers([m.a, m.b, m.c, m.d, e, f])))"
    }
}
