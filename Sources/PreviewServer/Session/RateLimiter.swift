/// A token bucket: `rate` inputs per second on average, up to `burst` at once. Time is passed
/// in, so tests need no clock.
struct RateLimiter: Hashable, Sendable {
    let rate: Double
    let burst: Double
    private var tokens: Double
    private var last: Double

    init(rate: Double, burst: Double, now: Double) {
        self.rate = rate
        self.burst = burst
        tokens = burst
        last = now
    }

    /// Takes one token if there is one.
    mutating func allow(at now: Double) -> Bool {
        tokens = min(burst, tokens + max(now - last, 0) * rate)
        last = max(last, now)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }

    /// True when the bucket would hold `burst` tokens at `now`: as good as a new one.
    func isFull(at now: Double) -> Bool {
        tokens + max(now - last, 0) * rate >= burst
    }
}
