import Foundation
import PreviewServer

/// `serve --dev-status-stdin`: `dev` writes its build status to the server's standard input,
/// one JSON object a line, and the server sends each on every stream. When the input ends
/// `dev` has gone, and the server stops too rather than outlive it.
enum DevStatusReader {
    static func start(forwardingTo server: PreviewServer) {
        Thread.detachNewThread {
            let lines = LineReader(FileHandle.standardInput)
            while let line = lines.next() {
                guard line.hasPrefix("{") else { continue }
                server.publishDevStatus(json: line)
            }
            kill(getpid(), SIGTERM)
        }
    }
}
