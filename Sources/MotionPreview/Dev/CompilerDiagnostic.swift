/// One compiler error as `swift build` prints it — `/path/File.swift:12:5: error: message` —
/// with the path made relative to the package, for the page's overlay.
struct CompilerDiagnostic: Equatable, Sendable {
    var file: String
    var line: Int
    var column: Int
    var message: String

    /// The errors in a build's output, each once (the driver may print one twice), in order.
    /// Errors without a location (`emit-module command failed`) only follow from located ones
    /// and are left out when there are any; alone (a linker failure) they keep line 0.
    static func errors(in output: String, packageRoot: String) -> [CompilerDiagnostic] {
        var found: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let diagnostic = parse(String(line), packageRoot: packageRoot), !found.contains(diagnostic) else { continue }
            found.append(diagnostic)
        }
        let located = found.filter { !$0.file.isEmpty }
        return located.isEmpty ? found : located
    }

    static func parse(_ line: String, packageRoot: String) -> CompilerDiagnostic? {
        guard let marker = line.range(of: "error: ") else { return nil }
        let message = String(line[marker.upperBound...])
        let location = line[..<marker.lowerBound]
        guard !location.isEmpty else { return CompilerDiagnostic(file: "", line: 0, column: 0, message: message) }
        // `path:line:column: ` — split from the right, since a path may hold colons.
        let parts = location.dropLast(2).split(separator: ":", omittingEmptySubsequences: false)
        guard location.hasSuffix(": "), parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]),
            let column = Int(parts[parts.count - 1])
        else { return nil }
        let path = parts.dropLast(2).joined(separator: ":")
        let root = packageRoot.hasSuffix("/") ? packageRoot : packageRoot + "/"
        let file = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
        return CompilerDiagnostic(file: file, line: lineNumber, column: column, message: message)
    }

    /// `Sources/X/Scene.swift:12:5: message`.
    var summary: String {
        file.isEmpty ? message : "\(file):\(line):\(column): \(message)"
    }
}
