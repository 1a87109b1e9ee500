import Testing

@testable import PreviewServer

/// The per-viewer stream writer as a pure state machine.
@Suite struct StreamWriterTests {
    static let opening: [UInt8] = Array("retry: 1000\n\n".utf8)

    func drain(_ writer: inout StreamWriter, maximum: Int = 1 << 20) -> [UInt8] {
        var bytes: [UInt8] = []
        while case .send(let slice) = writer.read(maximum: maximum) { bytes += slice }
        return bytes
    }

    @Test func sendsTheOpeningThenSuspends() {
        var writer = StreamWriter(opening: Self.opening)
        #expect(drain(&writer) == Self.opening)
        #expect(writer.isSuspended)
        #expect(writer.read(maximum: 10) == .suspend)
    }

    @Test func offerWhileSuspendedAsksForResume() {
        var writer = StreamWriter(opening: [])
        #expect(writer.read(maximum: 10) == .suspend)
        #expect(writer.offer(frame: [1]) == .resume)
        #expect(writer.offer(frame: [2]) == .none, "already resumed")
    }

    @Test func slowViewerGetsOnlyTheNewestFrame() {
        var writer = StreamWriter(opening: [])
        for frame in 1...50 { _ = writer.offer(frame: [UInt8(frame)]) }
        #expect(drain(&writer) == [50])
        #expect(writer.skippedTotal == 49)
    }

    @Test func chunkInFlightIsFinishedBeforeTheNextFrame() {
        var writer = StreamWriter(opening: [])
        _ = writer.offer(frame: [1, 1, 1, 1])
        #expect(writer.read(maximum: 2) == .send([1, 1]))
        _ = writer.offer(frame: [2, 2])
        _ = writer.offer(frame: [3, 3])
        #expect(drain(&writer, maximum: 2) == [1, 1, 3, 3])
    }

    @Test func sessionEventGoesBeforeTheFrame() {
        var writer = StreamWriter(opening: [])
        _ = writer.offer(frame: [9])
        _ = writer.offer(session: [7])
        #expect(drain(&writer) == [7, 9])
    }

    @Test func keepAliveOnlyWhenIdle() {
        var writer = StreamWriter(opening: [])
        _ = writer.offer(frame: [1])
        #expect(writer.keepAlive() == .none)
        #expect(drain(&writer) == [1])
        #expect(writer.keepAlive() == .resume)
        #expect(drain(&writer) == StreamWriter.keepAliveComment)
    }

    @Test func stuckViewerFailsAfterTooManySkippedFrames() {
        var writer = StreamWriter(opening: [])
        for frame in 0...(StreamWriter.stuckAfterSkippedFrames + 1) { _ = writer.offer(frame: [UInt8(frame % 256)]) }
        #expect(writer.isStuck)
        #expect(writer.read(maximum: 10) == .fail)
    }

    @Test func aPeerThatLeftWakesTheStreamToFail() {
        var writer = StreamWriter(opening: [])
        #expect(writer.read(maximum: 10) == .suspend)
        _ = writer.keepAlive()
        #expect(writer.read(maximum: 64) == .send(ArraySlice(StreamWriter.keepAliveComment)))
        #expect(writer.read(maximum: 10) == .suspend)
        #expect(writer.peerClosed() == .resume)
        #expect(writer.offer(frame: [1]) == .none)
        #expect(writer.read(maximum: 10) == .fail)
    }

    @Test func finishDrainsTheChunkInFlightThenEnds() {
        var writer = StreamWriter(opening: [5, 5, 5])
        #expect(writer.read(maximum: 1) == .send([5]))
        _ = writer.offer(frame: [6])
        _ = writer.finish()
        #expect(drain(&writer) == [5, 5])
        #expect(writer.read(maximum: 10) == .end)
        #expect(writer.offer(frame: [7]) == .none)
    }

    @Test func finishWakesASuspendedViewer() {
        var writer = StreamWriter(opening: [])
        #expect(writer.read(maximum: 10) == .suspend)
        #expect(writer.finish() == .resume)
        #expect(writer.read(maximum: 10) == .end)
    }

    @Test func devStatusFollowsTheFrameAndOnlyTheNewestIsSent() {
        var writer = StreamWriter(opening: [])
        _ = writer.offer(dev: [1])
        _ = writer.offer(frame: [9])
        _ = writer.offer(session: [7])
        _ = writer.offer(dev: [2])
        #expect(drain(&writer) == [7, 9, 2])
    }
}
