import MotionScene

/// The configuration is the scene's tuning. Declared tunable are the constants a designer tunes
/// without moving a parameter's range (the transition's length, the card geometry and the
/// content set the sliders' ranges and stay fixed).
extension SemiModalConfiguration: Tunables {
    public static let tunables: [TunableDeclaration<Self>] = [
        .curve(\.transitionCurve, "Transition curve"),
        .number(\.overlayAlpha, "Overlay alpha", range: 0...1),
        .number(\.cardCornerRadius, "Card corner radius", unit: "pt", range: 0...40, step: 1),
        .number(\.swipeVelocityThreshold, "Flick threshold", unit: "pt/ms", range: 0...5),
        .number(\.navigationBarDurationSeconds, "Navigation bar duration", unit: "s", range: 0...2),
        .curve(\.navigationBarCurve, "Navigation bar curve"),
        .number(\.shouldFinishVelocityY, "Dismiss finish velocity", unit: "pt/s", range: 0...5000, step: 10),
        .number(\.resetDurationSeconds, "Cards return duration", unit: "s", range: 0...2),
        .curve(\.resetCurve, "Cards return curve"),
    ]
}
