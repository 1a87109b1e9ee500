// The four kinds of picture. Hues and proportions are chosen so each kind reads as what it is
// at thumbnail size (blue sea and sky; green tree rows; boats and a quay; snow-capped peaks)
// while the name moves them within those ranges.

extension PlaceholderCanvas {
    /// Sky over a sea with a sun, distant hills on the horizon and wave lines — edges to follow
    /// when a header stretches or moves.
    mutating func paintSea() {
        let blue = value(195...225)
        let warm = value(15...50)
        let dusk = value(0...1)
        let horizon = h * value(0.45...0.6)
        sky(blue: blue, warm: warm, dusk: dusk, horizon: horizon)
        let sunX = w * value(0.2...0.8)
        let sunR = h * 0.07
        glow(cx: sunX, cy: horizon - sunR, radius: sunR * 5, color: "#fff4d6", opacity: 0.9)
        circle(cx: sunX, cy: horizon - sunR * 1.2, r: sunR, fill: "#fff6dc")
        ridge(base: horizon, amplitude: (h * 0.009)...(h * 0.039), count: 12, floor: horizon, fill: hslColor(blue + 10, 25, 26))
        water(blue: blue, from: horizon)
    }

    /// Rows of conifers in front of misty hills on a meadow.
    mutating func paintForest() {
        let green = value(95...140)
        let horizon = h * value(0.4...0.5)
        sky(blue: value(195...215), warm: value(40...60), dusk: value(0.4...1), horizon: horizon)
        ridge(base: horizon, amplitude: (h * 0.02)...(h * 0.08), count: 9, floor: h, fill: hslColor(green + 20, 20, 55))
        for row in 0..<3 {
            let depth = Double(row) / 2
            // Rows step down to the bottom edge, the nearest trees tallest, so the picture is forest
            // from the horizon down rather than a band of trees over bare ground.
            let baseY = horizon + h * (0.1 + 0.28 * depth) + (row == 2 ? h : 0) * 0.25
            let height = h * (0.18 + 0.22 * depth)
            let color = hslColor(green, 35 + 10 * depth, 30 - 12 * depth)
            var x = -value(0...60)
            while x < w + 60 {
                let width = height * value(0.38...0.5)
                let top = baseY - height * value(0.85...1.1)
                polygon([(x, baseY), (x + width / 2, top), (x + width, baseY)], fill: color)
                x += width * value(0.55...0.85)
            }
            rect(x: 0, y: baseY - 1, width: w, height: h - baseY + 1, fill: hslColor(green - 10, 30, 26 - 8 * depth))
        }
    }

    /// A quay with warehouses and moored sailing boats on calm water.
    mutating func paintHarbor() {
        let blue = value(190...215)
        let horizon = h * value(0.5...0.58)
        sky(blue: blue, warm: value(20...45), dusk: value(0.2...1), horizon: horizon)
        var x = 0.0
        while x < w * 0.55 {
            let width = value(70...140)
            let height = value(60...170)
            rect(x: x, y: horizon - height, width: width - 6, height: height, fill: hslColor(value(0...40), 25, value(35...60)))
            polygon([(x - 4, horizon - height), (x + width / 2 - 3, horizon - height - 30), (x + width - 2, horizon - height)], fill: "#5b3a32")
            x += width
        }
        water(blue: blue, from: horizon)
        rect(x: 0, y: horizon, width: w * 0.6, height: h * 0.05, fill: "#6b5a4a")
        for index in 0..<4 {
            let boatX = w * (0.62 + 0.09 * Double(index)) + value(-15...15)
            let boatY = horizon + h * value(0.08...0.2)
            let length = value(90...130)
            polygon([(boatX, boatY), (boatX + length, boatY), (boatX + length * 0.85, boatY + 22), (boatX + length * 0.12, boatY + 22)], fill: "#f4f1ea")
            line(boatX + length / 2, boatY, boatX + length / 2, boatY - 150, color: "#3b3b3b", width: 4, opacity: 1)
            polygon([(boatX + length / 2 + 4, boatY - 145), (boatX + length / 2 + 4, boatY - 12), (boatX + length * 1.05, boatY - 12)], fill: "#fbfaf5", opacity: 0.92)
        }
    }

    /// Snow-capped peaks over a still lake that mirrors their colour.
    mutating func paintMountain() {
        let blue = value(200...225)
        let horizon = h * value(0.62...0.7)
        sky(blue: blue, warm: value(20...40), dusk: value(0.5...1), horizon: horizon)
        for layer in 0..<2 {
            var x = -value(50...150)
            while x < w {
                let width = value(380...620)
                let peak = horizon - h * value(0.3...0.48) * (layer == 0 ? 1 : 0.7)
                let apex = x + width * value(0.4...0.6)
                let rock = hslColor(blue + 10, 15, layer == 0 ? 38 : 30)
                polygon([(x, horizon), (apex, peak), (x + width, horizon)], fill: rock)
                let cap = (horizon - peak) * 0.28
                polygon(
                    [(apex - width * 0.5 * 0.28, peak + cap), (apex, peak), (apex + width * 0.5 * 0.28, peak + cap), (apex, peak + cap * 0.75)],
                    fill: "#f7f9fc")
                x += width * value(0.5...0.8)
            }
        }
        water(blue: blue, from: horizon)
    }

    /// A sky gradient from deep blue to a warm glow at the horizon.
    private mutating func sky(blue: Double, warm: Double, dusk: Double, horizon: Double) {
        let fill = verticalGradient(
            [
                (0, hslColor(blue + 15, 60, 28 + dusk * 14)), (0.7, hslColor(blue, 55, 58 + dusk * 12)),
                (1, hslColor(warm, 85, 74 + dusk * 10)),
            ], y0: 0, y1: horizon)
        rect(x: 0, y: 0, width: w, height: horizon, fill: fill)
    }

    /// Water below `top`, with wave lines denser towards the horizon for texture that shows scaling.
    private mutating func water(blue: Double, from top: Double) {
        let fill = verticalGradient([(0, hslColor(blue, 50, 45)), (1, hslColor(blue + 15, 65, 16))], y0: top, y1: h)
        rect(x: 0, y: top, width: w, height: h - top, fill: fill)
        for index in 0..<28 {
            let depth = Double(index + 1) / 28
            let y = top + (h - top) * depth * depth
            let x = value(0...w)
            let reach = 40 + depth * 160
            line(x - reach, y, x + reach, y, color: "#ffffff", width: 1 + depth * 4, opacity: 0.22)
        }
    }
}
