import MotionScene
import Testing

@testable import PreviewServer

/// Bodies every POST refuses, with the status, error code and `field` each gets
/// (docs/protocol.md, "Conventions"). The answers were recorded from the field-by-field readers
/// that the `Decodable` request types replaced, so this table is what proves the protocol's
/// errors did not move. Values inside `set`, `params` and `args` are the scene's specs' to check.
@Suite struct RequestBodyErrorTests {
    enum Endpoint: String, Sendable {
        /// `POST /api/sessions/{id}/input` on a fresh `test-scroll` session, with its token.
        case input
        /// `POST /api/sessions`.
        case create
        /// `POST /api/frames`.
        case frames
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var endpoint: Endpoint
        var body: String
        var status: Int
        var code: String
        var field: String?

        init(_ endpoint: Endpoint, _ body: String, _ status: Int, _ code: String, _ field: String? = nil) {
            self.endpoint = endpoint
            self.body = body
            self.status = status
            self.code = code
            self.field = field
        }

        var testDescription: String { "\(endpoint) \(body.prefix(80)) → \(status) \(code) \(field ?? "-")" }
    }

    /// Deeper than the parser's nesting limit (`JSONParser.maximumDepth`).
    static let tooDeep = #"{"set":{"scrollY":"# + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "}}"
    /// One more time than a batch may ask for (`BatchFrames.maximumSamples`).
    static let tooManyTimes = #"{"times":["# + Array(repeating: "0", count: 241).joined(separator: ",") + "]}"

    /// Bodies that are not JSON objects at all.
    static let notObjects: [Case] = [
        Case(.input, "", 400, "malformed_json"),
        Case(.input, #"{"set":"#, 400, "malformed_json"),
        Case(.input, #"{"set":{},"set":{}}"#, 400, "malformed_json"),
        Case(.input, tooDeep, 400, "malformed_json"),
        Case(.input, "[]", 400, "invalid_type"),
        Case(.input, #"[{"set":{"scrollY":1}}]"#, 400, "invalid_type"),
        Case(.input, #""set""#, 400, "invalid_type"),
        Case(.input, "null", 400, "invalid_type"),
        Case(.input, "42", 400, "invalid_type"),
        Case(.input, "true", 400, "invalid_type"),
        Case(.create, "[]", 400, "invalid_type"),
        Case(.create, #""scene""#, 400, "invalid_type"),
        Case(.frames, "[]", 400, "invalid_type"),
        Case(.frames, "1", 400, "invalid_type"),
    ]

    /// Numbers JSON cannot carry, and strings that look like them.
    static let numbers: [Case] = [
        Case(.input, #"{"set":{"scrollY":1e999}}"#, 400, "malformed_json"),
        Case(.input, #"{"set":{"scrollY":-1e400}}"#, 400, "malformed_json"),
        Case(.input, #"{"set":{"scrollY":NaN}}"#, 400, "malformed_json"),
        Case(.input, #"{"set":{"scrollY":Infinity}}"#, 400, "malformed_json"),
        Case(.input, #"{"set":{"scrollY":01}}"#, 400, "malformed_json"),
        Case(.input, #"{"playback":{"speed":Infinity}}"#, 400, "malformed_json"),
        Case(.input, #"{"set":{"scrollY":"NaN"}}"#, 400, "invalid_type", "scrollY"),
        Case(.input, #"{"set":{"scrollY":"-Infinity"}}"#, 400, "invalid_type", "scrollY"),
        Case(.input, #"{"set":{"scrollY":1e300}}"#, 422, "out_of_range", "scrollY"),
        Case(.input, #"{"playback":{"speed":"NaN"}}"#, 400, "invalid_type", "speed"),
        Case(.input, #"{"playback":{"speed":1e308}}"#, 422, "out_of_range", "speed"),
        Case(.input, #"{"playback":{"step":"Infinity"}}"#, 400, "invalid_type", "step"),
        Case(.input, #"{"playback":{"step":1e20}}"#, 422, "out_of_range", "step"),
        Case(.input, #"{"playback":{"step":-1e300}}"#, 422, "out_of_range", "step"),
        Case(.input, #"{"playback":{"step":600.0000000001}}"#, 400, "invalid_type", "step"),
        Case(.frames, #"{"sweep":{"name":"scrollY","count":1e300}}"#, 422, "out_of_range", "count"),
        Case(.frames, #"{"sweep":{"name":"scrollY","count":"3"}}"#, 400, "invalid_type", "count"),
        Case(.frames, #"{"sweep":{"name":"scrollY","from":-1e9}}"#, 422, "out_of_range", "scrollY"),
        Case(.frames, #"{"times":[1e308,-1e-300]}"#, 422, "out_of_range", "times"),
    ]

    /// `POST /api/sessions/{id}/input`: the envelope, its `playback`, and their order.
    static let inputs: [Case] = [
        Case(.input, "{}", 400, "bad_request"),
        Case(.input, #"{"jump":1}"#, 400, "unknown_name", "jump"),
        Case(.input, #"{"Set":{"scrollY":1}}"#, 400, "unknown_name", "Set"),
        Case(.input, #"{"set":{"scrollY":1},"jump":1}"#, 400, "unknown_name", "jump"),
        Case(.input, #"{"keyboard":"up","jump":1}"#, 400, "unknown_name", "jump"),
        Case(.input, #"{"scene":1}"#, 400, "invalid_type", "scene"),
        Case(.input, #"{"scene":null}"#, 400, "invalid_type", "scene"),
        Case(.input, #"{"device":true}"#, 400, "invalid_type", "device"),
        Case(.input, #"{"orientation":5}"#, 400, "invalid_type", "orientation"),
        Case(.input, #"{"orientation":"sideways"}"#, 422, "out_of_range", "orientation"),
        Case(.input, #"{"orientation":"Portrait"}"#, 422, "out_of_range", "orientation"),
        Case(.input, #"{"keyboard":"up"}"#, 400, "invalid_type", "keyboard"),
        Case(.input, #"{"keyboard":1}"#, 400, "invalid_type", "keyboard"),
        Case(.input, #"{"keyboard":null}"#, 400, "invalid_type", "keyboard"),
        Case(.input, #"{"set":[1]}"#, 400, "invalid_type", "set"),
        Case(.input, #"{"set":null}"#, 400, "invalid_type", "set"),
        Case(.input, #"{"set":"scrollY=1"}"#, 400, "invalid_type", "set"),
        Case(.input, #"{"args":{"height":5}}"#, 400, "bad_request", "args"),
        Case(.input, #"{"event":"jump","args":[5]}"#, 400, "invalid_type", "args"),
        Case(.input, #"{"event":5}"#, 400, "invalid_type", "event"),
        Case(.input, #"{"event":null,"args":{}}"#, 400, "invalid_type", "event"),
        Case(.input, #"{"fit":"yes"}"#, 400, "invalid_type", "fit"),
        Case(.input, #"{"fit":1}"#, 400, "invalid_type", "fit"),
        Case(.input, #"{"verify":false}"#, 400, "invalid_type", "verify"),
        Case(.input, #"{"verify":"true"}"#, 400, "invalid_type", "verify"),
        Case(.input, #"{"verify":null}"#, 400, "invalid_type", "verify"),
        Case(.input, #"{"verify":1}"#, 400, "invalid_type", "verify"),
        Case(.input, #"{"playback":true}"#, 400, "invalid_type", "playback"),
        Case(.input, #"{"playback":[]}"#, 400, "invalid_type", "playback"),
        Case(.input, #"{"playback":{"rewind":true}}"#, 400, "unknown_name", "rewind"),
        Case(.input, #"{"playback":{"speed":"fast"}}"#, 400, "invalid_type", "speed"),
        Case(.input, #"{"playback":{"speed":null}}"#, 400, "invalid_type", "speed"),
        Case(.input, #"{"playback":{"speed":5}}"#, 422, "out_of_range", "speed"),
        Case(.input, #"{"playback":{"speed":-1}}"#, 422, "out_of_range", "speed"),
        Case(.input, #"{"playback":{"paused":1}}"#, 400, "invalid_type", "paused"),
        Case(.input, #"{"playback":{"paused":"false"}}"#, 400, "invalid_type", "paused"),
        Case(.input, #"{"playback":{"loop":"yes"}}"#, 400, "invalid_type", "loop"),
        Case(.input, #"{"playback":{"step":1.5}}"#, 400, "invalid_type", "step"),
        Case(.input, #"{"playback":{"step":"1"}}"#, 400, "invalid_type", "step"),
        Case(.input, #"{"playback":{"step":0}}"#, 422, "out_of_range", "step"),
        Case(.input, #"{"playback":{"step":601}}"#, 422, "out_of_range", "step"),
        Case(.input, #"{"playback":{"step":-601}}"#, 422, "out_of_range", "step"),
        Case(.input, #"{"playback":{"step":1,"paused":false}}"#, 400, "bad_request", "step"),
        Case(.input, #"{"playback":{"paused":false,"step":1}}"#, 400, "bad_request", "step"),
        // Several faults: the first in the reading order (scene, device, orientation, keyboard,
        // set, args, event, fit, playback, verify; in playback speed, paused, loop, step) is named.
        Case(.input, #"{"set":{"zoom":1},"keyboard":"up"}"#, 400, "invalid_type", "keyboard"),
        Case(.input, #"{"playback":{"speed":"x"},"scene":5}"#, 400, "invalid_type", "scene"),
        Case(.input, #"{"orientation":"sideways","keyboard":"up"}"#, 422, "out_of_range", "orientation"),
        Case(.input, #"{"event":5,"args":[]}"#, 400, "invalid_type", "args"),
        Case(.input, #"{"verify":false,"fit":"x"}"#, 400, "invalid_type", "fit"),
        Case(.input, #"{"playback":{"speed":5,"paused":1}}"#, 422, "out_of_range", "speed"),
        Case(.input, #"{"playback":{"loop":1,"paused":1}}"#, 400, "invalid_type", "paused"),
        Case(.input, #"{"playback":{"step":"x","loop":1}}"#, 400, "invalid_type", "loop"),
        Case(.input, #"{"scene":"nope","playback":{"speed":5}}"#, 422, "out_of_range", "speed"),
        // `fit` leaves out a speed out of range, but not one of the wrong type.
        Case(.input, #"{"fit":true,"playback":{"speed":"fast"}}"#, 400, "invalid_type", "speed"),
        Case(.input, #"{"fit":true,"playback":{"speed":5,"paused":1}}"#, 400, "invalid_type", "paused"),
        Case(.input, #"{"fit":"x","playback":{"speed":5}}"#, 400, "invalid_type", "fit"),
        // What the scene's specs and the catalogs refuse, after the envelope is read.
        Case(.input, #"{"set":{"scrollY":true}}"#, 400, "invalid_type", "scrollY"),
        Case(.input, #"{"set":{"scrollY":1e9,"mode":"loud"}}"#, 422, "out_of_range", "scrollY"),
        Case(.input, #"{"set":{"mode":"loud","scrollY":1e9}}"#, 422, "out_of_range", "mode"),
        Case(.input, #"{"set":{"zoom":1}}"#, 400, "unknown_name", "zoom"),
        Case(.input, #"{"event":"jump","args":{"height":"tall"}}"#, 400, "invalid_type", "height"),
        Case(.input, #"{"event":"jump","args":{"size":1}}"#, 400, "unknown_name", "size"),
        Case(.input, #"{"event":"jump","args":{}}"#, 400, "invalid_type", "height"),
        Case(.input, #"{"event":"explode"}"#, 400, "unknown_name", "event"),
        Case(.input, #"{"scene":"nope"}"#, 404, "scene_not_found", "scene"),
        Case(.input, #"{"device":"nokia"}"#, 404, "device_not_found", "device"),
    ]

    /// `POST /api/sessions`: a new session, or a copy (`from` alone).
    static let creations: [Case] = [
        Case(.create, #"{"from":5}"#, 400, "invalid_type", "from"),
        Case(.create, #"{"from":null}"#, 400, "invalid_type", "from"),
        Case(.create, #"{"from":"nope"}"#, 404, "session_not_found"),
        Case(.create, #"{"from":"nope","scene":"test-static"}"#, 400, "unknown_name", "scene"),
        Case(.create, #"{"size":1}"#, 400, "unknown_name", "size"),
        Case(.create, #"{"scene":1}"#, 400, "invalid_type", "scene"),
        Case(.create, #"{"scene":"nope"}"#, 404, "scene_not_found", "scene"),
        Case(.create, #"{"device":1}"#, 400, "invalid_type", "device"),
        Case(.create, #"{"device":"nokia"}"#, 404, "device_not_found", "device"),
        Case(.create, #"{"orientation":"up"}"#, 422, "out_of_range", "orientation"),
        Case(.create, #"{"orientation":null}"#, 400, "invalid_type", "orientation"),
        Case(.create, #"{"keyboard":"yes"}"#, 400, "invalid_type", "keyboard"),
        Case(.create, #"{"params":[]}"#, 400, "invalid_type", "params"),
        Case(.create, #"{"params":{"scrollY":"x"}}"#, 400, "invalid_type", "scrollY"),
        Case(.create, #"{"params":{"zoom":1}}"#, 400, "unknown_name", "zoom"),
        Case(.create, #"{"params":{"scrollY":1e9}}"#, 422, "out_of_range", "scrollY"),
        Case(.create, #"{"scene":"test-static","params":{"size":1.5}}"#, 422, "out_of_range", "size"),
        Case(.create, #"{"playback":[]}"#, 400, "invalid_type", "playback"),
        Case(.create, #"{"playback":{"step":1}}"#, 400, "unknown_name", "step"),
        Case(.create, #"{"playback":{"speed":9}}"#, 422, "out_of_range", "speed"),
        Case(.create, #"{"playback":{"paused":"no"}}"#, 400, "invalid_type", "paused"),
        Case(.create, #"{"playback":{"speed":"x"},"scene":1}"#, 400, "invalid_type", "speed"),
        Case(.create, #"{"scene":"nope","params":{"zoom":1}}"#, 404, "scene_not_found", "scene"),
        Case(.create, #"{"device":"nokia","keyboard":"x"}"#, 400, "invalid_type", "keyboard"),
    ]

    /// `POST /api/frames`: the batch, its `sweep`, `times` and `include`.
    static let batches: [Case] = [
        Case(.frames, #"{"zoom":1}"#, 400, "unknown_name", "zoom"),
        Case(.frames, #"{"scene":1}"#, 400, "invalid_type", "scene"),
        Case(.frames, #"{"scene":"nope"}"#, 404, "scene_not_found", "scene"),
        Case(.frames, #"{"device":false}"#, 400, "invalid_type", "device"),
        Case(.frames, #"{"orientation":"flat"}"#, 422, "out_of_range", "orientation"),
        Case(.frames, #"{"keyboard":0}"#, 400, "invalid_type", "keyboard"),
        Case(.frames, #"{"params":"scrollY"}"#, 400, "invalid_type", "params"),
        Case(.frames, #"{"params":{"scrollY":"10"}}"#, 400, "invalid_type", "scrollY"),
        Case(.frames, #"{"params":{"scrollY":1e9}}"#, 422, "out_of_range", "scrollY"),
        Case(.frames, #"{"include":"nodes"}"#, 400, "invalid_type", "include"),
        Case(.frames, #"{"include":["nodes",1]}"#, 400, "invalid_type", "include"),
        Case(.frames, #"{"include":["frames"]}"#, 422, "out_of_range", "include"),
        Case(.frames, #"{"sweep":[]}"#, 400, "invalid_type", "sweep"),
        Case(.frames, #"{"sweep":{}}"#, 400, "invalid_type", "sweep.name"),
        Case(.frames, #"{"sweep":{"name":5}}"#, 400, "invalid_type", "name"),
        Case(.frames, #"{"sweep":{"name":null}}"#, 400, "invalid_type", "name"),
        Case(.frames, #"{"sweep":{"name":"zoom"}}"#, 400, "unknown_name", "sweep.name"),
        Case(.frames, #"{"sweep":{"name":"mode"}}"#, 422, "out_of_range", "sweep.name"),
        Case(.frames, #"{"sweep":{"name":"scrollY","step":1}}"#, 400, "unknown_name", "step"),
        Case(.frames, #"{"sweep":{"name":"scrollY","from":"0"}}"#, 400, "invalid_type", "sweep.from"),
        Case(.frames, #"{"sweep":{"name":"scrollY","to":null}}"#, 400, "invalid_type", "sweep.to"),
        Case(.frames, #"{"sweep":{"name":"scrollY","count":0}}"#, 422, "out_of_range", "count"),
        Case(.frames, #"{"sweep":{"name":"scrollY","count":2.5}}"#, 400, "invalid_type", "count"),
        Case(.frames, #"{"sweep":{"name":"scrollY","count":241}}"#, 422, "out_of_range", "count"),
        Case(.frames, #"{"sweep":{"name":"scrollY","time":-0.5}}"#, 422, "out_of_range", "sweep.time"),
        Case(.frames, #"{"sweep":{"name":"scrollY","time":"1"}}"#, 400, "invalid_type", "sweep.time"),
        Case(.frames, #"{"times":[]}"#, 400, "invalid_type", "times"),
        Case(.frames, #"{"times":0.5}"#, 400, "invalid_type", "times"),
        Case(.frames, #"{"times":[-1]}"#, 422, "out_of_range", "times"),
        Case(.frames, #"{"times":["0"]}"#, 422, "out_of_range", "times"),
        Case(.frames, #"{"times":[null]}"#, 422, "out_of_range", "times"),
        Case(.frames, tooManyTimes, 422, "out_of_range", "times"),
        Case(.frames, #"{"sweep":{"name":"scrollY"},"times":[0]}"#, 400, "bad_request", "times"),
        Case(.frames, #"{"include":5,"sweep":{"name":5}}"#, 400, "invalid_type", "include"),
        Case(.frames, #"{"scene":"test-static","sweep":{"name":"scrollY"}}"#, 400, "unknown_name", "sweep.name"),
    ]

    /// A name that is not there together with a fault of shape. The body is now read whole —
    /// types, unknown keys, and the checks that need no scene — before any name is looked up,
    /// so the fault of shape is named; the field-by-field readers looked names up as they went
    /// and named what the comment after each case gives. Nothing with a single fault changed.
    static let shapeBeforeLookups: [Case] = [
        Case(.create, #"{"scene":"nope","device":1}"#, 400, "invalid_type", "device"),  // 404 scene
        Case(.create, #"{"device":"nokia","params":5}"#, 400, "invalid_type", "params"),  // 404 device
        Case(.create, #"{"orientation":"up","params":5}"#, 400, "invalid_type", "params"),  // 422 orientation
        Case(.frames, #"{"scene":"nope","include":5}"#, 400, "invalid_type", "include"),  // 404 scene
        Case(.frames, #"{"device":"nokia","params":5}"#, 400, "invalid_type", "params"),  // 404 device
        Case(.frames, #"{"sweep":{"name":"zoom","count":0}}"#, 422, "out_of_range", "count"),  // 400 sweep.name
        Case(.frames, #"{"sweep":{"name":"mode","from":"x"}}"#, 400, "invalid_type", "sweep.from"),  // 422 sweep.name
        Case(.frames, #"{"sweep":{"name":5},"times":[0]}"#, 400, "invalid_type", "name"),  // 400 bad_request times
        Case(.frames, #"{"sweep":5,"times":[0]}"#, 400, "invalid_type", "sweep"),  // unchanged
    ]

    static let cases = notObjects + numbers + inputs + creations + batches + shapeBeforeLookups

    @Test(arguments: cases) func badBodyIsRefusedWithItsStatusCodeAndField(_ item: Case) throws {
        let answer = try Self.send(item.body, to: item.endpoint)
        #expect(answer.status == item.status, "\(answer.json)")
        #expect(answer.json["error"]?["code"]?.stringValue == item.code)
        #expect(answer.json["error"]?["field"]?.stringValue == item.field)
        #expect(answer.json["error"]?["message"]?.stringValue?.isEmpty == false)
    }

    static func send(_ body: String, to endpoint: Endpoint) throws -> (status: Int, json: JSONValue) {
        let api = InProcessAPI()
        switch endpoint {
        case .create:
            return try api.send("POST", "/api/sessions", json: body)
        case .frames:
            return try api.send("POST", "/api/frames", json: body)
        case .input:
            let session = try api.send("POST", "/api/sessions", json: "{}").json
            let id = try #require(session["id"]?.stringValue)
            let token = try #require(session["controlToken"]?.stringValue)
            return try api.send("POST", "/api/sessions/\(id)/input", json: body, token: token)
        }
    }
}
