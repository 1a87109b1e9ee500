import Foundation
import MotionScene
import Testing

@testable import StandardScenes

struct ScrollDriverTests {
    /// docs/physics.md: λ = 1000·ln d, d = 0.998 (normal).
    static let lambda = 1000 * log(0.998)

    /// docs/physics.md's rubber band, written out: f(x, d) = (1 − 1/(x·c/d + 1))·d, c = 0.55.
    static func rubberBand(_ distance: Double, _ dimension: Double) -> Double {
        let magnitude = (1 - 1 / (abs(distance) * 0.55 / dimension + 1)) * dimension
        return distance < 0 ? -magnitude : magnitude
    }

    static func driver(offset: Double = 100) -> ScrollDriver {
        ScrollDriver(axis: ScrollAxis(bounds: 0...1000, viewportLength: 812), offset: offset)
    }

    @Test("a drag shows the finger's offset inside the bounds and rubber-bands past them", arguments: [
        (-100.0, -1.0), (300, 0), (1100, 1), (-812, -1), (1812, 1),
    ] as [(Double, Double)])
    func dragRubberBands(offset: Double, side: Double) {
        var driver = Self.driver()
        driver.drag(to: offset, at: 1)
        let expected: Double
        switch side {
        case -1: expected = Self.rubberBand(offset, 812)
        case 1: expected = 1000 + Self.rubberBand(offset - 1000, 812)
        default: expected = offset
        }
        #expect(abs(driver.offset(at: 1) - expected) < 1e-9)
        #expect(!driver.isAnimating(at: 1))
    }

    @Test("a release inside the bounds decelerates along x0 + v0·(d^(1000t) − 1)/(1000·ln d)", arguments: [
        (200.0, 500.0), (400, -800), (100, 300),
    ] as [(Double, Double)])
    func releaseDecelerates(start: Double, velocity: Double) {
        var driver = Self.driver(offset: start)
        driver.drag(to: start, at: 2)
        driver.release(velocity: velocity, at: 2)
        for elapsed in [0.1, 0.4, 1.0] {
            let expected = start + velocity * (pow(0.998, 1000 * elapsed) - 1) / Self.lambda
            #expect(abs(driver.offset(at: 2 + elapsed) - expected) < 1e-9, "t=\(elapsed)")
        }
        #expect(abs(driver.restingOffset(at: 2) - (start - velocity / Self.lambda)) < 1e-9)
        #expect(driver.isAnimating(at: 2.5))
    }

    @Test("crossings of a decay are found at t = ln(1 + (L − x0)·λ/v0)/λ", arguments: [
        (100.0, 1500.0, [300.0, 500, 700]), (900, -1200, [800, 400]),
    ] as [(Double, Double, [Double])])
    func decayCrossings(start: Double, velocity: Double, levels: [Double]) throws {
        var driver = Self.driver(offset: start)
        driver.release(velocity: velocity, at: 5)
        let found = driver.crossings(of: levels, from: 5, through: 20)
        #expect(found.count == levels.count)
        for (crossing, level) in zip(found, levels) {
            let expected = 5 + log(1 + (level - start) * Self.lambda / velocity) / Self.lambda
            #expect(crossing.level == level)
            #expect(abs(crossing.time - expected) < 1e-9)
            #expect(crossing.increasing == (velocity > 0))
        }
        // Only the window asked about: nothing after the first crossing's time.
        let early = driver.crossings(of: levels, from: 5, through: found[0].time - 1e-6)
        #expect(early.isEmpty)
    }

    @Test("a fling past the edge crosses a level beyond it twice: out, then back with the bounce")
    func bounceCrossesTwice() {
        var driver = Self.driver(offset: 900)
        driver.release(velocity: 3000, at: 0)
        let found = driver.crossings(of: [1010], from: 0, through: 10)
        #expect(found.count == 2)
        #expect(found.map(\.increasing) == [true, false])
        for crossing in found { #expect(abs(driver.offset(at: crossing.time) - 1010) < 1e-6) }
        #expect(driver.restingOffset(at: 0) == 1000)
    }

    @Test("setting the offset during a fling stops it there (scrub wins)")
    func scrubWins() {
        var driver = Self.driver(offset: 100)
        driver.release(velocity: 2000, at: 0)
        #expect(driver.isAnimating(at: 0.2))
        driver.set(offset: 420)
        #expect(driver.offset(at: 0.2) == 420)
        #expect(driver.offset(at: 3) == 420)
        #expect(!driver.isAnimating(at: 0.2))
        #expect(driver.crossings(of: [500], from: 0.2, through: 5).isEmpty)
    }

    @Test("grabbing the content mid-fling continues from where it is presented")
    func grabMidFling() {
        var driver = Self.driver(offset: 100)
        driver.release(velocity: 2000, at: 0)
        let presented = driver.offset(at: 0.3)
        driver.drag(to: presented, at: 0.3)
        #expect(abs(driver.offset(at: 0.3) - presented) < 1e-9)
        #expect(abs(driver.offset(at: 0.9) - presented) < 1e-9)
    }
}
