import MotionScene
import StandardScenes
import Testing

@testable import PreviewServer

/// `time=` in `/api/frame` is the clock, except for scenes with a `time` parameter of their own
/// (a transition's scrubbed time), where it is that parameter; `clock=` is always the clock.
struct FrameTimeArgumentTests {
    static let catalogs = Catalogs(
        scenes: .standard, devices: try! DeviceCatalog.bundled(), defaultSceneID: "article", defaultDeviceID: "iphone-x")

    static func document(_ query: [(String, String)]) throws -> FrameDocument {
        try CatalogEndpoints.document(query: query.map { (name: $0.0, value: $0.1) }, catalogs: catalogs)
    }

    @Test func aSceneWithATimeParameterTakesTimeAsThatParameter() throws {
        let document = try Self.document([("scene", "push-transition"), ("time", "0.15")])
        #expect(document.time == 0)
        #expect(document.parameters.first { $0.name == "time" }?.value == .number(0.15))
        #expect(document.frame.state["progress"] == 0.5)
    }

    @Test func clockIsTheClockForEveryScene() throws {
        let transition = try Self.document([("scene", "push-transition"), ("time", "0.15"), ("clock", "2")])
        #expect(transition.time == 2)
        #expect(transition.frame.state["progress"] == 0.5)
        let article = try Self.document([("scene", "article"), ("clock", "0.5")])
        #expect(article.time == 0.5)
    }

    @Test func otherScenesTakeTimeAsTheClock() throws {
        let article = try Self.document([("scene", "article"), ("time", "0.5")])
        #expect(article.time == 0.5)
        // The counters run on the clock: half-way through their ease-out second.
        #expect((article.frame.state["viewsShown"]?.doubleValue ?? 0) > 0)
    }
}
