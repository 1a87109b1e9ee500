import MotionScene

/// Values a body gives by name — `set`, `params`, an event's `args` — kept exactly as the
/// parser read them, in the body's order: the scene's specs check them
/// (`ParameterInput`, `EventSpec.validate`), not the request type.
struct GivenValues: Decodable {
    let object: JSONObject

    /// Only `JSONValueDecoder` holds the parsed value; any other decoder would have to rebuild
    /// it and lose the order, so it is refused rather than approximated.
    init(from decoder: any Decoder) throws {
        guard let parsed = decoder as? JSONValueDecoder else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "can only be read by JSONValueDecoder"))
        }
        guard case .object(let object) = parsed.value else { throw parsed.mismatch(JSONObject.self, expected: "an object") }
        self.object = object
    }
}
