import ArgumentParser
import Foundation

/// `motion-preview load`: opens many event streams to a local server, optionally drives a
/// session with inputs, and reports the server's CPU and memory, frames missed and latency.
struct LoadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "load", abstract: "Load-test a local server's event streams (loopback only).")

    /// Bounds that keep the tool a measurement, not a flood: the server's own per-session
    /// viewer limit, and ten minutes.
    static let maximumViewers = 1000
    static let maximumSeconds = 600.0

    @Option(help: "Event streams to open (default: 100; with --sessions, one per session).") var viewers: Int?
    @Option(help: "Seconds to measure.") var seconds = 10.0
    @Option(help: "Session to watch.") var session = "default"
    @Option(help: "Control token (default: fetched for the default session).") var token: String?
    @Option(name: .customLong("input"), help: "An input body to POST in turn (repeatable).") var inputs: [String] = []
    @Option(help: "Seconds between inputs.") var inputInterval = 0.1
    @Flag(help: "Send each input on a new connection instead of one kept alive.") var newConnectionPerInput = false
    @Option(help: "Server process id, to report its CPU and memory.") var pid: Int32?
    @Option(help: "Clients looping 240-frame POST /api/frames sweeps while streams are measured.") var heavy = 0
    @Option(
        help: ArgumentHelp(
            "Create this many sessions, post each input to each once, watch each with one stream, and report whether they keep 60 frames/s.",
            discussion: "For a session that animates on its own, e.g. --input '{\"event\":\"release\",\"args\":{\"velocityY\":-3000},\"playback\":{\"loop\":true}}'."
        )) var sessions = 0
    @Option(help: "With --sessions: the body that creates each session.") var create = #"{"scene":"article","device":"iphone-x"}"#
    @Argument(help: "The server's URL, e.g. http://127.0.0.1:8080/") var url: String

    static let defaultViewers = 100

    func validate() throws {
        guard (1...Self.maximumViewers).contains(viewers ?? Self.defaultViewers) else {
            throw ValidationError("--viewers must be 1…\(Self.maximumViewers)")
        }
        guard (0...Self.maximumViewers).contains(sessions) else {
            throw ValidationError("--sessions must be 0…\(Self.maximumViewers)")
        }
        if sessions > 0 {
            // Each new session has its own token and one stream, and gets the inputs once.
            guard viewers == nil, token == nil, session == "default", heavy == 0, !newConnectionPerInput else {
                throw ValidationError(
                    "--sessions opens one stream per new session: it takes no --viewers, --token, --session, --heavy or --new-connection-per-input")
            }
        }
        guard seconds > 0, seconds <= Self.maximumSeconds else {
            throw ValidationError("--seconds must be in (0, \(Int(Self.maximumSeconds))]")
        }
        guard inputInterval >= 0.005 else { throw ValidationError("--input-interval must be at least 0.005") }
        guard (0...Self.maximumHeavyClients).contains(heavy) else {
            throw ValidationError("--heavy must be 0…\(Self.maximumHeavyClients)")
        }
        _ = try LoadTarget(url)
    }

    /// Twice issue 12's eight concurrent sweeps: enough to fill the server's work queue.
    static let maximumHeavyClients = 16

    func run() throws {
        let target = try LoadTarget(url)
        FileLimit.raiseToMaximum()
        // No read timeout: a sweep waits as long as the server's queue makes it.
        let http = LoopbackHTTPClient(port: target.port, host: target.host, timeoutSeconds: nil)
        if sessions > 0 { return try runSessions(target: target, http: http) }
        let viewers = viewers ?? Self.defaultViewers
        let streams = try LoadStreams(target: target, sessions: Array(repeating: session, count: viewers))
        guard streams.pump(until: LoadClock.now() + 10, stopWhenAllHaveAFrame: true) else {
            throw ValidationError("not every viewer received its first frame within 10 s")
        }
        let startSeq = try currentSeq(http)
        let startSample = pid.flatMap(ProcessSample.init(pid:))
        let start = LoadClock.now()
        var driver: LoadInputs?
        if !inputs.isEmpty {
            let token = try token ?? defaultToken(http)
            driver = LoadInputs(
                http: http, session: session, token: token, bodies: inputs, interval: inputInterval,
                keepAlive: !newConnectionPerInput)
            driver?.start()
        }
        let heavyClients = heavy > 0 ? LoadHeavy(http: http, clients: heavy) : nil
        heavyClients?.start()
        _ = streams.pump(until: start + seconds, stopWhenAllHaveAFrame: false)
        let elapsed = LoadClock.now() - start
        let endSample = pid.flatMap(ProcessSample.init(pid:))
        let posted = driver?.stop() ?? (records: [], refused: 0)
        let endSeq = try currentSeq(http)
        // Frames published before `endSeq` may still be in flight; a short drain collects them.
        // Heavy clients stop only after it: waiting for their last answers without reading the
        // streams would stamp frames that came meanwhile as late.
        _ = streams.pump(until: LoadClock.now() + 0.3, stopWhenAllHaveAFrame: false)
        let heavyOutcome = heavyClients?.stop()
        let counted = (startSeq + 1)...max(endSeq, startSeq + 1)
        let report = LoadReport(
            viewers: viewers, open: streams.openCount, elapsed: elapsed, published: endSeq - startSeq,
            received: streams.received(in: counted), readDelays: streams.readDelays(in: counted),
            inputs: posted.records, refusedInputs: posted.refused, firstSeq: startSeq + 1,
            start: startSample, end: endSample, heavyClients: heavy, heavy: heavyOutcome)
        Console.out(report.text)
        streams.close()
    }

    /// `--sessions K`: K sessions animating side by side, each watched by one stream.
    private func runSessions(target: LoadTarget, http: LoopbackHTTPClient) throws {
        let driver = LoadSessions(http: http)
        let created = try driver.create(count: sessions, body: create, inputs: inputs)
        let streams = try LoadStreams(target: target, sessions: created.map(\.id))
        guard streams.pump(until: LoadClock.now() + 10, stopWhenAllHaveAFrame: true) else {
            throw ValidationError("not every stream received its first frame within 10 s")
        }
        let startSeqs = try driver.seqs(of: created)
        let startSample = pid.flatMap(ProcessSample.init(pid:))
        let start = LoadClock.now()
        _ = streams.pump(until: start + seconds, stopWhenAllHaveAFrame: false)
        let elapsed = LoadClock.now() - start
        let endSample = pid.flatMap(ProcessSample.init(pid:))
        let endSeqs = try driver.seqs(of: created)
        // Frames published while the seqs were read wait in the sockets: a short drain reads them.
        _ = streams.pump(until: LoadClock.now() + 0.3, stopWhenAllHaveAFrame: false)
        let received = zip(streams.received(in: 0...Int.max), zip(startSeqs, endSeqs)).map { arrivals, seqs in
            arrivals.keys.filter { $0 > seqs.0.seq && $0 <= seqs.1.seq }.count
        }
        let report = LoadSessionsReport(
            sessions: sessions, open: streams.openCount, progress: LoadSessions.progress(from: startSeqs, to: endSeqs),
            received: received, elapsed: elapsed, start: startSample, end: endSample)
        Console.out(report.text)
        streams.close()
    }

    private func currentSeq(_ http: LoopbackHTTPClient) throws -> Int {
        let answer = try http.get("/api/sessions/\(session)")
        guard answer.status == 200, let seq = try answer.json()["seq"]?.doubleValue else {
            throw ValidationError("no session '\(session)' at \(url)")
        }
        return Int(seq)
    }

    private func defaultToken(_ http: LoopbackHTTPClient) throws -> String {
        guard session == "default" else { throw ValidationError("--token is needed for session '\(session)'") }
        guard let token = try http.get("/api/sessions/default/token").json()["controlToken"]?.stringValue
        else { throw ValidationError("the server gave no control token") }
        return token
    }
}

/// A loopback server address taken from a URL.
struct LoadTarget {
    var host: String
    var port: UInt16

    init(_ url: String) throws {
        guard let components = URLComponents(string: url), components.scheme == "http", let name = components.host
        else { throw ValidationError("expected a URL like http://127.0.0.1:8080/") }
        let host = name == "localhost" ? "127.0.0.1" : name
        guard host.hasPrefix("127."), host.split(separator: ".").count == 4 else {
            throw ValidationError("load only targets a server on this machine (127.0.0.0/8 or localhost)")
        }
        self.host = host
        port = UInt16(components.port ?? 80)
    }
}
