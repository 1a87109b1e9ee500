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

/// The rules a plain connection's first head must pass while the front door only peeks at it
/// (issue 12, item 5): the syntax (`RequestHeadParser`), the framing and target (`StrictHTTP`)
/// and, for a chunked body whose first size line has arrived, that size (`ChunkSizeLine`). The
/// same rules hold for every later head of a relayed connection (`RequestStreamFraming`).
enum FirstHeadCheck {
    static func verdict(for bytes: [UInt8], bodyLimit: Int) -> FrontDoorVerdict {
        do throws(APIError) {
            guard let parsed = try RequestHeadParser.scan(bytes) else { return .waitForMore }
            let (target, body) = try StrictHTTP.checkFraming(parsed.head, bodyLimit: bodyLimit)
            if body == .chunked {
                try ChunkSizeLine.checkFirst(bytes[parsed.byteCount...], bodyLimit: bodyLimit)
            }
            return .handOver(method: parsed.head.method, target: target)
        } catch {
            return .refuse(error)
        }
    }
}
