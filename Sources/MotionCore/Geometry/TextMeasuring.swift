/// Measures the advance width of a line of text. Layout that depends on text takes one of
/// these as an argument, so the same code runs with HarfBuzz on a server, a fixed-pitch table
/// in a test, or UIKit's own measuring in an app.
public protocol TextMeasuring: Sendable {
    /// Points, for `text` set at `fontSize` points.
    func width(of text: String, fontSize: Double) -> Double
}
