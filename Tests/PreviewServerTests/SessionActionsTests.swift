import Testing

@testable import PreviewServer

/// A session step's actions, kept inline, read back in the order they were published.
@Suite struct SessionActionsTests {
    static let frame = SessionAction.frame(FrameEvents(seq: 3, full: Array("event: frame\n\n".utf8)))
    static let session = SessionAction.session(Array("event: session\n\n".utf8))

    @Test(arguments: [
        [], [frame], [session], [frame, session], [session, frame],
    ] as [[SessionAction]])
    func actionsComeBackInOrder(_ published: [SessionAction]) {
        var actions = SessionActions()
        for action in published { actions.append(action) }
        #expect(Array(actions) == published)
        #expect(actions.count == published.count)
        #expect(actions.isEmpty == published.isEmpty)
        #expect(actions.first == published.first)
        if let first = published.first { #expect(SessionActions(first) == [first]) }
        if published.count == 2 { #expect(actions == [published[0], published[1]]) }
    }
}
