import MotionScene
import StandardScenes
import Testing

@testable import PreviewServer

/// Frames carry the screen's chrome — bars, the device's own insets, the cut-out as turned — so
/// the page draws it without working anything out from the device file (devices.md values).
@Suite struct FrameScreenTests {
    static let devices = try! DeviceCatalog.bundled()

    static func frame(_ query: [(name: String, value: String)]) throws -> JSONValue {
        try JSONParser.parse(PreviewAPI.frameJSON(query: query, scenes: .standard, devices: devices))
    }

    @Test(arguments: [
        ("iphone-se", "portrait", 20.0, 0.0, nil),
        ("iphone-x", "portrait", 44.0, 34.0, [83.0, 0, 209, 30]),
        // Turned counter-clockwise: the notch hangs from the left edge.
        ("iphone-x", "landscape", 0.0, 20.0, [0.0, 83, 30, 209]),
        ("iphone-17-pro", "portrait", 62.0, 34.0, [138.5, 11, 125, 37]),
    ] as [(String, String, Double, Double, [Double]?)])
    func theFrameSaysWhatSurroundsTheScene(device: String, orientation: String, statusBar: Double, bottom: Double, cutout: [Double]?) throws {
        let screen = try #require(
            Self.frame([("scene", "article"), ("device", device), ("orientation", orientation)])["screen"])
        #expect(screen["statusBar"]?.doubleValue == statusBar)
        #expect(screen["navigationBar"]?.doubleValue == 44)
        #expect(screen["deviceSafeArea"]?["bottom"]?.doubleValue == bottom)
        #expect(screen["cutout"] == (cutout.map { JSONValue.array($0.map(JSONValue.number)) } ?? .null))
    }

    @Test func fitClampsIntoThisScreensRangesAndWithoutItTheValueIsRefused() throws {
        let query: [(name: String, value: String)] = [("scene", "article"), ("device", "iphone-se"), ("scrollY", "99999")]
        #expect(throws: PreviewAPIFailure.self) { try Self.frame(query) }
        let screen = try #require(Self.devices.profile(id: "iphone-se")).screen(.portrait)
        let maximum = try #require(ArticleScene.Runtime.parameters(for: screen).first { $0.name == "scrollY" }).maximum
        #expect(try Self.frame(query + [("fit", "true")])["params"]?["scrollY"]?.doubleValue == maximum)
    }
}
