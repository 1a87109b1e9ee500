import Foundation

/// Unbuffered output. Swift 6 refuses the C globals `stdout`/`stderr`, and a pipe would
/// buffer `print` — the test fixtures read the serving line as soon as it is written.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
