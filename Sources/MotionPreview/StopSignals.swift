import Foundation

/// SIGINT and SIGTERM as a blocking wait on the main thread; SIGPIPE ignored, so a viewer
/// that disconnects mid-write cannot kill the server (docs/libmicrohttpd.md, pitfall 7).
struct StopSignals {
    private var set = sigset_t()

    init() {
        signal(SIGPIPE, SIG_IGN)
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Blocks until SIGINT or SIGTERM arrives; returns its number.
    func wait() -> Int32 {
        var set = self.set
        var received: Int32 = 0
        sigwait(&set, &received)
        return received
    }
}
