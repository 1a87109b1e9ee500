import Foundation
import MotionScene

/// The page-view variant's `.pageCurl` drawn flat, as a pure function of the turn fraction and
/// the page's size (in the page's coordinates, y down). UIPageViewController bends the page
/// in 3-D; here the page folds along a straight line:
/// - the fold line passes through ((1 − t)·W, H/2) and leans θ = 20°·sin(π·t) from vertical,
///   its top to the right, so the bottom-right corner lifts first and the page lies flat
///   again at t = 0 and t = 1 (chosen: UIKit documents no geometry);
/// - the lifted part is the page beyond the fold; its back is that part reflected across the
///   fold line (a fold moves no paper, so areas are kept);
/// - the shadow band lies on the revealed page along the fold, 30·sin(π·t) points wide
///   (chosen: widest mid-turn, none at rest).
struct PageCurl: Hashable, Sendable {
    static let maxLeanRadians = 20 * Double.pi / 180
    static let maxShadowWidth = 30.0

    let size: Size
    /// The fold line's point at mid-height.
    let foldPoint: Point
    /// The fold line's lean from vertical, radians; positive puts its top to the right.
    let leanRadians: Double
    /// The part of the page still lying flat, before the fold.
    let flat: [Point]
    /// The part of the page lifted off, beyond the fold.
    let lifted: [Point]
    /// The lifted part's back: `lifted` reflected across the fold line.
    let back: [Point]
    /// The shadow on the revealed page along the fold.
    let shadow: [Point]
    let shadowWidth: Double

    /// `fraction` is clamped to 0 … 1 (0: flat; 1: the page has left).
    init(fraction: Double, size: Size) {
        let t = min(max(fraction, 0), 1)
        self.size = size
        let point = Point(x: (1 - t) * size.width, y: size.height / 2)
        let lean = Self.maxLeanRadians * sin(Double.pi * t)
        let normal = Self.normal(lean)
        let width = Self.maxShadowWidth * sin(Double.pi * t)
        let page = [Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: size.width, y: size.height), Point(x: 0, y: size.height)]
        foldPoint = point
        leanRadians = lean
        shadowWidth = width
        let lifted = Self.clip(page) { Self.distance($0, point, normal) }
        flat = Self.clip(page) { -Self.distance($0, point, normal) }
        self.lifted = lifted
        back = lifted.map { Self.reflect($0, point, normal) }
        shadow = Self.clip(lifted) { width - Self.distance($0, point, normal) }
    }

    /// Unit normal of the fold line, pointing to the lifted side (right, and down when leaning).
    var foldNormal: Point { Self.normal(leanRadians) }

    static func normal(_ lean: Double) -> Point { Point(x: cos(lean), y: sin(lean)) }

    /// Signed distance of `p` from the fold line, positive on the lifted side.
    func distance(_ p: Point) -> Double { Self.distance(p, foldPoint, foldNormal) }

    /// The gradient angle (docs/protocol.md: 0 top → bottom, 90 left → right) that runs along
    /// the normal, away from the fold.
    var shadowAngleDegrees: Double { atan2(foldNormal.x, foldNormal.y) * 180 / Double.pi }

    static func distance(_ p: Point, _ origin: Point, _ normal: Point) -> Double {
        (p.x - origin.x) * normal.x + (p.y - origin.y) * normal.y
    }

    static func reflect(_ p: Point, _ origin: Point, _ normal: Point) -> Point {
        let d = distance(p, origin, normal)
        return Point(x: p.x - 2 * d * normal.x, y: p.y - 2 * d * normal.y)
    }

    /// The part of a convex polygon where `inside` ≥ 0 (one Sutherland–Hodgman pass; `inside`
    /// is affine, so an edge crosses where it interpolates to 0).
    static func clip(_ polygon: [Point], inside: (Point) -> Double) -> [Point] {
        var result: [Point] = []
        for (index, current) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            let (a, b) = (inside(current), inside(next))
            if a >= 0 { result.append(current) }
            if (a >= 0) != (b >= 0) {
                let share = a / (a - b)
                result.append(Point(x: current.x + (next.x - current.x) * share, y: current.y + (next.y - current.y) * share))
            }
        }
        // A sliver along the line (the fold on an edge) covers no area: nothing to draw.
        return area(result) < 1e-9 ? [] : result
    }

    /// The shoelace area of a polygon.
    static func area(_ polygon: [Point]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var twice = 0.0
        for (index, p) in polygon.enumerated() {
            let q = polygon[(index + 1) % polygon.count]
            twice += p.x * q.y - q.x * p.y
        }
        return abs(twice) / 2
    }
}
