import MotionScene

/// The example scenes, in the order the dashboard lists them.
public enum ExampleScenes {
    // Computed: metatypes of a non-Sendable protocol cannot sit in a global constant under strict concurrency.
    public static var all: [any SceneProvider.Type] { [LargeTitleScene.self, PullToRefreshScene.self] }
}
