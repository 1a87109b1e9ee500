/// When a motion counts as settled: its distance from rest and its speed both stay below these
/// bounds from then on (docs/physics.md, "Springs": 0.5 / screen scale points and a matching velocity).
public struct SettleThreshold: Hashable, Sendable {
    /// Largest distance from rest still called settled, in the motion's unit.
    public let displacement: Double
    /// Largest speed still called settled, in the motion's unit per second.
    public let velocity: Double

    public init(displacement: Double, velocity: Double) {
        self.displacement = abs(displacement)
        self.velocity = abs(velocity)
    }

    /// Half a device pixel, and a speed that moves less than that per 60 Hz frame — chosen so
    /// that neither the position nor the next frame's position can visibly differ from rest.
    public static func points(scale: Double) -> SettleThreshold {
        let halfPixel = 0.5 / max(scale, 1)
        return SettleThreshold(displacement: halfPixel, velocity: halfPixel * framesPerSecond)
    }

    /// For values in 0 … 1 (alpha, progress): half a step of an 8-bit channel, chosen because
    /// that is the finest difference a display shows; and the matching per-frame speed.
    public static let unitInterval = SettleThreshold(displacement: 0.5 / 255, velocity: 0.5 / 255 * framesPerSecond)

    /// The frame rate the velocity bounds assume: 60 Hz, the rate of every iPhone display
    /// (ProMotion's 120 Hz only tightens what "visible" means by a factor of two).
    private static let framesPerSecond = 60.0
}
