import Testing

@testable import MotionScene

struct NodeJSONTests {
    @Test("a node encodes in the protocol's shape, leaving unset properties out")
    func shape() {
        let node = Node(
            id: "header", kind: .group, frame: Rect(x: 0, y: -120, width: 375, height: 244), clip: true,
            children: [
                Node(
                    id: "header.image", kind: .image, frame: Rect(x: 0, y: 60, width: 375, height: 244),
                    fill: .color("#3a6ea5"), src: "sea-1")
            ])
        #expect(
            JSONWriter.string(node.json)
                == ##"{"id":"header","type":"group","frame":[0,-120,375,244],"clip":true,"children":[{"id":"header.image","type":"image","frame":[0,60,375,244],"fill":"#3a6ea5","src":"sea-1"}]}"##
        )
    }

    @Test("gradients, transforms, fonts and shadows")
    func optionalProperties() {
        let node = Node(
            id: "b", kind: .text, frame: .zero, alpha: 0.5,
            fill: .linearGradient(stops: [GradientStop(0, "#000000"), GradientStop(1, "#ffffff")], angleDegrees: 90),
            transform: .scale(0.94), shadow: Shadow(color: "#00000026", offsetX: 0, offsetY: 1, blur: 2), text: "戻る",
            font: Font(size: 17, weight: 600), color: "#ffffff", align: .center)
        let json = node.json
        #expect(json["fill"] == ["linear": [[0, "#000000"], [1, "#ffffff"]], "angle": 90])
        #expect(json["transform"] == [0.94, 0, 0, 0.94, 0, 0])
        #expect(json["font"] == ["family": "IPAGothic", "size": 17, "weight": 600])
        #expect(json["shadow"] == ["color": "#00000026", "x": 0, "y": 1, "blur": 2])
        #expect(json["children"] == nil)
    }
}
