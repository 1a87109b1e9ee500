import MotionScene

/// What `dev` tells the server it runs, and the server every page: a build is under way, it
/// failed (with the compiler's errors), or the new code is serving.
enum DevStatus: Equatable {
    case building(savedAt: Double)
    case failed(savedAt: Double, errors: [CompilerDiagnostic])
    /// `buildSeconds` from the save to the build's end; the page adds the time to its frame.
    case ready(savedAt: Double, buildSeconds: Double)

    /// One line of JSON; `savedAt` in milliseconds since 1970, as a page's `Date.now()`.
    var json: String {
        let object: JSONValue
        switch self {
        case .building(let savedAt):
            object = ["state": "building", "savedAt": .number(Self.milliseconds(savedAt))]
        case .failed(let savedAt, let errors):
            object = [
                "state": "failed", "savedAt": .number(Self.milliseconds(savedAt)),
                "errors": .array(
                    errors.map {
                        [
                            "file": .string($0.file), "line": .number(Double($0.line)), "column": .number(Double($0.column)),
                            "message": .string($0.message),
                        ]
                    }),
            ]
        case .ready(let savedAt, let buildSeconds):
            object = [
                "state": "ready", "savedAt": .number(Self.milliseconds(savedAt)),
                "buildSeconds": .number((buildSeconds * 1000).rounded() / 1000),
            ]
        }
        return JSONWriter.string(object)
    }

    private static func milliseconds(_ seconds: Double) -> Double {
        (seconds * 1000).rounded()
    }
}
