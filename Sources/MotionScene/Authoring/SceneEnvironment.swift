/// What a scene is given besides its screen and inputs: services that differ between a server,
/// a test and an app. Passed in, never read from a global.
public struct SceneEnvironment: Sendable {
    public var textMeasurer: any TextMeasuring

    public init(textMeasurer: any TextMeasuring) {
        self.textMeasurer = textMeasurer
    }

    /// IPAGothic's own advances (the font the page draws with).
    public static let standard = SceneEnvironment(textMeasurer: FixedPitchTextMeasurer())
}

/// `FixedPitchMetrics` as a `TextMeasuring`.
public struct FixedPitchTextMeasurer: TextMeasuring {
    public init() {}

    public func width(of text: String, fontSize: Double) -> Double {
        FixedPitchMetrics.width(of: text, fontSize: fontSize)
    }
}
