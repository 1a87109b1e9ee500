import Testing

@testable import MotionPreview

/// `motion-preview load`'s largest frame gap: the longest wait at a viewer between two frames
/// while the session was being driven.
@Suite struct LoadReportGapTests {
    /// Frames every 16 ms from seq 10, inputs carried by seqs 12 and 18 (six frames apart).
    static func report(inputSeqs: [Int], arrivals: [Int: Double]) -> LoadReport {
        LoadReport(
            viewers: 1, open: 1, elapsed: 1, published: arrivals.count, received: [arrivals],
            inputs: inputSeqs.map { LoadInputs.Record(seq: $0, sent: 0, answered: 0) }, refusedInputs: 0)
    }

    static func steady(_ seqs: ClosedRange<Int>, every interval: Double = 0.016) -> [Int: Double] {
        Dictionary(uniqueKeysWithValues: seqs.map { ($0, Double($0 - seqs.lowerBound) * interval) })
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var inputSeqs: [Int]
        var arrivals: [Int: Double]
        var expectedGap: Double
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Frames between the inputs count: the gap is the frame interval, not the six frames
        // between the two inputs.
        Case(name: "steady frames between inputs", inputSeqs: [12, 18], arrivals: steady(10...30), expectedGap: 0.016),
        // A stall between two driven frames shows, even though neither carries an input.
        Case(
            name: "a stall between the inputs",
            inputSeqs: [12, 18],
            arrivals: steady(10...30).merging([15: 0.5, 16: 0.516, 17: 0.532, 18: 0.548]) { $1 },
            expectedGap: 0.5 - 4 * 0.016),
        // The quiet after the last input is not a stall.
        Case(
            name: "quiet after the last input", inputSeqs: [12, 18],
            arrivals: steady(10...18).merging([19: 5.0]) { $1 }, expectedGap: 0.016),
        // No inputs: every frame counts.
        Case(name: "no inputs", inputSeqs: [], arrivals: steady(10...12).merging([13: 1.0]) { $1 }, expectedGap: 1.0 - 0.032),
    ]

    @Test(arguments: cases)
    func largestGap(_ example: Case) throws {
        let gap = try #require(Self.report(inputSeqs: example.inputSeqs, arrivals: example.arrivals).largestFrameGap)
        #expect(abs(gap - example.expectedGap) < 1e-9)
    }
}
