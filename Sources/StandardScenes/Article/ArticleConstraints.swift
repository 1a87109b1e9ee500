import MotionScene

/// The article's header and navigation header laid out with Auto Layout, as the seed builds
/// them: the scroll offset changes constraint *constants* (`ArticleHeaderView.
/// setParallaxEffectToHeaderView`, `GradientHeaderView.setHeaderNavigationTopConstraint`), and
/// the solver turns them into frames. Built once per screen; each frame copies it and re-solves.
struct ArticleConstraints: Sendable {
    static let header = LayoutItem("header")
    static let wrapper = LayoutItem("header.wrapper")
    static let image = LayoutItem("header.image")
    static let nav = LayoutItem("nav")
    static let navContent = LayoutItem("nav.content")

    /// Constraints whose constants follow the scroll offset.
    enum Changing: String, CaseIterable {
        case headerTop = "header.top"
        case imageBottom = "image.bottom"
        case imageHeight = "image.height"
        case navContentTop = "nav.content.top"
    }

    /// `GradientHeaderView.xib`: the back button and title row is 44 pt tall.
    static let navContentHeight = 44.0

    let geometry: ArticleGeometry
    private let base: ConstraintLayout

    init(geometry: ArticleGeometry) {
        self.geometry = geometry
        do {
            base = try Self.install(geometry: geometry)
        } catch {
            // A fixed set of independent equalities on fresh views: failing here is a bug, and
            // the tests that compare solved frames with §1's formulas would show it.
            assertionFailure("article header constraints: \(error)")
            base = ConstraintLayout(screen: geometry.screen)
        }
    }

    private static func install(geometry: ArticleGeometry) throws(LayoutError) -> ConstraintLayout {
        var layout = ConstraintLayout(screen: geometry.screen)
        let root = layout.root
        let header = try layout.addView(Self.header.id)
        let wrapper = try layout.addView(Self.wrapper.id)
        let image = try layout.addView(Self.image.id)
        let nav = try layout.addView(Self.nav.id)
        let navContent = try layout.addView(Self.navContent.id)
        try layout.activate([
            // The table header view: full width, Himg tall, moved by the content offset.
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.topAnchor.constraint(equalTo: root.topAnchor).named(Changing.headerTop.rawValue),
            header.heightAnchor.constraint(equalToConstant: geometry.headerHeight),
            // Seed: "H:|[wrappedView]|", "V:[wrappedView]|", height == header height (+ inset 0).
            wrapper.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            wrapper.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            wrapper.bottomAnchor.constraint(equalTo: header.bottomAnchor),
            wrapper.heightAnchor.constraint(equalTo: header.heightAnchor),
            // Seed: the image fills the wrapper's width; its bottom and height constants change.
            image.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor),
            image.trailingAnchor.constraint(equalTo: wrapper.trailingAnchor),
            image.bottomAnchor.constraint(equalTo: wrapper.bottomAnchor).named(Changing.imageBottom.rawValue),
            image.heightAnchor.constraint(equalToConstant: geometry.headerHeight).named(Changing.imageHeight.rawValue),
            // The dummy gradient header over the navigation bar, and the row inside it.
            nav.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            nav.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            nav.topAnchor.constraint(equalTo: root.topAnchor),
            nav.heightAnchor.constraint(equalToConstant: geometry.navigationHeight),
            navContent.leadingAnchor.constraint(equalTo: nav.leadingAnchor),
            navContent.trailingAnchor.constraint(equalTo: nav.trailingAnchor),
            navContent.topAnchor.constraint(equalTo: root.topAnchor, constant: geometry.screen.statusBar)
                .named(Changing.navContentTop.rawValue),
            navContent.heightAnchor.constraint(equalToConstant: Self.navContentHeight),
        ])
        return layout
    }

    /// The layout with every changing constant set for `scrollY`, re-solved.
    func solved(scrollY: Double) -> ConstraintLayout {
        var layout = base
        let constants: [(Changing, Double)] = [
            (.headerTop, -scrollY),
            (.imageBottom, geometry.headerImageBottom(scrollY: scrollY)),
            (.imageHeight, geometry.headerImageHeight(scrollY: scrollY)),
            (.navContentTop, geometry.navContentTop(scrollY: scrollY)),
        ]
        for (constraint, constant) in constants {
            do {
                try layout.setConstant(constant, for: constraint.rawValue)
            } catch {
                // The constraints above are installed by name in `init`; a miss is a bug here.
                assertionFailure("article constraint \(constraint.rawValue): \(error)")
            }
        }
        return layout
    }
}
