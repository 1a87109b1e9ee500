import Testing
@testable import MotionCore

@Suite struct MotionAnimationTests {
    /// Core Animation's fill modes around an animation added at 1 s, delayed 0.5 s, 1 s long.
    @Test(arguments: [
        (FillMode.removed, [nil, nil, 25, nil]),
        (FillMode.forwards, [nil, nil, 25, 100]),
        (FillMode.backwards, [nil, 0, 25, nil]),
        (FillMode.both, [nil, 0, 25, 100]),
    ] as [(FillMode, [Double?])])
    func fillModesCoverTheirSideOfTheActiveInterval(fill: FillMode, expected: [Double?]) {
        let animation = PropertyAnimation(
            from: 0, to: 100, beginTime: 1, delay: 0.5, timing: .curve(.linear, duration: 1), fillMode: fill)
        for (time, value) in zip([0.9, 1.2, 1.75, 2.6], expected) {
            #expect(animation.value(at: time) == value, "t = \(time)")
        }
        #expect(animation.presentedValue(at: 3, model: 42) == (fill.fillsForwards ? 100 : 42))
    }

    @Test func curveAnimationFollowsItsCurve() {
        let animation = PropertyAnimation(from: 10, to: 110, beginTime: 0, timing: .curve(.easeIn, duration: 2))
        for x in [0.1, 0.25, 0.5, 0.75, 0.9] {
            let expected = 10 + 100 * TimingCurve.easeIn.value(at: x)
            #expect(abs((animation.value(at: 2 * x) ?? .nan) - expected) <= 1e-9)
        }
    }

    @Test func completesAtTheExactTimeItReturns() {
        var alpha = AnimatedValue(0)
        let completion = alpha.animate(to: 1, at: 1.0, duration: 0.3, delay: 0.2)
        #expect(completion == 1.0 + 0.2 + 0.3)
        #expect(alpha.isAnimating(at: 1.1))  // in its delay
        #expect(alpha.value(at: 1.1) == 0)
        #expect(alpha.isAnimating(at: completion.nextDown))
        #expect(alpha.value(at: completion.nextDown) < 1)
        #expect(!alpha.isAnimating(at: completion))
        #expect(alpha.value(at: completion) == 1)
        #expect(alpha.completionTime == completion)
    }

    @Test func springCompletesWhenItSettlesAndThenPresentsItsTarget() throws {
        var x = AnimatedValue(0)
        let threshold = SettleThreshold.points(scale: 3)
        let completion = x.animate(to: 300, at: 2, spring: try Spring(dampingRatio: 0.4, stiffness: 200), threshold: threshold)
        #expect(completion > 2)
        #expect(!x.isAnimating(at: completion))
        #expect(x.value(at: completion) == 300)
        let before = completion.nextDown
        #expect(abs(x.value(at: before) - 300) >= threshold.displacement || abs(x.velocity(at: before)) >= threshold.velocity)
    }

    /// Interrupting a running animation, whatever the timing of either, never jumps the value
    /// and — when the new animation starts at rest, as ease-in-out and springs do — keeps the
    /// velocity, because the interrupted motion carries on underneath.
    @Test func interruptionStartsFromThePresentedValueAndVelocity() throws {
        let spring = try Spring(response: 0.4, dampingFraction: 0.7)
        var value = AnimatedValue(0)
        value.animate(to: 100, at: 0, duration: 1)
        for (time, target) in [(0.3, -50.0), (0.45, 200), (0.7, 80)] {
            let before = (value.value(at: time), value.velocity(at: time))
            if target == 200 {
                value.animate(to: target, at: time, spring: spring)
            } else {
                value.animate(to: target, at: time, duration: 0.5)
            }
            #expect(abs(value.value(at: time) - before.0) <= 1e-9)
            #expect(abs(value.velocity(at: time) - before.1) <= 1e-9)
            #expect(value.targetValue == target)
        }
        let end = try #require(value.completionTime)
        #expect(value.value(at: end) == 80)
        #expect(!value.isAnimating(at: end))
    }

    @Test func severalAnimationsAddUp() {
        var value = AnimatedValue(0)
        value.animate(to: 100, at: 0, duration: 1, curve: .linear)
        value.animate(to: 150, at: 0.5, duration: 1, curve: .linear)
        // Model 150, minus what each still has to go: 100·(1 − 0.75) and 50·(1 − 0.25).
        #expect(abs(value.value(at: 0.75) - (150 - 100 * 0.25 - 50 * 0.75)) <= 1e-9)
        #expect(value.animations.count == 2)
        #expect(value.completionTime == 1.5)
        // A third one drops what has finished by then.
        value.animate(to: 0, at: 1.2, duration: 0.1)
        #expect(value.animations.count == 2)
    }

    @Test func zeroDurationJumpsAfterTheDelayAndSetCancels() {
        var value = AnimatedValue(5)
        value.animate(to: 9, at: 1, duration: 0, delay: 0.5)
        #expect(value.value(at: 1.4) == 5)
        #expect(value.value(at: 1.5) == 9)
        value.animate(to: 20, at: 2, duration: 1)
        value.set(3)
        #expect(value.value(at: 2.5) == 3)
        #expect(!value.isAnimating(at: 2.5))
    }
}
