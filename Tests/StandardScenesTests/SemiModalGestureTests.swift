import MotionScene
import Testing

@testable import StandardScenes

/// The carousel and the dismiss driven through the scene's events and parameters, on the
/// session clock: springs, the 0.3 s return, and what the parameters show.
struct SemiModalGestureTests {
    static let page = SemiModalProbe.pageWidth

    static func offset(_ scene: SemiModalScene.Runtime, at time: Double) -> Double {
        scene.presentedParameters(at: time)["carouselX"]?.number ?? .nan
    }

    @Test("a short fast flick springs one card on, carrying the flick's velocity; selected when it settles")
    func flick() throws {
        var scene = try SemiModalProbe.carousel(on: 4)
        let lifted = 4 * Self.page + 30
        try scene.handle(SemiModalProbe.event("drag", ["offset": lifted]), at: 0)
        try scene.handle(SemiModalProbe.event("release", ["velocityX": 2]), at: 0.05)
        // 2 pt/ms is 2000 pt/s: over the first millisecond the content moves about 2 pt.
        let step = Self.offset(scene, at: 0.051) - lifted
        #expect(abs(step - 2) < 0.1)
        let settled = try #require(scene.definition.carousel.value.completionTime)
        #expect(settled > 0.05 && settled < 1.5)
        let moving = scene.frame(at: (0.05 + settled) / 2)
        #expect(moving.animating && SemiModalProbe.number(moving, "selectedIndex") == 4)
        let rest = scene.frame(at: settled)
        #expect(!rest.animating && SemiModalProbe.number(rest, "selectedIndex") == 5)
        #expect(Self.offset(scene, at: settled) == 5 * Self.page)
        #expect(scene.parameters["carouselX"] == .number(5 * Self.page))
    }

    @Test("a slow drag past half a page settles on the nearest card, selected at once")
    func slowDrag() throws {
        var scene = try SemiModalProbe.carousel(on: 4)
        try scene.handle(SemiModalProbe.event("drag", ["offset": 4.6 * Self.page]), at: 0)
        try scene.handle(SemiModalProbe.event("release", ["velocityX": 0.1]), at: 0.5)
        #expect(SemiModalProbe.number(scene.frame(at: 0.5), "selectedIndex") == 5)
        #expect(abs(Self.offset(scene, at: 0.5) - 4.6 * Self.page) < 1e-9)
        let settled = try #require(scene.definition.carousel.value.completionTime)
        #expect(Self.offset(scene, at: settled) == 5 * Self.page)
    }

    @Test("past the first card the drag rubber-bands; the slider shows the end")
    func rubberBand() throws {
        var scene = try SemiModalProbe.carousel(on: 0)
        try scene.handle(SemiModalProbe.event("drag", ["offset": -100]), at: 0)
        // docs/physics.md: f(x, d) = (1 − 1/(x·0.55/d + 1))·d with d the 375-pt screen.
        let shown = (1 - 1 / (100 * 0.55 / 375 + 1)) * 375
        let card = SemiModalProbe.cardFrames(scene.frame(at: 0))[0]
        #expect(abs((card?[0] ?? .nan) - (24 + shown)) < 1e-9)
        #expect(Self.offset(scene, at: 0) == 0)
        try scene.handle(SemiModalProbe.event("release", ["velocityX": -3]), at: 0.1)
        let settled = try #require(scene.definition.carousel.value.completionTime)
        #expect(Self.offset(scene, at: settled) == 0)
        #expect(SemiModalProbe.number(scene.frame(at: settled), "selectedIndex") == 0)
    }

    @Test("dismiss below the threshold: the cards follow, then return over 0.3 s ease-in-ease-out")
    func dismissReturns() throws {
        var scene = try SemiModalProbe.carousel(on: 4)
        try scene.set(["dismissDragY": .number(100)], at: 0)
        let dragged = scene.frame(at: 0)
        #expect(SemiModalProbe.text(dragged, "interactorState") == "hasStarted")
        #expect(abs(SemiModalProbe.number(dragged, "dismissProgress") - 100 / SemiModalProbe.height) < 1e-15)
        #expect(SemiModalProbe.cardFrames(dragged)[4]?[1] == SemiModalProbe.cardTop + 100)
        try scene.handle(SemiModalProbe.event("releaseDismiss", ["velocityY": 300]), at: 1)
        for (elapsed, eased) in [(0.075, SemiModalProbe.easeInOutQuarter), (0.15, 0.5), (0.3, 1.0)] {
            let frame = scene.frame(at: 1 + elapsed)
            #expect(abs((SemiModalProbe.cardFrames(frame)[4]?[1] ?? .nan) - (SemiModalProbe.cardTop + 100 * (1 - eased))) < 1e-4)
            #expect(frame.animating == (elapsed < 0.3))
            #expect(SemiModalProbe.text(frame, "phase") == "carousel" && SemiModalProbe.text(frame, "interactorState") == "none")
        }
        #expect(scene.presentedParameters(at: 1.1)["dismissDragY"] == .number(0))
    }

    @Test(
        "dismiss past the threshold or released fast finishes: the dismiss flies from where the cards were",
        arguments: [(300.0, 0.0), (60, 1500)])
    func dismissFinishes(drag: Double, velocity: Double) throws {
        var scene = try SemiModalProbe.carousel(on: 4)
        try scene.set(["dismissDragY": .number(drag)], at: 0)
        try scene.handle(SemiModalProbe.event("releaseDismiss", ["velocityY": velocity]), at: 1)
        let start = scene.frame(at: 1)
        #expect(SemiModalProbe.text(start, "phase") == "dismissing")
        #expect(SemiModalProbe.cardFrames(start)[4]?[1] == SemiModalProbe.cardTop + drag)
        #expect(SemiModalProbe.text(scene.frame(at: 1.3), "phase") == "grid")
    }

    @Test("the drag going above its start cancels and the cards return; moving down again restarts there")
    func cancel() throws {
        var scene = try SemiModalProbe.carousel(on: 4)
        try scene.set(["dismissDragY": .number(120)], at: 0)
        try scene.set(["dismissDragY": .number(-10)], at: 0.5)
        let cancelled = scene.frame(at: 0.5)
        #expect(SemiModalProbe.text(cancelled, "interactorState") == "none")
        #expect(cancelled.animating)
        #expect(scene.presentedParameters(at: 0.5)["dismissDragY"] == .number(-10))
        try scene.set(["dismissDragY": .number(30)], at: 2)
        try scene.set(["dismissDragY": .number(70)], at: 2.1)
        #expect(SemiModalProbe.cardFrames(scene.frame(at: 2.1))[4]?[1] == SemiModalProbe.cardTop + 40)
    }

    @Test("a dismiss drag on a scrolled list does nothing until the list is at its top")
    func dragWaitsForTheTop() throws {
        var scene = try SemiModalProbe.carousel(on: 4)
        try scene.set(["innerScrollY": .number(50)], at: 0)
        try scene.set(["dismissDragY": .number(80)], at: 0.1)
        #expect(SemiModalProbe.text(scene.frame(at: 0.1), "interactorState") == "none")
        try scene.set(["innerScrollY": .number(0)], at: 0.2)
        try scene.set(["dismissDragY": .number(120)], at: 0.3)
        try scene.set(["dismissDragY": .number(170)], at: 0.4)
        #expect(SemiModalProbe.cardFrames(scene.frame(at: 0.4))[4]?[1] == SemiModalProbe.cardTop + 50)
    }

    @Test("the spec: §6's state names, the x offset marked for the canvas drag, velocity units")
    func specs() throws {
        #expect(SemiModalScene.Runtime.stateKeys == [
            "phase", "selectedIndex", "widenProgress", "navigationBarVisible", "horizontalScrollEnabled",
            "dismissProgress", "interactorState", "overlayAlpha", "cardFrames",
        ])
        // The scene's own parameters; its tunables follow them in the `tuning` group.
        let parameters = SemiModalScene.Runtime.parameters(for: try SemiModalProbe.screen()).filter { $0.group == nil }
        #expect(parameters.map(\.name) == ["transitionTime", "carouselX", "innerScrollY", "dismissDragY"])
        // Two values a finger moves: the carousel sideways, the open card's list up and down.
        let gestures = SceneGesture.all(parameters: parameters, events: SemiModalScene.Runtime.events)
        #expect(gestures.map(\.parameter) == ["carouselX", "innerScrollY"])
        #expect(gestures.map { $0.drag?.event } == ["drag", "dragList"])
        #expect(gestures.map { $0.release?.event } == ["release", "releaseList"])
        #expect(gestures.map(\.releaseScale) == [0.001, 1], "the carousel's release is pt/ms (§6), the list's pt/s")
        #expect(parameters[1].maximum == 11 * Self.page)
        let events = Dictionary(uniqueKeysWithValues: SemiModalScene.Runtime.events.map { ($0.name, $0) })
        #expect(events.keys.sorted() == ["dismiss", "done", "drag", "dragList", "release", "releaseDismiss", "releaseList", "tapTile"])
        #expect(events["release"]?.arguments.map(\.unit) == ["pt/ms"])
        #expect(events["releaseDismiss"]?.arguments.map(\.unit) == ["pt/s"])
        // Every state key is in every phase's frame.
        var scene = try SemiModalProbe.scene()
        for time in [0.0, 0.1, 0.5] {
            if time == 0.1 { try scene.handle(SemiModalProbe.event("tapTile", ["index": 2]), at: 0) }
            #expect(scene.frame(at: time).state.map(\.key) == SemiModalScene.Runtime.stateKeys)
        }
    }

    @Test("a scene rebuilt from its shown parameters (a device change) shows the same carousel")
    func rebuild() throws {
        var scene = try SemiModalProbe.carousel(on: 6)
        try scene.set(["innerScrollY": .number(200)], at: 0)
        let rebuilt = SemiModalScene.Runtime(screen: try SemiModalProbe.screen(), parameters: scene.presentedParameters(at: 1), at: 1)
        #expect(rebuilt.frame(at: 1).state == scene.frame(at: 1).state)
        #expect(rebuilt.frame(at: 1).nodes == scene.frame(at: 1).nodes)
    }
}
