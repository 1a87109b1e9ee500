import Foundation

/// A spring released at displacement x0 = start − target with velocity v0, as a closed form:
/// displacement and velocity at any time since release in O(1) (docs/physics.md, "Closed form").
///
/// The three regimes share one shape, x(t) = C(t)·x0 + S(t)·(v0 + β·x0) and
/// v(t) = C(t)·v0 − S(t)·(β·v0 + ω0²·x0), with
/// - ζ < 1: C = e^(−βt)·cos(ωd·t),  S = e^(−βt)·sin(ωd·t)/ωd
/// - ζ = 1: C = e^(−βt),            S = e^(−βt)·t
/// - ζ > 1: C = e^(−βt)·cosh(γ·t),  S = e^(−βt)·sinh(γ·t)/γ,  γ = ω0·√(ζ² − 1)
/// which is docs/physics.md's three formulas rearranged; unlike the C1/C2 form it does not cancel
/// catastrophically near ζ = 1, so nearly critical springs stay exact.
public struct SpringMotion: Hashable, Sendable {
    public let spring: Spring
    /// start − target at t = 0, in the animated unit.
    public let initialDisplacement: Double
    /// Velocity at t = 0, in the animated unit per second.
    public let initialVelocity: Double

    /// β = c / 2m, the decay rate of the envelope.
    let decay: Double
    /// ω0² = k / m.
    let naturalFrequencySquared: Double
    /// ω0² − β²: positive means under-damped (ωd = √·), negative over-damped (γ = √−·).
    let discriminant: Double

    public init(spring: Spring, initialDisplacement: Double, initialVelocity: Double) {
        self.spring = spring
        self.initialDisplacement = initialDisplacement
        self.initialVelocity = initialVelocity
        decay = spring.damping / (2 * spring.mass)
        naturalFrequencySquared = spring.stiffness / spring.mass
        discriminant = naturalFrequencySquared - decay * decay
    }

    /// start − target at `time` seconds after release (the initial values before it).
    public func displacement(at time: Double) -> Double {
        guard time > 0 else { return initialDisplacement }
        let (c, s) = basis(at: time)
        return c * initialDisplacement + s * (initialVelocity + decay * initialDisplacement)
    }

    /// Velocity at `time` seconds after release.
    public func velocity(at time: Double) -> Double {
        guard time > 0 else { return initialVelocity }
        let (c, s) = basis(at: time)
        return c * initialVelocity - s * (decay * initialVelocity + naturalFrequencySquared * initialDisplacement)
    }

    /// C(t) and S(t) of the type comment.
    func basis(at time: Double) -> (c: Double, s: Double) {
        if discriminant > 0 {
            let omega = discriminant.squareRoot()
            let envelope = exp(-decay * time)
            return (envelope * cos(omega * time), envelope * sin(omega * time) / omega)
        }
        if discriminant == 0 {
            let envelope = exp(-decay * time)
            return (envelope, envelope * time)
        }
        // Over-damped: e^(−βt)·cosh/sinh written with the two real roots so nothing overflows
        // at large t; r1 = −ω0²/(β + γ) avoids cancelling β − γ.
        let gamma = (-discriminant).squareRoot()
        let slow = exp(-naturalFrequencySquared / (decay + gamma) * time)
        let fast = exp(-(decay + gamma) * time)
        let c = (slow + fast) / 2
        // sinh(γt)/γ·e^(−βt) = (slow − fast)/(2γ); below γt = 0.5 expm1 keeps the digits the
        // subtraction would lose (0.5 chosen: above it the subtraction loses under 2 bits).
        let s = gamma * time < 0.5 ? fast * expm1(2 * gamma * time) / (2 * gamma) : (slow - fast) / (2 * gamma)
        return (c, s)
    }
}
