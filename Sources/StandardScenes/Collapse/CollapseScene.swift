import MotionScene

/// Scene 9, `collapse` (seed 001, collapsing a view sized by an aspect ratio): raising the
/// priority of `height == 0` above the aspect ratio's (300) collapses the image and pulls the
/// content under it up; lowering it restores the image. The constraint solver decides — the
/// scene only changes a priority and animates from the old solved frames to the new ones
/// over 0.3 s, as `UIView.animate(withDuration: 0.3) { view.layoutIfNeeded() }` does.
///
/// Tie rule: at exactly 300 both constraints cost the same for every height between 0 and
/// the ratio's, and the solver never moves without a strict improvement, so the image stays
/// as it was — expanded when the priority rose to 300, collapsed when it fell to 300 from
/// above; a scene created at 300 is the storyboard's (100) layout raised to 300: expanded.
/// At 1000 the constraint is required; crossing 1000 installs the new form before removing
/// the old one (UIKit refuses that change on an installed constraint), so the rule holds.
public struct CollapseScene: SceneDefinition {
    public static let info = SceneInfo(
        id: "collapse", title: "Collapsing an aspect-ratio view", seed: "001",
        summary: "Raising the priority of height == 0 above the aspect ratio's (300) collapses the image; the solver lays it out.")

    /// docs/scenes.md §9: 0.3 s (chosen). It is the `time` slider's range, so not a tunable.
    static let animationDuration = 0.3

    public struct Parameters: SceneParameters {
        public var heightZeroPriority = CollapseLayout.storyboardHeightZeroPriority.rawValue
        /// Seconds into the latest change: sent, it scrubs the change there.
        public var time = CollapseScene.animationDuration
        public init() {}
    }

    public struct Tuning: Tunables {
        /// UIView.animate's default curve.
        public var curve = TimingCurve.easeInEaseOut
        public init() {}
        public static let tunables: [TunableDeclaration<Self>] = [.curve(\.curve, "Curve")]
    }

    public enum Event: SceneEvents {
        /// The seed's action: 500 collapses, back to the storyboard's 100 restores.
        case toggle
        public static let cases: [EventCase<Self>] = [EventCase("toggle") { .toggle }]
    }

    public struct State: SceneState {
        var imageHeight, contentTop, targetImageHeight: Double
        var collapsed: Bool
        var progress: Double
    }

    public static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
        [
            .integer(
                \.heightZeroPriority, "height == 0 priority", range: 1...1000,
                marks: [
                    ParameterMark("storyboard", 100), ParameterMark("aspect ratio", 300),
                    ParameterMark("collapse", 500), ParameterMark("required", 1000),
                ]),
            .number(\.time, "time in the change", unit: "s", range: 0...animationDuration, step: 0.01),
        ]
    }

    private var layout: CollapseLayout
    /// The frames the last change started from and the solved frames it goes to.
    private var startFrames: CollapseFrames
    private var targetFrames: CollapseFrames
    /// Eased progress from `startFrames` to `targetFrames`.
    private var progress: AnimatedValue

    public init(_ context: SceneContext<Self>) {
        let screen = context.screen
        layout = CollapseLayout(screen: screen, heightZeroPriority: LayoutPriority(context.parameters.heightZeroPriority))
        // A fresh scene shows the change from the storyboard's layout, scrubbed by `time`.
        startFrames = CollapseLayout(screen: screen, heightZeroPriority: CollapseLayout.storyboardHeightZeroPriority).frames
        targetFrames = layout.frames
        progress = AnimatedValue(Self.easedProgress(scrubbedTo: context.parameters.time, context.tuning))
    }

    /// A new priority re-solves and animates there — or, with `time` sent too, shows the change
    /// at that time; `time` sent alone scrubs the latest change.
    public mutating func handle(_ changes: ParameterChanges<Parameters>, _ context: inout SceneContext<Self>) {
        let priority = LayoutPriority(context.parameters.heightZeroPriority)
        let scrub = changes[\.time]
        if priority != layout.heightZeroPriority {
            // Every priority solves (the required `height == 0` contradicts no required
            // constraint); were one refused, the slider would go back to the layout's.
            if (try? changePriority(to: priority, scrubbedTo: scrub, &context)) == nil {
                context.parameters.heightZeroPriority = layout.heightZeroPriority.rawValue
            }
        } else if let scrub {
            progress.set(Self.easedProgress(scrubbedTo: scrub, context.tuning))
        }
    }

    public mutating func handle(_ event: Event, _ context: inout SceneContext<Self>) throws(SceneError) {
        let priority = isCollapsed ? CollapseLayout.storyboardHeightZeroPriority : CollapseLayout.collapsingPriority
        try changePriority(to: priority, scrubbedTo: nil, &context)
    }

    public func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
        let fraction = progress.value(at: context.time)
        let frames = startFrames.interpolated(to: targetFrames, fraction: fraction)
        let state = State(
            imageHeight: frames["image"].height, contentTop: frames["title"].y, targetImageHeight: targetFrames["image"].height,
            collapsed: isCollapsed, progress: fraction)
        return SceneOutput(state: state) { CollapseNodes.nodes(frames: frames, screen: context.screen, collapsed: isCollapsed) }
    }

    /// Whether the solved layout (where the change is going) has the image collapsed.
    private var isCollapsed: Bool { targetFrames["image"].height < 0.5 }

    /// Re-solves at `priority` and animates from what is on screen now — or, with a scrub
    /// position, shows the change at that point without the clock. A refusal changes nothing.
    private mutating func changePriority(to priority: LayoutPriority, scrubbedTo scrub: Double?, _ context: inout SceneContext<Self>)
        throws(SceneError)
    {
        let presented = startFrames.interpolated(to: targetFrames, fraction: progress.value(at: context.time))
        var solved = layout
        do {
            try solved.setHeightZeroPriority(priority)
        } catch {
            throw SceneError(.notAllowedNow, "the layout refused priority \(priority): \(error.message)")
        }
        layout = solved
        context.parameters.heightZeroPriority = priority.rawValue
        startFrames = presented
        targetFrames = layout.frames
        if let scrub {
            progress.set(Self.easedProgress(scrubbedTo: scrub, context.tuning))
        } else {
            context.parameters.time = Self.animationDuration
            progress.set(0)
            progress.animate(to: 1, at: context.time, duration: Self.animationDuration, curve: context.tuning.curve)
        }
    }

    static func easedProgress(scrubbedTo seconds: Double, _ tuning: Tuning) -> Double {
        tuning.curve.value(at: seconds / animationDuration)
    }
}
