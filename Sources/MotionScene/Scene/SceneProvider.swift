/// Anything that names a scene a server can run: a `Scene` itself, or a `SceneDefinition`
/// written on the authoring API (which runs inside `SceneRuntime`). Lets one list hold both:
/// `MotionPreview.main(scenes: [MyHeader.self, ArticleScene.self])`.
public protocol SceneProvider: SendableMetatype {
    /// The type the server creates, feeds inputs to and asks for frames.
    static var sceneType: any Scene.Type { get }
}
