import MotionScene

/// The rows' "記事を読む" buttons: each row's wrapper scales on its own (one may still be
/// springing back while another is pressed), and one finger holds at most one of them.
struct ParallaxButtons: Hashable, Sendable, TimeVarying {
    private var presses: [Int: ButtonPress] = [:]

    /// Applies a touch phase to row `index`'s button. Refused, changing nothing: a `down` while
    /// another row's button is held, and whatever `ButtonPress` refuses.
    mutating func handle(_ phase: ButtonPressPhase, row index: Int, at time: Double, _ tuning: ParallaxListScene.Tuning)
        throws(SceneError)
    {
        if phase == .down, let held = presses.first(where: { $0.value.isPressed && $0.key != index }) {
            throw SceneError(.notAllowedNow, "the button of row \(held.key) is still held", field: "index")
        }
        var press = presses[index] ?? ButtonPress()
        try press.handle(
            phase, at: time, pressedScale: tuning.pressedScale, durationSeconds: tuning.pressDurationSeconds,
            curve: tuning.pressCurve)
        // Only the latest touch-up-inside opens its article.
        if press.actionTime != nil {
            for key in presses.keys where key != index { presses[key]?.cancelAction() }
        }
        presses[index] = press
    }

    func scale(row index: Int, at time: Double) -> Double {
        presses[index]?.scale.value(at: time) ?? 1
    }

    /// The row whose action has run by `time`, if any.
    func openedRow(at time: Double) -> Int? {
        presses.first { $0.value.actionFired(at: time) }?.key
    }

    func isAnimating(at time: Double) -> Bool {
        presses.values.contains { $0.isAnimating(at: time) }
    }
}
