/// A frame as a session publishes it: the scene at a time and its parameters as presented
/// then, in the order the frame lists them.
public struct PublishedFrame: Sendable {
    public var frame: SceneFrame
    public var parameters: [(name: String, value: ParameterValue)]

    public init(frame: SceneFrame, parameters: [(name: String, value: ParameterValue)]) {
        self.frame = frame
        self.parameters = parameters
    }
}

extension Scene {
    /// `frame(at:)` and `orderedParameters(_:at:)` together. A scene that can answer both from
    /// one pass over its history (`SceneRuntime`) implements this to halve a frame's cost.
    public func publishedFrame(_ names: [String], at time: Double) -> PublishedFrame {
        PublishedFrame(frame: frame(at: time), parameters: orderedParameters(names, at: time))
    }
}
