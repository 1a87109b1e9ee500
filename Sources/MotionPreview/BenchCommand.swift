import ArgumentParser
import MotionScene

/// `motion-preview bench`: what one evaluation of the motion engine costs. Each case is timed
/// over several rounds of many evaluations at varying times; the median round is reported.
/// Every result feeds a checksum that is printed, so the optimiser can drop none of them.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Print the cost of evaluating a curve, a spring, a deceleration and a scroll model at a time.",
        discussion: "Build with scripts/build-release (a release build) for meaningful figures.",
        subcommands: [BenchFramesCommand.self])

    @Option(help: "Evaluations per round.")
    var iterations = 2_000_000

    @Option(help: "Timed rounds per case (the median is reported), after one warm-up round.")
    var rounds = 7

    func validate() throws {
        guard iterations > 0, rounds > 0 else { throw ValidationError("--iterations and --rounds must be positive") }
    }

    func run() throws {
        var checksum = 0.0
        for benchCase in try Self.cases() {
            let nanoseconds = measure(benchCase.evaluate, checksum: &checksum)
            let name = benchCase.name.padding(to: 44)
            print("\(name) \(format(nanoseconds, decimals: 1).leftPadded(to: 7)) ns/eval  \(format(1e3 / nanoseconds, decimals: 1).leftPadded(to: 7)) M evals/s")
        }
        print("checksum \(checksum)")
    }

    /// The median over `rounds` of the nanoseconds one evaluation takes.
    private func measure(_ evaluate: (Double) -> Double, checksum: inout Double) -> Double {
        let clock = ContinuousClock()
        var samples: [Double] = []
        // Times sweep 0 … 4 s so every branch (before/after handoffs, settling) is visited.
        let step = 4.0 / Double(iterations)
        for round in 0...rounds {
            var sum = 0.0
            let elapsed = clock.measure {
                var time = 0.0
                for _ in 0..<iterations {
                    sum += evaluate(time)
                    time += step
                }
            }
            checksum += blackHole(sum)
            if round > 0 {
                let (seconds, attoseconds) = elapsed.components
                samples.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(iterations))
            }
        }
        return samples.sorted()[samples.count / 2]
    }

    private struct Case {
        let name: String
        let evaluate: (Double) -> Double
    }

    private static func cases() throws -> [Case] {
        let curve = try TimingCurve(p1x: 0.68, p1y: -0.55, p2x: 0.265, p2y: 1.55)
        let under = SpringMotion(spring: .caSpringAnimationDefault, initialDisplacement: 100, initialVelocity: 0)
        let over = SpringMotion(spring: try Spring(dampingRatio: 1.5, stiffness: 200), initialDisplacement: 100, initialVelocity: -500)
        let decay = Decay(position: 0, velocity: 2500, rate: .normal)
        var scroll = ScrollModel(axis: ScrollAxis(bounds: 0...2040, viewportLength: 960), offset: 1200)
        scroll.release(velocity: 3000, at: 0)
        let frozenScroll = scroll
        var animated = AnimatedValue(0)
        animated.animate(to: 100, at: 0, duration: 2)
        animated.animate(to: 40, at: 0.5, spring: .caSpringAnimationDefault)
        let frozenAnimated = animated
        return [
            Case(name: "curve: easeInEaseOut value(at:)") { TimingCurve.easeInEaseOut.value(at: $0 / 4) },
            Case(name: "curve: overshooting cubic-bezier value(at:)") { curve.value(at: $0 / 4) },
            Case(name: "spring: under-damped displacement(at:)") { under.displacement(at: $0) },
            Case(name: "spring: over-damped displacement(at:)") { over.displacement(at: $0) },
            Case(name: "spring: settlingTime (solve)") { under.settlingTime(.points(scale: 1 + $0)) },
            Case(name: "deceleration: position(at:)") { decay.position(at: $0) },
            Case(name: "scroll model: fling + bounce offset(at:)") { frozenScroll.offset(at: $0) },
            Case(name: "animated value: curve + spring value(at:)") { frozenAnimated.value(at: $0) },
        ]
    }
}

/// Hands a value to code the optimiser cannot see through, so it must be computed.
@inline(never)
private func blackHole(_ value: Double) -> Double {
    value
}

private func format(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return "\(rounded)"
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
