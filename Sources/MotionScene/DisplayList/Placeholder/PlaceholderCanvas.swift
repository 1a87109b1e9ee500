/// Drawing primitives for the placeholder pictures, in the picture's own 1200 × 800 space.
struct PlaceholderCanvas {
    var random: PlaceholderRandom
    var markup = SVGMarkup()
    private var nextID = 0

    init(random: PlaceholderRandom) {
        self.random = random
    }

    let w = Placeholder.width
    let h = Placeholder.height

    mutating func begin() {
        markup.element(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", SVGMarkup.number(w)), ("height", SVGMarkup.number(h)),
                ("viewBox", SVGMarkup.numbers([0, 0, w, h])), ("preserveAspectRatio", "none"),
            ], open: true)
    }

    mutating func value(_ range: ClosedRange<Double>) -> Double {
        random.next(in: range)
    }

    /// A vertical gradient from `y0` to `y1` through `stops` (offset, colour).
    mutating func verticalGradient(_ stops: [(Double, String)], y0: Double, y1: Double) -> String {
        nextID += 1
        let id = "p\(nextID)"
        markup.element(
            "linearGradient",
            [
                ("id", id), ("gradientUnits", "userSpaceOnUse"), ("x1", "0"), ("x2", "0"),
                ("y1", SVGMarkup.number(y0)), ("y2", SVGMarkup.number(y1)),
            ], open: true)
        for (offset, color) in stops {
            markup.element("stop", [("offset", SVGMarkup.number(offset)), ("stop-color", color)])
        }
        markup.close("linearGradient")
        return "url(#\(id))"
    }

    /// A soft glow: `color` at the centre fading to transparent at `radius`.
    mutating func glow(cx: Double, cy: Double, radius: Double, color: String, opacity: Double) {
        nextID += 1
        let id = "p\(nextID)"
        markup.element(
            "radialGradient",
            [
                ("id", id), ("gradientUnits", "userSpaceOnUse"), ("cx", SVGMarkup.number(cx)),
                ("cy", SVGMarkup.number(cy)), ("r", SVGMarkup.number(radius)),
            ], open: true)
        markup.element("stop", [("offset", "0"), ("stop-color", color), ("stop-opacity", SVGMarkup.number(opacity))])
        markup.element("stop", [("offset", "1"), ("stop-color", color), ("stop-opacity", "0")])
        markup.close("radialGradient")
        markup.element(
            "circle", [("cx", SVGMarkup.number(cx)), ("cy", SVGMarkup.number(cy)), ("r", SVGMarkup.number(radius)), ("fill", "url(#\(id))")])
    }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String) {
        markup.element(
            "rect",
            [
                ("x", SVGMarkup.number(x)), ("y", SVGMarkup.number(y)), ("width", SVGMarkup.number(width)),
                ("height", SVGMarkup.number(height)), ("fill", fill),
            ])
    }

    mutating func circle(cx: Double, cy: Double, r: Double, fill: String) {
        markup.element(
            "circle", [("cx", SVGMarkup.number(cx)), ("cy", SVGMarkup.number(cy)), ("r", SVGMarkup.number(r)), ("fill", fill)])
    }

    mutating func polygon(_ points: [(Double, Double)], fill: String, opacity: Double = 1) {
        var attributes = [("points", SVGMarkup.numbers(points.flatMap { [$0.0, $0.1] })), ("fill", fill)]
        if opacity < 1 { attributes.append(("fill-opacity", SVGMarkup.number(opacity))) }
        markup.element("polygon", attributes)
    }

    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, color: String, width: Double, opacity: Double) {
        markup.element(
            "line",
            [
                ("x1", SVGMarkup.number(x1)), ("y1", SVGMarkup.number(y1)), ("x2", SVGMarkup.number(x2)),
                ("y2", SVGMarkup.number(y2)), ("stroke", color), ("stroke-width", SVGMarkup.number(width)),
                ("stroke-opacity", SVGMarkup.number(opacity)), ("stroke-linecap", "round"),
            ])
    }

    /// A ridge line across the picture: `count` segments whose heights rise above `base` by
    /// up to `amplitude`, closed down to `floor`.
    mutating func ridge(base: Double, amplitude: ClosedRange<Double>, count: Int, floor: Double, fill: String) {
        var points: [(Double, Double)] = [(0, floor), (0, base)]
        for index in 0...count {
            points.append((w * Double(index) / Double(count), base - value(amplitude)))
        }
        points += [(w, base), (w, floor)]
        polygon(points, fill: fill)
    }
}
