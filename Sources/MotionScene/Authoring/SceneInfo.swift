/// How a scene is listed: its id in URLs and the API, and the words the dashboard shows.
public struct SceneInfo: Sendable {
    /// Stable identifier (`stretchy-header`): lower case, digits and hyphens.
    public var id: String
    public var title: String
    /// The seed article a standard scene reproduces (`000`); empty for a user's own scene.
    public var seed: String
    public var summary: String

    public init(id: String, title: String, seed: String = "", summary: String = "") {
        self.id = id
        self.title = title
        self.seed = seed
        self.summary = summary
    }
}
