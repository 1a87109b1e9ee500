#if canImport(Glibc)
    import CLoadClient
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which of many sockets have bytes to read, or were closed, for one thread that reads them all
/// (the load client's viewers). The only readiness code of the loopback client.
///
/// On Linux it is epoll(7): the kernel keeps the set, so a wake-up costs what is ready. poll(2)
/// looked at each of a latency run's 100 sockets at every wake-up, 9 % of the load client's
/// time, spent between one viewer's frame and the stamp of the next (issue 15). Elsewhere poll.
final class SocketReadiness {
    private let descriptors: [Int32]
    private var watched: [Bool]
    #if canImport(Glibc)
        private let instance: Int32
        /// Room for every socket to be ready at once: one wait takes them all.
        private var events: [epoll_event]
    #endif

    init(_ descriptors: [Int32]) throws(LoopbackClientError) {
        self.descriptors = descriptors
        watched = Array(repeating: true, count: descriptors.count)
        #if canImport(Glibc)
            instance = epoll_create1(Int32(EPOLL_CLOEXEC))
            let failure = errno
            events = Array(repeating: epoll_event(), count: max(descriptors.count, 1))
            guard instance >= 0 else {
                throw LoopbackClientError(description: "epoll_create1() failed: errno \(failure)")
            }
            for (index, descriptor) in descriptors.enumerated() {
                // Level-triggered: a socket with bytes left after a read is reported again.
                var event = epoll_event()
                event.events = EPOLLIN.rawValue
                event.data.u64 = UInt64(index)
                guard epoll_ctl(instance, EPOLL_CTL_ADD, descriptor, &event) == 0 else {
                    throw LoopbackClientError(
                        description: "epoll_ctl() failed for socket \(descriptor): errno \(errno)")
                }
            }
        #endif
    }

    deinit {
        #if canImport(Glibc)
            if instance >= 0 { close(instance) }
        #endif
    }

    /// Indices (into the descriptors given) of the watched sockets with bytes to read or at their
    /// end, waiting at most `milliseconds` for the first.
    func ready(waitingAtMost milliseconds: Int32) -> [Int] {
        #if canImport(Glibc)
            let count = events.withUnsafeMutableBufferPointer {
                epoll_wait(instance, $0.baseAddress, Int32($0.count), milliseconds)
            }
            return (0..<max(Int(count), 0)).map { Int(events[$0].data.u64) }
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
            epoll_ctl(instance, EPOLL_CTL_DEL, descriptors[index], nil)
        #endif
    }
}
