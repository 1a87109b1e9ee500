import MotionScene

/// A stretchy header written on the authoring API from nothing, as a user would: the image
/// stretches when the list is pulled down, the bar fades in as the image scrolls away, and a
/// tap on the bar's button pulses it. The tests below drive it through the server's `Scene`.
struct StretchyHeaderScene: SceneDefinition {
    static let info = SceneInfo(id: "stretchy-header", title: "Stretchy header", summary: "Pull to stretch; scroll to fade.")

    struct Parameters: SceneParameters {
        var scrollY = 0.0
        var barColor: HexColor = "#76b6e2"
    }

    struct Tuning: Tunables {
        var imageHeight = 240.0
        var pulseSeconds = 0.3
        var pulseCurve = TimingCurve.easeOut
        static let tunables: [TunableDeclaration<Self>] = [
            .number(\.imageHeight, "Image height", unit: "pt", range: 120...400, step: 1),
            .number(\.pulseSeconds, "Pulse duration", unit: "s", range: 0...2),
            .curve(\.pulseCurve, "Pulse curve"),
        ]
    }

    enum Event: SceneEvents {
        case pulse(scale: Double)
        static let cases: [EventCase<Self>] = [
            EventCase("pulse", .number("scale", "Scale", range: 0.5...1.5, default: 1.2, step: 0.01)) { .pulse(scale: $0) }
        ]
    }

    struct State: SceneState {
        var imageHeight: Double
        var barAlpha: Double
        var buttonScale: Double
        var pulled: Bool
    }

    static let contentHeight = 2000.0

    static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
        let maximum = contentHeight - screen.height
        return [
            .scroll(
                \.scrollY, "Scroll offset", along: .y, range: -200...maximum,
                scroll: ScrollAxis(bounds: 0...maximum, viewportLength: screen.height), marks: [ParameterMark("top", 0)]),
            .color(\.barColor, "Bar colour"),
        ]
    }

    var button = AnimatedValue(1)

    init(_ context: SceneContext<Self>) {}

    mutating func handle(_ event: Event, _ context: inout SceneContext<Self>) throws(SceneError) {
        guard case .pulse(let scale) = event else { return }
        button.animate(to: scale, at: context.time, duration: context.tuning.pulseSeconds, curve: context.tuning.pulseCurve)
    }

    func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
        let width = context.screen.width
        let y = context.parameters.scrollY
        let image = context.tuning.imageHeight + max(-y, 0)
        let bar = context.screen.statusBar + 44
        let alpha = min(max(y / (context.tuning.imageHeight - bar), 0), 1)
        let state = State(imageHeight: image, barAlpha: alpha, buttonScale: button.value(at: context.time), pulled: y < 0)
        return SceneOutput(state: state) {
            Node.image("image", frame: Rect(x: 0, y: min(-y, 0), width: width, height: image), src: "sea-1")
            Node.group("bar", frame: Rect(x: 0, y: 0, width: width, height: bar), fill: context.parameters.barColor) {
                Node.text("bar.title", frame: Rect(x: 0, y: bar - 44, width: width, height: 44), "Sea", size: 17, align: .center)
                Node.rect("bar.button", frame: Rect(x: width - 52, y: bar - 40, width: 36, height: 36), fill: "#ffffff")
                    .scaled(button.value(at: context.time))
            }
            .alpha(alpha)
            if y < 0 { Node.rect("pull", frame: Rect(x: 0, y: image - 4, width: width, height: 4), fill: "#000000") }
        }
    }
}
