/// Compact JSON text for a `JSONValue`: no spaces, keys in their stored order, numbers in
/// their shortest round-trip form with whole numbers written without a fraction (`244`, not
/// `244.0`). Non-finite numbers cannot be represented in JSON; they are written as `null`
/// so a bug upstream never produces an invalid document (the protocol forbids sending them).
///
/// The bytes are `JSONByteWriter`'s, the one owner of the format. Built here a scalar at a
/// time, a session event (the scene's description, its controls) cost 1.5M instructions, half
/// a millisecond of the frame clock's thread whenever a viewer came or went (callgrind, issue
/// 15); as bytes, a tenth of that.
public enum JSONWriter {
    public static func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    public static func bytes(_ value: JSONValue) -> [UInt8] {
        JSONByteWriter.bytes(value, capacity: 1024)
    }
}
