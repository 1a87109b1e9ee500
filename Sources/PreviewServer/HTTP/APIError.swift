import MotionScene

/// An error the API answers with: an HTTP status and the protocol's JSON error body
/// `{"error": {"code", "message", "field"?}}`. Handlers throw these; the router turns them
/// into responses in one place.
struct APIError: Error, Hashable, Sendable, CustomStringConvertible {
    var status: Int
    var code: String
    var message: String
    var field: String?
    /// For 405: the methods the path accepts (sent as `Allow`).
    var allowedMethods: [String] = []

    init(status: Int, code: String, _ message: String, field: String? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.field = field
    }

    /// Scene errors carry their kind; docs/protocol.md maps wrong types and unknown names to 400,
    /// values out of range and inputs impossible now to 422.
    init(_ error: SceneError) {
        switch error.kind {
        case .invalidType: self.init(status: 400, code: "invalid_type", error.message, field: error.field)
        case .unknownName: self.init(status: 400, code: "unknown_name", error.message, field: error.field)
        case .outOfRange: self.init(status: 422, code: "out_of_range", error.message, field: error.field)
        case .notAllowedNow: self.init(status: 422, code: "not_allowed_now", error.message, field: error.field)
        }
    }

    var json: JSONValue {
        var body = JSONObject(["code": .string(code), "message": .string(message)])
        if let field { body["field"] = .string(field) }
        return ["error": .object(body)]
    }

    var description: String { "\(status) \(code): \(message)" }

    static func badRequest(_ message: String, field: String? = nil) -> APIError {
        APIError(status: 400, code: "bad_request", message, field: field)
    }

    static func invalidType(_ message: String, field: String? = nil) -> APIError {
        APIError(status: 400, code: "invalid_type", message, field: field)
    }

    static func unknownField(_ field: String, in what: String) -> APIError {
        APIError(status: 400, code: "unknown_name", "\(what) has no field '\(field)'", field: field)
    }

    static func outOfRange(_ message: String, field: String? = nil) -> APIError {
        APIError(status: 422, code: "out_of_range", message, field: field)
    }

    static func notFound(_ what: String, _ message: String, field: String? = nil) -> APIError {
        APIError(status: 404, code: "\(what)_not_found", message, field: field)
    }

    static let unauthorized = APIError(
        status: 401, code: "unauthorized", "this input needs 'Authorization: Bearer <controlToken>'")
}

extension APIError {
    static func bodyTooLarge(limit: Int) -> APIError {
        APIError(status: 413, code: "body_too_large", "the request body is larger than \(limit) bytes")
    }
}

extension APIError {
    static func methodNotAllowed(_ method: String, allowed: [String]) -> APIError {
        var error = APIError(
            status: 405, code: "method_not_allowed", "\(method) is not allowed here; use \(allowed.joined(separator: " or "))")
        error.allowedMethods = allowed
        return error
    }
}
