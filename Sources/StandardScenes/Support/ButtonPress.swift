import MotionScene

/// A button whose wrapper view shrinks while it is held, as the seed's cells do: touch-down
/// animates the wrapper's scale to `pressedScale`, either touch-up animates it back to 1, and
/// only touch-up-inside runs the button's action — in the completion of its animation, so the
/// action happens the moment the wrapper is back at full size.
struct ButtonPress: Hashable, Sendable, TimeVarying {
    typealias Phase = ButtonPressPhase

    /// The wrapper's scale, animated by `UIView.animate` without options (ease-in-ease-out).
    private(set) var scale = AnimatedValue(1)
    private(set) var isPressed = false
    /// When the latest touch-up-inside animation completes; nil after any other phase.
    private(set) var actionTime: Double?

    /// Applies one touch phase at `time`. A `down` while held, or an `up` without a `down`,
    /// is refused and changes nothing.
    mutating func handle(
        _ phase: Phase, at time: Double, pressedScale: Double, durationSeconds: Double, curve: TimingCurve
    ) throws(SceneError) {
        guard isPressed != (phase == .down) else {
            let reason = isPressed ? "the button is already pressed" : "'\(phase.rawValue)' needs a 'down' first"
            throw SceneError(.notAllowedNow, reason, field: "phase")
        }
        isPressed = phase == .down
        let completion = scale.animate(to: isPressed ? pressedScale : 1, at: time, duration: durationSeconds, curve: curve)
        actionTime = phase == .upInside ? completion : nil
    }

    /// Forgets a pending or run action (another button's action took over).
    mutating func cancelAction() { actionTime = nil }

    /// The action has run by `time`.
    func actionFired(at time: Double) -> Bool {
        actionTime.map { time >= $0 } ?? false
    }

    func isAnimating(at time: Double) -> Bool { scale.isAnimating(at: time) }
}

/// The touch phases a pressable button reacts to (`UIControl.Event` .touchDown, .touchUpInside,
/// .touchUpOutside).
public enum ButtonPressPhase: String, SceneChoice { case down, upInside, upOutside }
