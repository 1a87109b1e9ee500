import MotionScene
import Testing

/// Helpers the example scenes' tests share.
enum ExampleProbe {
    static func screen(_ device: String = "iphone-x", _ orientation: Orientation = .portrait) throws -> Screen {
        try #require(try DeviceCatalog.bundled().profile(id: device)).screen(orientation)
    }

    static func number(_ frame: SceneFrame, _ key: String) -> Double {
        frame.state[key]?.doubleValue ?? .nan
    }

    static func drag(_ offset: Double) -> SceneEvent {
        SceneEvent(name: "drag", arguments: ["offset": .number(offset)])
    }

    static func release(_ velocity: Double = 0) -> SceneEvent {
        SceneEvent(name: "release", arguments: ["velocityY": .number(velocity)])
    }

    /// The node with `id` anywhere in the tree.
    static func node(_ id: String, in nodes: [Node]) -> Node? {
        for node in nodes {
            if node.id == id { return node }
            if let found = self.node(id, in: node.children) { return found }
        }
        return nil
    }

    static func ids(_ nodes: [Node]) -> [String] {
        nodes.flatMap { [$0.id] + ids($0.children) }
    }
}
