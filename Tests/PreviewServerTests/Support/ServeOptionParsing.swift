@testable import MotionPreview
@testable import PreviewServer

extension ServerConfiguration {
    /// The defaults with `serve`'s limit options from `arguments` applied, or nil when the
    /// options are refused.
    static func parsingServeOptions(_ arguments: [String]) -> ServerConfiguration? {
        guard let options = try? ServeLimitOptions.parse(arguments) else { return nil }
        var configuration = ServerConfiguration()
        options.apply(to: &configuration)
        return configuration
    }
}
