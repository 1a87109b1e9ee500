/// The server's limits (docs/protocol.md), each with why it is where it is.
enum Limits {
    /// Sessions at once by default, `default` included (`ServerConfiguration.maxSessions`): a
    /// preview tool serves one team on one machine; 64 is far above that and caps memory if a
    /// script creates sessions in a loop (503).
    static let sessions = 64
    /// A session nobody has watched or driven for this long may make room for a new one when
    /// the server is full: 10 minutes outlasts a page reload or a server restart, and only a
    /// full server unloads, oldest first. An unloaded session stays stored and comes back when
    /// it is next opened, so nothing is lost (only memory is freed).
    static let idleSessionSeconds = 600.0
    /// Viewers of one session: measured cheap up to 1,000 idle streams (docs/libmicrohttpd.md);
    /// past that a session refuses with 503 rather than degrade everyone's stream.
    static let viewersPerSession = 1000
    /// Inputs per second per session: a slider drag sends at most one per animation frame
    /// (60/s); twice that leaves room for two controllers (429 beyond).
    static let inputsPerSecond = 120.0
    /// Inputs allowed in a burst: two seconds' worth, so a quick scrub is never refused.
    static let inputBurst = 240.0
    /// Request bodies: the largest input (a `set` of every parameter) is well under 1 KiB;
    /// 16 KiB is docs/protocol.md's limit (413 beyond).
    static let bodyBytes = 16 * 1024
    /// libmicrohttpd's connection limit: every viewer of a full session plus ordinary
    /// requests; past it new requests would wait in the kernel queue (pitfall 3).
    static let connections = 4096
    /// The request target: the longest the page builds (a deep link with every parameter) is
    /// under 1 KiB; 8 KiB is what common proxies accept (414 beyond).
    static let targetBytes = 8 * 1024
    /// All request headers together: browsers send 1–2 KiB; 32 KiB leaves room for cookies
    /// and proxies' additions (431 beyond).
    static let headerBytes = 32 * 1024
    /// Header fields in one head, and trailer fields after a chunked body: browsers send about
    /// 20. libmicrohttpd keeps a record per field in the connection's memory, and about 3,000
    /// short fields (15 KB, well inside `headerBytes`) exhausted it, which it answered with its
    /// own HTML 431 (chosen: 100, Apache's `LimitRequestFields`; 431 beyond).
    static let headerFields = 100
    /// libmicrohttpd's memory per connection, which must hold a request's whole head. The front
    /// door refuses a head past `targetBytes` or `headerBytes` itself, so this needs room for
    /// the largest head it lets through (about 40 KiB, which 48 KiB was measured to serve and
    /// 32 KiB not: `LargestHeadTests`) and no more, since libmicrohttpd zeroes all of it after
    /// every request of a kept-alive connection: at 160 KiB that was 246 KB of memory written
    /// per input (issue 15). 64 KiB leaves a quarter of it spare.
    static let connectionMemoryBytes = 64 * 1024
}

extension Limits {
    /// Inputs a session's journal holds before the session rests (`SessionState+Journal`):
    /// 36,000 is ten minutes of a slider dragged at 60 inputs/s without one scene or device
    /// change, a few MB on disk, and replays in well under a second (chosen: long enough that
    /// no ordinary session ever rests).
    static let journalInputs = 36_000
}
