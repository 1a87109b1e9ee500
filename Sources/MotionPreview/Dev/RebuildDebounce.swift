/// Saves come in bursts — an editor writes a file and then its backup, a formatter rewrites
/// it — so a build starts once the sources have been quiet for `quietSeconds`. A pure state
/// machine: times are passed in.
struct RebuildDebounce: Equatable {
    /// 200 ms: longer than an editor's save-and-format burst, short next to a build.
    static let standardQuietSeconds = 0.2

    let quietSeconds: Double
    /// When the first change of the pending burst was seen; nil when nothing waits for a build.
    private(set) var firstChange: Double?
    private(set) var lastChange: Double?

    init(quietSeconds: Double = Self.standardQuietSeconds) {
        self.quietSeconds = quietSeconds
    }

    mutating func changed(at time: Double) {
        if firstChange == nil { firstChange = time }
        lastChange = time
    }

    /// True once a change waits and none has followed it for `quietSeconds`.
    func isDue(at time: Double) -> Bool {
        guard let lastChange else { return false }
        return time - lastChange >= quietSeconds
    }

    /// Starts the build: returns when the burst began and forgets it.
    mutating func begin() -> Double? {
        defer {
            firstChange = nil
            lastChange = nil
        }
        return firstChange
    }
}
