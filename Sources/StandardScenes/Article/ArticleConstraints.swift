import MotionScene

/// The article's header and navigation header laid out with Auto Layout, as the seed builds
/// them: the scroll offset changes constraint *constants* (`ArticleHeaderView.
/// setParallaxEffectToHeaderView`, `GradientHeaderView.setHeaderNavigationTopConstraint`), and
/// the solver turns them into frames. Built once per screen. The constraints are required
/// equalities, so the frames are an affine function of the constants (`AffineLayout`): solved
/// once here, read per frame with a few multiply-adds.
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
    private let affine: AffineLayout?
    /// The painted items' parts of `affine`, so a frame reads them without a lookup by item
    /// (`frames(scrollY:)`'s dictionaries cost 8.4k instructions a frame, issue #15).
    private let paintedMotion: (wrapper: AffineLayout.ItemMotion, image: AffineLayout.ItemMotion, nav: AffineLayout.ItemMotion, navContent: AffineLayout.ItemMotion)?

    /// The frames the painter draws with.
    struct Painted {
        var wrapper, image, nav, navContent: Rect
    }

    /// The laid-out items, for `frames(scrollY:)`.
    static let items = [header, wrapper, image, nav, navContent]

    init(geometry: ArticleGeometry) {
        self.geometry = geometry
        var installed = ConstraintLayout(screen: geometry.screen)
        var affine: AffineLayout?
        do {
            installed = try Self.install(geometry: geometry)
            affine = try AffineLayout(installed, varying: Changing.allCases.map(\.rawValue), items: Self.items)
        } catch {
            // A fixed set of independent equalities on fresh views: failing here is a bug, and
            // the tests that compare solved frames with §1's formulas would show it.
            assertionFailure("article header constraints: \(error)")
        }
        base = installed
        self.affine = affine
        if let affine, let wrapper = affine.motion(of: Self.wrapper), let image = affine.motion(of: Self.image),
            let nav = affine.motion(of: Self.nav), let navContent = affine.motion(of: Self.navContent)
        {
            paintedMotion = (wrapper, image, nav, navContent)
        } else {
            paintedMotion = nil
        }
    }

    /// The painted frames at `scrollY`: `frames(scrollY:)` without the items nothing draws.
    func painted(scrollY: Double) -> Painted {
        guard let motion = paintedMotion else {
            let frames = frames(scrollY: scrollY)
            return Painted(
                wrapper: frames[Self.wrapper] ?? .zero, image: frames[Self.image] ?? .zero, nav: frames[Self.nav] ?? .zero,
                navContent: frames[Self.navContent] ?? .zero)
        }
        let values = constants(scrollY: scrollY)
        return Painted(
            wrapper: motion.wrapper.frame(constants: values), image: motion.image.frame(constants: values),
            nav: motion.nav.frame(constants: values), navContent: motion.navContent.frame(constants: values))
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

    /// The changing constants at `scrollY`, in `Changing.allCases` order.
    private func constants(scrollY: Double) -> [Double] {
        Changing.allCases.map { constraint in
            switch constraint {
            case .headerTop: -scrollY
            case .imageBottom: geometry.headerImageBottom(scrollY: scrollY)
            case .imageHeight: geometry.headerImageHeight(scrollY: scrollY)
            case .navContentTop: geometry.navContentTop(scrollY: scrollY)
            }
        }
    }

    /// Every item's frame at `scrollY`, read from the affine solution.
    func frames(scrollY: Double) -> [LayoutItem: Rect] {
        guard let affine else { return solvedFrames(scrollY: scrollY) }
        let values = constants(scrollY: scrollY)
        return Dictionary(uniqueKeysWithValues: Self.items.map { ($0, affine.frame(of: $0, constants: values)) })
    }

    /// Every item's frame at `scrollY` from the solver itself: what `frames(scrollY:)` must
    /// equal, and its way if the layout ever stops being affine.
    func solvedFrames(scrollY: Double) -> [LayoutItem: Rect] {
        var layout = base
        for (constraint, constant) in zip(Changing.allCases, constants(scrollY: scrollY)) {
            do {
                try layout.setConstant(constant, for: constraint.rawValue)
            } catch {
                // The constraints above are installed by name in `init`; a miss is a bug here.
                assertionFailure("article constraint \(constraint.rawValue): \(error)")
            }
        }
        return Dictionary(uniqueKeysWithValues: Self.items.map { ($0, layout.frame(of: $0)) })
    }
}
