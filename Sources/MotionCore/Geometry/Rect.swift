/// A rectangle in points, origin at the top-left, y down (UIKit's convention). Decodable from
/// `{x, y, width, height}` (a device file's `cutoutFrame`).
public struct Rect: Hashable, Sendable, Decodable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var size: Size { Size(width: width, height: height) }

    /// True when the two rectangles share area (touching edges do not count, as in CGRect).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// Linear interpolation of every edge; `fraction` 0 gives `self`, 1 gives `other`.
    public func interpolated(to other: Rect, fraction: Double) -> Rect {
        Rect(
            x: lerp(x, other.x, fraction), y: lerp(y, other.y, fraction),
            width: lerp(width, other.width, fraction), height: lerp(height, other.height, fraction)
        )
    }
}

public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Decodable from `{top, left, bottom, right}` (a device file's safe areas).
public struct EdgeInsets: Hashable, Sendable, Decodable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
