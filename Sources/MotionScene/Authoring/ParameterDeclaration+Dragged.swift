/// A value a finger drags that is not a plain scroll view: a strip that wraps, a carousel that
/// springs onto cards. The parameter is marked with its drag axis so the page knows which value
/// a finger moves, and the scene declares `drag` and `release` among its own events and moves
/// the value itself.
extension ParameterDeclaration {
    /// A number in `range` that a drag along `axis` moves through the scene's own `drag` and
    /// `release` events (unlike `.scroll`, no scroll model is attached).
    public static func dragged(
        _ keyPath: DeclaredPath<Root, Double>, _ label: String, along axis: ParameterSpec.DragAxis, unit: String = "pt",
        range: ClosedRange<Double>, default defaultValue: Double? = nil, step: Double = 1, marks: [ParameterMark] = [],
        events: ParameterSpec.DragEvents? = nil
    ) -> Self {
        Self(keyPath, makeSpec: { name, value in
            ParameterSpec.number(name, label: label, unit: unit, range: range, default: value, step: step, marks: marks)
                .dragged(along: axis, events: events)
        }, default: defaultValue)
    }
}

extension EventArgument where Value == Double {
    /// `drag`'s `offset`, as every drag contract declares it (`ScrollDriver.dragEvent`).
    public static func dragOffset(range: ClosedRange<Double>, default defaultValue: Double) -> Self {
        Self(spec: ScrollDriver.dragEvent(range: range, default: defaultValue).arguments[0])
    }

    /// `release`'s `velocityX` or `velocityY` in points per second (`ScrollDriver.releaseEvent`).
    public static func releaseVelocity(_ axis: ParameterSpec.DragAxis) -> Self {
        Self(spec: ScrollDriver.releaseEvent(axis).arguments[0])
    }
}
