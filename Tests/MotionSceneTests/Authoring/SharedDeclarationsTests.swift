import Dispatch
import Foundation
import MotionCore
import Testing

@testable import MotionScene

/// Issue 15: what depends only on a scene type and a screen is built once and shared by every
/// session on that screen — the declarations with their scroll writers and key paths, the
/// published parameters' readers, the screen's frame fields — so that a frame, which copies
/// them, touches data every session uses rather than its own.
struct SharedDeclarationsTests {
    static func screen(_ orientation: Orientation) throws -> Screen {
        try #require(try DeviceCatalog.bundled().profile(id: "iphone-x")).screen(orientation)
    }

    static func runtime(on screen: Screen) -> SceneRuntime<StretchyHeaderScene> {
        SceneRuntime<StretchyHeaderScene>(screen: screen, parameters: [:], at: 0)
    }

    @Test("two sessions on one screen share one declarations object and their readers; another screen has its own")
    func sessionsOnOneScreenShareTheirDeclarations() throws {
        let portrait = try Self.screen(.portrait)
        let first = Self.runtime(on: portrait)
        let second = Self.runtime(on: portrait)
        #expect(first.context.declared === second.context.declared)
        #expect(first.readers.parameters.sharesStorage(with: second.readers.parameters))
        #expect(first.readers.tunings.sharesStorage(with: second.readers.tunings))

        let landscape = Self.runtime(on: try Self.screen(.landscape))
        #expect(landscape.context.declared !== first.context.declared)
        // The screen is held there too, and each context still reads its own.
        #expect(first.context.screen == portrait)
        #expect(landscape.context.screen == (try Self.screen(.landscape)))
        // Shared, and still what the declarations say.
        #expect(first.context.declaredPaths.names == StretchyHeaderScene.parameters(for: portrait).map(\.name))
        #expect(first.readers.parameters.map(\.name) == first.context.declarations.map(\.name))
    }

    @Test("a session's frames read the same values through shared readers as through its own")
    func sharedReadersReadEachSessionsOwnValues() throws {
        let portrait = try Self.screen(.portrait)
        var moved = Self.runtime(on: portrait)
        try moved.set(["scrollY": .number(120), "barColor": .text("#112233")], at: 0.5)
        let resting = Self.runtime(on: portrait)
        let names = moved.parameterSpecs(on: portrait).map(\.name)
        let movedValues = moved.publishedFrame(names, at: 0.5).parameters
        let restingValues = resting.publishedFrame(names, at: 0.5).parameters
        #expect(movedValues.first { $0.name == "scrollY" }?.value == .number(120))
        #expect(movedValues.first { $0.name == "barColor" }?.value == .text("#112233"))
        #expect(restingValues.first { $0.name == "scrollY" }?.value == .number(0))
    }

    @Test("sessions at the default tuning share its published values; a retuned one has its own")
    func theDefaultTuningsValuesAreShared() throws {
        let portrait = try Self.screen(.portrait)
        let first = Self.runtime(on: portrait)
        var retuned = Self.runtime(on: portrait)
        #expect(first.tuned.values.sharesStorage(with: Self.runtime(on: portrait).tuned.values))
        try retuned.set(["tuning.imageHeight": .number(300)], at: 0.1)
        #expect(!retuned.tuned.values.sharesStorage(with: first.tuned.values))
        #expect(retuned.tuned.values.first { $0.name == "tuning.imageHeight" }?.value == .number(300))
        #expect(first.tuned.values.first { $0.name == "tuning.imageHeight" }?.value == .number(240))
        // Back at the default: shared again.
        try retuned.set(["tuning.imageHeight": .number(240)], at: 0.2)
        #expect(retuned.tuned.values.sharesStorage(with: first.tuned.values))
    }

    @Test("frame fields are shared by screen, and equal the fields built for that screen alone")
    func screenFieldsAreSharedByScreen() throws {
        let portrait = try Self.screen(.portrait)
        let landscape = try Self.screen(.landscape)
        #expect(ScreenFields.shared(portrait).entries.sharesStorage(with: ScreenFields.shared(portrait).entries))
        #expect(!ScreenFields.shared(portrait).entries.sharesStorage(with: ScreenFields.shared(landscape).entries))
        for screen in [portrait, landscape] {
            #expect(ScreenFields.shared(screen).entries == ScreenFields(screen).entries)
            #expect(ScreenFields.shared(screen).screen == screen)
        }
    }
}

/// The cache hands every caller the value stored first, even to callers that computed it at
/// the same time: otherwise sessions created together would each keep their own.
struct DeclarationCacheRaceTests {
    final class Box: Sendable {}

    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var boxes: [Box] = []
        func append(_ box: Box) { lock.withLock { boxes.append(box) } }
        var all: [Box] { lock.withLock { boxes } }
    }

    @Test("two threads computing one cached value at once both get the one stored first")
    func concurrentFirstCallersGetOneObject() {
        let kind = "race-\(UUID().uuidString)"
        let bothComputing = DispatchGroup()
        bothComputing.enter()
        bothComputing.enter()
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            let box = DeclarationCache.value(Box.self, kind) { () -> Box in
                // Each caller waits inside `compute` until the other is there too, so both
                // compute before either stores.
                bothComputing.leave()
                _ = bothComputing.wait(timeout: .now() + 5)
                return Box()
            }
            results.append(box)
        }
        let boxes = results.all
        #expect(boxes.count == 2)
        #expect(boxes.first === boxes.last)
    }
}

extension SceneRuntime {
    fileprivate func parameterSpecs(on screen: Screen) -> [ParameterSpec] { Self.parameters(for: screen) }
}
