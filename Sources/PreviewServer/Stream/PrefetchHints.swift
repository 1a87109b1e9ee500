import CPrefetch

/// Where a session's data lay when the frame clock last ticked it, so that the clock can ask
/// for those cache lines while it still works on the session before (`FrameClock.run`).
///
/// Why: with hundreds of sessions animating, a session's objects — its locked state, its
/// scene, its last frame, its viewer — are out of the caches by its next frame, a sixtieth of
/// a second and every other session's work later. Each first touch then stalled the thread:
/// `swift_retain` and `pthread_mutex_lock` took 10 % and 2 % of the server's time for 7 % and
/// 0.2 % of its instructions (perf and callgrind, 800 sessions looping the fling, issue 15).
/// A session's objects stay where they are from frame to frame, so last frame's addresses are
/// a good guess for this one's.
///
/// Only addresses are kept, as numbers: nothing is retained or read through them. A stale
/// address (the object was freed since, or a list was regrown) costs one wasted load; a
/// prefetch never faults.
struct PrefetchHints: Sendable {
    /// At most this many lines are kept for a session: its own objects take about 35. Asking
    /// for more cost more than it saved. With the frame before's lists and node boxes noted
    /// after them, capped at 480 lines, the server spent 25 % more CPU a frame than at 48; at
    /// 200, 6 % more; at 96, 3 % more. Capped at 24, cutting into the session's own, 1.5 % more
    /// (900 sessions looping the fling, alternating runs, issue 15).
    static let maximumLines = 48
    static let lineBytes = 64

    /// A run of whole lines from `first`.
    private struct Run: Sendable {
        let first: UInt
        let count: Int
    }

    /// The runs, in the order they were noted: what a tick touches first, first. Kept as runs
    /// and spelled out only when asked for: a line at a time, noting cost 1 % of the server's
    /// time (perf, 1,000 sessions).
    private var runs: [Run] = []
    private var lineCount = 0

    init() {}

    /// Every noted line, in order.
    var lines: [UInt] {
        runs.flatMap { run in (0..<run.count).map { run.first + UInt($0 * Self.lineBytes) } }
    }

    /// Forgets every line, keeping the room: the clock reuses one value per session.
    mutating func removeAll() {
        runs.removeAll(keepingCapacity: true)
        lineCount = 0
    }

    /// Notes `bytes` from the start of `object`.
    mutating func note(_ object: AnyObject, bytes: Int) {
        note(address: UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), bytes: bytes)
    }

    /// Notes an array's buffer: its header (count, capacity) and its first `maximumBytes`. An
    /// empty array has no buffer of its own.
    mutating func note<Element>(buffer array: [Element], maximumBytes: Int) {
        let base = array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        guard !array.isEmpty, base > Self.arrayHeaderBytes else { return }
        let bytes = min(array.count * MemoryLayout<Element>.stride, maximumBytes)
        note(address: base - Self.arrayHeaderBytes, bytes: Int(Self.arrayHeaderBytes) + bytes)
    }

    /// An array's storage object before its elements: its type, reference counts, count and
    /// capacity.
    private static let arrayHeaderBytes: UInt = 32

    /// Notes the lines of `bytes` from `address`, as many as there is room for.
    mutating func note(address: UInt, bytes: Int) {
        guard address != 0, bytes > 0, lineCount < Self.maximumLines else { return }
        let lineBytes = UInt(Self.lineBytes)
        let first = address & ~(lineBytes - 1)
        let end = address &+ UInt(bytes)
        let count = min(Int((end &- first &+ lineBytes &- 1) / lineBytes), Self.maximumLines - lineCount)
        if runs.isEmpty { runs.reserveCapacity(Self.runsReserved) }
        runs.append(Run(first: first, count: count))
        lineCount += count
    }

    /// Room for a session's runs at once: its own object, its state, scene, frame, delta,
    /// names and a viewer or two.
    private static let runsReserved = 12

    /// Asks for every noted line.
    func prefetch() {
        let lineBytes = UInt(Self.lineBytes)
        runs.withUnsafeBufferPointer { runs in
            for run in runs {
                var line = run.first
                for _ in 0..<run.count {
                    mp_prefetch(line)
                    line &+= lineBytes
                }
            }
        }
    }
}
