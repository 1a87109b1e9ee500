import Testing

@testable import MotionCore

/// The Auto Layout layer: anchors, the safe-area guide of every profile, intrinsic sizes
/// with hugging and compression resistance, and run-time priority and constant changes.
struct LayoutAutoLayoutTests {
    let tolerance = 1e-9

    static let screens: [Screen] = {
        guard let catalog = try? DeviceCatalog.bundled() else { return [] }
        return catalog.profiles.flatMap { profile in Orientation.allCases.map { profile.screen($0) } }
    }()

    @Test func everyBundledProfileIsCovered() {
        #expect(Self.screens.count >= 2 * 15)
    }

    @Test(arguments: screens)
    func theSafeAreaGuideIsTheScreenInsetByTheProfile(screen: Screen) {
        let layout = ConstraintLayout(screen: screen)
        let insets = screen.safeArea
        let expected = Rect(
            x: insets.left, y: insets.top, width: screen.width - insets.left - insets.right,
            height: screen.height - insets.top - insets.bottom)
        let frame = layout.frame(of: layout.safeArea)
        for (got, want) in [(frame.x, expected.x), (frame.y, expected.y), (frame.width, expected.width),
            (frame.height, expected.height)]
        {
            #expect(abs(got - want) < tolerance)
        }
        #expect(layout.frame(of: layout.root) == screen.bounds)
    }

    @Test(arguments: screens)
    func aCenteredViewAdaptsToEveryProfile(screen: Screen) throws {
        var layout = ConstraintLayout(screen: screen)
        let box = try layout.addView("box")
        try layout.activate([
            box.centerXAnchor.constraint(equalTo: layout.safeArea.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: layout.safeArea.centerYAnchor),
            box.widthAnchor.constraint(equalTo: layout.safeArea.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.75),
        ])
        let guide = layout.frame(of: layout.safeArea)
        let frame = layout.frame(of: box)
        #expect(abs(frame.width - guide.width / 2) < tolerance)
        #expect(abs(frame.height - guide.width * 0.375) < tolerance)
        #expect(abs(frame.midX - guide.midX) < tolerance)
        #expect(abs(frame.midY - guide.midY) < tolerance)
    }

    /// A label of intrinsic height 24 pulled to 40 by a constraint of priority p: hugging
    /// (250) keeps it at 24 against p < 250 and yields to p > 250; compression resistance
    /// (750) keeps it from shrinking to 10 against p < 750.
    @Test(arguments: [(249, 40.0, 24.0), (251, 40.0, 40.0), (749, 10.0, 24.0), (751, 10.0, 10.0)])
    func intrinsicSizesHugAndResistAtTheirPriorities(priority: Int, target: Double, expected: Double) throws {
        var layout = ConstraintLayout(screen: try #require(Self.screens.first))
        let label = try layout.addView("label", intrinsicHeight: 24)
        try layout.add(label.topAnchor.constraint(equalTo: layout.safeArea.topAnchor))
        try layout.add(label.heightAnchor.constraint(equalToConstant: target).with(priority: LayoutPriority(priority)))
        #expect(abs(layout.frame(of: label).height - expected) < tolerance)
    }

    @Test func intrinsicSizesCanChange() throws {
        var layout = ConstraintLayout(screen: try #require(Self.screens.first))
        let label = try layout.addView("label", intrinsicWidth: 80, intrinsicHeight: 24)
        try layout.setIntrinsicSize(width: 120, height: 48, of: label)
        #expect(layout.frame(of: label).size == Size(width: 120, height: 48))
    }

    @Test func refusesWhatAutoLayoutRefuses() throws {
        var layout = ConstraintLayout(screen: try #require(Self.screens.first))
        let view = try layout.addView("view")
        let cases: [(LayoutConstraint, LayoutError.Kind)] = [
            (view.topAnchor.constraint(equalTo: layout.root.leadingAnchor), .incompatibleAnchors),
            (view.widthAnchor.constraint(equalTo: layout.root.leadingAnchor), .incompatibleAnchors),
            (view.topAnchor.constraint(equalToConstant: 10), .incompatibleAnchors),
            (view.topAnchor.constraint(equalTo: LayoutItem("ghost").topAnchor), .unknownItem),
            (view.topAnchor.constraint(equalTo: layout.root.topAnchor).named("screen.x"), .duplicateIdentifier),
        ]
        for (constraint, kind) in cases {
            do {
                try layout.add(constraint)
                Issue.record("\(constraint) should be refused")
            } catch {
                #expect(error.kind == kind)
            }
        }
        do {
            try layout.addView("view")
            Issue.record("a second 'view' should be refused")
        } catch {
            #expect(error.kind == .duplicateIdentifier)
        }
        do {
            try layout.setConstant(3, for: "nothing")
            Issue.record("an unknown identifier should be refused")
        } catch {
            #expect(error.kind == .unknownIdentifier)
        }
    }

    @Test func activateIsAllOrNothing() throws {
        var layout = ConstraintLayout(screen: try #require(Self.screens.first))
        let view = try layout.addView("view")
        let before = layout.solver.constraintCount
        do {
            try layout.activate([
                view.heightAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 20),
            ])
            Issue.record("height 10 and 20 cannot both be required")
        } catch {
            #expect(error.kind == .solver(.unsatisfiable))
        }
        #expect(layout.solver.constraintCount == before)
    }

    @Test func prioritiesAndConstantsChangeAtRunTime() throws {
        var layout = ConstraintLayout(screen: try #require(Self.screens.first))
        let view = try layout.addView("view")
        try layout.add(view.heightAnchor.constraint(equalToConstant: 50).with(priority: 500).named("tall"))
        try layout.add(view.heightAnchor.constraint(equalToConstant: 10).with(priority: 400).named("short"))
        let steps: [(change: (inout ConstraintLayout) throws(LayoutError) -> Void, height: Double)] = [
            ({ layout throws(LayoutError) in try layout.setPriority(300, for: "tall") }, 10),
            ({ layout throws(LayoutError) in try layout.setPriority(.required, for: "tall") }, 50),
            ({ layout throws(LayoutError) in try layout.setConstant(70, for: "tall") }, 70),
            ({ layout throws(LayoutError) in try layout.setPriority(1, for: "tall") }, 10),
            ({ layout throws(LayoutError) in try layout.remove("short") }, 70),
        ]
        for step in steps {
            try step.change(&layout)
            #expect(abs(layout.frame(of: view).height - step.height) < tolerance)
        }
        #expect(layout.constraint(named: "tall")?.priority == 1)
    }

    @Test func aContradictoryConstantIsRefusedAndTheLayoutKept() throws {
        var layout = ConstraintLayout(screen: try #require(Self.screens.first))
        let view = try layout.addView("view")
        try layout.add(view.heightAnchor.constraint(lessThanOrEqualToConstant: 100).named("cap"))
        try layout.add(view.heightAnchor.constraint(equalToConstant: 60).named("height"))
        do {
            try layout.setConstant(120, for: "height")
            Issue.record("height 120 exceeds the required cap of 100")
        } catch {
            #expect(error.kind == .solver(.unsatisfiable))
        }
        #expect(layout.constraint(named: "height")?.constant == 60)
        #expect(abs(layout.frame(of: view).height - 60) < tolerance)
    }
}
