import MotionScene
import Testing

@testable import StandardScenes

/// `collapse` (docs/scenes.md §9): the image collapses only when `height == 0` outranks the
/// aspect ratio (300), on every device, and the change animates over 0.3 s.
struct CollapseSceneTests {
    let tolerance = 1e-9

    static let screens: [Screen] = {
        guard let catalog = try? DeviceCatalog.bundled() else { return [] }
        return catalog.profiles.flatMap { profile in Orientation.allCases.map { profile.screen($0) } }
    }()

    /// Expected geometry from the profile, written out independently of the solver: the card
    /// spans the safe width less two 16-pt margins but at most 430 pt, centred; the image is
    /// 0.75 of that tall, the content starts 12 pt under the image, the card 16 pt under the
    /// navigation bar.
    func expectedCardWidth(_ screen: Screen) -> Double {
        min(screen.width - screen.safeArea.left - screen.safeArea.right - 32, 430)
    }

    func expectedImageHeight(_ screen: Screen) -> Double {
        0.75 * expectedCardWidth(screen)
    }

    func expectedContentTop(_ screen: Screen, imageHeight: Double) -> Double {
        screen.safeArea.top + screen.navigationBar + 16 + imageHeight + 12
    }

    func scene(_ screen: Screen, priority: Int? = nil) -> CollapseScene.Runtime {
        var parameters: [String: ParameterValue] = [:]
        if let priority { parameters["heightZeroPriority"] = .number(Double(priority)) }
        return CollapseScene.Runtime(screen: screen, parameters: parameters, at: 0)
    }

    func state(_ scene: CollapseScene.Runtime, at time: Double, _ key: String) -> Double {
        scene.frame(at: time).state[key]?.doubleValue ?? .nan
    }

    @Test func coversEveryProfileInBothOrientations() {
        #expect(Self.screens.count >= 30)
    }

    /// Below 300 the aspect ratio wins, above it `height == 0` wins; a scene created at 300
    /// (a tie) is the storyboard's layout raised to 300, so the image stays.
    @Test(arguments: screens)
    func thePriorityAgainstTheAspectRatioDecides(screen: Screen) {
        let full = expectedImageHeight(screen)
        let table: [(priority: Int, imageHeight: Double)] = [
            (1, full), (100, full), (299, full), (300, full), (301, 0), (500, 0), (999, 0), (1000, 0),
        ]
        for row in table {
            let scene = scene(screen, priority: row.priority)
            let height = state(scene, at: 0, "imageHeight")
            #expect(abs(height - row.imageHeight) < tolerance, "priority \(row.priority) on \(screen.device.id)")
            #expect(abs(state(scene, at: 0, "contentTop") - expectedContentTop(screen, imageHeight: height)) < tolerance)
        }
    }

    /// At exactly 300 the layout keeps what it had: collapsed when lowered from above,
    /// expanded when raised from below (the tie rule).
    @Test(arguments: [(500, 0.0), (1000, 0.0), (100, 1.0), (1, 1.0)])
    func atATieTheLayoutKeepsWhatItHad(from priority: Int, expandedFraction: Double) throws {
        let screen = try #require(Self.screens.first { $0.device.id == "iphone-x" && $0.orientation == .portrait })
        var scene = scene(screen, priority: priority)
        try scene.set(["heightZeroPriority": .number(300)], at: 1)
        let height = state(scene, at: 2, "imageHeight")
        #expect(abs(height - expandedFraction * expectedImageHeight(screen)) < tolerance)
    }

    @Test func raisingThePriorityAnimatesTheCollapseOver300Milliseconds() throws {
        let screen = try #require(Self.screens.first)
        let full = expectedImageHeight(screen)
        var scene = scene(screen)
        try scene.set(["heightZeroPriority": .number(500)], at: 1)
        let table: [(time: Double, linearProgress: Double, animating: Bool)] = [
            (1.0, 0, true), (1.075, 0.25, true), (1.15, 0.5, true), (1.225, 0.75, true), (1.3, 1, false),
            (2.0, 1, false),
        ]
        for row in table {
            let eased = TimingCurve.easeInEaseOut.value(at: row.linearProgress)
            let height = state(scene, at: row.time, "imageHeight")
            #expect(abs(height - full * (1 - eased)) < 1e-6, "t = \(row.time)")
            // The content follows the image: its top stays 12 pt under the image's bottom.
            #expect(abs(state(scene, at: row.time, "contentTop") - expectedContentTop(screen, imageHeight: height)) < 1e-6)
            #expect(scene.frame(at: row.time).animating == row.animating)
        }
        #expect(scene.frame(at: 1.1).state["collapsed"] == .bool(true))
    }

    @Test func reversingMidFlightStartsFromWhatIsOnScreen() throws {
        let screen = try #require(Self.screens.first)
        var scene = scene(screen)
        try scene.set(["heightZeroPriority": .number(500)], at: 1)
        let shown = state(scene, at: 1.1, "imageHeight")
        try scene.set(["heightZeroPriority": .number(100)], at: 1.1)
        #expect(abs(state(scene, at: 1.1, "imageHeight") - shown) < 1e-9)
        #expect(abs(state(scene, at: 1.4, "imageHeight") - expectedImageHeight(screen)) < 1e-9)
    }

    @Test(arguments: [0.0, 0.1, 0.15, 0.3])
    func timeScrubsTheLastChange(seconds: Double) throws {
        let screen = try #require(Self.screens.first)
        var scene = scene(screen, priority: 500)
        try scene.set(["time": .number(seconds)], at: 5)
        let eased = TimingCurve.easeInEaseOut.value(at: seconds / 0.3)
        #expect(abs(state(scene, at: 5, "imageHeight") - expectedImageHeight(screen) * (1 - eased)) < 1e-9)
        #expect(!scene.frame(at: 5).animating)
    }

    @Test func toggleCollapsesAndRestoresLikeTheSeed() throws {
        let screen = try #require(Self.screens.first)
        var scene = scene(screen)
        for expected in [500.0, 100, 500] {
            try scene.handle(SceneEvent(name: "toggle"), at: 0)
            #expect(scene.parameters["heightZeroPriority"] == .number(expected))
        }
        #expect(abs(state(scene, at: 1, "imageHeight")) < tolerance)
    }

    @Test func anUnknownEventIsRefusedAndChangesNothing() throws {
        let screen = try #require(Self.screens.first)
        var scene = scene(screen)
        let before = scene.frame(at: 0)
        #expect(throws: SceneError.self) { try scene.handle(SceneEvent(name: "shake"), at: 0) }
        #expect(scene.frame(at: 0) == before)
    }

    @Test(arguments: screens)
    func theDisplayListIsTheSolvedLayout(screen: Screen) throws {
        let scene = scene(screen)
        let frame = scene.frame(at: 0)
        let card = try #require(frame.node(id: "card"))
        let image = try #require(frame.node(id: "card.image"))
        let title = try #require(frame.node(id: "card.title"))
        let body = try #require(frame.node(id: "card.body.2"))
        let button = try #require(frame.node(id: "button"))
        #expect(image.src == "forest-1")
        #expect(image.frame.x == 0 && image.frame.y == 0)
        #expect(abs(image.frame.height - expectedImageHeight(screen)) < tolerance)
        #expect(abs(card.frame.y + title.frame.y - expectedContentTop(screen, imageHeight: image.frame.height)) < tolerance)
        // The card wraps its content with a 16-pt margin and the button sits 16 pt under it.
        #expect(abs(card.frame.height - (body.frame.maxY + 16)) < tolerance)
        #expect(abs(button.frame.y - (card.frame.maxY + 16)) < tolerance)
        let safeMidX = screen.safeArea.left + (screen.width - screen.safeArea.left - screen.safeArea.right) / 2
        #expect(abs(card.frame.width - expectedCardWidth(screen)) < tolerance)
        #expect(abs(card.frame.midX - safeMidX) < tolerance)
    }
}

extension CollapseSceneTests {
    /// The dashboard's Reset sends every default at once: a `time` sent with a priority shows
    /// the change at that time, even when `time` already had that value.
    @Test func aTimeSentWithThePriorityShowsTheChangeThereWithoutTheClock() throws {
        let screen = try #require(Self.screens.first)
        var scene = scene(screen)
        try scene.set(["heightZeroPriority": .number(500)], at: 1)
        #expect(scene.parameters["time"] == .number(0.3))
        try scene.set(["heightZeroPriority": .number(100), "time": .number(0.3)], at: 1.1)
        #expect(abs(state(scene, at: 1.1, "imageHeight") - expectedImageHeight(screen)) < tolerance)
        #expect(!scene.frame(at: 1.1).animating)
    }
}
