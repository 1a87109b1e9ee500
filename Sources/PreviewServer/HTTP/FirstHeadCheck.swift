/// What the front door does with the bytes a new connection has sent so far.
enum FrontDoorVerdict: Equatable, Sendable {
    /// The head is not complete yet and nothing seen so far is wrong.
    case waitForMore
    /// A well-formed head: libmicrohttpd may read it. Its method and target say whether the
    /// connection is relayed or handed over whole (`FrontDoor`).
    case handOver(method: String, target: RequestTarget)
    /// Answer with this error and close, before any body is read.
    case refuse(APIError)
}

/// Every rule a connection's first head must pass before libmicrohttpd parses it (issue 12,
/// item 5): the syntax (`RequestHeadParser`), the framing and target (`StrictHTTP`, which also
/// guards every later head on a kept-alive connection) and, for a chunked body whose first
/// size line has arrived, that size (`ChunkSizeLine`).
enum FirstHeadCheck {
    static func verdict(for bytes: [UInt8], bodyLimit: Int) -> FrontDoorVerdict {
        do throws(APIError) {
            guard let parsed = try RequestHeadParser.scan(bytes) else { return .waitForMore }
            let target = try StrictHTTP.check(parsed.head, bodyLimit: bodyLimit)
            // `StrictHTTP` has made sure any Transfer-Encoding is exactly `chunked`.
            if !parsed.head.values("transfer-encoding").isEmpty {
                try ChunkSizeLine.checkFirst(bytes[parsed.byteCount...], bodyLimit: bodyLimit)
            }
            return .handOver(method: parsed.head.method, target: target)
        } catch {
            return .refuse(error)
        }
    }
}
