import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// The process's open-file limit.
enum FileLimit {
    /// Raises the open-file limit to its hard maximum: a thousand viewers (or the `load`
    /// client's thousand streams) need a thousand descriptors, more than the usual soft limit
    /// of 1,024 leaves.
    static func raiseToMaximum() {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
}
