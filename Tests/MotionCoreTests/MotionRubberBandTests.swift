import Testing
@testable import MotionCore

@Suite struct MotionRubberBandTests {
    /// docs/physics.md: d = 960: x = 100 → 52.02; x = 960 → 340.65.
    @Test(arguments: [(100.0, 52.02), (960.0, 340.65), (-100.0, -52.02), (0.0, 0.0)])
    func matchesTheReferenceValues(distance: Double, expected: Double) {
        #expect(abs(RubberBand.standard.overscroll(forDistance: distance, dimension: 960) - expected) <= 0.005)
    }

    @Test func inverseRecoversTheFingerDistance() {
        for distance in stride(from: -2000.0, through: 2000, by: 125) {
            let shown = RubberBand.standard.overscroll(forDistance: distance, dimension: 667)
            #expect(abs(RubberBand.standard.distance(forOverscroll: shown, dimension: 667) - distance) <= 1e-9 * max(1, abs(distance)))
        }
    }

    @Test func resistsOnlyBeyondTheBounds() {
        let band = RubberBand.standard
        let bounds = 0.0...1000.0
        #expect(band.offset(forUnconstrained: 400, bounds: bounds, dimension: 960) == 400)
        #expect(abs(band.offset(forUnconstrained: -100, bounds: bounds, dimension: 960) + 52.02) <= 0.005)
        #expect(abs(band.offset(forUnconstrained: 1100, bounds: bounds, dimension: 960) - 1052.02) <= 0.005)
        let shown = band.offset(forUnconstrained: 1250, bounds: bounds, dimension: 960)
        #expect(abs(band.unconstrained(forOffset: shown, bounds: bounds, dimension: 960) - 1250) <= 1e-9)
    }
}
