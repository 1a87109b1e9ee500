/// A token bucket per peer address, for actions one client must not be able to repeat
/// without bound (issue 12: 2,000 `POST /api/sessions` from one client left no room for
/// anyone else's Share). Time is passed in, so tests need no clock.
final class AddressRateLimits: Sendable {
    /// Addresses remembered at once; past it, buckets that have refilled (which would allow
    /// exactly what a new bucket allows) are forgotten, so memory stays bounded.
    static let rememberedAddresses = 4096

    private let perMinute: Double
    private let buckets = Locked<[String: RateLimiter]>([:])

    init(perMinute: Double) {
        self.perMinute = perMinute
    }

    /// Takes one action for `address` if its bucket allows it.
    func allow(_ address: String, at now: Double) -> Bool {
        buckets.withLock { buckets in
            if buckets.count >= Self.rememberedAddresses {
                buckets = buckets.filter { !$0.value.isFull(at: now) }
            }
            var bucket = buckets[address] ?? RateLimiter(rate: perMinute / 60, burst: perMinute, now: now)
            defer { buckets[address] = bucket }
            return bucket.allow(at: now)
        }
    }
}
