import Testing

@testable import MotionPreview

/// `swift build`'s error lines as the dev overlay shows them.
struct CompilerDiagnosticTests {
    static let root = "/work/MyScenes"

    @Test(
        "an error line gives the file relative to the package, its line, column and message",
        arguments: [
            (
                "/work/MyScenes/Sources/MyScenes/FadingBarScene.swift:42:17: error: cannot find 'barColour' in scope",
                CompilerDiagnostic(file: "Sources/MyScenes/FadingBarScene.swift", line: 42, column: 17, message: "cannot find 'barColour' in scope")
            ),
            (
                "/elsewhere/Other.swift:3:1: error: expected '}' in struct",
                CompilerDiagnostic(file: "/elsewhere/Other.swift", line: 3, column: 1, message: "expected '}' in struct")
            ),
            (
                "/work/My:Odd/Sources/A.swift:7:2: error: a colon in the path",
                CompilerDiagnostic(file: "/work/My:Odd/Sources/A.swift", line: 7, column: 2, message: "a colon in the path")
            ),
            ("error: link command failed with exit code 1", CompilerDiagnostic(file: "", line: 0, column: 0, message: "link command failed with exit code 1")),
        ])
    func parsesAnErrorLine(_ line: String, _ expected: CompilerDiagnostic) {
        #expect(CompilerDiagnostic.parse(line, packageRoot: Self.root) == expected)
    }

    @Test("warnings, notes and progress lines are not errors", arguments: [
        "/work/MyScenes/Sources/A.swift:1:1: warning: unused variable 'x'",
        "/work/MyScenes/Sources/A.swift:1:1: note: did you mean 'y'?",
        "[12/30] Compiling MyScenes FadingBarScene.swift",
    ])
    func ignoresOtherLines(_ line: String) {
        #expect(CompilerDiagnostic.parse(line, packageRoot: Self.root) == nil)
    }

    @Test("each error once, located errors only when there are any, in the order printed")
    func collectsErrors() {
        let output = """
            [3/5] Compiling MyScenes FadingBarScene.swift
            /work/MyScenes/Sources/MyScenes/B.swift:9:5: error: second
            /work/MyScenes/Sources/MyScenes/A.swift:2:1: error: first
            /work/MyScenes/Sources/MyScenes/B.swift:9:5: error: second
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            """
        #expect(CompilerDiagnostic.errors(in: output, packageRoot: Self.root).map(\.summary) == [
            "Sources/MyScenes/B.swift:9:5: second", "Sources/MyScenes/A.swift:2:1: first",
        ])
        #expect(CompilerDiagnostic.errors(in: "error: link command failed", packageRoot: Self.root).map(\.summary) == [
            "link command failed"
        ])
    }
}
