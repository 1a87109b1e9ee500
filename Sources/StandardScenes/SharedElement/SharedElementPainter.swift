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

    func nodes(detailAlpha: Double, cellImageHidden: Bool, flyingImage: Rect?, flyingContentMode: ContentMode) -> [Node] {
        var nodes = [grid(cellImageHidden: cellImageHidden)]
        if detailAlpha > 0 { nodes.append(detail(alpha: detailAlpha, showImage: flyingImage == nil)) }
        if let flyingImage {
            nodes.append(
                Node(
                    id: "transition.image", kind: .image, frame: flyingImage, clip: true, src: Self.photo(selectedIndex),
                    contentMode: flyingContentMode))
        }
        return nodes
    }

    private func navigationBar(id: String, title: String) -> Node {
        Node(
            id: id, kind: .group, frame: Rect(x: 0, y: 0, width: screen.width, height: layout.navigationBottom),
            fill: .color("#f7f7f7"),
            children: [
                Node(
                    id: "\(id).title", kind: .text,
                    frame: Rect(x: 0, y: screen.statusBar, width: screen.width, height: screen.navigationBar), text: title,
                    font: Font(size: 17, weight: 600), color: "#111111", align: .center)
            ])
    }

    private func grid(cellImageHidden: Bool) -> Node {
        var children: [Node] = []
        for index in 0..<SharedElementLayout.photoCount {
            let frame = layout.cellFrame(index: index)
            guard frame.minY < screen.height else { break }
            let hidden = index == selectedIndex && cellImageHidden
            children.append(
                Node(
                    id: "grid.cell.\(index)", kind: .image, frame: frame, alpha: hidden ? 0 : nil, clip: true,
                    src: Self.photo(index), contentMode: .aspectFill))
        }
        children.append(navigationBar(id: "grid.nav", title: "Photos"))
        return Node(id: "grid", kind: .group, frame: screen.bounds, fill: .color("#ffffff"), clip: true, children: children)
    }

    private func detail(alpha: Double, showImage: Bool) -> Node {
        let image = layout.detailImageFrame
        var children = [navigationBar(id: "detail.nav", title: "Photo \(selectedIndex + 1)")]
        if showImage {
            children.append(
                Node(id: "detail.image", kind: .image, frame: image, src: Self.photo(selectedIndex), contentMode: .aspectFit))
        }
        children.append(
            Node(
                id: "detail.caption", kind: .text, frame: Rect(x: 16, y: image.maxY + 16, width: screen.width - 32, height: 24),
                text: "写真 \(selectedIndex + 1) の詳細", font: Font(size: 17, weight: 600), color: "#222222", align: .left))
        return Node(id: "detail", kind: .group, frame: screen.bounds, alpha: alpha, fill: .color("#ffffff"), clip: true, children: children)
    }
}
