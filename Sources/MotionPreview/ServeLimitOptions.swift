import ArgumentParser
import PreviewServer

/// `serve`'s limits (issue 12), each defaulting to `ServerConfiguration`'s documented value.
struct ServeLimitOptions: ParsableArguments {
    @Option(name: .customLong("max-connections-per-address"), help: "Connections one address may hold at once.")
    var connectionsPerAddress = ServerConfiguration().connectionsPerAddress

    @Option(name: .customLong("sessions-per-minute"), help: "New sessions one address may create per minute.")
    var sessionsPerMinute = ServerConfiguration().sessionsPerMinutePerAddress

    @Option(name: .customLong("max-sessions"), help: "Live sessions at once, default included (1…\(ServerConfiguration.maxSessionsCeiling)).")
    var maxSessions = ServerConfiguration().maxSessions

    @Option(name: .customLong("request-timeout"), help: "Seconds a connection may send or read nothing.")
    var requestTimeout = ServerConfiguration().requestTimeoutSeconds

    @Option(name: .customLong("stream-timeout"), help: "Seconds a stream may accept no byte before it is closed.")
    var streamTimeout = ServerConfiguration().streamTimeoutSeconds

    @Option(
        name: .customLong("frame-threads"),
        help: "Threads that tick sessions, each its share (1…\(ServerConfiguration.frameThreadsCeiling); default: one per core).")
    var frameThreads = ServerConfiguration().frameThreads

    @Option(name: .customLong("workers"), help: "Threads for heavy requests (batches, timelines, SVG, files).")
    var workers = ServerConfiguration().workerThreads

    @Option(name: .customLong("work-queue"), help: "Heavy requests that may wait; past it, 503 with Retry-After.")
    var workQueue = ServerConfiguration().workQueueCapacity

    @Flag(
        name: .customLong("busy-poll"), inversion: .prefixedNo,
        help: "While a control is dragged, poll for its inputs instead of sleeping: frames leave sooner, one core stays busy.")
    var busyPoll = ServerConfiguration().busyPollsWhileDragging

    func validate() throws {
        guard connectionsPerAddress >= 1, sessionsPerMinute > 0, requestTimeout >= 1, streamTimeout >= 1, workers >= 1,
            workQueue >= 0
        else { throw ValidationError("limits must be positive (--work-queue may be 0)") }
        guard (1...ServerConfiguration.maxSessionsCeiling).contains(maxSessions) else {
            throw ValidationError("--max-sessions must be 1…\(ServerConfiguration.maxSessionsCeiling)")
        }
        guard (1...ServerConfiguration.frameThreadsCeiling).contains(frameThreads) else {
            throw ValidationError("--frame-threads must be 1…\(ServerConfiguration.frameThreadsCeiling)")
        }
    }

    func apply(to configuration: inout ServerConfiguration) {
        configuration.connectionsPerAddress = connectionsPerAddress
        configuration.sessionsPerMinutePerAddress = sessionsPerMinute
        configuration.maxSessions = maxSessions
        configuration.requestTimeoutSeconds = requestTimeout
        configuration.streamTimeoutSeconds = streamTimeout
        configuration.workerThreads = workers
        configuration.frameThreads = frameThreads
        configuration.workQueueCapacity = workQueue
        configuration.busyPollsWhileDragging = busyPoll
    }
}
