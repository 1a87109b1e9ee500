import MotionScene

@testable import MotionPreview

extension LoopbackResponse {
    /// The protocol's error code, or nil.
    var errorCode: String? { (try? json())?["error"]?["code"]?.stringValue }
    var errorField: String? { (try? json())?["error"]?["field"]?.stringValue }
}
