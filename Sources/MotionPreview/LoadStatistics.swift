import Foundation

/// Order statistics for the load report.
struct LoadStatistics {
    private let sorted: [Double]

    init(_ values: [Double]) {
        sorted = values.sorted()
    }

    var count: Int { sorted.count }

    /// The nearest-rank percentile, or nil without samples.
    func percentile(_ fraction: Double) -> Double? {
        guard !sorted.isEmpty else { return nil }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// `median 0.41 ms, p99 1.2 ms, max 3.0 ms (n=…)`, values given in seconds.
    var millisecondsSummary: String {
        guard let median = percentile(0.5), let p99 = percentile(0.99), let max = sorted.last else { return "no samples" }
        func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }
        return "median \(ms(median)), p99 \(ms(p99)), max \(ms(max)) (n=\(count))"
    }
}
