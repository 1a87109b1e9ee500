import ArgumentParser

/// A length of time on the command line: a number with a unit, `90s`, `45m`, `12h` or `30d`
/// (a bare number is seconds).
struct DurationArgument: ExpressibleByArgument, Hashable, Sendable {
    let seconds: Double

    static let unitSeconds: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]

    init(seconds: Double) {
        self.seconds = seconds
    }

    init?(argument: String) {
        let unit = argument.last.flatMap { Self.unitSeconds[$0] }
        let number = unit == nil ? argument : String(argument.dropLast())
        guard let value = Double(number), value.isFinite, value > 0 else { return nil }
        seconds = value * (unit ?? 1)
    }

    var defaultValueDescription: String {
        seconds.truncatingRemainder(dividingBy: 86_400) == 0 ? "\(Int(seconds / 86_400))d" : "\(Int(seconds))s"
    }
}
