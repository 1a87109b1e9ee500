
/// The drag contract every scroll scene shares: `drag(offset)` puts the content where the finger
/// has it (unclamped), `release(velocityX|velocityY)` lets go.
extension ScrollDriver {
    /// Largest release speed accepted, points per second (the contract's ±20000: well past the
    /// fastest flick a phone reports, about 8000 pt/s).
    public static let velocityLimit = 20_000.0

    /// `drag(offset)` for an axis scrolling over `bounds`; the offset may lie one viewport past
    /// either edge (a finger dragging far past it shows little more: the rubber band saturates).
    public static func dragEvent(bounds: ClosedRange<Double>, viewport: Double) -> EventSpec {
        dragEvent(range: (bounds.lowerBound - viewport)...(bounds.upperBound + viewport), default: bounds.lowerBound)
    }

    public static func dragEvent(range: ClosedRange<Double>, default defaultValue: Double) -> EventSpec {
        EventSpec(
            "drag",
            arguments: [.number("offset", label: "Content offset", unit: "pt", range: range, default: defaultValue, step: 1)])
    }

    /// `release(velocityX)` or `release(velocityY)`.
    public static func releaseEvent(_ axis: ParameterSpec.DragAxis) -> EventSpec {
        EventSpec(
            "release",
            arguments: [
                .number(velocityName(axis), label: "Release velocity", unit: "pt/s", range: -velocityLimit...velocityLimit, default: 0)
            ])
    }

    public static func velocityName(_ axis: ParameterSpec.DragAxis) -> String {
        axis == .x ? "velocityX" : "velocityY"
    }

    /// Applies a `drag` or `release` event; false for any other event.
    public mutating func handle(
        _ event: SceneEvent, along axis: ParameterSpec.DragAxis, at time: Double, target: ScrollFling.TargetOffset? = nil
    ) -> Bool {
        switch event.name {
        case "drag":
            drag(to: event.number("offset"), at: time)
        case "release":
            release(velocity: event.number(Self.velocityName(axis)), at: time, target: target)
        default:
            return false
        }
        return true
    }
}
