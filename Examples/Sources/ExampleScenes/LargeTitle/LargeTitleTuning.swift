import MotionScene

extension LargeTitleScene {
    /// The large title's chosen constants.
    struct Tuning: Tunables {
        /// The area a large title adds under the 44-pt bar (UINavigationBar since iOS 11: 44 → 96 pt).
        var largeTitleHeight = 52.0
        /// `UIFont.TextStyle.largeTitle` at the default Dynamic Type size, bold.
        var largeTitleSize = 34.0
        /// `UIFont.TextStyle.headline`: the inline title, semibold.
        var inlineTitleSize = 17.0
        /// How much a pull enlarges the large title at most (chosen: iOS grows it about a tenth).
        var maximumStretch = 1.1
        /// The pull, in points, that reaches the largest stretch (chosen).
        var stretchDistance = 120.0
        /// Collapse progress at which the large title starts handing over to the inline one
        /// (chosen: by then it is half way into the bar).
        var crossfadeStart = 0.6

        static let tunables: [TunableDeclaration<Self>] = [
            .number(\.largeTitleHeight, "Large title area", unit: "pt", range: 20...120, step: 1),
            .number(\.largeTitleSize, "Large title size", unit: "pt", range: 20...60, step: 1),
            .number(\.inlineTitleSize, "Inline title size", unit: "pt", range: 11...24, step: 1),
            .number(\.maximumStretch, "Largest stretch", range: 1...1.5),
            .number(\.stretchDistance, "Pull to largest stretch", unit: "pt", range: 20...400, step: 1),
            .number(\.crossfadeStart, "Crossfade starts at", range: 0...0.99),
        ]
    }
}
