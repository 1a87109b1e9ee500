import Testing

@testable import PreviewServer

/// A frame offered to a suspended stream is written straight into its socket by the offering
/// thread (`writeDirectly`); libmicrohttpd is woken only for what the socket could not take, or
/// to end the stream.
@Suite struct StreamWriterDirectTests {
    /// A socket that takes at most `room` bytes, and records them.
    final class FakeSocket {
        var room: Int
        var received: [UInt8] = []
        init(room: Int) { self.room = room }

        func send(_ bytes: ArraySlice<UInt8>) -> Int {
            let taken = min(room, bytes.count)
            received += bytes.prefix(taken)
            room -= taken
            return taken
        }
    }

    static let frame: [UInt8] = Array("event: frame\nid: 1\ndata: {}\n\n".utf8)

    /// A writer that sent its opening and waits, suspended, as libmicrohttpd left it.
    func suspendedWriter() -> StreamWriter {
        var writer = StreamWriter(opening: [])
        #expect(writer.read(maximum: 1 << 16) == .suspend)
        return writer
    }

    struct Case: Sendable, CustomStringConvertible {
        let room: Int
        let wake: StreamWriter.Wake
        var description: String { "socket room \(room)" }
    }

    /// With room for all of it, nothing wakes libmicrohttpd and the stream stays suspended;
    /// otherwise it is resumed and its reader sends exactly the rest.
    @Test(arguments: [
        Case(room: 1 << 16, wake: .none), Case(room: frame.count, wake: .none),
        Case(room: 7, wake: .resume), Case(room: 0, wake: .resume),
    ])
    func writesWhatTheSocketTakesAndLeavesTheRestToTheReader(_ given: Case) {
        var writer = suspendedWriter()
        let socket = FakeSocket(room: given.room)
        #expect(writer.offer(frame: Self.frame) == .resume)
        #expect(writer.writeDirectly(socket.send) == given.wake)
        #expect(writer.isSuspended == (given.wake == .none))
        var rest: [UInt8] = []
        if given.wake == .resume {
            while case .send(let slice) = writer.read(maximum: 5) { rest += slice }
        }
        #expect(socket.received + rest == Self.frame)
        #expect(writer.read(maximum: 1 << 16) == .suspend)
    }

    /// Frames after a direct write go on in order, each once.
    @Test func successiveFramesAreEachWrittenOnce() {
        var writer = suspendedWriter()
        let socket = FakeSocket(room: 1 << 20)
        var expected: [UInt8] = []
        for seq in 1...5 {
            let event = Array("event: frame\nid: \(seq)\ndata: {}\n\n".utf8)
            expected += event
            #expect(writer.offer(frame: FrameEvents(seq: seq, full: event)) == .resume)
            #expect(writer.writeDirectly(socket.send) == .none)
        }
        #expect(socket.received == expected)
    }

    /// Ending the stream is the reader's: a finishing or stuck stream is always resumed, and
    /// nothing is written past the end.
    @Test func anEndingStreamIsLeftToTheReader() {
        var finishing = suspendedWriter()
        let socket = FakeSocket(room: 1 << 16)
        #expect(finishing.finish() == .resume)
        #expect(finishing.writeDirectly(socket.send) == .resume)
        #expect(finishing.read(maximum: 10) == .end)

        var closed = suspendedWriter()
        #expect(closed.peerClosed() == .resume)
        #expect(closed.writeDirectly(socket.send) == .resume)
        #expect(closed.read(maximum: 10) == .fail)
        #expect(socket.received.isEmpty)
    }

    /// While libmicrohttpd is sending (not suspended) an offer wakes nothing and nothing is
    /// written around it: the reader takes the frame after the chunk in flight.
    @Test func aStreamBeingSentIsNotWrittenAround() {
        var writer = StreamWriter(opening: Array("retry: 1000\n\n".utf8))
        #expect(writer.read(maximum: 4) == .send(Array("retr".utf8)[...]))
        #expect(writer.offer(frame: Self.frame) == .none)
        var rest: [UInt8] = []
        while case .send(let slice) = writer.read(maximum: 1 << 16) { rest += slice }
        #expect(rest == Array("y: 1000\n\n".utf8) + Self.frame)
    }
}
