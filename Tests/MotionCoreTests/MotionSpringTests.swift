import Foundation
import Testing
@testable import MotionCore

@Suite struct MotionSpringTests {
    /// Each parameterisation against docs/physics.md's formulas, written out here.
    @Test func parameterisationsConvertAsPhysicsMdSays() throws {
        let twoPi = 2 * Double.pi
        let cases: [(Spring, stiffness: Double, damping: Double)] = [
            (.caSpringAnimationDefault, 100, 10),
            (try Spring(mass: 2, stiffness: 50, damping: 3), 50, 3),
            (try Spring(dampingRatio: 0.5, stiffness: 100), 100, 2 * 0.5 * 10),
            (try Spring(dampingRatio: 1, stiffness: 200, mass: 2), 200, 2 * 20),
            (try Spring(response: 0.5, dampingFraction: 0.8), pow(twoPi / 0.5, 2), 4 * .pi * 0.8 / 0.5),
            (try Spring(duration: 0.5, bounce: 0.2), pow(twoPi / 0.5, 2), 4 * .pi * (1 - 0.2) / 0.5),
            (try Spring(duration: 0.4, bounce: -0.5), pow(twoPi / 0.4, 2), 4 * .pi * (1 / (1 - 0.5)) / 0.4),
            (try Spring(uiKitDuration: 0.3, dampingRatio: 1), pow(twoPi / 0.3, 2), 4 * .pi / 0.3),
            (.pagingSnap, pow(twoPi / 0.3, 2), 4 * .pi / 0.3),
            (.scrollBounce, 100, 20),
        ]
        for (spring, stiffness, damping) in cases {
            #expect(abs(spring.stiffness - stiffness) <= 1e-9 * stiffness)
            #expect(abs(spring.damping - damping) <= 1e-9 * damping)
        }
        #expect(abs(Spring.scrollBounce.dampingRatio - 1) <= 1e-12)
        #expect(abs(try Spring(duration: 0.5, bounce: 0.3).dampingRatio - 0.7) <= 1e-12)
    }

    @Test func refusesSpringsThatCannotSettle() {
        #expect(throws: MotionValueError.self) { try Spring(stiffness: 100, damping: 0) }
        #expect(throws: MotionValueError.self) { try Spring(mass: 0, stiffness: 100, damping: 10) }
        #expect(throws: MotionValueError.self) { try Spring(response: 0, dampingFraction: 1) }
        #expect(throws: MotionValueError.self) { try Spring(duration: 0.5, bounce: 1) }
        #expect(throws: MotionValueError.self) { try Spring(duration: 0.5, bounce: -1) }
        #expect(throws: MotionValueError.self) { try Spring(dampingRatio: .nan, stiffness: 100) }
    }

    @Test func uiKitRelativeVelocityScalesWithTheDistance() {
        #expect(Spring.absoluteVelocity(relative: 2, from: 100, to: 40) == -120)
    }

    /// Under-, critically and over-damped springs, including ζ a hair either side of 1,
    /// against an RK4 integration written here (step 1e-4 s; RK4's error ~ step⁴).
    static let motions: [SpringMotion] = [
        SpringMotion(spring: .caSpringAnimationDefault, initialDisplacement: 100, initialVelocity: 0),
        SpringMotion(spring: try! Spring(dampingRatio: 0.2, stiffness: 300), initialDisplacement: -40, initialVelocity: 900),
        SpringMotion(spring: .scrollBounce, initialDisplacement: 0, initialVelocity: 1500),
        SpringMotion(spring: .pagingSnap, initialDisplacement: 375, initialVelocity: -2000),
        SpringMotion(spring: try! Spring(dampingRatio: 1 - 1e-9, stiffness: 150), initialDisplacement: 50, initialVelocity: 10),
        SpringMotion(spring: try! Spring(dampingRatio: 1 + 1e-9, stiffness: 150), initialDisplacement: 50, initialVelocity: 10),
        SpringMotion(spring: try! Spring(dampingRatio: 3, stiffness: 80, mass: 2), initialDisplacement: 1, initialVelocity: -30),
    ]

    @Test(arguments: motions)
    func closedFormMatchesNumericalIntegration(motion: SpringMotion) {
        let spring = motion.spring
        func acceleration(_ x: Double, _ v: Double) -> Double { -(spring.stiffness * x + spring.damping * v) / spring.mass }
        var x = motion.initialDisplacement
        var v = motion.initialVelocity
        let step = 1e-4
        let scale = max(abs(x), abs(v) / spring.naturalFrequency)
        for index in 1...20_000 {
            let (k1x, k1v) = (v, acceleration(x, v))
            let (k2x, k2v) = (v + step / 2 * k1v, acceleration(x + step / 2 * k1x, v + step / 2 * k1v))
            let (k3x, k3v) = (v + step / 2 * k2v, acceleration(x + step / 2 * k2x, v + step / 2 * k2v))
            let (k4x, k4v) = (v + step * k3v, acceleration(x + step * k3x, v + step * k3v))
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            guard index % 100 == 0 else { continue }
            let time = Double(index) * step
            #expect(abs(motion.displacement(at: time) - x) <= 1e-9 * scale, "t = \(time)")
            #expect(abs(motion.velocity(at: time) - v) <= 1e-9 * scale * spring.naturalFrequency, "t = \(time)")
        }
    }

    @Test func staysFiniteAndDecaysFarIntoTheFuture() throws {
        let heavy = SpringMotion(spring: try Spring(dampingRatio: 20, stiffness: 400), initialDisplacement: 100, initialVelocity: 5000)
        for time in [1.0, 10, 100, 1000, 1e6] {
            #expect(heavy.displacement(at: time).isFinite)
            #expect(heavy.velocity(at: time).isFinite)
        }
        #expect(abs(heavy.displacement(at: 1e6)) <= 1e-12)
    }

    /// The settling time is the last moment either |x| or |v| reaches its bound: after it a
    /// dense scan finds both below, just before it one is still at or above.
    @Test(arguments: motions)
    func settlingTimeIsTheLastTimeAboveTheThreshold(motion: SpringMotion) {
        let threshold = SettleThreshold.points(scale: 2)
        let settle = motion.settlingTime(threshold)
        #expect(settle > 0)
        for index in 1...20_000 {
            let time = settle + Double(index) * 5e-4
            #expect(abs(motion.displacement(at: time)) < threshold.displacement, "t = \(time)")
            #expect(abs(motion.velocity(at: time)) < threshold.velocity, "t = \(time)")
        }
        let before = settle - 1e-9
        let above = abs(motion.displacement(at: before)) >= threshold.displacement
            || abs(motion.velocity(at: before)) >= threshold.velocity
        #expect(above)
    }

    /// The tail search stops at the first doubling past the bound: an exponential tail needs a
    /// handful of looks, not the 2,000 a filtering loop once took on every release.
    @Test func tailSearchStopsAtTheFirstDoublingPast() {
        let cases: [(start: Double, step: Double, pastFrom: Double, end: Double, looks: Int)] = [
            (0, 1, 0.5, 1, 1),
            (0, 1, 5, 8, 4),
            (2, 0.25, 3, 3, 3),
            (10, 1e-3, 10 + 1e-3 * 1024, 10 + 1e-3 * 1024, 11),
        ]
        for item in cases {
            var looks = 0
            let end = SpringMotion.firstDoubling(from: item.start, step: item.step) { time in
                looks += 1
                return time >= item.pastFrom
            }
            #expect(abs(end - item.end) <= 1e-12, "\(item)")
            #expect(looks == item.looks, "\(item)")
        }
        var looks = 0
        _ = SpringMotion.firstDoubling(from: 0, step: 1) { _ in
            looks += 1
            return false
        }
        #expect(looks == 2000)
    }

    @Test func settledAtOnceWhenAlreadyWithinTheThreshold() {
        let motion = SpringMotion(spring: .scrollBounce, initialDisplacement: 0.1, initialVelocity: 1)
        #expect(motion.settlingTime(.points(scale: 1)) == 0)
    }

    /// A slow over-damped tail and a lightly damped ring, each settled by its envelope.
    @Test func settlingTimeTracksTheEnvelope() throws {
        let ringing = SpringMotion(spring: try Spring(dampingRatio: 0.05, stiffness: 400), initialDisplacement: 100, initialVelocity: 0)
        let settle = ringing.settlingTime(SettleThreshold(displacement: 0.5, velocity: 1e9))
        // Envelope 100·e^(−βt)·ω0/ωd reaches 0.5 at t = ln(200·ω0/ωd)/β, β = ζω0 = 1; the last
        // peak is at most half a period (π/ωd) earlier.
        let omegaD = 20 * (1 - 0.0025).squareRoot()
        let envelopeTime = log(200 * 20 / omegaD) / 1
        #expect(settle <= envelopeTime)
        #expect(settle >= envelopeTime - .pi / omegaD)
    }
}
