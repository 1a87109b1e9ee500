
/// One scroll parameter (`scrollY`, `pageX`, …) as the scene's scroll view has it: scrubbed by a
/// slider, dragged by a finger (rubber-banding past its bounds) and released into a deceleration,
/// a page or a snap through the motion engine's `ScrollModel`. Every scroll scene keeps one per
/// scrolling axis, so the drag contract (`drag(offset)`, `release(velocity…)`) works the same
/// everywhere.
public struct ScrollDriver: Hashable, Sendable {
    public private(set) var model: ScrollModel
    /// Session time the content started moving by itself (a release or an animated scroll);
    /// nil while it rests or follows a finger.
    public private(set) var motionStart: Double?
    /// The unconstrained offset the content showed when the current drag began.
    private var dragOrigin: Double?

    public init(axis: ScrollAxis, offset: Double) {
        model = ScrollModel(axis: axis, offset: offset)
    }

    public var axis: ScrollAxis { model.axis }

    public func offset(at time: Double) -> Double { model.offset(at: time) }

    /// Points per second in the content-offset direction.
    public func velocity(at time: Double) -> Double { model.velocity(at: time) }

    public func isAnimating(at time: Double) -> Bool { model.isAnimating(at: time) }

    public var isDragging: Bool { model.isDragging }

    /// When a motion under way comes to rest (nil when nothing moves by itself).
    public var settleTime: Double? {
        guard let motionStart, let fling = model.fling else { return nil }
        return motionStart + fling.settleTime
    }

    /// Where the content ends up once what is under way settles.
    public func restingOffset(at time: Double) -> Double {
        model.fling.map(\.restingOffset) ?? model.offset(at: time)
    }

    /// A slider sets the offset: whatever moved stops there (scrub wins).
    public mutating func set(offset: Double) {
        model.set(offset: offset)
        motionStart = nil
        dragOrigin = nil
    }

    /// The finger puts the content at `unconstrained` (an offset that may lie past the bounds);
    /// the content shows it rubber-banded. The first drag of a gesture grabs the content where
    /// it is presented, stopping any motion.
    public mutating func drag(to unconstrained: Double, at time: Double) {
        let origin: Double
        if let dragOrigin, model.isDragging {
            origin = dragOrigin
        } else {
            let axis = model.axis
            origin = axis.rubberBand.unconstrained(
                forOffset: model.offset(at: time), bounds: axis.bounds, dimension: axis.viewportLength)
            model.beginDrag(at: time)
            dragOrigin = origin
        }
        model.drag(distance: unconstrained - origin, at: time)
        motionStart = nil
    }

    /// The finger lifts with `velocity` (points per second, content-offset direction): the model
    /// decelerates, pages, snaps (`target`) or bounces back.
    public mutating func release(velocity: Double, at time: Double, target: ScrollFling.TargetOffset? = nil) {
        model.release(velocity: velocity, at: time, target: target)
        motionStart = time
        dragOrigin = nil
    }

    /// Animates to `target` from where the content is, as `setContentOffset(_:animated:)`;
    /// `animation` replaces the axis's snap animation for this one move.
    public mutating func scroll(to target: Double, at time: Double, animation: ScrollAxis.SnapAnimation? = nil) {
        let standing = model.axis.snapAnimation
        if let animation { model.axis.snapAnimation = animation }
        model.scroll(to: target, at: time)
        model.axis.snapAnimation = standing
        motionStart = time
        dragOrigin = nil
    }
}
