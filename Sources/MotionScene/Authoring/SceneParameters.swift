/// The values a scene's controls move, as one typed struct with a default for each:
///
///     struct Parameters: SceneParameters { var scrollY = 0.0; var variant = Variant.container }
///
/// Each property is described once in the scene's `parameters(for:)` by its key path; its wire
/// name (the dashboard's, the address's, the API's) is the property's name.
public protocol SceneParameters: Sendable, Equatable {
    init()
}

/// A key path to a declared value that a `Sendable` declaration can hold.
public typealias DeclaredPath<Root, Value> = any WritableKeyPath<Root, Value> & Sendable
