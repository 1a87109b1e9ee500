import Glibc

/// How long, in all, some task on this machine has waited for a CPU: the kernel's pressure
/// stall information (`/proc/pressure/cpu`, the `some` line's `total=`, microseconds since
/// boot). The front door polls instead of sleeping only while this stops growing (`WarmPath`):
/// a polling thread that makes another wait for a core costs more than it saves.
///
/// The file is kept open and read again from its start each time: one `pread`, a few
/// microseconds, once a millisecond while a control is dragged. The only file that touches
/// the descriptor.
final class CPUPressure {
    static let path = "/proc/pressure/cpu"

    private let descriptor: Int32

    /// Nil where the kernel keeps no pressure figures (built without PSI, or not Linux).
    init?(path: String = CPUPressure.path) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        guard stalledMicroseconds() != nil else {
            close(descriptor)
            return nil
        }
    }

    /// Made once: the file is read once a millisecond while a control is dragged.
    private static let some = Array("some ".utf8)
    private static let total = Array("total=".utf8)

    deinit {
        close(descriptor)
    }

    /// The `some` total now, or nil when the file cannot be read.
    func stalledMicroseconds() -> UInt64? {
        // Two lines of about 70 bytes each.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { buffer in
            let count = pread(descriptor, buffer.baseAddress, buffer.count, 0)
            guard count > 0 else { return nil }
            return Self.someTotal(in: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The number after `total=` on the line that starts with `some`.
    static func someTotal(in text: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard text.starts(with: Self.some) else { return nil }
        let line = text.prefix { $0 != UInt8(ascii: "\n") }
        guard let start = line.indices.first(where: { line[$0...].starts(with: Self.total) }) else { return nil }
        var value: UInt64 = 0
        var digits = 0
        for byte in line[(start + Self.total.count)...] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times10.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            guard !overflow, !carry else { return nil }
            value = sum
            digits += 1
        }
        return digits > 0 ? value : nil
    }
}
