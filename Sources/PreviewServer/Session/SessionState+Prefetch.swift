/// What the frame clock asks for ahead of a session's next tick (`PrefetchHints`): the objects
/// the state reaches that the next frame reads first.
extension SessionState {
    mutating func notePrefetch(into hints: inout PrefetchHints) {
        // The scene: an existential's first word is its box when the value does not fit the
        // existential's three inline words, as no scene runtime does (a definition and a
        // context). Were it inline, the word would be data, and its prefetch one wasted load.
        let sceneBox = withUnsafeBytes(of: &scene) { $0.load(as: UInt.self) }
        hints.note(address: sceneBox, bytes: Self.sceneBytesPrefetched)
        frameEvents.whole.notePrefetch(into: &hints)
        // The delta's size is read to size the next one's buffer, and the buffer is freed.
        if let delta = frameEvents.delta { hints.note(buffer: delta, maximumBytes: 0) }
        hints.note(buffer: parameterNames, maximumBytes: Self.namesBytesPrefetched)
    }

    /// A frame copies the runtime's definition and context and reads the rest: the whole box
    /// (the article's runtime is 640 bytes). A scene's own data beyond the box is met later in
    /// the frame, and by then the stall is a smaller share.
    private static let sceneBytesPrefetched = 768
    private static let namesBytesPrefetched = 256
}
