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
public struct CollapseScene: Scene {
    public static let id = "collapse"
    public static let title = "Collapsing an aspect-ratio view"
    public static let seed = "001"
    public static let summary =
        "Raising the priority of height == 0 above the aspect ratio's (300) collapses the image; the solver lays it out."

    /// scenes.md §9: 0.3 s (chosen), UIView.animate's default ease-in-ease-out.
    static let animationDuration = 0.3
    static let curve = TimingCurve.easeInEaseOut

    public static func parameters(for screen: Screen) -> [ParameterSpec] {
        [
            .number(
                "heightZeroPriority", label: "height == 0 priority", range: 1...1000,
                default: Double(CollapseLayout.storyboardHeightZeroPriority.rawValue), integer: true,
                marks: [
                    ParameterMark("storyboard", 100), ParameterMark("aspect ratio", 300),
                    ParameterMark("collapse", 500), ParameterMark("required", 1000),
                ]),
            .number(
                "time", label: "time in the change", unit: "s", range: 0...animationDuration,
                default: animationDuration, step: 0.01),
        ]
    }

    public static let events = [EventSpec("toggle")]
    public static let stateKeys = ["imageHeight", "contentTop", "targetImageHeight", "collapsed", "progress"]

    public private(set) var parameters: [String: ParameterValue]
    private var layout: CollapseLayout
    /// The frames the last change started from and the solved frames it goes to.
    private var startFrames: CollapseFrames
    private var targetFrames: CollapseFrames
    /// Eased progress from `startFrames` to `targetFrames`.
    private var progress: AnimatedValue

    public init(screen: Screen, parameters: [String: ParameterValue], at time: Double) {
        var all = Self.defaultParameters(for: screen)
        for (name, value) in parameters { all[name] = value }
        self.parameters = all
        let storyboard = CollapseLayout(screen: screen, heightZeroPriority: CollapseLayout.storyboardHeightZeroPriority)
        let priority = LayoutPriority(Int(all["heightZeroPriority"]?.number ?? 100))
        layout = CollapseLayout(screen: screen, heightZeroPriority: priority)
        // A fresh scene shows the change from the storyboard's layout, scrubbed by `time`.
        startFrames = storyboard.frames
        targetFrames = layout.frames
        progress = AnimatedValue(Self.easedProgress(scrubbedTo: all["time"]?.number ?? Self.animationDuration))
    }

    public mutating func set(_ changes: [String: ParameterValue], at time: Double) throws(SceneError) {
        var next = self
        if let value = changes["heightZeroPriority"]?.number, LayoutPriority(Int(value)) != layout.heightZeroPriority {
            try next.changePriority(to: LayoutPriority(Int(value)), at: time, scrubbedTo: changes["time"]?.number)
        } else if let scrub = changes["time"]?.number {
            next.parameters["time"] = .number(scrub)
            next.progress.set(Self.easedProgress(scrubbedTo: scrub))
        }
        self = next
    }

    /// `toggle`: the seed's action — 500 collapses, back to the storyboard's 100 restores.
    public mutating func handle(_ event: SceneEvent, at time: Double) throws(SceneError) {
        guard event.name == "toggle" else {
            throw SceneError(.unknownName, "collapse has no event '\(event.name)'")
        }
        let priority = isCollapsed ? CollapseLayout.storyboardHeightZeroPriority : CollapseLayout.collapsingPriority
        var next = self
        try next.changePriority(to: priority, at: time, scrubbedTo: nil)
        self = next
    }

    public func frame(at time: Double) -> SceneFrame {
        let fraction = progress.value(at: time)
        let frames = startFrames.interpolated(to: targetFrames, fraction: fraction)
        let state = JSONObject([
            "imageHeight": .number(frames["image"].height),
            "contentTop": .number(frames["title"].y),
            "targetImageHeight": .number(targetFrames["image"].height),
            "collapsed": .bool(isCollapsed),
            "progress": .number(fraction),
        ])
        return SceneFrame(
            state: state, nodes: CollapseNodes.nodes(frames: frames, screen: layout.layout.screen, collapsed: isCollapsed),
            animating: progress.isAnimating(at: time))
    }

    /// Whether the solved layout (where the change is going) has the image collapsed.
    private var isCollapsed: Bool { targetFrames["image"].height < 0.5 }

    /// Re-solves at `priority` and animates from what is on screen at `time` — or, with a
    /// scrub position, shows the change at that point without the clock.
    private mutating func changePriority(to priority: LayoutPriority, at time: Double, scrubbedTo scrub: Double?)
        throws(SceneError)
    {
        let presented = startFrames.interpolated(to: targetFrames, fraction: progress.value(at: time))
        do {
            try layout.setHeightZeroPriority(priority)
        } catch {
            throw SceneError(.notAllowedNow, "the layout refused priority \(priority): \(error.message)")
        }
        parameters["heightZeroPriority"] = .number(Double(priority.rawValue))
        startFrames = presented
        targetFrames = layout.frames
        if let scrub {
            parameters["time"] = .number(scrub)
            progress.set(Self.easedProgress(scrubbedTo: scrub))
        } else {
            parameters["time"] = .number(Self.animationDuration)
            progress.set(0)
            progress.animate(to: 1, at: time, duration: Self.animationDuration, curve: Self.curve)
        }
    }

    static func easedProgress(scrubbedTo seconds: Double) -> Double {
        curve.value(at: seconds / animationDuration)
    }
}
