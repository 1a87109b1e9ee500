/// A view or a layout guide: a rectangle whose four variables (`id.x`, `id.y`, `id.width`,
/// `id.height`, screen coordinates) the solver finds.
public struct LayoutItem: Hashable, Sendable, CustomStringConvertible {
    public let id: String

    public init(_ id: String) {
        self.id = id
    }

    public var x: LayoutVariable { LayoutVariable("\(id).x") }
    public var y: LayoutVariable { LayoutVariable("\(id).y") }
    public var width: LayoutVariable { LayoutVariable("\(id).width") }
    public var height: LayoutVariable { LayoutVariable("\(id).height") }

    public var leadingAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .trailing) }
    public var topAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .width) }
    public var heightAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .height) }
    public var centerXAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: LayoutAnchor { LayoutAnchor(item: self, attribute: .centerY) }

    public var description: String { id }
}

/// The attributes of `NSLayoutConstraint.Attribute` that anchors offer. Leading is left and
/// trailing is right: the seeds' screens are Japanese, written left to right.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case leading, trailing, top, bottom, width, height, centerX, centerY

    public enum Kind: Hashable, Sendable {
        case horizontalPosition, verticalPosition, dimension
    }

    public var kind: Kind {
        switch self {
        case .leading, .trailing, .centerX: .horizontalPosition
        case .top, .bottom, .centerY: .verticalPosition
        case .width, .height: .dimension
        }
    }
}

/// One attribute of one item, as a linear expression of the item's variables.
public struct LayoutAnchor: Hashable, Sendable, CustomStringConvertible {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    public init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public var expression: LinearExpression {
        switch attribute {
        case .leading: LinearExpression(item.x)
        case .trailing: item.x + LinearExpression(item.width)
        case .centerX: item.x + 0.5 * item.width
        case .top: LinearExpression(item.y)
        case .bottom: item.y + LinearExpression(item.height)
        case .centerY: item.y + 0.5 * item.height
        case .width: LinearExpression(item.width)
        case .height: LinearExpression(item.height)
        }
    }

    public var description: String { "\(item.id).\(attribute.rawValue)" }
}
