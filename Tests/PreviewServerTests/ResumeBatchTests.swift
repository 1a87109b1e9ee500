import Testing

@testable import PreviewServer

/// Issue 15: the frame clock resumes the streams a tick woke together, at the tick's end
/// (`ResumeBatch`); everything else still resumes a stream at once.
@Suite struct ResumeBatchTests {
    /// A viewer that has sent its opening and waits suspended for the next event.
    static func waitingViewer() -> Viewer {
        let viewer = Viewer(opening: Array("retry: 1000\n\n".utf8), onDetach: { _ in })
        while case .send = viewer.read(maximum: 1 << 16) {}
        return viewer
    }

    static func frame(_ seq: Int) -> FrameEvents {
        FrameEvents(seq: seq, full: Array("id: \(seq)\ndata: {}\n\n".utf8))
    }

    @Test func aWokenStreamWaitsForItsBatchOnceAndIsThenResumed() {
        let viewer = Self.waitingViewer()
        let batch = ResumeBatch()
        viewer.offer([.frame(Self.frame(1))], batch: batch)
        batch.writeDeferred()
        #expect(viewer.isResumeDeferred)
        #expect(batch.count == 1)
        // Already woken: a second frame in the same tick adds nothing to write or resume.
        viewer.offer([.frame(Self.frame(2))], batch: batch)
        #expect(batch.unwrittenCount == 0)
        #expect(batch.count == 1)
        batch.resumeAll()
        #expect(!viewer.isResumeDeferred)
        #expect(batch.count == 0)
        guard case .send(let bytes) = viewer.read(maximum: 1 << 16) else {
            Issue.record("the frame offered during the tick is there to send")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self).contains("id: 2"))
    }

    @Test func withoutABatchNothingIsDeferred() {
        let viewer = Self.waitingViewer()
        viewer.offer([.frame(Self.frame(1))])
        #expect(!viewer.isResumeDeferred)
    }

    /// The clock hands every due session the same batch and resumes it once the tick is over.
    @Test func aTickDefersTheResumesOfTheViewersItWakes() throws {
        let registry = SessionRegistry(
            catalogs: SessionStateTests.catalogs, frameInterval: 1.0 / 60, store: InMemorySessionStore(),
            epochClock: SessionRegistry.testEpochClock, wakeClock: { _ in })
        let session = try registry.create(TestScrollScene.self, now: 0)
        let viewer = try session.addViewer(now: 0)
        while case .send = viewer.read(maximum: 1 << 16) {}
        let batch = ResumeBatch()
        // The viewer's arrival is announced on the clock's next tick.
        _ = session.tick(now: 1, batch: batch)
        #expect(viewer.isWriteDeferred)
        batch.writeDeferred()
        #expect(viewer.isResumeDeferred)
        batch.resumeAll()
        #expect(!viewer.isResumeDeferred)
    }
}

/// Issue 15: a tick's frames are written in groups, not each as soon as it is computed
/// (`ResumeBatch.writeDeferred`): every write wakes the reader at the other end, and a burst
/// finds it awake.
@Suite struct DeferredWriteTests {
    @Test func aWokenStreamIsWrittenWithItsGroupNotAtOnce() {
        let viewer = ResumeBatchTests.waitingViewer()
        let batch = ResumeBatch()
        viewer.offer([.frame(ResumeBatchTests.frame(1))], batch: batch)
        #expect(viewer.isWriteDeferred)
        #expect(!viewer.isResumeDeferred)
        #expect(batch.unwrittenCount == 1)
        // Offered again before its group is written: one write takes both.
        viewer.offer([.frame(ResumeBatchTests.frame(2))], batch: batch)
        #expect(batch.unwrittenCount == 1)
        batch.writeDeferred()
        #expect(!viewer.isWriteDeferred)
        #expect(batch.unwrittenCount == 0)
        // No socket to take it here: the stream waits to be resumed with the others.
        #expect(viewer.isResumeDeferred)
        batch.resumeAll()
        guard case .send(let bytes) = viewer.read(maximum: 1 << 16) else {
            Issue.record("the frames offered during the tick are there to send")
            return
        }
        let sent = String(decoding: bytes, as: UTF8.self)
        #expect(sent.contains("id: 2"))
    }

    /// Table: streams woken before a session's tick ends, and whether its end writes them.
    @Test(arguments: [(1, false), (ResumeBatch.writeGroup - 1, false), (ResumeBatch.writeGroup, true), (40, true)])
    func aGroupIsWrittenOnceItIsFull(woken: Int, written: Bool) {
        let batch = ResumeBatch()
        let viewers = (0..<woken).map { _ in ResumeBatchTests.waitingViewer() }
        for viewer in viewers { viewer.offer([.frame(ResumeBatchTests.frame(1))], batch: batch) }
        batch.sessionTicked()
        #expect(batch.unwrittenCount == (written ? 0 : woken))
        #expect(viewers.allSatisfy { $0.isWriteDeferred != written })
        batch.resumeAll()
        #expect(viewers.allSatisfy { !$0.isWriteDeferred && !$0.isResumeDeferred })
    }

    @Test func resumingTheBatchWritesWhatIsUnwrittenFirst() {
        let viewer = ResumeBatchTests.waitingViewer()
        let batch = ResumeBatch()
        viewer.offer([.frame(ResumeBatchTests.frame(1))], batch: batch)
        batch.resumeAll()
        #expect(!viewer.isWriteDeferred)
        guard case .send = viewer.read(maximum: 1 << 16) else {
            Issue.record("the stream was resumed with its frame")
            return
        }
    }

    /// A stream freed or finished while its write waits: nothing is written to the freed one,
    /// and the finished one is resumed so libmicrohttpd can end it.
    @Test func aStreamFreedOrFinishedBeforeItsGroupIsLeftOrEnded() {
        let freed = ResumeBatchTests.waitingViewer()
        let finished = ResumeBatchTests.waitingViewer()
        let batch = ResumeBatch()
        freed.offer([.frame(ResumeBatchTests.frame(1))], batch: batch)
        finished.offer([.frame(ResumeBatchTests.frame(1))], batch: batch)
        freed.detach()
        finished.finish()
        batch.writeDeferred()
        #expect(!freed.isWriteDeferred && !freed.isResumeDeferred)
        #expect(finished.isResumeDeferred)
        batch.resumeAll()
        #expect(finished.read(maximum: 1 << 16) == .end)
    }
}
