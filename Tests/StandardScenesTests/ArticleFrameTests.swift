import MotionScene
import Testing

@testable import StandardScenes

struct ArticleFrameTests {
    static let catalog = (try? DeviceCatalog.bundled())?.profiles ?? []

    @Test("every profile, both orientations, keyboard up or down: a valid frame with every state name of §1")
    func everyProfile() throws {
        // At least the first wave's fifteen profiles (docs/devices.md); issue 17 added the current line-up.
        #expect(Self.catalog.count >= 15)
        for profile in Self.catalog {
            for orientation in Orientation.allCases {
                for keyboardShown in [false, true] {
                    let screen = profile.screen(orientation, keyboardShown: keyboardShown)
                    let spec = try #require(ArticleScene.Runtime.parameters(for: screen).first)
                    #expect(spec.maximum > spec.minimum, "\(profile.id) has room to scroll")
                    for scrollY in [spec.minimum, 0, spec.maximum] {
                        let scene = ArticleScene.Runtime(screen: screen, parameters: ["scrollY": .number(scrollY)], at: 0)
                        let document = FrameDocument(
                            seq: 1, time: 0, sceneID: ArticleScene.Runtime.id, screen: screen,
                            parameters: scene.orderedParameters(for: screen, at: 0), frame: scene.frame(at: 0), haptic: nil)
                        let parsed = try JSONParser.parse(document.jsonText)
                        let state = try #require(parsed["state"]?.objectValue)
                        #expect(state.keys == ArticleScene.Runtime.stateKeys)
                        #expect(parsed["size"] == [.number(screen.width), .number(screen.height)])
                        #expect(parsed["params"]?["scrollY"] == .number(scrollY))
                        // Background, the table and the navigation header always; in the table the header,
                        // and rows from the top down (below a full pull in landscape the stretched
                        // header can cover the whole screen).
                        #expect((parsed["nodes"]?.arrayValue?.count ?? 0) == 3, "\(profile.id) \(scrollY)")
                        let table = parsed["nodes"]?.arrayValue?.first { $0["id"] == "table" }
                        let minimumInTable = scrollY >= 0 ? 2 : 1
                        #expect((table?["children"]?.arrayValue?.count ?? 0) >= minimumInTable, "\(profile.id) \(scrollY)")
                    }
                }
            }
        }
    }

    @Test("node ids are unique within a frame")
    func uniqueIDs() throws {
        let profile = try #require(Self.catalog.first { $0.id == "iphone-se" })
        let scene = ArticleScene.Runtime(screen: profile.screen(.portrait), parameters: ["scrollY": .number(300)], at: 0)
        var ids: [String] = []
        func collect(_ node: Node) {
            ids.append(node.id)
            node.children.forEach(collect)
        }
        scene.frame(at: 0).nodes.forEach(collect)
        #expect(Set(ids).count == ids.count)
    }

    @Test("the end of the content meets the bottom of the screen")
    func scrollRangeEndsAtContent() throws {
        let profile = try #require(Self.catalog.first { $0.id == "iphone-x" })
        let screen = profile.screen(.portrait)
        let spec = try #require(ArticleScene.Runtime.parameters(for: screen).first)
        // The range is declared once for every article a session may pick: the longest ends it.
        let longest = ArticleChoice.allCases.map {
            ArticleCells(content: ArticleLibrary.content(for: $0), width: screen.width, headerHeight: 244).contentHeight
        }.max() ?? 0
        #expect(spec.maximum == longest - screen.height)
        #expect(spec.minimum == -200)
        #expect(spec.marks.contains(ParameterMark("header hidden", 155.5)))
    }

    @Test("body lines fit the text width", arguments: ["iphone-se", "iphone-x", "ipad-10"])
    func linesFit(device: String) throws {
        let profile = try #require(Self.catalog.first { $0.id == device })
        let layout = ArticleLayout(screen: profile.screen(.portrait), content: ArticleLibrary.content(for: .harbour))
        let width = profile.width - 2 * ArticleCells.horizontalMargin
        for paragraph in layout.cells.paragraphs {
            for line in paragraph.lines {
                #expect(TextLayout.width(of: line, fontSize: ArticleCells.bodyFontSize) <= width + 1e-9)
            }
        }
    }
}
