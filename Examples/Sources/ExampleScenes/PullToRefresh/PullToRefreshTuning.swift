import MotionScene

extension PullToRefreshScene {
    /// Pull-to-refresh's chosen constants.
    struct Tuning: Tunables {
        /// How far the content must be pulled (as shown, after the rubber band) for a release to
        /// refresh. Chosen: UIRefreshControl's distance is undocumented; 80 pt needs a deliberate pull.
        var triggerDistance = 80.0
        /// Where the content holds while refreshing: the refresh control's height (60 pt, as
        /// UIRefreshControl measures on iOS 17).
        var holdHeight = 60.0
        /// How long the refresh takes (chosen: a quick network answer).
        var refreshSeconds = 1.5
        /// The spring back once refreshed: SwiftUI's `spring(response:dampingFraction:)`
        /// parameters; critically damped with a 0.4-s response (chosen: no bounce past the top).
        var returnResponse = 0.4
        var returnDampingFraction = 1.0
        /// UIActivityIndicatorView's medium style turns about once a second.
        var turnsPerSecond = 1.0

        static let tunables: [TunableDeclaration<Self>] = [
            .number(\.triggerDistance, "Pull to refresh", unit: "pt", range: 20...200, step: 1),
            .number(\.holdHeight, "Hold height", unit: "pt", range: 20...120, step: 1),
            .number(\.refreshSeconds, "Refresh duration", unit: "s", range: 0...5),
            .number(\.returnResponse, "Return response", unit: "s", range: 0.05...2),
            .number(\.returnDampingFraction, "Return damping", range: 0.1...2),
            .number(\.turnsPerSecond, "Spinner speed", unit: "turn/s", range: 0.1...4),
        ]

        /// The return spring; the declared ranges keep its inputs valid, so the fallback is never used.
        var returnSpring: Spring {
            (try? Spring(response: returnResponse, dampingFraction: returnDampingFraction)) ?? .scrollBounce
        }
    }
}
