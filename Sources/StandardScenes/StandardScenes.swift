import MotionScene

/// The ten seed scenes, a product a user's package may add beside its own scenes or leave out.
public enum StandardScenes {
    /// In the order the dashboard lists them. Adding a scene is adding its folder and one line here.
    public static let all: [any SceneProvider.Type] = [
        ArticleScene.self,
        TabMenuScene.self,
        PageTabsScene.self,
        ParallaxListScene.self,
        InfiniteTabsScene.self,
        SemiModalScene.self,
        PushTransitionScene.self,
        SharedElementScene.self,
        CollapseScene.self,
        TemplateTintScene.self,
    ]
}

extension SceneCatalog {
    /// The seed scenes alone.
    public static let standard = SceneCatalog(StandardScenes.all.map { $0.sceneType })
}
