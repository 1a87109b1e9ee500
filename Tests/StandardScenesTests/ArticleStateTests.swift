import MotionScene
import Testing

@testable import StandardScenes

/// §1's formulas written out again here, from the spec's text, with each profile's header and
/// navigation heights typed in by hand — so a slip in the scene's code cannot hide itself.
struct ArticleStateTests {
    struct Profile: CustomTestStringConvertible, Sendable {
        var device: String
        var orientation: Orientation
        var statusBar: Double
        var imageHeight: Double
        var navHeight: Double
        var testDescription: String { "\(device) \(orientation.rawValue)" }
    }

    static let profiles = [
        Profile(device: "iphone-se", orientation: .portrait, statusBar: 20, imageHeight: 200, navHeight: 64),
        Profile(device: "iphone-8", orientation: .portrait, statusBar: 20, imageHeight: 200, navHeight: 64),
        Profile(device: "iphone-x", orientation: .portrait, statusBar: 44, imageHeight: 244, navHeight: 88.5),
        // docs/scenes.md §1 (the original's numbers): Nav is 88.5 wherever the status bar is taller than 20, else 64.
        Profile(device: "iphone-15", orientation: .portrait, statusBar: 54, imageHeight: 244, navHeight: 88.5),
        Profile(device: "ipad-pro-11", orientation: .portrait, statusBar: 24, imageHeight: 244, navHeight: 88.5),
        Profile(device: "iphone-x", orientation: .landscape, statusBar: 0, imageHeight: 200, navHeight: 64),
        Profile(device: "ipad-10", orientation: .landscape, statusBar: 24, imageHeight: 244, navHeight: 88.5),
    ]

    static let offsets: [Double] = [-150, 0, 1, 100, .nan, 400]  // .nan stands for Himg − Nav

    static func frame(_ profile: Profile, scrollY: Double) throws -> SceneFrame {
        let device = try #require(try DeviceCatalog.bundled().profile(id: profile.device))
        let scene = ArticleScene.Runtime(
            screen: device.screen(profile.orientation), parameters: ["scrollY": .number(scrollY)], at: 0)
        return scene.frame(at: 0)
    }

    @Test("state follows §1 at every offset", arguments: profiles)
    func stateFollowsTheFormulas(profile: Profile) throws {
        let hidden = profile.imageHeight - profile.navHeight
        for listed in Self.offsets {
            let scrollY = listed.isNaN ? hidden : listed
            let state = try Self.frame(profile, scrollY: scrollY).state
            let offsetY = -scrollY
            let tolerance = 1e-9
            #expect(state["headerClips"] == .bool(offsetY <= 0), "scrollY \(scrollY)")
            let bottom = offsetY >= 0 ? 0 : -offsetY / 2
            #expect(abs((state["headerImageBottom"]?.doubleValue ?? .nan) - bottom) < tolerance)
            let height = profile.imageHeight + max(offsetY, 0)
            #expect(abs((state["headerImageHeight"]?.doubleValue ?? .nan) - height) < tolerance)
            #expect(abs((state["navInvisibleHeight"]?.doubleValue ?? .nan) - hidden) < tolerance)
            let alpha = min(max(scrollY / hidden, 0), 1)
            #expect(abs((state["navAlpha"]?.doubleValue ?? .nan) - alpha) < tolerance, "scrollY \(scrollY)")
            let top = profile.statusBar + max(hidden - scrollY, 0)
            #expect(abs((state["navContentTop"]?.doubleValue ?? .nan) - top) < tolerance)
        }
    }

    @Test("the header and its image sit where the constraints put them", arguments: profiles)
    func headerNodesMatchState(profile: Profile) throws {
        for scrollY in [-150.0, 0, 120, 400] {
            let frame = try Self.frame(profile, scrollY: scrollY)
            let header = try #require(frame.node(id: "header"))
            let image = try #require(frame.node(id: "header.image"))
            #expect(header.frame.y == -scrollY)
            #expect(header.frame.height == profile.imageHeight)
            #expect(header.clip == (scrollY >= 0))
            let expectedHeight = profile.imageHeight + max(-scrollY, 0)
            #expect(image.frame.height == expectedHeight)
            // Pulled down, the image's top stays at the screen's top (header y + image y == 0);
            // scrolled up, the image bottom sits half the offset below the wrapper's bottom.
            if scrollY < 0 {
                #expect(abs(header.frame.y + image.frame.y) < 1e-9)
            } else {
                #expect(abs(image.frame.maxY - (profile.imageHeight + scrollY / 2)) < 1e-9)
            }
            let nav = try #require(frame.node(id: "nav"))
            #expect(nav.frame.height == profile.navHeight)
            #expect(nav.alpha == frame.state["navAlpha"]?.doubleValue)
            let content = try #require(frame.node(id: "nav.content"))
            #expect(content.frame.y == frame.state["navContentTop"]?.doubleValue)
        }
    }

    @Test("the seed's example: iphone-x at scrollY 120")
    func seedExample() throws {
        let frame = try Self.frame(Self.profiles[2], scrollY: 120)
        #expect(frame.node(id: "header")?.frame == Rect(x: 0, y: -120, width: 375, height: 244))
        #expect(frame.node(id: "header.image")?.frame == Rect(x: 0, y: 60, width: 375, height: 244))
        let alpha = try #require(frame.state["navAlpha"]?.doubleValue)
        #expect(abs(alpha - 120 / 155.5) < 1e-12)
    }
}

extension ArticleStateTests {
    @Test("the header is laid out by Auto Layout: the seed's constraint constants, solved", arguments: profiles)
    func headerConstraints(profile: Profile) throws {
        let device = try #require(try DeviceCatalog.bundled().profile(id: profile.device))
        let layout = ArticleLayout(screen: device.screen(profile.orientation), content: ArticleLibrary.content(for: .harbour))
        for scrollY in [-150.0, 0, 120] {
            let solved = layout.constraints.solvedFrames(scrollY: scrollY)
            let wrapper = try #require(solved[ArticleConstraints.wrapper])
            let image = try #require(solved[ArticleConstraints.image])
            let offsetY = -scrollY
            #expect(abs(wrapper.maxY - (profile.imageHeight - scrollY)) < 1e-9)
            #expect(abs(image.height - (profile.imageHeight + max(offsetY, 0))) < 1e-9)
            #expect(abs(image.maxY - (wrapper.maxY + (offsetY >= 0 ? 0 : -offsetY / 2))) < 1e-9)
            #expect(abs((solved[ArticleConstraints.nav]?.height ?? 0) - profile.navHeight) < 1e-9)
        }
    }

    /// Frames read from the affine solution (every frame) equal the solver's own (once per
    /// screen), across the pull, the header's collapse and past it.
    @Test("the header's frames per frame are the solver's, without re-solving", arguments: profiles)
    func affineHeaderEqualsTheSolver(profile: Profile) throws {
        let device = try #require(try DeviceCatalog.bundled().profile(id: profile.device))
        let layout = ArticleLayout(screen: device.screen(profile.orientation), content: ArticleLibrary.content(for: .harbour))
        for scrollY in [-400.0, -150, -0.5, 0, 1, 37.25, 120, profile.imageHeight - profile.navHeight, 900] {
            let read = layout.constraints.frames(scrollY: scrollY)
            let solved = layout.constraints.solvedFrames(scrollY: scrollY)
            for item in ArticleConstraints.items {
                let a = try #require(read[item])
                let b = try #require(solved[item])
                let error = [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].map(abs).max() ?? 0
                #expect(error < 1e-9, "\(item) at scrollY \(scrollY): \(a) vs \(b)")
            }
        }
    }
}

extension ArticleStateTests {
    /// The description and summary rows are built once per layout and moved each frame: what a
    /// frame shows must equal the row built afresh at that offset.
    @Test("rows built once per layout equal rows built at the frame's offset", arguments: profiles)
    func fixedRowsEqualRowsBuiltAfresh(profile: Profile) throws {
        let device = try #require(try DeviceCatalog.bundled().profile(id: profile.device))
        let layout = ArticleLayout(screen: device.screen(profile.orientation), content: ArticleLibrary.content(for: .harbour))
        let moment = ArticlePainter.Moment(tableAlpha: 1, buttonScale: 1, viewsShown: 0, likesShown: 0)
        var compared = 0
        for scrollY in [-80.0, 0, 260.5, 700, layout.maximumScrollY] {
            let painter = ArticlePainter(layout: layout, scrollY: scrollY)
            let table = try #require(painter.nodes(moment).first { $0.id == "table" })
            for fresh in [painter.descriptionRow(), painter.summaryRow()] {
                guard let shown = table.children.first(where: { $0.id == fresh.id }) else { continue }
                #expect(shown == fresh, "\(fresh.id) at scrollY \(scrollY)")
                compared += 1
            }
        }
        #expect(compared >= 3, "the offsets should show each row at least once")
    }

    /// The counter row once counting is over, the header's image and the navigation header's
    /// fixed parts are built once per layout too: each frame must show what building them
    /// afresh gives.
    @Test("the counter at rest, the header and the navigation header equal their parts built afresh", arguments: profiles)
    func builtPartsEqualPartsBuiltAfresh(profile: Profile) throws {
        let device = try #require(try DeviceCatalog.bundled().profile(id: profile.device))
        let layout = ArticleLayout(screen: device.screen(profile.orientation), content: ArticleLibrary.content(for: .harbour))
        let content = layout.content
        let moment = ArticlePainter.Moment(
            tableAlpha: 1, buttonScale: 1, viewsShown: content.viewsCounter, likesShown: content.likesCounter)
        var countersCompared = 0
        for scrollY in [-150.0, -0.5, 0, 37.25, 120, 260.5, 700, layout.maximumScrollY] {
            let painter = ArticlePainter(layout: layout, scrollY: scrollY)
            let nodes = painter.nodes(moment)
            let navigation = try #require(nodes.first { $0.id == "nav" })
            #expect(navigation == painter.navigationHeader(reusingBuiltParts: false), "nav at scrollY \(scrollY)")
            let table = try #require(nodes.first { $0.id == "table" })
            let header = try #require(table.children.first { $0.id == "header" })
            #expect(header == painter.header(reusingBuiltParts: false), "header at scrollY \(scrollY)")
            if let counter = table.children.first(where: { $0.id == "counter" }) {
                #expect(counter == painter.counterRow(views: content.viewsCounter, likes: content.likesCounter), "counter at scrollY \(scrollY)")
                countersCompared += 1
            }
        }
        #expect(countersCompared >= 2, "the offsets should show the counter row")
    }

    @Test("the painted frames are the solved ones", arguments: profiles)
    func paintedFramesAreTheSolvedOnes(profile: Profile) throws {
        let device = try #require(try DeviceCatalog.bundled().profile(id: profile.device))
        let layout = ArticleLayout(screen: device.screen(profile.orientation), content: ArticleLibrary.content(for: .harbour))
        for scrollY in [-400.0, -0.5, 0, 37.25, 120, 900] {
            let painted = layout.constraints.painted(scrollY: scrollY)
            let solved = layout.constraints.frames(scrollY: scrollY)
            #expect(painted.wrapper == solved[ArticleConstraints.wrapper], "wrapper at \(scrollY)")
            #expect(painted.image == solved[ArticleConstraints.image], "image at \(scrollY)")
            #expect(painted.nav == solved[ArticleConstraints.nav], "nav at \(scrollY)")
            #expect(painted.navContent == solved[ArticleConstraints.navContent], "nav content at \(scrollY)")
        }
    }
}
