import Foundation

/// One element of a display list (the node tree of `docs/protocol.md`). Frames are in the
/// parent's coordinates; children draw in order, after their parent.
///
/// A value with copy-on-write storage, as `Array` is: its fields but the frame live in one
/// shared box, so a copy is a retain. A scene builds its list every frame and the server diffs
/// it against the last; held inline, every copy of a node (into a builder's array, out of a row
/// built once, through the diff) retained each of its strings and arrays, about 260
/// instructions, and releasing a frame destroyed them again (a quarter of a published frame,
/// callgrind, issue #15). Two nodes that share a box are the same node but for their frames,
/// subtree included, without a look inside: a row built once and reused is unchanged at once.
///
/// The frame is held beside the box, not in it: what moves most in a scroll-driven screen is
/// a part built once and placed anew each frame, and with its frame in the box each move copied
/// the box (an allocation and a retain per field) and freed it a frame later, 1.1k
/// instructions a placed row (callgrind, the article's fling, issue 15).
public struct Node: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case group, rect, image, text, path
    }

    /// The stored fields, exactly what `Node` holds but its frame.
    struct Fields: Hashable, Sendable {
        var id: String
        var kind: Kind
        var alpha: Double?
        var fill: Fill?
        var stroke: Stroke?
        var radius: Double?
        var clip: Bool?
        var transform: AffineTransform?
        var shadow: Shadow?
        var text: String?
        var font: Font?
        var color: String?
        var align: TextAlign?
        var src: String?
        var contentMode: ContentMode?
        var points: [Point]?
        var children: [Node]
    }

    /// The box behind a node. Only `Node` writes to it, and only after `isKnownUniquelyReferenced`
    /// said no other node shares it (`fieldsForWriting`): the standard library's own
    /// copy-on-write types are `Sendable` on the same ground, which the compiler cannot see.
    final class Storage: @unchecked Sendable {
        /// Not checked at run time: a write happens only through `fieldsForWriting`, to a box
        /// no other node holds, so no two accesses overlap. Checked, every read of a field cost
        /// a `swift_beginAccess`, which doubled the diff's cost (callgrind).
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private(set) var storage: Storage

    /// Where the node is, in its parent's coordinates.
    public var frame: Rect

    /// The fields, read without a copy of the box.
    var fields: Fields { storage.fields }

    /// Whether two nodes share one box: then they are equal but for their frames, children
    /// included.
    func isSameStorage(as other: Node) -> Bool { storage === other.storage }

    public init(
        id: String, kind: Kind, frame: Rect, alpha: Double? = nil, fill: Fill? = nil,
        stroke: Stroke? = nil, radius: Double? = nil, clip: Bool? = nil,
        transform: AffineTransform? = nil, shadow: Shadow? = nil, text: String? = nil,
        font: Font? = nil, color: String? = nil, align: TextAlign? = nil, src: String? = nil,
        contentMode: ContentMode? = nil, children: [Node] = []
    ) {
        self.frame = frame
        storage = Storage(
            Fields(
                id: id, kind: kind, alpha: alpha, fill: fill, stroke: stroke, radius: radius, clip: clip,
                transform: transform, shadow: shadow, text: text, font: font, color: color, align: align, src: src,
                contentMode: contentMode, points: nil, children: children))
    }

    /// The box, made this node's own first when another node shares it.
    private var fieldsForWriting: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            return storage
        }
    }

    /// Stable across the frames of one scene, so a client or a test can follow a node.
    public var id: String {
        get { storage.fields.id }
        _modify { yield &fieldsForWriting.fields.id }
    }
    public var kind: Kind {
        get { storage.fields.kind }
        _modify { yield &fieldsForWriting.fields.kind }
    }
    public var alpha: Double? {
        get { storage.fields.alpha }
        _modify { yield &fieldsForWriting.fields.alpha }
    }
    public var fill: Fill? {
        get { storage.fields.fill }
        _modify { yield &fieldsForWriting.fields.fill }
    }
    public var stroke: Stroke? {
        get { storage.fields.stroke }
        _modify { yield &fieldsForWriting.fields.stroke }
    }
    /// Corner radius in points.
    public var radius: Double? {
        get { storage.fields.radius }
        _modify { yield &fieldsForWriting.fields.radius }
    }
    /// Clips the children to `frame`.
    public var clip: Bool? {
        get { storage.fields.clip }
        _modify { yield &fieldsForWriting.fields.clip }
    }
    /// Affine transform `[a, b, c, d, tx, ty]` applied about the node's centre.
    public var transform: AffineTransform? {
        get { storage.fields.transform }
        _modify { yield &fieldsForWriting.fields.transform }
    }
    public var shadow: Shadow? {
        get { storage.fields.shadow }
        _modify { yield &fieldsForWriting.fields.shadow }
    }
    public var text: String? {
        get { storage.fields.text }
        _modify { yield &fieldsForWriting.fields.text }
    }
    public var font: Font? {
        get { storage.fields.font }
        _modify { yield &fieldsForWriting.fields.font }
    }
    /// Text colour, `#rrggbb` or `#rrggbbaa`.
    public var color: String? {
        get { storage.fields.color }
        _modify { yield &fieldsForWriting.fields.color }
    }
    public var align: TextAlign? {
        get { storage.fields.align }
        _modify { yield &fieldsForWriting.fields.align }
    }
    /// An image name or a named placeholder the page draws procedurally.
    public var src: String? {
        get { storage.fields.src }
        _modify { yield &fieldsForWriting.fields.src }
    }
    public var contentMode: ContentMode? {
        get { storage.fields.contentMode }
        _modify { yield &fieldsForWriting.fields.contentMode }
    }
    /// A `path` node's closed polygon in its own coordinates (origin at the frame's corner);
    /// it stands in for the box in fill, stroke, shadow and clip (`docs/protocol-notes.md`).
    public var points: [Point]? {
        get { storage.fields.points }
        _modify { yield &fieldsForWriting.fields.points }
    }
    public var children: [Node] {
        get { storage.fields.children }
        _modify { yield &fieldsForWriting.fields.children }
    }

    public static func == (lhs: Node, rhs: Node) -> Bool {
        lhs.frame == rhs.frame && (lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(frame)
        storage.fields.hash(into: &hasher)
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
