import Foundation

/// One `serve` child of `dev`: started from a copy of the built binary, told the build status
/// on its standard input (`serve --dev-status-stdin`), stopped with SIGTERM. Its output goes
/// on to `dev`'s own.
final class ServerProcess: Sendable {
    private let process: Process
    private let input: FileHandle
    /// The port it listens on, read from the line it prints once it does.
    let port: Int

    /// Starts `binary serve …` and returns once it listens; throws if it exits first.
    init(binary: String, serveArguments: [String]) throws(DevError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["serve", "--dev-status-stdin"] + serveArguments
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw .cannotStartServer(binary, reason: error.localizedDescription)
        }
        let lines = LineReader(output.fileHandleForReading)
        var port: Int?
        while port == nil, let line = lines.next() {
            Console.out(line + "\n")
            port = Self.port(inServingLine: line)
        }
        guard let port else {
            process.waitUntilExit()
            throw .cannotStartServer(binary, reason: "it exited with status \(process.terminationStatus) before serving")
        }
        self.process = process
        self.input = input.fileHandleForWriting
        self.port = port
        // The rest of its output, as it comes.
        Thread.detachNewThread {
            while let line = lines.next() { Console.out(line + "\n") }
        }
    }

    /// `MotionPreview serving http://127.0.0.1:8080/` → 8080.
    static func port(inServingLine line: String) -> Int? {
        guard line.hasPrefix("MotionPreview serving "), let url = URL(string: String(line.dropFirst(22))) else { return nil }
        return url.port
    }

    func send(_ status: DevStatus) {
        try? input.write(contentsOf: Data((status.json + "\n").utf8))
    }

    /// SIGTERM, then waits for it to close its streams and exit: the port is free afterwards.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}

/// Lines from a file handle, blocking until each is complete.
/// `@unchecked`: one thread reads a process's output; `buffer` is never shared.
final class LineReader: @unchecked Sendable {
    private let handle: FileHandle
    private var buffer = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// The next line without its newline; nil at the end of the stream.
    func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                return String(decoding: line, as: UTF8.self)
            }
            let more = handle.availableData
            if more.isEmpty {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return String(decoding: buffer, as: UTF8.self)
            }
            buffer.append(more)
        }
    }
}
