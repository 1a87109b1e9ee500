import MotionScene
import Testing

@testable import PreviewServer

/// A body that only sets values is read without `Decoder` (issue 15); it must read exactly as
/// the decoder reads it, and every other body still goes through the decoder's checks.
@Suite struct SessionInputBodyTests {
    static func parsed(_ text: String) throws -> JSONValue {
        try JSONParser.parse(text)
    }

    @Test(arguments: [
        #"{"set":{"scrollY":40}}"#, #"{"set":{}}"#, #"{"set":{"scrollY":12.5,"title":"日本語","on":true}}"#,
        #"{"set":{"nested":{"a":[1,2]}}}"#,
    ])
    func aSetOnlyBodyReadsAsTheDecoderReadsIt(text: String) throws {
        let body = try Self.parsed(text)
        guard case .object(let object) = body else { throw APIError.badRequest("not an object") }
        #expect(SessionInput.onlyChanges(object) != nil)
        let direct = try SessionInput(body: body)
        let decoded = try JSONBody.decode(SessionInput.self, from: body)
        #expect(direct.json == decoded.json)
        #expect(direct.changes == decoded.changes)
        #expect(direct.fit == decoded.fit && direct.verify == decoded.verify && direct.leftOut == decoded.leftOut)
        #expect(direct.event == nil && decoded.event == nil)
    }

    /// Anything more than `set` alone, or a `set` that is not an object, takes the decoder and
    /// its errors.
    @Test(arguments: [
        (#"{"set":{"scrollY":4},"fit":true}"#, nil as Int?),
        (#"{"set":{"scrollY":4},"playback":{"paused":true}}"#, nil),
        (#"{"set":5}"#, 400),
        (#"{"set":{"a":1},"nope":1}"#, 400),
        (#"{}"#, 400),
        (#"[1]"#, 400),
    ])
    func otherBodiesTakeTheDecoder(text: String, status: Int?) throws {
        let body = try Self.parsed(text)
        if case .object(let object) = body { #expect(SessionInput.onlyChanges(object) == nil) }
        do {
            let input = try SessionInput(body: body)
            #expect(status == nil)
            #expect(input.json == (try JSONBody.decode(SessionInput.self, from: body)).json)
        } catch {
            #expect(error.status == status)
        }
    }
}
