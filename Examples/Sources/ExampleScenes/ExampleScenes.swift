import MotionScene

/// The example scenes, in the order the dashboard lists them.
public enum ExampleScenes {
    public static let all: [any SceneProvider.Type] = [LargeTitleScene.self, PullToRefreshScene.self]
}
