import MotionScene

/// The two paging pages, built once per screen: their contents do not depend on the offset,
/// only where the pages sit does. Page 0's list alone (its rows' text laid out line by line)
/// cost three quarters of a frame when it was rebuilt for every frame.
struct TabMenuPages: Sendable, HoldsNoMotion {
    static let photos = ["sea-1", "harbor-1", "forest-1", "mountain-1"]

    /// Each page at offset 0: page `i` at x = i·W.
    let atRest: [Node]

    init(layout: TabMenuLayout) {
        let screen = layout.screen
        let height = screen.height - layout.contentTop
        atRest = TabMenuLayout.titles.indices.map { Self.page(index: $0, screen: screen, height: height) }
    }

    /// The pages with the content scrolled to `pageX`.
    func moved(pageX: Double) -> [Node] {
        atRest.map { page in
            var moved = page
            moved.frame.x -= pageX
            return moved
        }
    }

    /// Page 0 is the original's parallax list (`parallax-list`) at its top; page 1 introduces
    /// the content with placeholder cards, enough to see the page move.
    private static func page(index: Int, screen: Screen, height: Double) -> Node {
        let width = screen.width
        if index == 0 {
            let list = ParallaxLayout(screen: screen, parallaxFactor: ParallaxListScene.Tuning().parallaxFactor)
            return Node.group("page.0", frame: Rect(x: 0, y: 0, width: width, height: height), fill: "#ffffff", clip: true) {
                ParallaxPainter(layout: list, scrollY: 0).rows(list.visibleCells(scrollY: 0).map { .init(index: $0) })
            }
        }
        let margin = 16.0
        let cardWidth = width - 2 * margin
        let cardHeight = 180.0
        let frame = Rect(x: Double(index) * width, y: 0, width: width, height: height)
        return Node.group("page.\(index)", frame: frame, clip: true) {
            for (row, y) in stride(from: margin, to: height, by: cardHeight + margin).enumerated() {
                let id = "page.\(index).card.\(row)"
                Node.group(id, frame: Rect(x: margin, y: y, width: cardWidth, height: cardHeight), fill: "#ffffff", clip: true) {
                    Node.image(
                        "\(id).image", frame: Rect(x: 0, y: 0, width: cardWidth, height: cardHeight - 44),
                        src: photos[(row + index) % photos.count])
                    Node.text(
                        "\(id).title", frame: Rect(x: 12, y: cardHeight - 44, width: cardWidth - 24, height: 44),
                        "\(TabMenuLayout.titles[index]) \(row + 1)", size: 15, weight: 600, color: "#222222")
                }
                .radius(8)
            }
        }
    }
}
