import Foundation
import MotionScene
import Testing

@testable import MotionPreview
@testable import PreviewServer

/// Issue 7's endpoints: frames as SVG, placeholder pictures, batches of frames for plots and
/// filmstrips, a session's timeline and newest frame, and the metrics a frame carries.
@Suite struct SeeingEndpointTests {
    @Test func frameAsSVGIsTheRendererOnTheSameFrame() throws {
        let api = try InProcessAPI.serving()
        let response = try api.client.get("/api/frame?scene=test-scroll&device=iphone-se&scrollY=30&format=svg")
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "image/svg+xml; charset=utf-8")
        let expected = try PreviewAPI.frameSVG(
            query: [("scene", "test-scroll"), ("device", "iphone-se"), ("scrollY", "30")], scenes: .testing,
            devices: .bundled(), options: SVGRenderOptions())
        #expect(response.text == expected)
        #expect(response.text.contains(##"<g data-node="box" transform="translate(0 -30)">"##))
        #expect(response.text.contains(##"width="320" height="568""##))
        // format=json is the plain frame.
        let json = try api.client.get("/api/frame?scene=test-scroll&device=iphone-se&scrollY=30&format=json")
        #expect(json.text == (try api.client.get("/api/frame?scene=test-scroll&device=iphone-se&scrollY=30").text))
    }

    @Test func unknownFormatIsRefused() throws {
        let api = try InProcessAPI.serving()
        let response = try api.client.get("/api/frame?format=png")
        #expect(response.status == 422)
        #expect(response.errorField == "format")
    }

    @Test func placeholdersAreCacheableSVGWithValidators() throws {
        let api = try InProcessAPI.serving()
        let response = try api.client.get("/api/placeholders/forest-2.svg")
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "image/svg+xml; charset=utf-8")
        #expect(response.headers["cache-control"] == "public, max-age=86400")
        #expect(response.text == Placeholder(name: "forest-2")?.svg)
        let etag = try #require(response.headers["etag"])
        let again = try api.client.get("/api/placeholders/forest-2.svg", headers: ["If-None-Match": etag])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        #expect(try api.client.get("/api/placeholders/forest-3.svg").headers["etag"] != etag)
        for bad in ["lake-1.svg", "forest-2.png", "forest-2", "..%2Fsea-1.svg"] {
            #expect(try api.client.get("/api/placeholders/\(bad)").status == 404, "\(bad)")
        }
        #expect(try api.client.request("HEAD", "/api/placeholders/sea-1.svg").status == 200)
    }

    @Test func sweepGivesOneFreshFrameAtEachEvenlySpacedValue() throws {
        let api = try InProcessAPI.serving()
        let response = try api.client.post(
            "/api/frames",
            json: ##"{"scene":"test-scroll","device":"iphone-x","params":{"mode":"fancy"},"sweep":{"name":"scrollY","from":-100,"to":100,"count":5}}"##)
        #expect(response.status == 200)
        let body = try response.json()
        #expect(body["device"] == "iphone-x")
        let frames = try #require(body["frames"]?.arrayValue)
        #expect(frames.map { $0["params"]?["scrollY"]?.doubleValue } == [-100, -50, 0, 50, 100])
        for frame in frames {
            let y = try #require(frame["params"]?["scrollY"]?.doubleValue)
            #expect(frame["params"]?["mode"] == "fancy")
            // Each state is what /api/frame computes for that value.
            let single = try api.client.get("/api/frame?scene=test-scroll&device=iphone-x&mode=fancy&scrollY=\(Int(y))").json()
            #expect(frame["state"] == single["state"])
            #expect(frame["nodes"] == nil)
        }
    }

    @Test func sweepDefaultsToTheWholeRangeAndNodesOnRequest() throws {
        let api = try InProcessAPI.serving()
        let body = try api.client.post(
            "/api/frames", json: ##"{"scene":"test-scroll","device":"iphone-se","sweep":{"name":"scrollY","count":3},"include":["nodes"]}"##
        ).json()
        let frames = try #require(body["frames"]?.arrayValue)
        #expect(frames.map { $0["params"]?["scrollY"]?.doubleValue } == [-200, 468, 1136])
        #expect(frames.first?["state"] == nil)
        #expect(frames.first?["nodes"]?.arrayValue?.first?["id"] == "box")
    }

    /// parallax-list (a standard scene) fades each row in after the scene is built: drawn at 0
    /// its rows are transparent; drawn at the sweep's `time`, each sample is what `times` draws
    /// for the same value at that time.
    @Test func aSweepsTimeIsWhenEachFreshSceneIsDrawn() throws {
        func frames(_ body: String) throws -> [JSONValue] {
            let request = HTTPRequest(
                method: "POST", path: "/api/frames", headers: ["content-type": "application/json"],
                body: Array(#"{"scene":"parallax-list","device":"iphone-x","include":["state","nodes"],"#.utf8) + Array(body.utf8) + [UInt8(ascii: "}")])
            let answer = try JSONParser.parse(try #require(try BatchEndpoint.frames(request, catalogs: StoredSessionReplayTests.catalogs).bodyBytes))
            return try #require(answer["frames"]?.arrayValue)
        }
        let atZero = try frames(#""sweep":{"name":"scrollY","from":0,"to":600,"count":3}"#)
        let later = try frames(#""sweep":{"name":"scrollY","from":0,"to":600,"count":3,"time":2.5}"#)
        #expect(atZero.map { $0["time"]?.doubleValue } == [0, 0, 0])
        #expect(later.map { $0["time"]?.doubleValue } == [2.5, 2.5, 2.5])
        for (early, late) in zip(atZero, later) {
            let y = try #require(late["params"]?["scrollY"]?.doubleValue)
            #expect(early["params"] == late["params"])
            // Compared as flags: a failure printing two display lists whole says nothing more.
            let drawnLater = early["nodes"] != late["nodes"]
            #expect(drawnLater, "scrollY \(y): the rows should have faded in by 2.5 s")
            let single = try #require(try frames(#""params":{"scrollY":\#(y)},"times":[2.5]"#).first)
            let sameAsTimes = late["state"] == single["state"] && late["nodes"] == single["nodes"]
            #expect(sameAsTimes, "scrollY \(y)")
        }
    }

    @Test func aBatchWithTheKeyboardUpIsDrawnOnTheRaisedScreen() throws {
        let api = try InProcessAPI.serving()
        let raised = try api.client.post(
            "/api/frames", json: ##"{"scene":"test-static","device":"iphone-se","keyboard":true,"times":[0]}"##
        ).json()
        // iPhone SE (1st generation): 320 × 568 pt, keyboard 253 pt in portrait (devices.json).
        #expect(raised["keyboard"] == [0, 315, 320, 253])
        let lowered = try api.client.post("/api/frames", json: ##"{"scene":"test-static","device":"iphone-se","times":[0]}"##).json()
        #expect(lowered["keyboard"] == .null)
    }

    @Test func timesDrawOneFreshSceneAtEachTime() throws {
        let api = try InProcessAPI.serving()
        let body = try api.client.post(
            "/api/frames", json: ##"{"scene":"test-static","params":{"size":7},"times":[0,0.5,2]}"##
        ).json()
        let frames = try #require(body["frames"]?.arrayValue)
        #expect(frames.map { $0["time"]?.doubleValue } == [0, 0.5, 2])
        #expect(frames.allSatisfy { $0["state"] == ["size": 7] })
    }

    @Test(arguments: [
        (##"{"sweep":{"name":"nope"}}"##, 400, "sweep.name"),
        (##"{"sweep":{"name":"mode"}}"##, 422, "sweep.name"),
        (##"{"sweep":{"name":"scrollY","count":0}}"##, 422, "count"),
        (##"{"sweep":{"name":"scrollY","count":1e300}}"##, 422, "count"),
        (##"{"sweep":{"name":"scrollY","to":99999}}"##, 422, "scrollY"),
        (##"{"sweep":{"name":"scrollY"},"times":[1]}"##, 400, "times"),
        (##"{"times":[-1]}"##, 422, "times"),
        (##"{"include":["pixels"]}"##, 422, "include"),
        (##"{"colour":"red"}"##, 400, "colour"),
    ])
    func badBatchesAreRefusedNamingTheField(body: String, status: Int, field: String) throws {
        let api = try InProcessAPI.serving()
        let response = try api.client.post("/api/frames", json: body)
        #expect(response.status == status)
        #expect(response.errorField == field)
    }

    @Test func timelineRunsUntilTheSessionsAnimationSettles() throws {
        let api = try InProcessAPI.serving()
        #expect(try api.input(##"{"event":"bounce"}"##).status == 202)
        let body = try api.client.get("/api/sessions/default/timeline?count=11").json()
        let from = try #require(body["from"]?.doubleValue)
        let to = try #require(body["to"]?.doubleValue)
        // The bounce lasts 0.25 s; the end is found to within one 60 Hz step.
        #expect(to - from <= TestScrollScene.bounceSeconds + 1.0 / 60 + 1e-9)
        #expect(to - from > 0)
        let frames = try #require(body["frames"]?.arrayValue)
        #expect(frames.count == 11)
        #expect(frames.last?["state"]?["offset"] == 40)
        #expect(frames.last?["animating"] == false)
        let offsets = frames.compactMap { $0["state"]?["offset"]?.doubleValue }
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func timelineWithExplicitTimesAndErrors() throws {
        let api = try InProcessAPI.serving()
        let body = try api.client.get("/api/sessions/default/timeline?from=1&to=2&count=3&include=state,nodes").json()
        #expect(body["frames"]?.arrayValue?.map { $0["time"]?.doubleValue } == [1, 1.5, 2])
        #expect(body["frames"]?.arrayValue?.first?["nodes"] != nil)
        #expect(try api.client.get("/api/sessions/default/timeline?from=2&to=1").status == 422)
        #expect(try api.client.get("/api/sessions/default/timeline?when=1").status == 400)
        #expect(try api.client.get("/api/sessions/nope/timeline").status == 404)
    }

    @Test func sessionFrameIsTheNewestFrameAsSentOrAsSVG() throws {
        let api = try InProcessAPI.serving()
        #expect(try api.input(##"{"set":{"scrollY":77}}"##).status == 202)
        let json = try api.client.get("/api/sessions/default/frame")
        #expect(json.text == (try #require(api.registry.session(id: SessionRegistry.defaultID))).state.frameJSON)
        #expect(try json.json()["params"]?["scrollY"] == 77)
        let svg = try api.client.get("/api/sessions/default/frame?format=svg")
        #expect(svg.headers["content-type"] == "image/svg+xml; charset=utf-8")
        #expect(svg.text.contains(##"<g data-node="box" transform="translate(0 -77)">"##))
    }

    @Test func framesCarryComputeAndEncodeTimes() throws {
        let api = try InProcessAPI.serving()
        #expect(try api.input(##"{"set":{"scrollY":1}}"##).status == 202)
        let frame = try api.client.get("/api/sessions/default/frame").json()
        let compute = try #require(frame["metrics"]?["computeMicros"]?.doubleValue)
        let encode = try #require(frame["metrics"]?["encodeMicros"]?.doubleValue)
        #expect(compute >= 0 && compute == compute.rounded())
        // The encode time reported is the previous frame's, which was encoded: some time passed.
        #expect(encode >= 0 && encode == encode.rounded())
    }
}
