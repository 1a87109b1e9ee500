import CMicroHTTPD

/// Why the server could not start or keep running.
public struct ServerError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// The one place libmicrohttpd's result codes become Swift errors.
func mhdCheck(_ result: MHD_Result, _ operation: String) throws(ServerError) {
    guard result == .YES else { throw ServerError("libmicrohttpd: \(operation) failed") }
}

/// The same for calls that return a pointer, nil meaning failure.
func mhdRequire<Value>(_ value: Value?, _ operation: String) throws(ServerError) -> Value {
    guard let value else { throw ServerError("libmicrohttpd: \(operation) failed") }
    return value
}
