/// A Swift type a scene declares a parameter, tunable or event argument with, and how it
/// travels on the wire. Every declared value can also name another value of its type, so
/// `PropertyNames` can find which stored property a key path writes.
public protocol SceneValue: Sendable, Equatable {
    var parameterValue: ParameterValue { get }
    /// The value carried by an input that already passed its spec's validation.
    init?(parameterValue: ParameterValue)
    /// Any value that differs from `self` (a probe, never shown).
    var distinctValue: Self { get }
    /// The value as Swift source, for "Copy as Swift".
    var swiftLiteral: String { get }
}

extension Double: SceneValue {
    public var parameterValue: ParameterValue { .number(self) }
    public init?(parameterValue: ParameterValue) {
        guard let number = parameterValue.number else { return nil }
        self = number
    }
    public var distinctValue: Double { self == 1.25 ? 2.5 : 1.25 }
    public var swiftLiteral: String { JSONWriter.string(.number(self)) }
}

extension Int: SceneValue {
    public var parameterValue: ParameterValue { .number(Double(self)) }
    public init?(parameterValue: ParameterValue) {
        guard let number = parameterValue.number, let whole = Int(exactly: number) else { return nil }
        self = whole
    }
    public var distinctValue: Int { self &+ 1 }
    public var swiftLiteral: String { String(self) }
}

/// A choice between named cases: `enum Variant: String, SceneChoice { case container, pageView }`.
/// The raw values are what the dashboard lists and the address carries.
public protocol SceneChoice: SceneValue, RawRepresentable<String>, CaseIterable {}

extension SceneChoice {
    public var parameterValue: ParameterValue { .text(rawValue) }
    public init?(parameterValue: ParameterValue) {
        guard let text = parameterValue.text else { return nil }
        self.init(rawValue: text)
    }
    public var distinctValue: Self { Self.allCases.first { $0 != self } ?? self }
    public var swiftLiteral: String { ".\(rawValue)" }
}

/// A colour written as `#rrggbb` (or `#rrggbbaa`) in a scene's source, where a designer's
/// change lands as a plain literal.
public struct HexColor: SceneValue, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// Lower-case `#rrggbb` or `#rrggbbaa`.
    public let hex: String

    public init(stringLiteral value: String) {
        hex = Self.lowerCased(value)
    }

    public init?(_ text: String) {
        guard ParameterSpec.isHexColor(text) else { return nil }
        hex = Self.lowerCased(text)
    }

    /// `text` itself when it has no upper-case letter, as a scene's literals mostly are: a
    /// scene builds nodes from literals on every frame, and `lowercased()` made a new string
    /// each time (callgrind, the article's fling, issue 15).
    ///
    /// The bytes are searched where they lie: through the view's iterator the search cost 260
    /// instructions a colour, and the article builds one from a literal on every frame
    /// (callgrind, issue 15).
    private static func lowerCased(_ text: String) -> String {
        func isUpperCase(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        let hasUpperCase = text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isUpperCase) }
            ?? text.utf8.contains(where: isUpperCase)
        return hasUpperCase ? text.lowercased() : text
    }

    public var description: String { hex }
    public var parameterValue: ParameterValue { .text(hex) }
    public init?(parameterValue: ParameterValue) {
        guard let text = parameterValue.text else { return nil }
        self.init(text)
    }
    public var distinctValue: HexColor { hex == "#000001" ? "#000002" : "#000001" }
    public var swiftLiteral: String { "\"\(hex)\"" }
}

extension TimingCurve: SceneValue {
    /// A named curve travels by its name; only named curves can be tuned from the dashboard.
    public var parameterValue: ParameterValue { .text(name ?? "custom") }
    public init?(parameterValue: ParameterValue) {
        guard let text = parameterValue.text, let named = TimingCurve.named.first(where: { $0.name == text }) else {
            return nil
        }
        self = named.curve
    }
    public var distinctValue: TimingCurve { self == .linear ? .easeIn : .linear }
    public var swiftLiteral: String {
        if let name { return ".\(name)" }
        let points = [p1x, p1y, p2x, p2y].map(\.swiftLiteral)
        // Control points that came from a valid curve are valid again: the force is safe.
        return "try! TimingCurve(p1x: \(points[0]), p1y: \(points[1]), p2x: \(points[2]), p2y: \(points[3]))"
    }

    /// The name `TimingCurve.named` lists this curve under, if any.
    public var name: String? { TimingCurve.named.first { $0.curve == self }?.name }
}
