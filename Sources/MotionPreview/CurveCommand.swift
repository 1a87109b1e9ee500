import ArgumentParser
import MotionScene

/// `motion-preview curve`: the core's timing curves and springs sampled as JSON, for the
/// oracles that hold the engine against Chromium (curves) and SciPy (springs).
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Print a timing curve's eased progress (or a spring's motion) at evenly spaced points as JSON.",
        discussion: """
            Curve mode prints {"p1x","p1y","p2x","p2y","x":[…],"y":[…]} with x = i/(samples − 1).
            Spring mode (--spring) prints {"settlingTime","t":[…],"x":[…],"v":[…]}: displacement
            from the target and velocity at t = i·duration/(samples − 1).
            """)

    @Option(help: "A named curve: linear, easeIn, easeOut, easeInEaseOut, default.")
    var named: String?

    @Option(help: "Control points \"p1x,p1y,p2x,p2y\" (p1x and p2x in [0, 1]).")
    var bezier: String?

    @Option(help: "Number of evenly spaced samples (at least 2).")
    var samples = 1000

    @Flag(help: "Sample a spring instead of a curve.")
    var spring = false

    @Option(help: "Spring mass.") var mass = 1.0
    @Option(help: "Spring stiffness.") var stiffness = 100.0
    @Option(help: "Spring damping.") var damping = 10.0
    @Option(help: "Initial displacement from the target.") var displacement = 1.0
    @Option(help: "Initial velocity, units per second.") var velocity = 0.0
    @Option(help: "Seconds the spring samples cover.") var duration = 2.0
    @Option(help: "Screen scale whose half pixel settles the spring, for settlingTime.")
    var scale = 1.0

    func validate() throws {
        guard samples >= 2 else { throw ValidationError("--samples must be at least 2") }
        if !spring, (named == nil) == (bezier == nil) {
            throw ValidationError("give exactly one of --named and --bezier (or --spring)")
        }
    }

    func run() throws {
        let document = spring ? try springDocument() : try curveDocument()
        print(JSONWriter.string(.object(document)))
    }

    private func curveDocument() throws -> JSONObject {
        let curve = try resolveCurve()
        let xs = (0..<samples).map { Double($0) / Double(samples - 1) }
        return JSONObject([
            "p1x": .number(curve.p1x), "p1y": .number(curve.p1y), "p2x": .number(curve.p2x), "p2y": .number(curve.p2y),
            "x": .array(xs.map(JSONValue.number)),
            "y": .array(xs.map { .number(curve.value(at: $0)) }),
        ])
    }

    private func resolveCurve() throws -> TimingCurve {
        if let named {
            guard let match = TimingCurve.named.first(where: { $0.name == named }) else {
                throw ValidationError("unknown curve \(named); known: \(TimingCurve.named.map(\.name).joined(separator: ", "))")
            }
            return match.curve
        }
        let parts = (bezier ?? "").split(separator: ",").compactMap { Double($0.filter { $0 != " " }) }
        guard parts.count == 4, (bezier ?? "").split(separator: ",").count == 4 else { throw ValidationError("--bezier takes four numbers: p1x,p1y,p2x,p2y") }
        do {
            return try TimingCurve(p1x: parts[0], p1y: parts[1], p2x: parts[2], p2y: parts[3])
        } catch {
            throw ValidationError(error.message)
        }
    }

    private func springDocument() throws -> JSONObject {
        let physics: Spring
        do {
            physics = try Spring(mass: mass, stiffness: stiffness, damping: damping)
        } catch {
            throw ValidationError(error.message)
        }
        let motion = SpringMotion(spring: physics, initialDisplacement: displacement, initialVelocity: velocity)
        let times = (0..<samples).map { duration * Double($0) / Double(samples - 1) }
        let settle = motion.settlingTime(.points(scale: scale))
        return JSONObject([
            "settlingTime": .number(settle),
            "t": .array(times.map(JSONValue.number)),
            "x": .array(times.map { .number(motion.displacement(at: $0)) }),
            "v": .array(times.map { .number(motion.velocity(at: $0)) }),
        ])
    }
}
