#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Empty lists with room in them, for the deltas computed on one thread: a delta's lists
/// (its changed nodes, its moves, the state and parameters that changed) are taken from here
/// and given back once the delta is written (`FrameDelta.Changes.recycle()`).
///
/// Why: each delta allocated five lists and freed them again once written, 1.5k of a frame's
/// 48k instructions (callgrind, the article's fling, issue 15). One set per thread, not per
/// session: the thread's lists were used by the session before and are in its caches, where a
/// session's own were out of them by its next frame with hundreds animating.
///
/// This file owns the thread-local storage (`pthread_getspecific`). A thread's buffers are
/// made on its first delta and released when it ends.
final class DeltaBuffers {
    // Unchecked: only the thread that owns the buffers ever reaches them (`ofThisThread`).
    @exclusivity(unchecked) var changed: [NodeChanges.Changed] = []
    @exclusivity(unchecked) var movedIDs: [NodeChanges.MovedID] = []
    @exclusivity(unchecked) var movedGroups: [NodeChanges.MovedGroup] = []
    /// Entry lists for the objects of changed values (state and parameters).
    @exclusivity(unchecked) private var entryLists: [[JSONObject.Entry]] = []

    /// How many entry lists are kept: a delta takes two.
    private static let keptEntryLists = 2

    /// An empty entry list, with room when one was given back.
    func takeEntries() -> [JSONObject.Entry] {
        entryLists.popLast() ?? []
    }

    /// Keeps `entries`'s room for a later delta; its entries are destroyed now.
    func giveBack(_ entries: inout [JSONObject.Entry]) {
        guard entries.capacity > 0, entryLists.count < Self.keptEntryLists else { return }
        var kept: [JSONObject.Entry] = []
        swap(&kept, &entries)
        kept.removeAll(keepingCapacity: true)
        entryLists.append(kept)
    }

    /// Empties `list` into `spare` when `spare` has less room, keeping the larger list's room.
    static func keep<Element>(_ list: inout [Element], in spare: inout [Element]) {
        guard list.capacity > spare.capacity else { return }
        var kept: [Element] = []
        swap(&kept, &list)
        kept.removeAll(keepingCapacity: true)
        spare = kept
    }

    /// The calling thread's buffers.
    static var ofThisThread: DeltaBuffers {
        let key = threadKey.key
        if let stored = pthread_getspecific(key) { return Unmanaged<DeltaBuffers>.fromOpaque(stored).takeUnretainedValue() }
        let made = DeltaBuffers()
        // Retained for the thread; released by the key's destructor when the thread ends.
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    private struct ThreadKey: @unchecked Sendable {
        var key = pthread_key_t()

        init() {
            let created = pthread_key_create(&key) { stored in
                #if canImport(Darwin)
                Unmanaged<DeltaBuffers>.fromOpaque(stored).release()
                #else
                if let stored { Unmanaged<DeltaBuffers>.fromOpaque(stored).release() }
                #endif
            }
            precondition(created == 0, "no thread-local key for delta buffers (error \(created))")
        }
    }

    private static let threadKey = ThreadKey()
}
