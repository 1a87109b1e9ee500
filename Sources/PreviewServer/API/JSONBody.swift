import Foundation
import MotionScene

/// Reading a request body as the `Decodable` request type its endpoint takes.
enum JSONBody {
    /// 415 unless the request says it is JSON (`application/json`, any parameters).
    static func requireJSONContentType(_ request: HTTPRequest) throws(APIError) {
        // The media type is what comes before any parameter.
        guard let type = request.header("content-type"), HeaderValueBytes.mediaType(of: type, is: "application/json") else {
            throw APIError(status: 415, code: "unsupported_media_type", "the body must be JSON (Content-Type: application/json)")
        }
    }

    /// The body parsed (400 `malformed_json`) and read as `Body`.
    static func decode<Body: Decodable>(_ type: Body.Type, from request: HTTPRequest) throws(APIError) -> Body {
        try decode(type, from: try parse(request))
    }

    /// The body parsed (400 `malformed_json`), once its type says it is JSON.
    static func parse(_ request: HTTPRequest) throws(APIError) -> JSONValue {
        try requireJSONContentType(request)
        do {
            return try JSONParser.parse(request.body)
        } catch {
            throw APIError(status: 400, code: "malformed_json", "the body is not valid JSON: \(error)")
        }
    }

    /// A parsed body (or a stored one) read as `Body`. Request types throw `APIError`s for what
    /// they check themselves; the decoder's errors about shape become 400s here, in one place.
    static func decode<Body: Decodable>(_ type: Body.Type, from value: JSONValue) throws(APIError) -> Body {
        do {
            return try Body(from: JSONValueDecoder(value))
        } catch let error as APIError {
            throw error
        } catch let error as DecodingError {
            throw APIError(error)
        } catch {
            throw APIError.invalidType("the body cannot be read: \(error)")
        }
    }
}
