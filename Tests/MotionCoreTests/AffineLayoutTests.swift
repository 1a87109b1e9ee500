import Testing

@testable import MotionCore

/// `AffineLayout`: frames read from one solve per changing constant equal the solver's at any
/// constants, and a layout that is not made of required equalities is refused.
struct AffineLayoutTests {
    static func screen() throws -> Screen {
        try #require(try DeviceCatalog.bundled().profile(id: "iphone-x")).screen(.portrait)
    }

    /// A box pinned to the screen's leading edge at `left`, its top at `top`, half the
    /// screen's width plus `extra` wide and 40 tall; a label 8 pt below it, as wide.
    static func layout(extraRule: ((inout ConstraintLayout, LayoutItem) throws(LayoutError) -> Void)? = nil) throws -> ConstraintLayout {
        var layout = ConstraintLayout(screen: try screen())
        let root = layout.root
        let box = try layout.addView("box")
        let label = try layout.addView("label")
        try layout.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).named("left"),
            box.topAnchor.constraint(equalTo: root.topAnchor).named("top"),
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5).named("extra"),
            box.heightAnchor.constraint(equalToConstant: 40),
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            label.widthAnchor.constraint(equalTo: box.widthAnchor),
            label.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        try extraRule?(&layout, box)
        return layout
    }

    @Test(arguments: [[0.0, 0, 0], [12.5, -80, 3], [-300.25, 1e4, -0.125], [1, 1, 1]])
    func framesEqualTheSolversAtAnyConstants(values: [Double]) throws {
        let layout = try Self.layout()
        let names = ["left", "top", "extra"]
        let affine = try #require(try AffineLayout(layout, varying: names, items: [LayoutItem("box"), LayoutItem("label")]))
        var solved = layout
        for (name, value) in zip(names, values) { try solved.setConstant(value, for: name) }
        for item in [LayoutItem("box"), LayoutItem("label")] {
            let read = affine.frame(of: item, constants: values)
            let want = solved.frame(of: item)
            let error = [read.x - want.x, read.y - want.y, read.width - want.width, read.height - want.height].map(abs).max() ?? 0
            #expect(error < 1e-9, "\(item) at \(values): \(read) vs \(want)")
        }
        #expect(affine.frame(of: LayoutItem("elsewhere"), constants: values) == .zero)
    }

    @Test func aLayoutWithAnInequalityOrALowerPriorityIsRefused() throws {
        let inequality = try Self.layout { (layout: inout ConstraintLayout, box: LayoutItem) throws(LayoutError) in
            _ = try layout.add(box.widthAnchor.constraint(lessThanOrEqualToConstant: 300))
        }
        #expect(try AffineLayout(inequality, varying: ["left"], items: [LayoutItem("box")]) == nil)
        let optional = try Self.layout { (layout: inout ConstraintLayout, box: LayoutItem) throws(LayoutError) in
            _ = try layout.add(box.topAnchor.constraint(equalTo: layout.root.topAnchor, constant: 5).with(priority: .defaultLow))
        }
        #expect(try AffineLayout(optional, varying: ["left"], items: [LayoutItem("box")]) == nil)
        #expect(try AffineLayout(try Self.layout(), varying: ["left"], items: [LayoutItem("box")]) != nil)
    }
}
