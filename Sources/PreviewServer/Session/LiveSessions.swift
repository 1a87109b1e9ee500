/// The registry's live sessions by id, and the same sessions by frame-clock lane.
///
/// Why both: the clock asks for its lane's sessions on every tick. Built from the dictionary
/// each time, the list retained every session and released it again a tick later, two writes
/// to each session's first line, which with a thousand sessions animating is out of the caches
/// by then (issue 15). Kept here, the list changes only when a session comes or goes, and
/// handing it out is one retain of its buffer.
struct LiveSessions {
    private(set) var byID: [String: Session] = [:]
    /// Each lane's sessions, in the order they came.
    private(set) var byLane: [[Session]]

    init(lanes: Int) {
        byLane = Array(repeating: [], count: lanes)
    }

    var count: Int { byID.count }
    var values: Dictionary<String, Session>.Values { byID.values }

    /// The session `id`; setting it adds, replaces or removes it in its lane's list too.
    subscript(id: String) -> Session? {
        get { byID[id] }
        set {
            if let old = byID[id] { byLane[old.lane].removeAll { $0 === old } }
            byID[id] = newValue
            if let newValue { byLane[newValue.lane].append(newValue) }
        }
    }
}
