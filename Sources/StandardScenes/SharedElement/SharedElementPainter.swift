import MotionScene

/// The grid, the detail screen over it, and the image copy that travels between them.
struct SharedElementPainter {
    let layout: SharedElementLayout
    let selectedIndex: Int

    /// Photos cycle through the page's named placeholders.
    static func photo(_ index: Int) -> String {
        ["sea-1", "forest-1", "harbor-1", "sea-2", "mountain-1", "sea-3"][index % 6]
    }

    private var screen: Screen { layout.screen }

    @NodeBuilder
    func nodes(detailAlpha: Double, cellImageHidden: Bool, flyingImage: Rect?) -> [Node] {
        grid(cellImageHidden: cellImageHidden)
        if detailAlpha > 0 { detail(alpha: detailAlpha, showImage: flyingImage == nil) }
        if let flyingImage {
            Node.image("transition.image", frame: flyingImage, src: Self.photo(selectedIndex), contentMode: .aspectFill).clipped()
        }
    }

    private func navigationBar(id: String, title: String) -> Node {
        Node.group(id, frame: Rect(x: 0, y: 0, width: screen.width, height: layout.navigationBottom), fill: "#f7f7f7") {
            Node.text(
                "\(id).title", frame: Rect(x: 0, y: screen.statusBar, width: screen.width, height: screen.navigationBar), title,
                size: 17, weight: 600, color: "#111111", align: .center)
        }
    }

    private func grid(cellImageHidden: Bool) -> Node {
        Node.group("grid", frame: screen.bounds, fill: "#ffffff", clip: true) {
            for index in 0..<SharedElementLayout.photoCount where layout.cellFrame(index: index).minY < screen.height {
                // The original's cell image view is scale-to-fill; the placeholders fill the
                // square without distortion instead.
                let cell = Node.image("grid.cell.\(index)", frame: layout.cellFrame(index: index), src: Self.photo(index)).clipped()
                index == selectedIndex && cellImageHidden ? cell.alpha(0) : cell
            }
            navigationBar(id: "grid.nav", title: "Photos")
        }
    }

    private func detail(alpha: Double, showImage: Bool) -> Node {
        let image = layout.detailImageFrame
        return Node.group("detail", frame: screen.bounds, fill: "#ffffff", clip: true) {
            navigationBar(id: "detail.nav", title: "Photo \(selectedIndex + 1)")
            if showImage { Node.image("detail.image", frame: image, src: Self.photo(selectedIndex), contentMode: .aspectFill).clipped() }
            Node.text(
                "detail.caption", frame: Rect(x: 16, y: image.maxY + 16, width: screen.width - 32, height: 24),
                "写真 \(selectedIndex + 1) の詳細", size: 17, weight: 600, color: "#222222")
        }.alpha(alpha)
    }
}
