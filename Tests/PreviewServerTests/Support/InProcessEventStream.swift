@testable import MotionPreview
@testable import PreviewServer

/// An event stream the router opened, read in-process from its viewer as libmicrohttpd's
/// thread reads it: what has been written so far, split by the shared `EventStreamDecoder`.
/// The viewer leaves its session when this value goes away, as when a page closes.
final class InProcessEventStream {
    struct NothingWaiting: Error {}

    let status: Int
    /// Lower-cased names.
    let headers: [String: String]
    private let viewer: Viewer?
    private var decoder = EventStreamDecoder(framing: .events)
    private var received: [ReceivedEvent] = []

    init(_ response: HTTPResponse) {
        status = response.status
        headers = Dictionary(response.headers.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        if case .stream(let viewer) = response.body { self.viewer = viewer } else { viewer = nil }
    }

    deinit {
        viewer?.detach()
    }

    /// The next event written to the stream; `NothingWaiting` when the writer has none.
    func next() throws -> ReceivedEvent {
        while received.isEmpty {
            // libmicrohttpd's block size for streams (PreviewServer's `streamBlockSize`).
            guard let viewer, case .send(let bytes) = viewer.read(maximum: 16 * 1024) else { throw NothingWaiting() }
            decoder.feed(Array(bytes)) { received.append(ReceivedEvent(raw: Array($0))) }
        }
        return received.removeFirst()
    }

    /// The next event named `name`, skipping others.
    func next(named name: String) throws -> ReceivedEvent {
        while true {
            let event = try next()
            if event.event == name { return event }
        }
    }
}
