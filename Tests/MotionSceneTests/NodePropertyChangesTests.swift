import MotionCore
import Testing

@testable import MotionScene

/// A kept node's changed properties are found field by field and written from the new node;
/// they must be what comparing the two nodes' JSON finds, key for key, value for value and in
/// the same order.
struct NodePropertyChangesTests {
    static let base = Node(
        id: "n", kind: .text, frame: Rect(x: 1, y: 2, width: 30, height: 40), text: "海", font: Font(size: 14), color: "#112233")

    static func changed(_ change: (inout Node) -> Void) -> Node {
        var node = base
        change(&node)
        return node
    }

    /// Each: a description, the node before, the node after.
    static let cases: [(String, Node, Node)] = [
        ("nothing", base, base),
        ("moved", base, changed { $0.frame.x += 5 }),
        ("resized", base, changed { $0.frame.width = 31 }),
        ("kind", base, changed { $0.kind = .rect }),
        ("alpha appears", base, changed { $0.alpha = 0.5 }),
        ("alpha changes", changed { $0.alpha = 0.25 }, changed { $0.alpha = 0.5 }),
        ("alpha goes", changed { $0.alpha = 0.25 }, base),
        ("colour fill to gradient", changed { $0.fill = .color("#ffffff") },
         changed { $0.fill = .linearGradient(stops: [GradientStop(0, "#000000"), GradientStop(1, "#ffffff")], angleDegrees: 90) }),
        ("stroke, radius, clip", base, changed {
            $0.stroke = Stroke(color: "#dddddd", width: 1)
            $0.radius = 5
            $0.clip = true
        }),
        ("transform and shadow", changed { $0.transform = .identity }, changed {
            $0.transform = .scale(0.94)
            $0.shadow = Shadow(color: "#00000026", offsetX: 0, offsetY: 1, blur: 2)
        }),
        ("text, font, colour, align", base, changed {
            $0.text = "港"
            $0.font = Font(size: 16, weight: 700)
            $0.color = "#ffffff"
            $0.align = .center
        }),
        ("image", changed { $0.src = "sea-1" }, changed {
            $0.src = "sea-2"
            $0.contentMode = .aspectFit
        }),
        ("path", changed { $0.points = [Point(x: 0, y: 0), Point(x: 1, y: 0)] },
         changed { $0.points = [Point(x: 0, y: 0), Point(x: 1, y: 1)] }),
        ("many go, one comes", changed {
            $0.alpha = 0.5
            $0.fill = .color("#ffffff")
            $0.shadow = Shadow(color: "#000000", offsetX: 0, offsetY: 0, blur: 1)
            $0.points = [Point(x: 0, y: 0)]
        }, changed { $0.radius = 2 }),
        ("minus zero is zero", changed { $0.alpha = 0 }, changed { $0.alpha = -0.0 }),
    ]

    @Test("field by field equals comparing the JSON", arguments: cases)
    func fieldByFieldEqualsJSON(name: String, old: Node, new: Node) throws {
        let typed = NodeProperties.changes(from: old, to: new)
        let json = KeyedChanges(from: old.ownPropertiesJSON, to: new.ownPropertiesJSON)
        let written = try typed.set.written(from: new)
        #expect(written == json.set, "\(name): set")
        #expect(written.keys == json.set.keys, "\(name): order")
        #expect(typed.unset.names == json.unset, "\(name): unset")
    }

    /// Every property written from a node by the delta's writer, one after the other, is the
    /// node's whole JSON but its id: the two writers agree on every key and value.
    @Test func everyPropertyWrittenAloneIsTheWholeNode() throws {
        var node = NodeOwnPropertiesTests.base
        node.points = [Point(x: 0, y: 0), Point(x: 1.5, y: 2)]
        var all = NodeProperties()
        for property in NodeProperty.allCases { all.insert(property) }
        var whole = try #require(node.json.objectValue)
        whole["id"] = nil
        let written = try all.written(from: node)
        #expect(written == whole)
        #expect(written.keys == whole.keys)
    }
}

extension NodeProperties {
    /// These properties of `node` as a delta writes them (`NodeChanges`), read back as an object.
    func written(from node: Node) throws -> JSONObject {
        var writer = JSONByteWriter()
        writer.beginObject()
        forEach { property in
            writer.key(property.key)
            node.writeValue(of: property, into: &writer)
        }
        writer.endObject()
        return try #require(try JSONParser.parse(writer.bytes).objectValue)
    }

    /// The members' keys, in order.
    var names: [String] {
        var names: [String] = []
        forEach { names.append($0.name) }
        return names
    }
}

extension Node {
    /// The node's JSON without `id` and `children`: the reference a delta's property changes
    /// (`NodeProperties.changes(from:to:)`, field by field) must equal.
    var ownPropertiesJSON: JSONObject {
        var bare = self
        bare.children = []
        var object = bare.json.objectValue ?? JSONObject()
        object["id"] = nil
        return object
    }
}
