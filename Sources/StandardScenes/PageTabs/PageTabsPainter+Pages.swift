import Foundation
import MotionScene

/// The six pages: side by side in the container's paging scroll view, or one at a time in the
/// page view, whose `.pageCurl` turns the shown page over the next (`PageCurl`).
extension PageTabsPainter {
    /// The originals' page colours, one per page (both storyboards: `Controller1` … `Controller6`
    /// and `FirstViewController` … `SixthViewController` share them).
    static let pageColors: [HexColor] = ["#ccff99", "#6699ff", "#ff9933", "#ff9999", "#ffff66", "#cc66ff"]
    static let pageViewTitles = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth"].map { "\($0)ViewController" }
    /// `pageViewController.view.backgroundColor = UIColor.gray`.
    static let pageViewBackground: HexColor = "#808080"
    /// Chosen: the curled-over back shows the page's colour washed halfway to white, at 0.9.
    static let backWash = 0.5
    static let backAlpha = 0.9
    /// Chosen: the shadow's darkest (at the fold) black alpha.
    static let shadowAlpha = 0.35

    var pagesHeight: Double { screen.height - pagesTop }
    var pageSize: Size { Size(width: screen.width, height: pagesHeight) }

    func pages() -> Node {
        let frame = Rect(x: 0, y: pagesTop, width: screen.width, height: pagesHeight)
        if variant == .container {
            return Node.group("pages", frame: frame, clip: true) { containerPages() }
        }
        let curl = shownCurl()
        return Node.group("pages", frame: frame, fill: Self.pageViewBackground, clip: true) {
            if let curl {
                curled(curl.page, over: curl.page + curl.direction, fraction: curl.fraction)
            } else {
                pageViewPage(restingPage)
            }
        }
    }

    /// The container's pages side by side at `pageX`: the list built once for a page the
    /// content rests on (the list keeps its storage), else the pages built once, moved.
    func containerPages() -> [Node] {
        if let resting = layout.fixedNodes.restingPages.first(where: { $0.pageX == pageX }) { return resting.nodes }
        return (0..<layout.pageCount).map { placedContainerPage($0, x: Double($0) * screen.width - pageX) }
    }

    private func placedContainerPage(_ index: Int, x: Double) -> Node {
        let built = layout.fixedNodes.containerPages
        guard built.indices.contains(index) else { return page(index, x: x) }
        var moved = built[index]
        moved.frame.x = x
        return moved
    }

    /// The page view's page `index` where it lies flat, at x = 0.
    private func pageViewPage(_ index: Int) -> Node {
        let built = layout.fixedNodes.pageViewPages
        return built.indices.contains(index) ? built[index] : page(index, x: 0)
    }

    /// The page the page view shows when nothing turns.
    private var restingPage: Int { layout.page(pageX: pageX) }

    /// Which page curls, which way the next lies, and how far: a tapped turn curls forward
    /// (the shown page lifts off the next) or, going back, the target page uncurls over the
    /// shown one (`setViewControllers(…, direction: .reverse)`); a drag curls page ⌊x / W⌋.
    private func shownCurl() -> (page: Int, direction: Int, fraction: Double)? {
        if let turn {
            return turn.to > turn.from ? (turn.from, turn.to - turn.from, turn.progress) : (turn.to, turn.from - turn.to, 1 - turn.progress)
        }
        let position = min(max(pageX / screen.width, 0), Double(layout.pageCount - 1))
        let page = Int(position.rounded(.down))
        let fraction = position - Double(page)
        return fraction > 1e-9 ? (page, 1, fraction) : nil
    }

    func page(_ index: Int, x: Double) -> Node {
        Node.group(
            "page.\(index)", frame: Rect(x: x, y: 0, width: screen.width, height: pagesHeight),
            fill: Self.pageColors[index % Self.pageColors.count], clip: true
        ) { pageTitle(index) }
    }

    /// Each original page centres one black label: `ControllerN` 15 pt in the container,
    /// `…ViewController` 17 pt in the page view.
    private func pageTitle(_ index: Int) -> Node {
        let (text, size) = variant == .container ? ("Controller\(index + 1)", 15.0) : (Self.pageViewTitles[index], 17.0)
        return Node.text(
            "page.\(index).title", frame: Rect(x: 0, y: pagesHeight / 2 - 15, width: screen.width, height: 30), text, size: size,
            align: .center)
    }

    /// Page `index` folding away from page `under`: the revealed page, the flat part (a clip of
    /// the page), the shadow on the revealed page along the fold, the back of the lifted part.
    @NodeBuilder private func curled(_ index: Int, over under: Int, fraction: Double) -> [Node] {
        let curl = PageCurl(fraction: fraction, size: pageSize)
        let box = Rect(x: 0, y: 0, width: screen.width, height: pagesHeight)
        pageViewPage(under)
        if !curl.flat.isEmpty {
            Node.path("page.\(index)", frame: box, points: curl.flat, fill: Self.pageColors[index % Self.pageColors.count])
                .clipped()
                .children { pageTitle(index) }
        }
        if !curl.shadow.isEmpty {
            Node.path("page.curl.shadow", frame: box, points: curl.shadow, gradient: shadowStops(curl), angleDegrees: curl.shadowAngleDegrees)
        }
        if !curl.back.isEmpty {
            Node.path("page.curl.back", frame: box, points: curl.back, fill: Self.washed(Self.pageColors[index % Self.pageColors.count]))
                .alpha(Self.backAlpha)
        }
    }

    /// Dark at the fold, clear `shadowWidth` beyond it. The gradient runs across the page box
    /// (docs/protocol-notes.md), so the stops sit where the fold and the band's edge cross its line.
    private func shadowStops(_ curl: PageCurl) -> [GradientStop] {
        let normal = curl.foldNormal
        let half = (abs(pageSize.width * normal.x) + abs(pageSize.height * normal.y)) / 2
        let centre = Point(x: pageSize.width / 2, y: pageSize.height / 2)
        let fold = ((curl.foldPoint.x - centre.x) * normal.x + (curl.foldPoint.y - centre.y) * normal.y + half) / (2 * half)
        let alpha = String(format: "%02x", Int((Self.shadowAlpha * 255).rounded()))
        return [GradientStop(fold, "#000000\(alpha)"), GradientStop(fold + curl.shadowWidth / (2 * half), "#00000000")]
    }

    /// `color` mixed `backWash` of the way to white.
    static func washed(_ color: HexColor) -> HexColor {
        let hex = color.hex.dropFirst()
        let channels = stride(from: 0, to: 6, by: 2).map { offset -> Int in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            let value = Double(Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 0)
            return Int((value + (255 - value) * backWash).rounded())
        }
        return HexColor(stringLiteral: "#" + channels.map { String(format: "%02x", $0) }.joined())
    }
}
