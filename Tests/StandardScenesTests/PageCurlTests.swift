import Foundation
import MotionScene
import Testing

@testable import StandardScenes

/// The page curl's geometry (`PageCurl`, the page-tabs section of the scene spec): a fold line
/// through ((1 − t)·W, H/2) leaning 20°·sin(π·t), the lifted part reflected across it.
struct PageCurlTests {
    /// A convex polygon's area as a fan of triangles from its first corner: another formula than
    /// the scene's shoelace, so the two check each other.
    static func area(_ polygon: [Point]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        let origin = polygon[0]
        return zip(polygon.dropFirst(), polygon.dropFirst(2)).reduce(0.0) { total, edge in
            let (b, c) = edge
            return total + abs((b.x - origin.x) * (c.y - origin.y) - (c.x - origin.x) * (b.y - origin.y)) / 2
        }
    }

    /// (t, W, H, fold x at mid-height, lean in degrees, lifted area). The lean is 20·sin(π·t)°;
    /// each of these folds crosses the top and bottom edges, so the lifted part is a trapezoid
    /// whose mean width is W − fold x: area H·(W − (1 − t)·W) = H·t·W.
    struct Fold: Sendable, CustomTestStringConvertible {
        let t, width, height, foldX, leanDegrees, liftedArea: Double
        var testDescription: String { "t \(t) on \(width) × \(height)" }
        init(_ t: Double, _ width: Double, _ height: Double, _ foldX: Double, _ leanDegrees: Double, _ liftedArea: Double) {
            self.t = t
            self.width = width
            self.height = height
            self.foldX = foldX
            self.leanDegrees = leanDegrees
            self.liftedArea = liftedArea
        }
    }

    static let folds: [Fold] = [
        Fold(0.25, 375, 600, 281.25, 14.142136, 600 * 93.75),
        Fold(0.5, 375, 600, 187.5, 20, 600 * 187.5),
        Fold(0.75, 375, 600, 93.75, 14.142136, 600 * 281.25),
        Fold(0.25, 320, 400, 240, 14.142136, 400 * 80),
        Fold(0.5, 414, 700, 207, 20, 700 * 207),
        Fold(0.75, 414, 700, 103.5, 14.142136, 700 * 310.5),
    ]

    @Test("the fold line's position and lean at a quarter, half and three quarters of a turn", arguments: folds)
    func foldLine(fold: Fold) {
        let (t, width, height, foldX, leanDegrees, liftedArea) = (fold.t, fold.width, fold.height, fold.foldX, fold.leanDegrees, fold.liftedArea)
        let curl = PageCurl(fraction: t, size: Size(width: width, height: height))
        #expect(abs(curl.foldPoint.x - foldX) < 1e-9 && abs(curl.foldPoint.y - height / 2) < 1e-9)
        #expect(abs(curl.leanRadians * 180 / Double.pi - leanDegrees) < 1e-5)
        #expect(abs(Self.area(curl.lifted) - liftedArea) < 1e-6 * liftedArea)
    }

    @Test("a fold moves no paper: flat + lifted is the page, and the back has the lifted part's area", arguments: folds)
    func areas(fold: Fold) {
        let (t, width, height, foldX, leanDegrees, liftedArea) = (fold.t, fold.width, fold.height, fold.foldX, fold.leanDegrees, fold.liftedArea)
        let curl = PageCurl(fraction: t, size: Size(width: width, height: height))
        #expect(abs(Self.area(curl.flat) + Self.area(curl.lifted) - width * height) < 1e-6 * width * height)
        #expect(abs(Self.area(curl.back) - Self.area(curl.lifted)) < 1e-6 * liftedArea)
    }

    @Test("the back is the mirror image of the lifted part across the fold line", arguments: folds)
    func mirror(fold: Fold) {
        let (t, width, height, foldX, leanDegrees, liftedArea) = (fold.t, fold.width, fold.height, fold.foldX, fold.leanDegrees, fold.liftedArea)
        let curl = PageCurl(fraction: t, size: Size(width: width, height: height))
        let lean = 20 * sin(Double.pi * t) * Double.pi / 180
        // The fold line written out: through (foldX, H/2), direction (sin lean, −cos lean).
        let along = Point(x: sin(lean), y: -cos(lean))
        #expect(curl.back.count == curl.lifted.count && !curl.back.isEmpty)
        for (lifted, back) in zip(curl.lifted, curl.back) {
            // The midpoint lies on the fold line, and the segment is perpendicular to it.
            let mid = Point(x: (lifted.x + back.x) / 2 - foldX, y: (lifted.y + back.y) / 2 - height / 2)
            #expect(abs(mid.x * along.y - mid.y * along.x) < 1e-9)
            #expect(abs((back.x - lifted.x) * along.x + (back.y - lifted.y) * along.y) < 1e-9)
            // And the two lie on opposite sides (or both on it).
            #expect(curl.distance(lifted) >= -1e-9 && curl.distance(back) <= 1e-9)
        }
        for point in curl.flat { #expect(curl.distance(point) <= 1e-9) }
    }

    @Test("the shadow band lies on the revealed side, within 30·sin(π·t) of the fold", arguments: folds)
    func shadowBand(fold: Fold) {
        let (t, width, height, foldX, leanDegrees, liftedArea) = (fold.t, fold.width, fold.height, fold.foldX, fold.leanDegrees, fold.liftedArea)
        let curl = PageCurl(fraction: t, size: Size(width: width, height: height))
        let bandWidth = 30 * sin(Double.pi * t)
        #expect(abs(curl.shadowWidth - bandWidth) < 1e-12)
        #expect(!curl.shadow.isEmpty)
        for point in curl.shadow {
            #expect(curl.distance(point) >= -1e-9 && curl.distance(point) <= bandWidth + 1e-9)
        }
    }

    @Test("at rest nothing is lifted; at the end of a turn the whole page is", arguments: [320.0, 414.0])
    func ends(width: Double) {
        let size = Size(width: width, height: 500)
        let start = PageCurl(fraction: 0, size: size)
        #expect(start.lifted.isEmpty && start.back.isEmpty && start.shadow.isEmpty)
        #expect(abs(Self.area(start.flat) - width * 500) < 1e-6)
        let end = PageCurl(fraction: 1, size: size)
        #expect(abs(Self.area(end.lifted) - width * 500) < 1e-6)
        // The page has turned over onto the left of the spine: x from −W to 0.
        #expect(end.back.allSatisfy { $0.x <= 1e-9 && $0.x >= -width - 1e-9 })
    }
}
