import Foundation
import MotionScene

/// Reading a request body as the JSON object every POST takes.
enum JSONBody {
    /// 415 unless the request says it is JSON (`application/json`, any parameters).
    static func requireJSONContentType(_ request: HTTPRequest) throws(APIError) {
        let type = request.header("content-type")?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        guard type == "application/json" else {
            throw APIError(status: 415, code: "unsupported_media_type", "the body must be JSON (Content-Type: application/json)")
        }
    }

    static func object(_ request: HTTPRequest) throws(APIError) -> JSONObject {
        try requireJSONContentType(request)
        let value: JSONValue
        do {
            value = try JSONParser.parse(request.body)
        } catch {
            throw APIError(status: 400, code: "malformed_json", "the body is not valid JSON: \(error)")
        }
        guard let object = value.objectValue else {
            throw APIError.invalidType("the body must be a JSON object, not \(value.typeDescription)")
        }
        return object
    }

    /// Refuses keys other than `allowed` (400 naming the first unknown one).
    static func requireOnly(_ allowed: [String], in object: JSONObject, what: String) throws(APIError) {
        if let unknown = object.keys.first(where: { !allowed.contains($0) }) {
            throw APIError.unknownField(unknown, in: what)
        }
    }

    static func string(_ key: String, in object: JSONObject) throws(APIError) -> String? {
        guard let value = object[key] else { return nil }
        guard let text = value.stringValue else {
            throw APIError.invalidType("'\(key)' must be a string, not \(value.typeDescription)", field: key)
        }
        return text
    }

    static func bool(_ key: String, in object: JSONObject) throws(APIError) -> Bool? {
        guard let value = object[key] else { return nil }
        guard let flag = value.boolValue else {
            throw APIError.invalidType("'\(key)' must be a boolean, not \(value.typeDescription)", field: key)
        }
        return flag
    }

    static func object(_ key: String, in object: JSONObject) throws(APIError) -> JSONObject? {
        guard let value = object[key] else { return nil }
        guard let nested = value.objectValue else {
            throw APIError.invalidType("'\(key)' must be an object, not \(value.typeDescription)", field: key)
        }
        return nested
    }
}
