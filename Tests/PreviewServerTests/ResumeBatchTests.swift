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
        #expect(viewer.isResumeDeferred)
        #expect(batch.count == 1)
        // Already woken: a second frame in the same tick adds nothing to resume.
        viewer.offer([.frame(Self.frame(2))], batch: batch)
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
        #expect(viewer.isResumeDeferred)
        batch.resumeAll()
        #expect(!viewer.isResumeDeferred)
    }
}
