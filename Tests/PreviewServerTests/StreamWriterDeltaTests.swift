import Testing

@testable import PreviewServer

/// Which form of a frame a viewer is sent (`docs/protocol-notes.md`, "Delta frames"): a delta
/// only when it was made from the frame the viewer has; otherwise the whole frame.
@Suite struct StreamWriterDeltaTests {
    /// Frame `seq` whole is `[seq, 0]`; its delta from `seq - 1` is `[seq, 1]`.
    static func frame(_ seq: Int) -> FrameEvents {
        FrameEvents(seq: seq, full: [UInt8(seq), 0], delta: [UInt8(seq), 1])
    }

    func drain(_ writer: inout StreamWriter) -> [UInt8] {
        var bytes: [UInt8] = []
        while case .send(let slice) = writer.read(maximum: 1 << 20) { bytes += slice }
        return bytes
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        /// The seq the opening ended with.
        let lastSent: Int?
        let fullFramesOnly: Bool
        /// Batches of frames offered; the viewer reads after each batch.
        let batches: [[Int]]
        let expected: [UInt8]
    }

    static let cases: [Case] = [
        Case(
            testDescription: "a viewer that keeps up gets deltas after its opening frame", lastSent: 4,
            fullFramesOnly: false, batches: [[5], [6], [7]], expected: [5, 1, 6, 1, 7, 1]),
        Case(
            testDescription: "a viewer that skipped a frame gets the next one whole, then deltas", lastSent: 4,
            fullFramesOnly: false, batches: [[5], [6, 7], [8]], expected: [5, 1, 7, 0, 8, 1]),
        Case(
            testDescription: "a viewer opened without a frame gets a whole one first", lastSent: nil,
            fullFramesOnly: false, batches: [[5], [6]], expected: [5, 0, 6, 1]),
        Case(
            testDescription: "?frames=full gets only whole frames", lastSent: 4, fullFramesOnly: true,
            batches: [[5], [6], [7]], expected: [5, 0, 6, 0, 7, 0]),
    ]

    @Test(arguments: cases)
    func sendsDeltasOnlyFromTheFrameTheViewerHas(_ example: Case) {
        var writer = StreamWriter(opening: [], lastSentSeq: example.lastSent, fullFramesOnly: example.fullFramesOnly)
        var sent: [UInt8] = drain(&writer)
        for batch in example.batches {
            for seq in batch { _ = writer.offer(frame: Self.frame(seq)) }
            sent += drain(&writer)
        }
        #expect(sent == example.expected)
    }

    @Test func aFrameWithoutADeltaGoesWholeAndDeltasFollowIt() {
        var writer = StreamWriter(opening: [], lastSentSeq: 1)
        _ = writer.offer(frame: FrameEvents(seq: 2, full: [2, 0]))
        _ = drain(&writer)
        _ = writer.offer(frame: Self.frame(3))
        #expect(drain(&writer) == [3, 1])
    }
}

/// A viewer that fell behind catches up on the deltas it missed while they follow on from its
/// frame and cost less than the newest frame whole (`StreamWriter.catchUpFrames`).
@Suite struct StreamWriterCatchUpTests {
    /// Frame `seq` whole is ten bytes `[seq, 0, …]`; its delta is `[seq, 1]`.
    static func frame(_ seq: Int, delta: Bool = true) -> FrameEvents {
        FrameEvents(seq: seq, full: [UInt8(seq)] + [UInt8](repeating: 0, count: 9), delta: delta ? [UInt8(seq), 1] : nil)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let lastSent: Int
        /// Frames offered before the viewer reads once; `false` marks a frame without a delta.
        let offered: [(seq: Int, delta: Bool)]
        let fullFramesOnly: Bool
        let expected: [UInt8]
    }

    static let cases: [Case] = [
        Case(
            testDescription: "three missed frames go as their three deltas", lastSent: 4,
            offered: [(5, true), (6, true), (7, true)], fullFramesOnly: false, expected: [5, 1, 6, 1, 7, 1]),
        Case(
            testDescription: "a missed frame without a delta: the newest whole", lastSent: 4,
            offered: [(5, true), (6, false), (7, true)], fullFramesOnly: false, expected: [7] + [UInt8](repeating: 0, count: 9)),
        Case(
            testDescription: "deltas together larger than the frame: the newest whole", lastSent: 4,
            offered: (5...10).map { (seq: $0, delta: true) }, fullFramesOnly: false, expected: [10] + [UInt8](repeating: 0, count: 9)),
        Case(
            testDescription: "more than catchUpFrames behind: the oldest fell out, the newest whole", lastSent: 0,
            offered: (1...(StreamWriter.catchUpFrames + 1)).map { (seq: $0, delta: true) }, fullFramesOnly: false,
            expected: [UInt8(StreamWriter.catchUpFrames + 1)] + [UInt8](repeating: 0, count: 9)),
        Case(
            testDescription: "?frames=full: the newest whole", lastSent: 4, offered: [(5, true), (6, true)],
            fullFramesOnly: true, expected: [6] + [UInt8](repeating: 0, count: 9)),
    ]

    @Test(arguments: cases)
    func catchesUpOnMissedDeltas(_ example: Case) {
        var writer = StreamWriter(opening: [], lastSentSeq: example.lastSent, fullFramesOnly: example.fullFramesOnly)
        _ = writer.read(maximum: 1 << 20)
        for (seq, delta) in example.offered { _ = writer.offer(frame: Self.frame(seq, delta: delta)) }
        var sent: [UInt8] = []
        while case .send(let slice) = writer.read(maximum: 1 << 20) { sent += slice }
        #expect(sent == example.expected)
        #expect(writer.lastSentSeq == example.offered.last?.seq)
    }

    /// Exactly `catchUpFrames` missed frames are kept and go as deltas; one more and the
    /// oldest falls out, so the viewer gets the newest whole (frames large enough here that
    /// the deltas are always smaller).
    @Test(arguments: [StreamWriter.catchUpFrames, StreamWriter.catchUpFrames + 1])
    func keepsCatchUpFramesMissedFrames(missed: Int) {
        func large(_ seq: Int) -> FrameEvents {
            FrameEvents(seq: seq, full: [UInt8(seq)] + [UInt8](repeating: 0, count: 99), delta: [UInt8(seq), 1])
        }
        var writer = StreamWriter(opening: [], lastSentSeq: 0)
        _ = writer.read(maximum: 1 << 20)
        for seq in 1...missed { _ = writer.offer(frame: large(seq)) }
        var sent: [UInt8] = []
        while case .send(let slice) = writer.read(maximum: 1 << 20) { sent += slice }
        let expected =
            missed <= StreamWriter.catchUpFrames
            ? (1...missed).flatMap { [UInt8($0), 1] } : [UInt8(missed)] + [UInt8](repeating: 0, count: 99)
        #expect(sent == expected)
        #expect(writer.skippedTotal == missed - 1)
    }
}
