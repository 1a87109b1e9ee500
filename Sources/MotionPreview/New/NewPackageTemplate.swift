/// The text of each file `motion-preview new` writes for a package named `name`.
struct NewPackageTemplate {
    let name: String
    let dependency: MotionPreviewDependency

    var manifest: String {
        let product = dependency.packageIdentity
        return #"""
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "\#(name)",
                platforms: [.macOS(.v14)],
                dependencies: [
                    \#(dependency.packageLine)
                ],
                targets: [
                    // The scenes and the one line that serves them: `swift run \#(name)`; every other
                    // subcommand (`render`, `dev`, …) works too.
                    .executableTarget(name: "\#(name)", dependencies: [.product(name: "MotionPreview", package: "\#(product)")]),
                    .testTarget(name: "\#(name)Tests", dependencies: ["\#(name)"]),
                ]
            )

            """#
    }

    var main: String {
        #"""
        import MotionPreview

        // Every subcommand over these scenes, listed in the order the dashboard shows them.
        MotionPreview.main(scenes: [FadingBarScene.self])

        """#
    }

    var scene: String {
        #"""
        import MotionScene

        /// A list of cards under a bar that fades in as the list scrolls. Change a colour or a
        /// size, save, and `swift run \#(name) dev` shows it in every open page.
        struct FadingBarScene: SceneDefinition {
            static let info = SceneInfo(id: "fading-bar", title: "Fading bar", summary: "A bar fades in as the list scrolls.")

            struct Parameters: SceneParameters {
                var scrollY = 0.0
            }

            struct Tuning: Tunables {
                /// How far the list scrolls while the bar fades in, points (chosen).
                var fadeDistance = 120.0
                static let tunables: [TunableDeclaration<Self>] = [
                    .number(\.fadeDistance, "Fade distance", unit: "pt", range: 10...400)
                ]
            }

            struct State: SceneState {
                var barAlpha: Double
            }

            static let cardHeight = 96.0
            static let cardCount = 20

            static func parameters(for screen: Screen) -> [ParameterDeclaration<Parameters>] {
                let maximum = max(0, cardHeight * Double(cardCount) - screen.height)
                return [
                    .scroll(
                        \.scrollY, "Scroll offset", along: .y, range: -200...maximum,
                        scroll: ScrollAxis(bounds: 0...maximum, viewportLength: screen.height))
                ]
            }

            init(_ context: SceneContext<Self>) {}

            func render(_ context: SceneContext<Self>) -> SceneOutput<State> {
                let screen = context.screen
                let scrollY = context.parameters.scrollY
                let barAlpha = min(max(scrollY / context.tuning.fadeDistance, 0), 1)
                let barHeight = screen.statusBar + screen.navigationBar
                return SceneOutput(state: State(barAlpha: barAlpha)) {
                    Node.rect("background", frame: screen.bounds, fill: "#ffffff")
                    for index in 0..<Self.cardCount {
                        let top = barHeight + Double(index) * Self.cardHeight - scrollY
                        Node.rect(
                            "card.\(index)", frame: Rect(x: 16, y: top + 8, width: screen.width - 32, height: Self.cardHeight - 16),
                            fill: "#e8eef6", radius: 12)
                    }
                    Node.group("bar", frame: Rect(x: 0, y: 0, width: screen.width, height: barHeight), fill: "#76b6e2") {
                        Node.text(
                            "bar.title", frame: Rect(x: 0, y: screen.statusBar, width: screen.width, height: screen.navigationBar),
                            "\#(name)", size: 17, weight: 600, color: "#ffffff", align: .center)
                    }
                    .alpha(barAlpha)
                }
            }
        }

        """#
    }

    var test: String {
        #"""
        import MotionScene
        import Testing

        @testable import \#(name)

        struct FadingBarSceneTests {
            @Test("the bar fades in over the first 120 points of scrolling", arguments: [
                (-50.0, 0.0), (0, 0), (60, 0.5), (120, 1), (400, 1),
            ])
            func barFades(scrollY: Double, alpha: Double) throws {
                let screen = try #require(try DeviceCatalog.bundled().profile(id: "iphone-x")).screen(.portrait)
                let scene = FadingBarScene.Runtime(screen: screen, parameters: ["scrollY": .number(scrollY)], at: 0)
                #expect(scene.frame(at: 0).state["barAlpha"] == .number(alpha))
            }
        }

        """#
    }

    var readme: String {
        let source: String
        switch dependency {
        case .path(let path): source = "the MotionPreview checkout at `\(path)` (a path dependency)"
        case .git(let url, let branch): source = "MotionPreview from `\(url)`, branch `\(branch)`"
        }
        return #"""
            # \#(name)

            Scroll-driven iOS motion of your own, previewed in a browser by MotionPreview.

            ```sh
            swift run \#(name)        # builds and serves http://127.0.0.1:8080/
            swift run \#(name) dev    # the same, rebuilt on every save; open pages keep their session
            swift test
            ```

            `Sources/\#(name)/FadingBarScene.swift` is the scene: change a colour literal, save, and
            `dev` shows it in every open page at the same scroll offset. Add scenes to the list in
            `Sources/\#(name)/main.swift`. `swift run \#(name) render --scene fading-bar --param scrollY=60` prints
            one frame as JSON.

            This package depends on \#(source). Writing scenes: `docs/writing-scenes.md` in MotionPreview.

            """#
    }
}
