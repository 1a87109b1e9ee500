import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@testable import MotionPreview

/// The load client's readiness set reports exactly the sockets it has something to read from.
@Suite struct SocketReadinessTests {
    /// Connected pairs of Unix sockets: what one end writes, the other end reads.
    final class Pairs {
        var ends: [(reading: Int32, writing: Int32)] = []

        init(_ count: Int) throws {
            for _ in 0..<count {
                var descriptors: [Int32] = [0, 0]
                guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &descriptors) == 0 else {
                    throw LoopbackClientError(description: "socketpair() failed: errno \(errno)")
                }
                ends.append((descriptors[0], descriptors[1]))
            }
        }

        deinit {
            for end in ends {
                close(end.reading)
                if end.writing >= 0 { close(end.writing) }
            }
        }

        func write(to index: Int) {
            Self.writeByte(to: ends[index].writing)
        }

        static func writeByte(to descriptor: Int32) {
            _ = Glibc.write(descriptor, "x", 1)
        }

        func hangUp(_ index: Int) {
            close(ends[index].writing)
            ends[index].writing = -1
        }

        var readingEnds: [Int32] { ends.map(\.reading) }
    }

    @Test(arguments: [[1], [0, 2], [0, 1, 2], []])
    func onlyTheSocketsWrittenToAreReady(written: [Int]) throws {
        let pairs = try Pairs(3)
        let readiness = try SocketReadiness(pairs.readingEnds)
        for index in written { pairs.write(to: index) }
        #expect(readiness.ready(waitingAtMost: 0).sorted() == written)
        // Level-triggered: bytes not read yet are reported again.
        #expect(readiness.ready(waitingAtMost: 0).sorted() == written)
    }

    @Test func aSocketWhosePeerClosedIsReadyUntilItIsNoLongerWatched() throws {
        let pairs = try Pairs(2)
        let readiness = try SocketReadiness(pairs.readingEnds)
        pairs.hangUp(1)
        #expect(readiness.ready(waitingAtMost: 0) == [1])
        readiness.stopWatching(1)
        #expect(readiness.ready(waitingAtMost: 0) == [])
        pairs.write(to: 0)
        #expect(readiness.ready(waitingAtMost: 0) == [0])
    }

    @Test func aWaitEndsWhenBytesComeFromAnotherThread() throws {
        let pairs = try Pairs(1)
        let readiness = try SocketReadiness(pairs.readingEnds)
        let descriptor = pairs.ends[0].writing
        let writer = Thread { Pairs.writeByte(to: descriptor) }
        writer.start()
        // Not a timing assertion: the wait is long only so that a slow machine cannot fail it.
        #expect(readiness.ready(waitingAtMost: 10_000) == [0])
    }
}

/// `ByteSearch.end`: where the load client finds an event's end.
@Suite struct ByteSearchTests {
    @Test(arguments: [
        ("ab\n\ncd", "\n\n", 0, 4 as Int?),
        ("ab\n\ncd", "\n\n", 3, nil),
        ("a\nb\n\n", "\n\n", 0, 5),
        ("\n\n", "\n\n", 0, 2),
        ("\n", "\n\n", 0, nil),
        ("abc", "\n\n", 0, nil),
        ("x\r\n\r\ny", "\r\n\r\n", -4, 5),
        ("x\r\n\r\ny", "\r\n\r\n", 2, nil),
    ])
    func findsTheEndOfTheFirstNeedleFromAnIndex(haystack: String, needle: String, from: Int, end: Int?) {
        #expect(ByteSearch.end(of: Array(needle.utf8), in: Array(haystack.utf8), from: from) == end)
    }
}
