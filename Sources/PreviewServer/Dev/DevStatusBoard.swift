/// The build status `dev` reports to the server it runs (building, failed with the compiler's
/// errors, ready after a save): the latest one, encoded once as a `dev` event, offered to every
/// open stream and to each stream that opens later. A server not run by `dev` never has one.
final class DevStatusBoard: Sendable {
    private let latest = Locked<[UInt8]?>(nil)

    /// The latest status as a `dev` event, if `dev` has sent one.
    var event: [UInt8]? { latest.withLock { $0 } }

    /// Keeps `json` (one JSON object, as `dev` wrote it) as the latest status and returns its event.
    func publish(json: String) -> [UInt8] {
        let event = EventEncoding.dev(json: json)
        latest.withLock { $0 = event }
        return event
    }
}
