import Foundation
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// `motion-preview load --sessions K`: K sessions created and driven, each watched by a stream
/// of its own, and a report that counts a session late by its own frame rate.
@Suite struct LoadSessionsTests {
    static let looping = #"{"event":"bounce","playback":{"loop":true}}"#

    /// With one frame thread, and with three: then `default` and the three sessions fill every
    /// lane, and a lane whose thread did not tick would leave its session still.
    @Test(arguments: [1, 3]) func createsDrivesAndWatchesEachSession(frameThreads: Int) throws {
        let server = try TestServer {
            $0.maxSessions = 8
            $0.sessionsPerMinutePerAddress = 100
            $0.frameThreads = frameThreads
        }
        let driver = LoadSessions(http: server.client)
        let created = try driver.create(count: 3, body: #"{"scene":"test-scroll"}"#, inputs: [Self.looping])
        #expect(Set(created.map(\.id)).count == 3)
        let streams = try LoadStreams(
            target: try LoadTarget("http://127.0.0.1:\(server.port)/"), sessions: created.map(\.id))
        #expect(streams.pump(until: LoadClock.now() + 10, stopWhenAllHaveAFrame: true))
        // Each session's seq moves on by itself once its viewer watches: its input made it loop.
        let start = try driver.seqs(of: created)
        let deadline = LoadClock.now() + 10
        var end = start
        while LoadClock.now() < deadline, zip(start, end).contains(where: { $1.seq < $0.seq + 3 }) {
            _ = streams.pump(until: LoadClock.now() + 0.05, stopWhenAllHaveAFrame: false)
            end = try driver.seqs(of: created)
        }
        #expect(LoadSessions.progress(from: start, to: end).allSatisfy { $0.frames >= 3 && $0.seconds > 0 })
        for session in created {
            let answer = try server.client.get("/api/sessions/\(session.id)")
            #expect(try answer.json()["playback"]?["loop"]?.boolValue == true)
        }
    }

    @Test func aFullServerStopsTheRunWithItsOwnMessage() throws {
        let server = try TestServer {
            $0.maxSessions = 3
            $0.sessionsPerMinutePerAddress = 100
        }
        let driver = LoadSessions(http: server.client)
        do {
            _ = try driver.create(count: 5, body: #"{"scene":"test-scroll"}"#, inputs: [])
            Issue.record("a server holding 3 sessions created 5")
        } catch let error as LoadSessionsError {
            #expect(error.description.contains("session 3 of 5: 503"))
            #expect(error.description.contains("the server holds 3 sessions"))
        }
    }

    @Test func anInputTheSessionRefusesStopsTheRun() throws {
        let server = try TestServer { $0.sessionsPerMinutePerAddress = 100 }
        let driver = LoadSessions(http: server.client)
        #expect(throws: LoadSessionsError.self) {
            try driver.create(count: 1, body: #"{"scene":"test-scroll"}"#, inputs: [#"{"set":{"nope":1}}"#])
        }
    }

    /// (frames, seconds) per session → sessions counted late: under 57 frames/s.
    @Test(arguments: [
        ([(600, 10.0), (600, 10.0)], 0),
        ([(600, 10.0), (569, 10.0)], 1),
        ([(571, 10.0), (300, 10.0), (0, 10.0)], 2),
        ([(60, 1.0), (113, 2.0), (114, 2.0)], 1),
    ])
    func countsSessionsLateByTheirOwnRate(progress: [(Int, Double)], late: Int) {
        let report = LoadSessionsReport(
            sessions: progress.count, open: progress.count,
            progress: progress.map { LoadSessions.Progress(frames: $0.0, seconds: $0.1) },
            received: progress.map(\.0), elapsed: 10)
        #expect(report.late == late)
        #expect(report.text.contains("\(late) of \(progress.count) late"))
    }
}
