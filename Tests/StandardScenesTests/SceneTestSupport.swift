import Foundation
import MotionScene
import Testing

@testable import StandardScenes

/// Helpers shared by the scroll scenes' tests.
enum Probe {
    /// The three profiles the brief asks for (a 20-pt status bar, a notch, an iPad), both ways.
    static let screens: [(String, Orientation)] = [
        ("iphone-se", .portrait), ("iphone-se", .landscape), ("iphone-x", .portrait), ("iphone-x", .landscape),
        ("ipad-10", .portrait), ("ipad-10", .landscape),
    ]

    static func screen(_ device: String, _ orientation: Orientation = .portrait) throws -> Screen {
        try #require(try DeviceCatalog.bundled().profile(id: device)).screen(orientation)
    }

    static func number(_ frame: SceneFrame, _ key: String) -> Double {
        frame.state[key]?.doubleValue ?? .nan
    }

    static func event(_ name: String, _ arguments: [String: Double] = [:]) -> SceneEvent {
        SceneEvent(name: name, arguments: arguments.mapValues { .number($0) })
    }

    /// docs/physics.md: λ = 1000·ln d for the normal deceleration rate d = 0.998.
    static let lambda = 1000 * log(0.998)

    /// docs/physics.md: where a free deceleration from `offset` at `velocity` comes to rest.
    static func projectedRest(_ offset: Double, _ velocity: Double) -> Double {
        offset - velocity / lambda
    }

    /// Every node id in a tree, depth first.
    static func ids(_ nodes: [Node]) -> [String] {
        nodes.flatMap { [$0.id] + ids($0.children) }
    }
}
