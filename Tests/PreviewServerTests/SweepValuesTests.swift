import Testing

@testable import PreviewServer

/// A sweep's values start and end exactly at the range's ends and never leave it: a last value
/// rounded past the end would be refused as out of range (the iPhone 16 Pro's article scroll
/// range, −200 … 807.5999…, was).
struct SweepValuesTests {
    @Test(
        "evenly spaced values include both ends exactly and stay inside",
        arguments: [(-200.0, 807.5999999999999, 81), (0, 1, 3), (-0.1, 0.7, 51), (1e-3, 1234.56789, 240), (5, 5, 4)])
    func endsExactly(from: Double, to: Double, count: Int) {
        let values = BatchFrames.evenlySpaced(from: from, to: to, count: count)
        #expect(values.count == count)
        #expect(values.first == from && values.last == to)
        #expect(values.allSatisfy { $0 >= min(from, to) && $0 <= max(from, to) })
    }
}
