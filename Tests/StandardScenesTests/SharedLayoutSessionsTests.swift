import Testing

@testable import MotionScene
@testable import StandardScenes

/// Sessions of one scene on one screen share what does not depend on them (`SharedLayouts`):
/// two scene values built apart draw the nodes built once with the very same storage, where
/// each built and held its own copy before.
struct SharedLayoutSessionsTests {
    static let sharing: [SceneType] = ["article", "tab-menu", "page-tabs", "parallax-list", "infinite-tabs", "semi-modal"]
        .compactMap { id in StandardScenes.all.first { $0.sceneType.id == id }.map { SceneType(type: $0.sceneType) } }

    /// Every node by id, depth first.
    static func nodesByID(_ nodes: [Node]) -> [String: Node] {
        var byID: [String: Node] = [:]
        func visit(_ node: Node) {
            byID[node.id] = node
            node.children.forEach(visit)
        }
        nodes.forEach(visit)
        return byID
    }

    @Test("two sessions draw shared nodes", arguments: sharing)
    func twoSessionsShareNodes(scene: SceneType) throws {
        #expect(Self.sharing.count == 6)
        let screen = try Probe.screen("iphone-x")
        // A store of the test's own: tests running beside it fill the process's.
        let (first, second) = SharedLayouts.$current.withValue(SharedLayouts(capacity: SharedLayouts.defaultCapacity)) {
            (
                scene.type.init(screen: screen, parameters: [:], at: 0).frame(at: 1),
                scene.type.init(screen: screen, parameters: [:], at: 0).frame(at: 1)
            )
        }
        #expect(first.nodes == second.nodes)
        let firstNodes = Self.nodesByID(first.nodes)
        let shared = Self.nodesByID(second.nodes).filter { id, node in firstNodes[id]?.isSameStorage(as: node) == true }
        #expect(!shared.isEmpty, "\(scene): no node of one session's frame is the other's")
    }

    /// The article's white background is one of the parts built once: every frame of every
    /// session on the screen draws the same box, so the diff passes it with one comparison.
    @Test func theArticleBackgroundIsBuiltOnce() throws {
        let screen = try Probe.screen("iphone-x")
        let article = SceneType(type: ArticleScene.Runtime.self)
        let backgrounds = try SharedLayouts.$current.withValue(SharedLayouts(capacity: SharedLayouts.defaultCapacity)) {
            let first = article.type.init(screen: screen, parameters: [:], at: 0)
            let second = article.type.init(screen: screen, parameters: ["scrollY": .number(120)], at: 0)
            return try [first.frame(at: 1), first.frame(at: 2), second.frame(at: 1)].map { frame in
                try #require(Self.nodesByID(frame.nodes)["background"])
            }
        }
        #expect(backgrounds[0].frame == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(backgrounds.allSatisfy { $0.isSameStorage(as: backgrounds[0]) })
    }
}
