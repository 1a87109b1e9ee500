/// A deterministic pseudo-random sequence in [0, 1) seeded from a picture's name, so the same
/// name always gives the same picture on every machine: FNV-1a (32-bit) hashes the name and
/// mulberry32 turns the hash into a sequence — both small, well-known and exact in integers.
struct PlaceholderRandom {
    private var state: UInt32

    init(name: String) {
        var hash: UInt32 = 0x811c_9dc5
        for byte in name.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        state = hash
    }

    mutating func next() -> Double {
        state = state &+ 0x6d2b_79f5
        var t = state
        t = (t ^ (t >> 15)) &* (t | 1)
        t ^= t &+ ((t ^ (t >> 7)) &* (t | 61))
        return Double(t ^ (t >> 14)) / 4_294_967_296
    }

    /// A value in `range`.
    mutating func next(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + next() * (range.upperBound - range.lowerBound)
    }
}

/// `hsl(h s% l%)` as `#rrggbb` (CSS Color 4's conversion), so the pictures use only colours
/// every SVG viewer reads.
func hslColor(_ hue: Double, _ saturation: Double, _ lightness: Double) -> String {
    let s = min(max(saturation, 0), 100) / 100
    let l = min(max(lightness, 0), 100) / 100
    func channel(_ n: Double) -> Int {
        let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
        let a = s * min(l, 1 - l)
        let value = l - a * max(-1, min(k - 3, 9 - k, 1))
        return Int((value * 255).rounded())
    }
    let digits = [channel(0), channel(8), channel(4)].map { value -> String in
        let text = String(min(max(value, 0), 255), radix: 16)
        return text.count == 1 ? "0" + text : text
    }
    return "#" + digits.joined()
}
