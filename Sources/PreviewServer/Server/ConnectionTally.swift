/// Open connections per peer address, counted while they wait in the front door and while
/// libmicrohttpd serves them, so the per-address cap (issue 12, item 4) holds across both: a
/// slowloris peer cannot park more sockets in the front than it could hold in libmicrohttpd.
final class ConnectionTally: @unchecked Sendable {
    private struct Counts {
        var byAddress: [String: Int] = [:]
        var total = 0
    }

    private let perAddress: Int
    private let total: Int
    private let counts = Locked(Counts())

    init(perAddress: Int, total: Int) {
        self.perAddress = perAddress
        self.total = total
    }

    /// Counts a new connection from `address` if both caps leave room for it.
    func admit(_ address: String) -> Bool {
        counts.withLock { counts in
            guard counts.total < total, counts.byAddress[address, default: 0] < perAddress else { return false }
            counts.byAddress[address, default: 0] += 1
            counts.total += 1
            return true
        }
    }

    /// Counts a connection that is already open (libmicrohttpd has started serving it).
    func enter(_ address: String) {
        counts.withLock { counts in
            counts.byAddress[address, default: 0] += 1
            counts.total += 1
        }
    }

    func leave(_ address: String) {
        counts.withLock { counts in
            guard let count = counts.byAddress[address] else { return }
            counts.byAddress[address] = count > 1 ? count - 1 : nil
            counts.total -= 1
        }
    }

    func count(of address: String) -> Int {
        counts.withLock { $0.byAddress[address, default: 0] }
    }
}
