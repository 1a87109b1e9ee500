/// Streams woken during one tick of the frame clock. Their frames are written in groups of
/// about `writeGroup` (`sessionTicked()`, called by the clock after each session), and the streams
/// whose socket could not take a frame at once are resumed together when the tick has
/// computed every due session's frame.
///
/// Why groups: each write into a viewer's socket wakes the reader at the other end. Written one
/// by one, between two sessions' frames of computing, every write found the reader asleep and
/// woke it again; on loopback (a local proxy, the load client) the writer's core pays for
/// that wake-up, 15 % of the server's CPU with 800 sessions animating (perf, issue 15). Written
/// in a burst, the reader is still awake from the first write for the others, as it is for the
/// C floor, which writes every frame of a tick in one burst. A group waits for at most
/// `writeGroup - 1` other sessions' frames to be computed, well under a millisecond.
///
/// Why resumes wait for the tick's end: resumed one by one, each woke the thread running
/// libmicrohttpd for one stream while the clock went on to the next session: about one context
/// switch per frame, a third of the server's CPU with 60 sessions animating (issue 15).
/// Together, they reach that thread after the tick: each resume writes its wake-up eventfd
/// (`ConnectionHandle.resume`), which stays readable until the thread's next pass, so the
/// thread writes them all in one pass or a few rather than one per stream.
///
/// Used by the clock's thread only, from the tick's start to its `resumeAll()`.
final class ResumeBatch {
    /// Streams written at most this many at a time; see the type's comment.
    static let writeGroup = 16

    private var unwritten: [Viewer] = []
    private var viewers: [Viewer] = []

    /// Streams waiting to be resumed.
    var count: Int { viewers.count }

    /// Streams waiting for their frames to be written.
    var unwrittenCount: Int { unwritten.count }

    func addToResume(_ viewer: Viewer) {
        viewers.append(viewer)
    }

    func addUnwritten(_ viewer: Viewer) {
        unwritten.append(viewer)
    }

    /// The clock's call after each session it ticked: writes the group once it is full.
    func sessionTicked() {
        if unwritten.count >= Self.writeGroup { writeDeferred() }
    }

    /// Writes the frames of the streams woken since the last call; the ones whose socket
    /// could not take everything join the streams to resume.
    func writeDeferred() {
        for viewer in unwritten { viewer.writeDeferred(batch: self) }
        unwritten.removeAll(keepingCapacity: true)
    }

    /// Writes what is unwritten, then resumes every stream that needs libmicrohttpd.
    func resumeAll() {
        writeDeferred()
        for viewer in viewers { viewer.resumeDeferred() }
        viewers.removeAll(keepingCapacity: true)
    }
}
