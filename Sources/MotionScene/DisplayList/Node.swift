import Foundation

/// One element of a display list (the node tree of `docs/protocol.md`). Frames are in the
/// parent's coordinates; children draw in order, after their parent.
public struct Node: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case group, rect, image, text, path
    }

    /// Stable across the frames of one scene, so a client or a test can follow a node.
    public var id: String
    public var kind: Kind
    public var frame: Rect
    public var alpha: Double?
    public var fill: Fill?
    public var stroke: Stroke?
    /// Corner radius in points.
    public var radius: Double?
    /// Clips the children to `frame`.
    public var clip: Bool?
    /// Affine transform `[a, b, c, d, tx, ty]` applied about the node's centre.
    public var transform: AffineTransform?
    public var shadow: Shadow?
    public var text: String?
    public var font: Font?
    /// Text colour, `#rrggbb` or `#rrggbbaa`.
    public var color: String?
    public var align: TextAlign?
    /// An image name or a named placeholder the page draws procedurally.
    public var src: String?
    public var contentMode: ContentMode?
    /// A `path` node's closed polygon in its own coordinates (origin at the frame's corner);
    /// it stands in for the box in fill, stroke, shadow and clip (`docs/protocol-notes.md`).
    public var points: [Point]?
    public var children: [Node]

    public init(
        id: String, kind: Kind, frame: Rect, alpha: Double? = nil, fill: Fill? = nil,
        stroke: Stroke? = nil, radius: Double? = nil, clip: Bool? = nil,
        transform: AffineTransform? = nil, shadow: Shadow? = nil, text: String? = nil,
        font: Font? = nil, color: String? = nil, align: TextAlign? = nil, src: String? = nil,
        contentMode: ContentMode? = nil, children: [Node] = []
    ) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.alpha = alpha
        self.fill = fill
        self.stroke = stroke
        self.radius = radius
        self.clip = clip
        self.transform = transform
        self.shadow = shadow
        self.text = text
        self.font = font
        self.color = color
        self.align = align
        self.src = src
        self.contentMode = contentMode
        self.children = children
    }

    /// Depth-first search by id, including `self`.
    public func first(id wanted: String) -> Node? {
        if id == wanted { return self }
        for child in children {
            if let found = child.first(id: wanted) { return found }
        }
        return nil
    }
}

public enum Fill: Hashable, Sendable {
    /// `#rrggbb` or `#rrggbbaa`.
    case color(String)
    /// Colour stops (0 … 1) along a line at `angleDegrees` (0 = top to bottom, 90 = left to right).
    case linearGradient(stops: [GradientStop], angleDegrees: Double)
}

public struct GradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: String

    public init(_ offset: Double, _ color: String) {
        self.offset = offset
        self.color = color
    }
}

public struct Stroke: Hashable, Sendable {
    public var color: String
    public var width: Double

    public init(color: String, width: Double) {
        self.color = color
        self.width = width
    }
}

public struct Shadow: Hashable, Sendable {
    public var color: String
    public var offsetX: Double
    public var offsetY: Double
    public var blur: Double

    public init(color: String, offsetX: Double, offsetY: Double, blur: Double) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
    }
}

public struct Font: Hashable, Sendable {
    public var family: String
    /// Points.
    public var size: Double
    /// CSS weight, 100 … 900.
    public var weight: Int

    public init(family: String = Font.defaultFamily, size: Double, weight: Int = 400) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// IPAGothic covers the seeds' Japanese and Latin labels; the page loads the same file
    /// (`docs/ecosystem.md`), so the server's metrics and the canvas agree.
    public static let defaultFamily = "IPAGothic"

    /// How far the alphabetic baseline lies below the middle of IPAGothic's em box, per point
    /// of size: (ascender 1802 + descender −246) / 2 over 2048 units per em (ipag.ttf's `hhea`),
    /// which is where canvas `textBaseline = "middle"` puts it.
    public static let baselineBelowEmMiddle = 778.0 / 2048
}

public enum TextAlign: String, Hashable, Sendable {
    case left, center, right
}

public enum ContentMode: String, Hashable, Sendable {
    case aspectFill, aspectFit, fill
}

/// `[a, b, c, d, tx, ty]` as in CGAffineTransform, applied about the node's centre.
public struct AffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func scale(_ factor: Double) -> AffineTransform {
        AffineTransform(a: factor, b: 0, c: 0, d: factor, tx: 0, ty: 0)
    }

    /// A turn by `radians`, clockwise on screen (y points down), as `CGAffineTransform(rotationAngle:)`.
    public static func rotation(_ radians: Double) -> AffineTransform {
        AffineTransform(a: cos(radians), b: sin(radians), c: -sin(radians), d: cos(radians), tx: 0, ty: 0)
    }
}
