import Foundation

/// `swift build` of one product of the package being developed: incremental, so a one-line
/// change rebuilds one module and relinks.
struct PackageBuild: Sendable {
    let packageRoot: String
    let product: String

    struct Outcome {
        var succeeded: Bool
        /// Standard output and error together, as a person would see them.
        var output: String
    }

    func run() -> Outcome {
        swift(["build", "--package-path", packageRoot, "--product", product])
    }

    /// Where `swift build` puts the product (`.build/debug`, or a triple's folder).
    func binaryFolder() -> String? {
        let outcome = swift(["build", "--package-path", packageRoot, "--show-bin-path"])
        let path = outcome.output.split(separator: "\n").last.map(String.init)
        return outcome.succeeded ? path : nil
    }

    private func swift(_ arguments: [String]) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return Outcome(succeeded: false, output: "error: cannot run swift: \(error.localizedDescription)")
        }
        // Read to the end before waiting, so a long output cannot fill the pipe and stall the build.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(succeeded: process.terminationStatus == 0, output: String(decoding: data, as: UTF8.self))
    }
}
