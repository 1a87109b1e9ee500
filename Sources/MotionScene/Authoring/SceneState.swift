/// The named values a scene publishes with each frame, as one struct:
///
///     struct State: SceneState { var navAlpha: Double; var headerClips: Bool }
///
/// The names are the properties' own, in declaration order; they are declared nowhere else.
/// Numbers (any integer or floating-point type; a `Float` by its shortest decimal), booleans,
/// strings, optionals (sent as null), arrays and nested structs encode.
///
/// The properties are read where they are stored (`StateLayout`), not through `Encoder`,
/// once the type's first state has shown that both give the same object. A state with its
/// own `encode(to:)` or `CodingKeys` that publishes anything else (other keys, another order,
/// computed values) is seen there and keeps being encoded through them; one that publishes its
/// properties as they are on its first frame and otherwise later must not be a `SceneState`.
public protocol SceneState: Encodable, Sendable {}
