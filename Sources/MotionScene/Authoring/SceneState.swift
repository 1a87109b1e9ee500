/// The named values a scene publishes with each frame, as one struct:
///
///     struct State: SceneState { var navAlpha: Double; var headerClips: Bool }
///
/// The names are the properties' own, in declaration order; they are declared nowhere else.
/// Numbers, booleans, strings, optionals (sent as null), arrays and nested structs encode.
public protocol SceneState: Encodable, Sendable {}
