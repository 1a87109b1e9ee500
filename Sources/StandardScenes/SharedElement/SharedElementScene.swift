import MotionScene

/// `docs/scenes.md` §8 (seed 004; `Transition.swift` in the original): a photo grid whose tapped
/// image travels to the detail screen (push) and back (pop) while the detail screen fades in
/// or out.
///
/// The flying copy is aspect-fill from the first frame in both directions: a push gives the
/// copy the detail copy's `.scaleAspectFill` inside its animation block, which a content mode
/// does not animate, so it applies at once; a pop's copy is the detail's, aspect-fill already.
///
/// Where the original misbehaves we keep what it means to do, on purpose:
/// - a push hides the grid cell's image while the copy flies (the original hides a fresh copy
///   made by `createImageView()`, never the cell's own image, so the cell shows it twice);
/// - the copy lands on the detail image's frame and is then removed, the detail screen showing
///   its own image there (the original converts the image view's `frame` rather than its
///   `bounds`, so the copy lands at twice the bar's height, and it is never removed after a
///   push). The detail image is drawn aspect-fill, as the copy the original leaves over it;
/// - the detail screen is white (its storyboard's colour; `viewDidLoad` paints it red, which
///   reads as a leftover from debugging).
public struct SharedElementScene: PlayableTransition {
    public static let info = SceneInfo(
        id: "shared-element", title: "Shared-element image transition", seed: "004",
        summary: "The tapped grid photo flies to the detail screen's image (push) and back (pop), while the detail fades.")

    /// Seed: `transitionDuration` 0.4 s, `delay: 0.05`, for push and pop. Together they are the
    /// `time` slider's range, so not tunables.
    static let durationSeconds = 0.4
    static let delaySeconds = 0.05
    static let totalSeconds = delaySeconds + durationSeconds

    public enum Direction: String, SceneChoice { case push, pop }

    public struct Parameters: SceneParameters {
        public var selectedIndex = 4
        public var direction = Direction.push
        /// Seconds into the transition, delay included: scrubbed, or where a `play` has it.
        public var time = 0.0
        public init() {}
    }

    public struct Tuning: Tunables {
        /// Seed: `.curveEaseIn`.
        public var curve = TimingCurve.easeIn
        public init() {}
        public static let tunables: [TunableDeclaration<Self>] = [.curve(\.curve, "Curve")]
    }

    public struct State: SceneState {
        /// The travelling image's `[x, y, width, height]`.
        var imageFrame: [Double]
        var detailAlpha: Double
        var cellImageHidden: Bool
        var progress: Double
    }

    public static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
        [
            .integer(\.selectedIndex, "Selected photo", range: 0...(SharedElementLayout.photoCount - 1)),
            .choice(\.direction, "Direction"),
            .number(
                \.time, "Transition time", unit: "s", range: 0...totalSeconds, step: 0.01,
                marks: [ParameterMark("start", 0), ParameterMark("delay ends", delaySeconds), ParameterMark("end", totalSeconds)]),
        ]
    }

    public static var timeParameter: DeclaredPath<Parameters, Double> { \.time }
    public var playback = TransitionPlayback(durationSeconds: totalSeconds)

    public init(_ context: SceneContext<Self>) {}

    public func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
        let layout = SharedElementLayout(screen: context.screen)
        let index = context.parameters.selectedIndex
        let isPush = context.parameters.direction == .push
        let elapsed = clamp(context.parameters.time, 0, Self.totalSeconds)
        let progress = clamp((elapsed - Self.delaySeconds) / Self.durationSeconds, 0, 1)
        let eased = context.tuning.curve.value(at: progress)
        let (cell, detail) = (layout.cellFrame(index: index), layout.detailImageFrame)
        let imageFrame = isPush ? cell.interpolated(to: detail, fraction: eased) : detail.interpolated(to: cell, fraction: eased)
        let detailAlpha = isPush ? eased : 1 - eased
        let finished = elapsed >= Self.totalSeconds
        // Push hides the cell's image as soon as the animation is set up and leaves it hidden
        // under the detail screen; pop hides it until its completion shows it again.
        let cellImageHidden = isPush ? elapsed > 0 : !finished
        let state = State(
            imageFrame: [imageFrame.x, imageFrame.y, imageFrame.width, imageFrame.height], detailAlpha: detailAlpha,
            cellImageHidden: cellImageHidden, progress: progress)
        return SceneOutput(state: state, animating: playback.isPlaying(at: context.time)) {
            SharedElementPainter(layout: layout, selectedIndex: index).nodes(
                detailAlpha: detailAlpha, cellImageHidden: cellImageHidden,
                flyingImage: elapsed > 0 && !finished ? imageFrame : nil)
        }
    }
}
