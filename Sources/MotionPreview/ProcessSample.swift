import Foundation

/// CPU time, resident memory and threads of a process, from /proc (Linux).
struct ProcessSample {
    /// User plus system CPU seconds since the process started.
    var cpuSeconds: Double
    var residentKiB: Int
    var threads: Int

    init?(pid: Int32) {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name start at field 3 (state); utime and stime are
        // fields 14 and 15 of proc(5), in clock ticks.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        cpuSeconds = (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
        func field(_ name: String) -> Int {
            let line = status.split(separator: "\n").first { $0.hasPrefix(name) } ?? ""
            return Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "") ?? 0
        }
        residentKiB = field("VmRSS:")
        threads = field("Threads:")
    }
}
