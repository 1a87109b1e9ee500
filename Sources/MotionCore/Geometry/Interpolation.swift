/// Linear interpolation: `fraction` 0 gives `from`, 1 gives `to`; values outside [0, 1] extrapolate.
@inlinable
public func lerp(_ from: Double, _ to: Double, _ fraction: Double) -> Double {
    from + (to - from) * fraction
}

/// `value` limited to `lower ... upper`.
@inlinable
public func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    min(max(value, lower), upper)
}
