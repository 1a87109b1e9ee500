import MotionCore
import Testing

@testable import MotionScene

/// A frame presents each scroll offset where its fling has carried it (`presentScrolls`): a
/// stored `Double` is written where it lies in the parameters, a computed one through its key
/// path. Both give the same frames.
struct ScrollPresentingTests {
    struct StoredOffset: SceneDefinition {
        static let info = SceneInfo(id: "stored-offset", title: "Stored offset", summary: "A list that scrolls.")

        struct Parameters: SceneParameters {
            var label = "list"
            var scrollY = 0.0
        }

        struct State: SceneState {
            var scrollY: Double
        }

        static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
            [.scroll(\.scrollY, "Scroll offset", along: .y, range: 0...2000, scroll: ScrollPresentingTests.axis(screen))]
        }

        init(_ context: SceneContext<Self>) {}

        func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
            ScrollPresentingTests.output(context.parameters.scrollY)
        }
    }

    /// The same list, its offset a computed property over a stored one in other units.
    struct ComputedOffset: SceneDefinition {
        static let info = SceneInfo(id: "computed-offset", title: "Computed offset", summary: "A list that scrolls.")

        struct Parameters: SceneParameters {
            var label = "list"
            var halfOffset = 0.0
            var scrollY: Double {
                get { halfOffset * 2 }
                set { halfOffset = newValue / 2 }
            }
        }

        typealias State = StoredOffset.State

        static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
            [.scroll(\.scrollY, "Scroll offset", along: .y, range: 0...2000, scroll: ScrollPresentingTests.axis(screen))]
        }

        init(_ context: SceneContext<Self>) {}

        func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
            ScrollPresentingTests.output(context.parameters.scrollY)
        }
    }

    static func axis(_ screen: Screen) -> ScrollAxis {
        ScrollAxis(bounds: 0...(2000 - screen.height), viewportLength: screen.height)
    }

    static func output(_ scrollY: Double) -> SceneOutput<StoredOffset.State> {
        SceneOutput(state: StoredOffset.State(scrollY: scrollY)) {
            Node.rect("row", frame: Rect(x: 0, y: 100 - scrollY, width: 320, height: 44), fill: "#000000")
        }
    }

    @Test func storedAndComputedOffsetsPresentTheSameFling() throws {
        let screen = try #require(try DeviceCatalog.bundled().profile(id: "iphone-x")).screen(.portrait)
        var stored = StoredOffset.Runtime(screen: screen, parameters: [:], at: 0)
        var computed = ComputedOffset.Runtime(screen: screen, parameters: [:], at: 0)
        let release = SceneEvent(name: "release", arguments: ["velocityY": .number(2400)])
        try stored.handle(release, at: 0.5)
        try computed.handle(release, at: 0.5)
        // A computed parameter is named after the stored property it writes (`PropertyNames`).
        let computedNames = ComputedOffset.parameters(for: screen).map(\.name)
        #expect(MemoryLayout<ComputedOffset.Parameters>.offset(of: \ComputedOffset.Parameters.scrollY) == nil)
        var moved = 0
        for step in 0...40 {
            let time = 0.5 + Double(step) / 60
            let storedFrame = stored.publishedFrame(["scrollY"], at: time)
            let computedFrame = computed.publishedFrame(computedNames, at: time)
            let offset = try #require(storedFrame.parameters.first?.value.number)
            #expect(storedFrame.frame.nodes == computedFrame.frame.nodes, "at \(time)")
            #expect(storedFrame.frame.state == computedFrame.frame.state, "at \(time)")
            #expect(computedFrame.parameters.first?.value.number.map { abs($0 - offset) < 1e-9 } == true, "at \(time)")
            #expect(storedFrame.frame.state["scrollY"] == .number(offset), "at \(time)")
            if offset > 0 { moved += 1 }
        }
        #expect(moved > 30, "the fling should carry the offset on most frames")
    }
}
