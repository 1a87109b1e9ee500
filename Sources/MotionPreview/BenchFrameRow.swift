import MotionScene

/// One scene's line of `bench frames`: microseconds at the median and 99th percentile, bytes
/// of the full frame and of the average delta, and the sessions animating at 60 frames/s one
/// core sustains.
struct BenchFrameRow {
    var sceneID: String
    var frames: Int
    var computeMedian, computeP99, encodeMedian, encodeP99, deltaMedian, deltaP99: Double
    var medianBytes, maximumBytes, averageDeltaBytes: Int

    init(_ result: BenchFrameRun.Result) {
        sceneID = result.sceneID
        frames = result.bytes.count
        computeMedian = Self.percentile(result.computeNanoseconds, 0.5) / 1000
        computeP99 = Self.percentile(result.computeNanoseconds, 0.99) / 1000
        encodeMedian = Self.percentile(result.encodeNanoseconds, 0.5) / 1000
        encodeP99 = Self.percentile(result.encodeNanoseconds, 0.99) / 1000
        deltaMedian = Self.percentile(result.deltaNanoseconds, 0.5) / 1000
        deltaP99 = Self.percentile(result.deltaNanoseconds, 0.99) / 1000
        averageDeltaBytes = result.deltaBytes.isEmpty ? 0 : result.deltaBytes.reduce(0, +) / result.deltaBytes.count
        medianBytes = Int(Self.percentile(result.bytes.map(Double.init), 0.5))
        maximumBytes = result.bytes.max() ?? 0
    }

    /// 1 s / (compute + delta at the median) / 60 frames a second: a session's stream work
    /// per frame while its viewers keep up. The whole frame is encoded only for a viewer that
    /// joins or fell behind (the server's `WholeFrame`), so `encode` is not on that path.
    var sessionsPerCore: Double {
        let micros = computeMedian + deltaMedian
        return micros > 0 ? 1e6 / micros / 60 : 0
    }

    /// Nearest-rank percentile of `samples` (0 when there are none).
    static func percentile(_ samples: [Double], _ fraction: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank - 1, 0), sorted.count - 1)]
    }

    static func table(_ rows: [BenchFrameRow]) -> String {
        let header = [
            "scene", "frames", "compute µs p50", "p99", "encode µs p50", "p99", "delta µs p50", "p99", "bytes p50", "max",
            "delta B avg", "sessions@60",
        ]
        let lines = rows.map { row in
            [
                row.sceneID, "\(row.frames)", fixed(row.computeMedian), fixed(row.computeP99), fixed(row.encodeMedian),
                fixed(row.encodeP99), fixed(row.deltaMedian), fixed(row.deltaP99), "\(row.medianBytes)",
                "\(row.maximumBytes)", "\(row.averageDeltaBytes)", "\(Int(row.sessionsPerCore))",
            ]
        }
        let widths = header.indices.map { column in ([header] + lines).map { $0[column].count }.max() ?? 0 }
        return ([header] + lines).map { cells in
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    static func json(_ rows: [BenchFrameRow]) -> String {
        JSONWriter.string(
            .array(
                rows.map { row in
                    [
                        "scene": .string(row.sceneID), "frames": .number(Double(row.frames)),
                        "computeMicrosMedian": .number(row.computeMedian), "computeMicrosP99": .number(row.computeP99),
                        "encodeMicrosMedian": .number(row.encodeMedian), "encodeMicrosP99": .number(row.encodeP99),
                        "deltaMicrosMedian": .number(row.deltaMedian), "deltaMicrosP99": .number(row.deltaP99),
                        "deltaBytesAverage": .number(Double(row.averageDeltaBytes)),
                        "bytesMedian": .number(Double(row.medianBytes)), "bytesMax": .number(Double(row.maximumBytes)),
                        "sessionsPerCoreAt60": .number(row.sessionsPerCore.rounded()),
                    ]
                }))
    }

    /// One decimal: enough for microseconds.
    private static func fixed(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return "\(Int(tenths) / 10).\(abs(Int(tenths)) % 10)"
    }
}
