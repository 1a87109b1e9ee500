import Testing

@testable import PreviewServer

/// Issue 15: the frame clock asks for a session's cache lines while it ticks the session
/// before (`PrefetchHints`); a tick notes where the session's data lies for its next one.
@Suite struct PrefetchHintsTests {
    struct Region: Sendable, CustomTestStringConvertible {
        let address: UInt
        let bytes: Int
        let lines: [UInt]
        var testDescription: String { "\(bytes) bytes at \(address)" }
    }

    static func line(of object: AnyObject) -> UInt {
        UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()) & ~63
    }

    @Test(arguments: [
        Region(address: 0x1000, bytes: 1, lines: [0x1000]),
        Region(address: 0x1000, bytes: 64, lines: [0x1000]),
        Region(address: 0x1000, bytes: 65, lines: [0x1000, 0x1040]),
        Region(address: 0x1010, bytes: 64, lines: [0x1000, 0x1040]),
        Region(address: 0x103F, bytes: 2, lines: [0x1000, 0x1040]),
        Region(address: 0x1000, bytes: 200, lines: [0x1000, 0x1040, 0x1080, 0x10C0]),
        Region(address: 0x1000, bytes: 0, lines: []),
        Region(address: 0, bytes: 64, lines: []),
    ])
    func aRegionIsNotedAsTheLinesItTouches(_ region: Region) {
        var hints = PrefetchHints()
        hints.note(address: region.address, bytes: region.bytes)
        #expect(hints.lines == region.lines)
    }

    @Test func atMostTheBudgetIsKeptFirstNotedFirst() {
        var hints = PrefetchHints()
        hints.note(address: 0x10000, bytes: 64 * 100)
        hints.note(address: 0x90000, bytes: 64)
        #expect(hints.lines.count == PrefetchHints.maximumLines)
        #expect(hints.lines.first == 0x10000)
        #expect(hints.lines.last == 0x10000 + UInt(64 * (PrefetchHints.maximumLines - 1)))
        #expect(!hints.lines.contains(0x90000))
    }

    @Test func forgettingEmptiesTheBudgetToo() {
        var hints = PrefetchHints()
        hints.note(address: 0x10000, bytes: 64 * 100)
        hints.removeAll()
        #expect(hints.lines.isEmpty)
        hints.note(address: 0x20000, bytes: 64)
        #expect(hints.lines == [0x20000])
    }

    @Test func anArrayIsNotedFromItsHeaderToItsFirstBytes() {
        let array = [UInt64](repeating: 7, count: 100)
        let base = array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        var hints = PrefetchHints()
        hints.note(buffer: array, maximumBytes: 128)
        var expected = PrefetchHints()
        expected.note(address: base - 32, bytes: 32 + 128)
        #expect(hints.lines == expected.lines)
        // A short array: only its elements, not `maximumBytes`.
        var short = PrefetchHints()
        let two: [UInt64] = [1, 2]
        short.note(buffer: two, maximumBytes: 4096)
        #expect(short.lines.count <= 2)
        var empty = PrefetchHints()
        empty.note(buffer: [UInt64](), maximumBytes: 128)
        #expect(empty.lines.isEmpty)
    }

    @Test func anObjectIsNotedFromItsStart() {
        let viewer = ResumeBatchTests.waitingViewer()
        var hints = PrefetchHints()
        hints.note(viewer, bytes: 1)
        #expect(hints.lines == [Self.line(of: viewer)])
    }

    /// A tick that publishes notes the session first, then what it reaches (its locked state,
    /// its scene, its latest frame, its viewer), afresh; one that publishes nothing leaves the
    /// hints as they were.
    @Test func aPublishingTickNotesTheSessionAndItsViewerAfresh() throws {
        let session = try SessionRegistry.testing().create(TestScrollScene.self, now: 0)
        let viewer = try session.addViewer(now: 0)
        var hints = PrefetchHints()
        // The viewer's arrival is announced on this tick.
        _ = session.tick(now: 1, batch: nil, notingPrefetch: &hints)
        let first = hints.lines
        #expect(first.first == Self.line(of: session))
        #expect(first.count > 4)
        #expect(first.count <= PrefetchHints.maximumLines)
        var viewerLines = PrefetchHints()
        viewer.notePrefetch(into: &viewerLines)
        #expect(!viewerLines.lines.isEmpty)
        #expect(first.count < PrefetchHints.maximumLines)
        #expect(Set(viewerLines.lines).isSubset(of: Set(first)))

        // Nothing due: the hints stay, a line noted since included.
        hints.note(address: 0x40, bytes: 1)
        _ = session.tick(now: 1.001, batch: nil, notingPrefetch: &hints)
        #expect(hints.lines == first + [0x40])

        // A second viewer is announced on the next tick: noted afresh.
        _ = try session.addViewer(now: 2)
        _ = session.tick(now: 3, batch: nil, notingPrefetch: &hints)
        #expect(hints.lines.first == Self.line(of: session))
        #expect(!hints.lines.contains(0x40))
    }
}
