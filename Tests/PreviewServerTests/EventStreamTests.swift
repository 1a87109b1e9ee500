import Foundation
import MotionScene
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// The event stream with whole frames only (`?frames=full`). What a stream opens with and what
/// an input publishes at once are read in-process from the viewer (nothing ticks there, so a
/// frame that comes was sent at once); what takes time or the transport (animation ticks, two
/// connections, leaving, keep-alives, shutdown) runs over a real connection. Deltas are covered
/// by StreamWriterDeltaTests, FrameDeltaSequenceTests and Tests/python/test_stream_deltas.py.
@Suite struct EventStreamTests {
    @Test func opensWithRetrySessionAndCurrentFrame() throws {
        let api = try InProcessAPI.serving()
        let stream = try api.events("/api/sessions/default/events?frames=full")
        #expect(stream.status == 200)
        #expect(stream.headers["content-type"] == "text/event-stream")
        #expect(stream.headers["cache-control"] == "no-cache")
        #expect(stream.headers["x-accel-buffering"] == "no")
        #expect(try stream.next().retry == "1000")
        let session = try stream.next()
        #expect(session.event == "session")
        #expect(try session.json()["viewers"] == 1)
        let frame = try stream.next()
        #expect(frame.event == "frame")
        let seq = try #require(try frame.json()["seq"]?.doubleValue)
        #expect(frame.id == String(Int(seq)))
    }

    @Test func inputPublishesAFrameAtOnce() throws {
        let api = try InProcessAPI.serving()
        let stream = try api.events("/api/sessions/default/events?frames=full")
        _ = try stream.next(named: "frame")
        let answer = try api.input(#"{"set":{"scrollY":321}}"#).json()
        let frame = try stream.next(named: "frame")
        #expect(try frame.json()["params"]?["scrollY"] == 321)
        #expect(try frame.json()["seq"] == answer["seq"])
    }

    /// A stream's body ends with its connection, not in chunks, so a frame can be written
    /// straight into its socket by the thread that publishes it (docs/libmicrohttpd.md,
    /// pitfall 16): an input's frame is in the viewer's socket before the input's 202 comes
    /// back, and loopback delivers a send into the reader's buffer before the send returns.
    @Test func aStreamEndsWithItsConnectionAndAnInputsFrameLeavesBeforeItsAnswer() throws {
        let server = try TestServer()
        let stream = try TestEventStream(port: server.port, path: "/api/sessions/default/events")
        #expect(stream.headers["transfer-encoding"] == nil)
        #expect(stream.headers["connection"]?.lowercased() == "close")
        _ = try stream.next(named: "frame")
        for offset in [40, 80, 120] {
            let answer = try server.input(#"{"set":{"scrollY":\#(offset)}}"#)
            #expect(answer.status == 202)
            let readiness = try SocketReadiness([stream.socket.descriptor])
            #expect(readiness.ready(waitingAtMost: 0) == [0], "frame waiting at the 202")
            let seq = try #require(try answer.json()["seq"]?.doubleValue)
            let delta = try stream.next(named: "delta")
            #expect(delta.id?.hasPrefix("\(Int(seq))-") == true)
        }
    }

    /// An input that changes the playback and the picture publishes a session event and a
    /// frame; the session event comes first, also when the frame is written straight into the
    /// socket (the page reads the speed off the session when it shows the frame).
    @Test func aSessionEventLeavesBeforeTheFrameItCameWith() throws {
        let server = try TestServer()
        let stream = try TestEventStream(port: server.port, path: "/api/sessions/default/events")
        _ = try stream.next(named: "frame")
        for (speed, offset) in [(0.5, 30), (0.25, 60), (1.0, 90)] {
            _ = try server.input(#"{"playback":{"speed":\#(speed)},"set":{"scrollY":\#(offset)}}"#)
            var next = try stream.next()
            while next.event == nil { next = try stream.next() }
            #expect(next.event == "session")
            #expect(try next.json()["playback"]?["speed"]?.doubleValue == speed)
            #expect(try stream.next().event == "delta")
        }
    }

    @Test func twoViewersReceiveByteIdenticalFrames() throws {
        let server = try TestServer()
        let first = try TestEventStream(port: server.port, path: "/api/sessions/default/events?frames=full")
        let second = try TestEventStream(port: server.port, path: "/api/sessions/default/events?frames=full")
        _ = try first.next(named: "frame")
        _ = try second.next(named: "frame")
        _ = try server.input(#"{"set":{"scrollY":77},"event":"bounce"}"#)
        for _ in 0..<3 {
            let a = try first.next(named: "frame")
            let b = try second.next(named: "frame")
            #expect(a.raw == b.raw)
        }
    }

    @Test func reconnectWithLastEventIDGetsTheCurrentFrame() throws {
        let api = try InProcessAPI.serving()
        _ = try api.input(#"{"set":{"scrollY":10}}"#)
        let current = try api.input(#"{"set":{"scrollY":20}}"#).json()["seq"]
        let stream = try api.events("/api/sessions/default/events", headers: ["Last-Event-ID": "1"])
        let frame = try stream.next(named: "frame")
        #expect(try frame.json()["seq"] == current)
        #expect(try frame.json()["params"]?["scrollY"] == 20)
    }

    @Test func animationStreamsFramesUntilItStops() throws {
        let server = try TestServer()
        let stream = try TestEventStream(port: server.port, path: "/api/sessions/default/events?frames=full")
        _ = try stream.next(named: "frame")
        let start = try server.input(#"{"event":"bounce"}"#).json()["seq"]?.doubleValue ?? -1
        var seqs: [Double] = []
        var last = try stream.next(named: "frame").json()
        while last["animating"] == true {
            seqs.append(last["seq"]?.doubleValue ?? -1)
            last = try stream.next(named: "frame").json()
        }
        // 0.25 s at 60 frames/s is about 15 ticks; the stream ends on one non-animating frame.
        #expect(seqs.count >= 5)
        #expect(seqs.first == start)
        #expect(last["state"]?["offset"] == 40)
        #expect(try server.client.get("/api/sessions/default").json()["seq"] == last["seq"])
    }

    @Test func hapticIsReportedInOneFrameOnly() throws {
        let api = try InProcessAPI.serving()
        let stream = try api.events("/api/sessions/default/events?frames=full")
        _ = try stream.next(named: "frame")
        _ = try api.input(#"{"event":"buzz"}"#)
        #expect(try stream.next(named: "frame").json()["haptic"] == "light")
        _ = try api.input(#"{"set":{"scrollY":5}}"#)
        #expect(try stream.next(named: "frame").json()["haptic"] == .null)
    }

    @Test func viewerCountChangesAreAnnounced() throws {
        // A peer that left is noticed when something is written to it: keep-alives every
        // 0.1 s make that happen soon.
        let server = try TestServer { $0.keepAliveSeconds = 0.1 }
        let first = try TestEventStream(port: server.port, path: "/api/sessions/default/events?frames=full")
        _ = try first.next(named: "frame")
        var second: TestEventStream? = try TestEventStream(port: server.port, path: "/api/sessions/default/events?frames=full")
        // The first viewer's own arrival may still be announced (once per frame interval) before
        // the second's; each wait is bounded by the socket's 5 s timeout.
        while try first.next(named: "session").json()["viewers"] != 2 {}
        second = nil
        #expect(second == nil)
        var viewers = try first.next(named: "session").json()["viewers"]
        while viewers == 2 { viewers = try first.next(named: "session").json()["viewers"] }
        #expect(viewers == 1)
    }

    @Test func sceneChangeAnnouncesTheNewSession() throws {
        let api = try InProcessAPI.serving()
        let stream = try api.events("/api/sessions/default/events?frames=full")
        _ = try stream.next(named: "frame")
        _ = try api.input(#"{"scene":"test-static"}"#)
        // The new session comes first, so the page has the scene's controls before its frame.
        var session = try stream.next()
        // The announcement of this stream's own arrival waits for the clock's next tick (none
        // comes in-process); it is not the scene change.
        while session.event == "session", try session.json()["scene"] != "test-static" { session = try stream.next() }
        let frame = try stream.next()
        #expect(frame.event == "frame")
        #expect(try frame.json()["scene"] == "test-static")
        #expect(session.event == "session")
        #expect(try session.json()["sceneInfo"]?["id"] == "test-static")
        #expect(try session.json()["params"] == ["size": 10])
    }

    @Test func idleStreamGetsKeepAliveComments() throws {
        let server = try TestServer { $0.keepAliveSeconds = 0.2 }
        let stream = try TestEventStream(port: server.port, path: "/api/sessions/default/events?frames=full")
        _ = try stream.next(named: "frame")
        let comment = try stream.next(named: "comment")
        #expect(comment.raw == StreamWriter.keepAliveComment)
    }

    @Test func shutdownEndsOpenStreams() throws {
        let server = try TestServer()
        let streams = try (0..<3).map { _ in
            try TestEventStream(port: server.port, path: "/api/sessions/default/events?frames=full")
        }
        for stream in streams { _ = try stream.next(named: "frame") }
        server.server.shutdown()
        for stream in streams { #expect(try stream.endsWithin(5)) }
    }
}
