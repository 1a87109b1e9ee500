import Foundation
import Testing
@testable import MotionCore

@Suite struct MotionDecayTests {
    /// docs/physics.md: x∞ = x0 − v0/(1000·ln d); 499.4998 pt for 1000 pt/s at 0.998; time within
    /// 0.5 pt of rest 3.4499 s at 0.998, 0.5267 s at 0.99 (both for 1000 pt/s).
    @Test(arguments: [
        (DecelerationRate.normal, 1000.0, 499.4998, 3.4499),
        (DecelerationRate.fast, 1000.0, 99.4992, 0.5267),
        (DecelerationRate.normal, -1000.0, -499.4998, 3.4499),
    ])
    func restingPointAndTimeToRestMatchTheReference(rate: DecelerationRate, velocity: Double, rest: Double, time: Double) {
        let decay = Decay(position: 0, velocity: velocity, rate: rate)
        #expect(abs(decay.restingPosition - rest) <= 1e-4)
        #expect(abs(decay.timeToRest() - time) <= 1e-4)
        // At that time it is 0.5 pt short of rest.
        #expect(abs(abs(decay.restingPosition - decay.position(at: decay.timeToRest())) - 0.5) <= 1e-9)
    }

    /// v(t) = v0·d^(1000t) and x(t) = x0 + v0·(d^(1000t) − 1)/(1000·ln d), written out here.
    @Test(arguments: [0.0, 0.001, 0.016, 0.137, 0.5, 1, 2.5, 10])
    func positionAndVelocityFollowTheContinuousModel(time: Double) {
        let decay = Decay(position: 120, velocity: 2400, rate: .normal)
        let d = 0.998
        let expectedVelocity = 2400 * pow(d, 1000 * time)
        let expectedPosition = 120 + 2400 * (pow(d, 1000 * time) - 1) / (1000 * log(d))
        #expect(abs(decay.velocity(at: time) - expectedVelocity) <= 1e-9 * 2400)
        #expect(abs(decay.position(at: time) - expectedPosition) <= 1e-9 * 2400)
    }

    @Test func velocityIsTheDerivativeOfPosition() {
        let decay = Decay(position: 0, velocity: -3000, rate: .fast)
        let h = 1e-6
        for time in stride(from: 0.01, through: 1.0, by: 0.07) {
            let numeric = (decay.position(at: time + h) - decay.position(at: time - h)) / (2 * h)
            #expect(abs(numeric - decay.velocity(at: time)) <= 1e-4 * 3000)
        }
    }

    @Test func timeToReachInvertsPosition() throws {
        let decay = Decay(position: 10, velocity: 1000, rate: .normal)
        let time = try #require(decay.time(toReach: 300))
        #expect(abs(decay.position(at: time) - 300) <= 1e-9)
        #expect(decay.time(toReach: 600) == nil)  // beyond the resting point
        #expect(decay.time(toReach: 0) == nil)  // behind the release point
    }

    @Test func refusesRatesOutsideTheOpenUnitInterval() {
        for rate in [0.0, 1.0, 1.2, -0.5, .nan] {
            #expect(throws: MotionValueError.self) { try DecelerationRate(perMillisecond: rate) }
        }
    }
}
