#if canImport(Glibc)
    import Glibc
    import PreviewServer
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which of many sockets have bytes to read, or were closed, for one thread that reads them all
/// (the load client's viewers). The only readiness code of the loopback client.
///
/// On Linux it is the front door's epoll set (`FrontDoorPoller`, the package's one epoll
/// bridge): the kernel keeps the set, so a wake-up costs what is ready. poll(2) looked at each
/// of a latency run's 100 sockets at every wake-up, 9 % of the load client's time, spent between
/// one viewer's frame and the stamp of the next (issue 15). Elsewhere poll.
final class SocketReadiness {
    private let descriptors: [Int32]
    private var watched: [Bool]
    #if canImport(Glibc)
        private let poller: FrontDoorPoller
        private let indices: [Int32: Int]
    #endif

    init(_ descriptors: [Int32]) throws(LoopbackClientError) {
        self.descriptors = descriptors
        watched = Array(repeating: true, count: descriptors.count)
        #if canImport(Glibc)
            do throws(ServerError) {
                poller = try FrontDoorPoller()
            } catch {
                throw LoopbackClientError(description: error.message)
            }
            indices = Dictionary(descriptors.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
            // Level-triggered: a socket with bytes left after a read is reported again.
            for descriptor in descriptors where !poller.watch(descriptor, edgeTriggered: false) {
                throw LoopbackClientError(description: "epoll_ctl() failed for socket \(descriptor): errno \(errno)")
            }
        #endif
    }

    /// Indices (into the descriptors given) of the watched sockets with bytes to read or at their
    /// end, waiting at most `milliseconds` for the first.
    func ready(waitingAtMost milliseconds: Int32) -> [Int] {
        #if canImport(Glibc)
            return poller.wait(timeoutMilliseconds: milliseconds).compactMap { indices[$0] }
        #else
            // poll skips a negative descriptor: that is how a socket no longer watched is left out.
            var entries = descriptors.indices.map {
                pollfd(fd: watched[$0] ? descriptors[$0] : -1, events: Int16(POLLIN), revents: 0)
            }
            let count = entries.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), milliseconds) }
            guard count > 0 else { return [] }
            return entries.indices.filter { entries[$0].revents != 0 }
        #endif
    }

    /// Stops reporting socket `index`: a stream at its end would be reported on every wait.
    func stopWatching(_ index: Int) {
        guard watched[index] else { return }
        watched[index] = false
        #if canImport(Glibc)
            poller.unwatch(descriptors[index])
        #endif
    }
}
