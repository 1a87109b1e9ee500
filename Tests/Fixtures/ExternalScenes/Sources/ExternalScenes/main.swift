import MotionPreview
import MotionScene

/// A bar that fades in as a list scrolls: the smallest scene a user might bring.
struct FadingBarScene: SceneDefinition {
    static let info = SceneInfo(id: "fading-bar", title: "Fading bar", summary: "A bar fades in as the list scrolls.")

    struct Parameters: SceneParameters {
        var scrollY = 0.0
    }

    struct Tuning: Tunables {
        var fadeDistance = 120.0
        static let tunables: [TunableDeclaration<Self>] = [.number(\.fadeDistance, "Fade distance", unit: "pt", range: 10...400)]
    }

    struct State: SceneState {
        var barAlpha: Double
    }

    static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
        [.scroll(\.scrollY, "Scroll offset", along: .y, range: 0...1000, scroll: ScrollAxis(bounds: 0...1000, viewportLength: screen.height))]
    }

    init(_ context: SceneContext<Self>) {}

    func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
        let alpha = min(max(context.parameters.scrollY / context.tuning.fadeDistance, 0), 1)
        return SceneOutput(state: State(barAlpha: alpha)) {
            Node.rect("background", frame: context.screen.bounds, fill: "#ffffff")
            Node.rect("bar", frame: Rect(x: 0, y: 0, width: context.screen.width, height: 88), fill: "#76b6e2").alpha(alpha)
        }
    }
}

MotionPreview.main(scenes: [FadingBarScene.self])
