/// Streams woken during one tick of the frame clock whose socket could not take the frame at
/// once (`StreamWriter.writeDirectly` writes the others itself), resumed together when the tick
/// has computed every due session's frame. Resumed one by one, each woke the thread running
/// libmicrohttpd for one stream while the clock went on to the next session: about one context
/// switch per frame, a third of the server's CPU with 60 sessions animating (issue 15).
/// Together, they reach that thread after the tick: each resume writes its wake-up eventfd
/// (`ConnectionHandle.resume`), which stays readable until the thread's next pass, so the
/// thread writes them all in one pass or a few rather than one per stream.
///
/// Used by the clock's thread only, from the tick's start to its `resumeAll()`.
final class ResumeBatch {
    private var viewers: [Viewer] = []

    var count: Int { viewers.count }

    func add(_ viewer: Viewer) {
        viewers.append(viewer)
    }

    func resumeAll() {
        for viewer in viewers { viewer.resumeDeferred() }
        viewers.removeAll(keepingCapacity: true)
    }
}
