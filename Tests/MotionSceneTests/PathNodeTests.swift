import Testing

@testable import MotionScene

/// The `path` kind (docs/protocol-notes.md, "Path nodes"): a closed polygon in the node's own
/// coordinates that stands in for the box in fill, stroke, shadow and clip.
struct PathNodeTests {
    static let triangle = [Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 0, y: 30)]

    @Test("a path encodes its type and its points as a flat [x0, y0, x1, y1, …] array")
    func json() {
        let node = Node.path("fold", frame: Rect(x: 10, y: 5, width: 40, height: 30), points: Self.triangle, fill: "#ff0000")
        #expect(
            JSONWriter.string(node.json)
                == ##"{"id":"fold","type":"path","frame":[10,5,40,30],"fill":"#ff0000","points":[0,0,40,0,0,30]}"##)
    }

    @Test("other kinds leave points out")
    func otherKinds() {
        #expect(Node.rect("r", frame: Rect(x: 0, y: 0, width: 1, height: 1), fill: "#000000").json["points"] == nil)
    }

    @Test("the SVG fills, strokes and clips with a polygon in place of the rectangle: golden SVG")
    func svg() {
        let node = Node.path("fold", frame: Rect(x: 10, y: 5, width: 40, height: 30), points: Self.triangle, fill: "#ff0000")
            .stroke("#000000", width: 1)
            .clipped()
            .children { Node.rect("inside", frame: Rect(x: 0, y: 0, width: 40, height: 30), fill: "#00ff00") }
        #expect(
            SVGRendererTests.body([node])
                == ##"<g data-node="fold" transform="translate(10 5)"><polygon points="0 0 40 0 0 30" fill="#ff0000"/><polygon points="0 0 40 0 0 30" fill="none" stroke="#000000" stroke-width="1" stroke-opacity="1"/><clipPath id="c1"><polygon points="0 0 40 0 0 30"/></clipPath><g clip-path="url(#c1)"><g data-node="inside" transform="translate(0 0)"><rect x="0" y="0" width="40" height="30" fill="#00ff00"/></g></g></g>"##
        )
    }

    @Test("a shadow's filter region reaches over points outside the frame")
    func shadowRegion() {
        let node = Node.path("back", frame: Rect(x: 0, y: 0, width: 10, height: 10), points: [Point(x: -30, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)], fill: "#ffffff")
            .shadow(Shadow(color: "#000000", offsetX: 0, offsetY: 0, blur: 2))
        // Margin 3·(2/2) + 0 + 1 = 4 around x −30 … 10, y 0 … 10.
        #expect(SVGRendererTests.body([node]).contains(##"x="-34" y="-4" width="48" height="18""##))
    }
}
