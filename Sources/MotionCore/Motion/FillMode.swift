/// What an animation presents outside its active interval, as Core Animation's `fillMode`.
public enum FillMode: String, Hashable, Sendable, CaseIterable {
    /// Nothing: before its start and after its end the model value shows.
    case removed
    /// Holds the end value after the end.
    case forwards
    /// Shows the start value from `beginTime` through the delay.
    case backwards
    case both

    var fillsBackwards: Bool { self == .backwards || self == .both }
    var fillsForwards: Bool { self == .forwards || self == .both }
}
