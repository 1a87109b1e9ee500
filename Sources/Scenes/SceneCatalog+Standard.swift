import MotionCore

extension SceneCatalog {
    /// Every scene the preview offers, in the order the dashboard lists them. Adding a scene is
    /// adding its file and one line here.
    public static let standard = SceneCatalog([
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
    ])
}
