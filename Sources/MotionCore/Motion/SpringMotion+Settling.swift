import Foundation

extension SpringMotion {
    /// Seconds after release from which |displacement| and |velocity| both stay within
    /// `threshold` for good: solved, not scanned. Both are damped sums of the form
    /// f(t) = P·C(t) + Q·S(t); for each we find the last critical point (extremum or zero) at
    /// which |f| still reaches the bound, in closed form, and bisect the one monotonic piece
    /// after it.
    public func settlingTime(_ threshold: SettleThreshold) -> Double {
        let x0 = initialDisplacement
        let v0 = initialVelocity
        let position = lastTime(above: threshold.displacement, p: x0, q: v0 + decay * x0)
        let speed = lastTime(above: threshold.velocity, p: v0, q: -(decay * v0 + naturalFrequencySquared * x0))
        return max(position, speed)
    }

    /// f(t) = P·C(t) + Q·S(t).
    private func evaluate(_ p: Double, _ q: Double, at time: Double) -> Double {
        let (c, s) = basis(at: max(time, 0))
        return c * p + s * q
    }

    /// The last t ≥ 0 with |f(t)| ≥ bound (0 if there is none).
    private func lastTime(above bound: Double, p: Double, q: Double) -> Double {
        if discriminant > 0 { return lastTimeOscillating(above: bound, p: p, q: q) }
        // ζ ≥ 1: f has at most one zero and one extremum, and |f| falls monotonically to 0
        // after both. Walk the critical points backwards; the first one where |f| still
        // reaches the bound starts the piece holding the crossing.
        let points = [0.0] + criticalTimes(p: p, q: q).filter { $0 > 0 }.sorted()
        for (index, start) in points.enumerated().reversed() where abs(evaluate(p, q, at: start)) >= bound {
            let end = index + 1 < points.count ? points[index + 1] : tailEnd(after: start, above: bound, p: p, q: q)
            return crossing(p, q, bound, from: start, to: end)
        }
        return 0
    }

    /// Zero and extremum of f for ζ ≥ 1 (each where it exists).
    private func criticalTimes(p: Double, q: Double) -> [Double] {
        let beta = decay
        if discriminant == 0 {
            guard q != 0 else { return [] }
            return [-p / q, 1 / beta - p / q]
        }
        // tanh(γt) = −Pγ/Q at the zero, (βP − Q)/(γP − βQ/γ) at the extremum.
        let gamma = (-discriminant).squareRoot()
        let ratios = [q == 0 ? .nan : -p * gamma / q, (beta * p - q) / (gamma * p - beta * q / gamma)]
        return ratios.filter { $0.isFinite && $0 > -1 && $0 < 1 }.map { atanh($0) / gamma }
    }

    /// A time after `start` where |f| is below the bound, for a tail that decays monotonically.
    private func tailEnd(after start: Double, above bound: Double, p: Double, q: Double) -> Double {
        // Step by the slowest time constant: the tail is exponential.
        let step = 1 / max(decay - (-min(discriminant, 0)).squareRoot(), .leastNormalMagnitude)
        // Not `< bound`: a value that is not a number ends the search, as it always has.
        return Self.firstDoubling(from: start, step: step) { !(abs(evaluate(p, q, at: $0)) >= bound) }
    }

    /// `start + step·2ᵏ` for the least k ≥ 0 where `isPast` holds: a handful of steps on an
    /// exponential tail; 2,000 doublings could not be exhausted by finite values. (A
    /// `for … where` here once filtered instead of stopping, so every release evaluated f
    /// 2,000 times: 170k instructions, 5 % of the CPU of a looping fling, issue 15.)
    static func firstDoubling(from start: Double, step: Double, isPast: (Double) -> Bool) -> Double {
        var step = step
        var end = start + step
        var doublings = 0
        while doublings < 2000, !isPast(end) {
            step *= 2
            end = start + step
            doublings += 1
        }
        return end
    }

    /// ζ < 1: f = R·e^(−βt)·cos(ωd·t − φ). Its |f| peaks at ωd·t − φ = kπ − α, α = atan2(β, ωd),
    /// with height R·e^(−βt)·ωd/ω0, and falls to zero at ωd·t − φ = kπ + π/2.
    private func lastTimeOscillating(above bound: Double, p: Double, q: Double) -> Double {
        let omega = discriminant.squareRoot()
        let amplitude = hypot(p, q / omega)
        guard amplitude > 0 else { return 0 }
        let phase = atan2(q / omega, p)
        let alpha = atan2(decay, omega)
        let peakScale = amplitude * omega / naturalFrequencySquared.squareRoot()
        // Peaks at or after t = 0 that still reach the bound end by this time.
        let latestPeak = peakScale >= bound ? log(peakScale / bound) / decay : -1
        let k = ((latestPeak * omega - phase + alpha) / .pi).rounded(.down)
        let peak = (k * .pi - alpha + phase) / omega
        if peak >= 0 {
            return crossing(p, q, bound, from: peak, to: peak + (.pi / 2 + alpha) / omega)
        }
        guard abs(p) >= bound else { return 0 }
        // No peak after release reaches the bound but the start does: |f| falls from t = 0 to
        // the first zero.
        // Zeros sit at ωd·t = φ + π/2 + jπ; take the first j giving t ≥ 0.
        let j = (-(phase + .pi / 2) / .pi).rounded(.up)
        let firstZero = max(phase + .pi / 2 + j * .pi, 0) / omega
        return crossing(p, q, bound, from: 0, to: firstZero)
    }

    /// Bisects the time where |f| falls through the bound on [start, end], where it is monotonic.
    private func crossing(_ p: Double, _ q: Double, _ bound: Double, from start: Double, to end: Double) -> Double {
        var low = start
        var high = end
        // 200 halvings exhaust any double interval; the loop stops at adjacent doubles.
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if abs(evaluate(p, q, at: middle)) >= bound { low = middle } else { high = middle }
        }
        return high
    }
}
