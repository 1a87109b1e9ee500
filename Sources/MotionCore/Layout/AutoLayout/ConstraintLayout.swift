/// Auto Layout over the Cassowary solver: views and layout guides, anchor constraints with
/// priorities, intrinsic content sizes, and the screen with its safe-area guide taken from
/// the device profile. Layouts adapt to every profile because they are solved, not special-
/// cased. A value: copy it to keep a layout, mutate it to change one.
public struct ConstraintLayout: Sendable {
    public let screen: Screen
    public internal(set) var solver = ConstraintSolver()
    /// Ids of the views and guides added.
    var items: Set<String> = []
    /// Installed constraints by identifier, with the solver's form of each.
    var installed: [String: (layout: LayoutConstraint, linear: LinearConstraint)] = [:]
    /// Numbers the constraints added without an identifier.
    private var unnamedCount = 0

    /// The screen's own item: its frame is the screen's bounds.
    public static let screenItem = LayoutItem("screen")
    /// The safe-area layout guide: the screen inset by the profile's safe area.
    public static let safeAreaItem = LayoutItem("safeArea")

    public var root: LayoutItem { Self.screenItem }
    public var safeArea: LayoutItem { Self.safeAreaItem }

    public init(screen: Screen) {
        self.screen = screen
        items = [Self.screenItem.id, Self.safeAreaItem.id]
        let root = Self.screenItem
        let guide = Self.safeAreaItem
        let insets = screen.safeArea
        let pins = [
            root.leadingAnchor.constraint(equalToConstant: 0).named("screen.x"),
            root.topAnchor.constraint(equalToConstant: 0).named("screen.y"),
            root.widthAnchor.constraint(equalToConstant: screen.width).named("screen.width"),
            root.heightAnchor.constraint(equalToConstant: screen.height).named("screen.height"),
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: insets.left).named("safeArea.leading"),
            guide.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -insets.right)
                .named("safeArea.trailing"),
            guide.topAnchor.constraint(equalTo: root.topAnchor, constant: insets.top).named("safeArea.top"),
            guide.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -insets.bottom)
                .named("safeArea.bottom"),
        ]
        // Eight independent equalities on a fresh solver cannot conflict. The screen's origin
        // is a position given as a constant, which `add` refuses for views: install directly.
        for pin in pins {
            do {
                try install(pin)
            } catch {
                assertionFailure("pinning the screen failed: \(error)")
            }
        }
    }

    /// Adds a view; with an intrinsic size per axis, adds Auto Layout's content-hugging
    /// (`size ≤ intrinsic`) and compression-resistance (`size ≥ intrinsic`) constraints,
    /// named `id.hugging.width`, `id.compression.height`, ….
    @discardableResult
    public mutating func addView(
        _ id: String, intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil,
        hugging: LayoutPriority = .defaultLow, compressionResistance: LayoutPriority = .defaultHigh
    ) throws(LayoutError) -> LayoutItem {
        guard !items.contains(id) else { throw LayoutError(.duplicateIdentifier, "a view '\(id)' is already added") }
        let item = LayoutItem(id)
        var added = self
        added.items.insert(id)
        for (anchor, size) in [(item.widthAnchor, intrinsicWidth), (item.heightAnchor, intrinsicHeight)] {
            guard let size else { continue }
            let axis = anchor.attribute.rawValue
            try added.add(
                anchor.constraint(lessThanOrEqualToConstant: size).with(priority: hugging).named("\(id).hugging.\(axis)"))
            try added.add(
                anchor.constraint(greaterThanOrEqualToConstant: size).with(priority: compressionResistance)
                    .named("\(id).compression.\(axis)"))
        }
        self = added
        return item
    }

    /// Changes a view's intrinsic size on the axes given (its hugging and compression
    /// constraints must exist).
    public mutating func setIntrinsicSize(width: Double? = nil, height: Double? = nil, of item: LayoutItem)
        throws(LayoutError)
    {
        var changed = self
        for (axis, size) in [("width", width), ("height", height)] {
            guard let size else { continue }
            try changed.setConstant(size, for: "\(item.id).hugging.\(axis)")
            try changed.setConstant(size, for: "\(item.id).compression.\(axis)")
        }
        self = changed
    }

    /// The item's solved frame in screen coordinates.
    public func frame(of item: LayoutItem) -> Rect {
        Rect(
            x: solver.value(of: item.x), y: solver.value(of: item.y), width: solver.value(of: item.width),
            height: solver.value(of: item.height))
    }

    public func value(of anchor: LayoutAnchor) -> Double {
        anchor.expression.value { solver.value(of: $0) }
    }

    public func constraint(named identifier: String) -> LayoutConstraint? {
        installed[identifier]?.layout
    }

    mutating func nextUnnamedIdentifier(for constraint: LayoutConstraint) -> String {
        unnamedCount += 1
        return "\(constraint.first) #\(unnamedCount)"
    }
}
