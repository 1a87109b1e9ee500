import MotionScene
import Testing

@testable import StandardScenes

/// Helpers for the semi-modal tests. Numbers below are §6's, restated here so the tests do
/// not read them back from the code under test.
enum SemiModalProbe {
    /// iPhone X portrait: 375 × 812, status bar 44, navigation bar 44, bottom inset 34.
    static let width = 375.0
    static let height = 812.0
    /// docs/scenes.md: `Wcard = W − 2·24`, spacing 8.
    static let cardWidth = width - 48
    static let pageWidth = cardWidth + 8
    /// docs/scenes.md: the carousel's cells span the screen from its top; the white card begins
    /// `cellHeaderHeight` 72 below.
    static let cardTop = 0.0
    static let cardHeight = height
    static let cellHeaderHeight = 72.0
    /// docs/scenes.md: `targetHeight = 72 + 100`.
    static let targetHeight = 172.0
    /// docs/physics.md: easeInEaseOut(0.25) and (0.5).
    static let easeInOutQuarter = 0.129162
    static let easeInOutHalf = 0.5

    static func screen(_ device: String = "iphone-x", _ orientation: Orientation = .portrait) throws -> Screen {
        try #require(try DeviceCatalog.bundled().profile(id: device)).screen(orientation)
    }

    static func scene(_ parameters: [String: Double] = [:], device: String = "iphone-x", at time: Double = 0) throws
        -> SemiModalScene.Runtime
    {
        SemiModalScene.Runtime(screen: try screen(device), parameters: parameters.mapValues { .number($0) }, at: time)
    }

    /// A scene showing the carousel on `card`, its present finished before time 0. Created when
    /// the tile is tapped: a scene's time never goes backwards.
    static func carousel(on card: Int = 4, device: String = "iphone-x") throws -> SemiModalScene.Runtime {
        var scene = try scene(device: device, at: -1)
        try scene.handle(event("tapTile", ["index": Double(card)]), at: -1)
        return scene
    }

    static func event(_ name: String, _ arguments: [String: Double] = [:]) -> SceneEvent {
        SceneEvent(name: name, arguments: arguments.mapValues { .number($0) })
    }

    static func number(_ frame: SceneFrame, _ key: String) -> Double {
        frame.state[key]?.doubleValue ?? .nan
    }

    static func text(_ frame: SceneFrame, _ key: String) -> String {
        frame.state[key]?.stringValue ?? ""
    }

    /// `cardFrames` as index → [x, y, width, height].
    static func cardFrames(_ frame: SceneFrame) -> [Int: [Double]] {
        var frames: [Int: [Double]] = [:]
        for card in frame.state["cardFrames"]?.arrayValue ?? [] {
            guard let object = card.objectValue, let index = object["index"]?.doubleValue else { continue }
            frames[Int(index)] = object["frame"]?.arrayValue?.compactMap(\.doubleValue) ?? []
        }
        return frames
    }

    static func close(_ actual: [Double]?, _ expected: [Double], _ tolerance: Double) -> Bool {
        guard let actual, actual.count == expected.count else { return false }
        return zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
