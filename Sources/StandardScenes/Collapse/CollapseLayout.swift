import MotionScene

/// The `collapse` screen as Auto Layout constraints: a navigation bar, a card holding an
/// image whose height comes from an aspect-ratio constraint (priority 300) and a
/// `height == 0` constraint (priority adjustable), a title and body lines stacked under the
/// image, and a button under the card. Everything below the image follows it because it is
/// constrained to it — nothing in here knows whether the image is collapsed.
struct CollapseLayout: Sendable, HoldsNoMotion {
    /// Every view, in drawing order.
    static let viewIDs = ["nav", "card", "image", "title", "body.0", "body.1", "body.2", "button"]
    static let bodyLines = ["高さ 0 の優先度を上げると", "画像が消えて本文が詰まる。", "戻すと比率どおりの高さに。"]

    /// Image height / width: a 4:3 landscape photo (chosen; the seed gives no ratio).
    static let aspectRatio = 0.75
    /// The seed's priorities: aspect ratio 300, `height == 0` 100 in the storyboard, raised
    /// to 500 to collapse.
    static let aspectPriority: LayoutPriority = 300
    static let storyboardHeightZeroPriority: LayoutPriority = 100
    static let collapsingPriority: LayoutPriority = 500
    /// Card inset from the safe area and between blocks (chosen: the 16-pt layout margins
    /// UIKit gives a view controller's root view on iPhone).
    static let margin = 16.0
    static let titleSpacing = 12.0
    static let bodySpacing = 8.0
    /// Line heights: font size × 1.2 for the title, × 1.33 for body text (chosen for reading).
    static let titleLineHeight = 24.0
    static let bodyLineHeight = 20.0
    /// Widest the card gets (chosen: the widest iPhone's portrait width, so iPads and phones
    /// in landscape show a phone-sized card instead of an image taller than the screen).
    static let maximumCardWidth = 430.0
    /// Apple's minimum tap target (Human Interface Guidelines: 44 × 44 pt).
    static let buttonHeight = 44.0

    private(set) var layout: ConstraintLayout
    private(set) var heightZeroPriority: LayoutPriority

    /// Builds the layout at the storyboard's priority, then moves it to `priority`: a layout
    /// created at 300 (a tie) is the storyboard's layout raised to 300, i.e. expanded.
    init(screen: Screen, heightZeroPriority priority: LayoutPriority) {
        var layout = ConstraintLayout(screen: screen)
        do {
            try Self.build(&layout, screen: screen)
        } catch {
            assertionFailure("the collapse layout is inconsistent: \(error)")
        }
        self.layout = layout
        self.heightZeroPriority = Self.storyboardHeightZeroPriority
        try? setHeightZeroPriority(priority)
    }

    mutating func setHeightZeroPriority(_ priority: LayoutPriority) throws(LayoutError) {
        try layout.setPriority(priority, for: "image.heightZero")
        heightZeroPriority = priority
    }

    /// The solved frame of every view, in screen coordinates.
    var frames: CollapseFrames {
        CollapseFrames(Self.viewIDs.map { layout.frame(of: LayoutItem($0)) })
    }

    private static func build(_ layout: inout ConstraintLayout, screen: Screen) throws(LayoutError) {
        let root = layout.root
        let safe = layout.safeArea
        let nav = try layout.addView("nav")
        let card = try layout.addView("card")
        let image = try layout.addView("image")
        let title = try layout.addView("title", intrinsicHeight: titleLineHeight)
        var lines: [LayoutItem] = []
        for index in bodyLines.indices {
            lines.append(try layout.addView("body.\(index)", intrinsicHeight: bodyLineHeight))
        }
        let button = try layout.addView("button")
        var constraints = [
            nav.topAnchor.constraint(equalTo: root.topAnchor),
            nav.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            nav.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            nav.bottomAnchor.constraint(equalTo: safe.topAnchor, constant: screen.navigationBar),
            card.topAnchor.constraint(equalTo: nav.bottomAnchor, constant: margin),
            // Full width less the margins where it fits (999: just below required), else
            // capped and centred — solved per profile, no size classes.
            card.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
            card.leadingAnchor.constraint(greaterThanOrEqualTo: safe.leadingAnchor, constant: margin),
            card.widthAnchor.constraint(lessThanOrEqualToConstant: maximumCardWidth),
            card.widthAnchor.constraint(equalTo: safe.widthAnchor, constant: -2 * margin).with(priority: 999),
            image.topAnchor.constraint(equalTo: card.topAnchor),
            image.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            image.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: aspectRatio)
                .with(priority: aspectPriority).named("image.aspect"),
            image.heightAnchor.constraint(equalToConstant: 0)
                .with(priority: storyboardHeightZeroPriority).named("image.heightZero"),
            title.topAnchor.constraint(equalTo: image.bottomAnchor, constant: titleSpacing),
        ]
        var above = title
        for (index, line) in lines.enumerated() {
            constraints.append(line.topAnchor.constraint(equalTo: above.bottomAnchor, constant: index == 0 ? bodySpacing : 0))
            above = line
        }
        for text in [title] + lines {
            constraints.append(text.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: margin))
            constraints.append(text.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -margin))
        }
        constraints += [
            card.bottomAnchor.constraint(equalTo: above.bottomAnchor, constant: margin),
            button.topAnchor.constraint(equalTo: card.bottomAnchor, constant: margin),
            button.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            button.heightAnchor.constraint(equalToConstant: buttonHeight),
        ]
        try layout.activate(constraints)
    }
}

/// The frames of `CollapseLayout.viewIDs`, in that order, screen coordinates.
struct CollapseFrames: Hashable, Sendable {
    let rects: [Rect]

    init(_ rects: [Rect]) {
        self.rects = rects
    }

    subscript(id: String) -> Rect {
        CollapseLayout.viewIDs.firstIndex(of: id).map { rects[$0] } ?? .zero
    }

    /// Every frame moved `fraction` of the way to `other`'s: what `UIView.animate` around
    /// `layoutIfNeeded()` shows.
    func interpolated(to other: CollapseFrames, fraction: Double) -> CollapseFrames {
        CollapseFrames(zip(rects, other.rects).map { $0.interpolated(to: $1, fraction: fraction) })
    }
}
