import Testing

@testable import MotionPreview

/// Saves in bursts start one build once the sources are quiet for 200 ms.
struct RebuildDebounceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var changes: [Double]
        var askedAt: Double
        var due: Bool
        var testDescription: String { "changes \(changes), asked at \(askedAt) → \(due)" }
    }

    // Times that are exact in binary, so the 200-ms boundary is not blurred by rounding.
    @Test("due once 200 ms pass without a change", arguments: [
        Case(changes: [], askedAt: 5, due: false),
        Case(changes: [1], askedAt: 1.125, due: false),
        Case(changes: [1], askedAt: 1.25, due: true),
        Case(changes: [1, 1.125], askedAt: 1.25, due: false),
        Case(changes: [1, 1.125], askedAt: 1.375, due: true),
    ])
    func due(_ row: Case) {
        var debounce = RebuildDebounce()
        for time in row.changes { debounce.changed(at: time) }
        #expect(debounce.isDue(at: row.askedAt) == row.due)
    }

    @Test("beginning a build gives the burst's first change and waits for the next")
    func begin() {
        var debounce = RebuildDebounce()
        debounce.changed(at: 1)
        debounce.changed(at: 1.1)
        #expect(debounce.begin() == 1)
        #expect(!debounce.isDue(at: 9))
        #expect(debounce.begin() == nil)
    }
}
