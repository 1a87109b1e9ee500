import MotionCore
import Testing

@testable import MotionScene

/// `NodeBuilder` appends each line's nodes to one array per block: every kind of line, in
/// every position, must come out in order, and a block longer than the room it starts with
/// must keep all its nodes.
struct NodeBuilderTests {
    static func leaf(_ id: String) -> Node { Node.rect(id, frame: .zero, fill: "#000000") }

    @NodeBuilder static func empty() -> [Node] {}

    @NodeBuilder static func one() -> [Node] {
        leaf("a")
    }

    @NodeBuilder static func listFirst() -> [Node] {
        [leaf("a"), leaf("b")]
        leaf("c")
    }

    @NodeBuilder static func mixed(flag: Bool, optional: Node?) -> [Node] {
        leaf("a")
        optional
        if flag { leaf("if") } else { leaf("else.1"); leaf("else.2") }
        [leaf("b"), leaf("c")]
        for index in 0..<3 { leaf("for.\(index)") }
        leaf("z")
    }

    /// A list first (an `if`): the block grows to its starting room at the next list, then past it.
    @NodeBuilder static func conditionFirst(_ shown: Bool) -> [Node] {
        if shown { leaf("if") }
        [leaf("b"), leaf("c")]
        leaf("d")
        for index in 0..<7 { leaf("for.\(index)") }
    }

    @NodeBuilder static func long(_ count: Int) -> [Node] {
        leaf("0"); leaf("1"); leaf("2"); leaf("3"); leaf("4"); leaf("5")
        leaf("6"); leaf("7"); leaf("8"); leaf("9"); leaf("10")
        if count > 11 { leaf("11") }
    }

    /// The article's rows: one node under each `if`.
    @NodeBuilder static func conditions(_ shown: [Bool]) -> [Node] {
        if shown[0] { leaf("0") }
        if shown[1] { leaf("1") }
        if shown[2] { leaf("2") } else { leaf("2.else") }
        if shown[3] { leaf("3") }
    }

    static let cases: [(name: String, nodes: [Node], ids: [String])] = [
        ("single nodes under conditions, all shown", conditions([true, true, true, true]), ["0", "1", "2", "3"]),
        ("single nodes under conditions, none shown", conditions([false, false, false, false]), ["2.else"]),
        ("single nodes under conditions, some shown", conditions([false, true, false, true]), ["1", "2.else", "3"]),
        ("one node after none", conditions([false, false, true, false]), ["2"]),
        ("empty", empty(), []),
        ("one", one(), ["a"]),
        ("a list first", listFirst(), ["a", "b", "c"]),
        ("if, an optional", mixed(flag: true, optional: leaf("opt")), ["a", "opt", "if", "b", "c", "for.0", "for.1", "for.2", "z"]),
        ("else, no optional", mixed(flag: false, optional: nil), ["a", "else.1", "else.2", "b", "c", "for.0", "for.1", "for.2", "z"]),
        ("a condition first, then past the starting room", conditionFirst(true), ["if", "b", "c", "d"] + (0..<7).map { "for.\($0)" }),
        ("a condition first, not shown", conditionFirst(false), ["b", "c", "d"] + (0..<7).map { "for.\($0)" }),
        ("past the starting room", long(12), (0..<12).map(String.init)),
        ("up to the starting room and past", long(11), (0..<11).map(String.init)),
        (
            "nested groups",
            [Node.group("g", frame: .zero) { leaf("g.a"); Node.group("g.h", frame: .zero) { leaf("g.h.a") } }],
            ["g"]
        ),
    ]

    @Test(arguments: cases.indices)
    func linesComeOutInOrder(index: Int) {
        let testCase = Self.cases[index]
        #expect(testCase.nodes.map(\.id) == testCase.ids, "\(testCase.name)")
    }

    /// A list given as a line is copied before the block grows it (`buildPartialBlock`
    /// appends to the block's array): the list itself keeps its nodes.
    @Test func aListGivenAsALineIsLeftAsItIs() {
        let shared = [Self.leaf("a"), Self.leaf("b")]
        @NodeBuilder func block() -> [Node] {
            shared
            Self.leaf("c")
            if true { Self.leaf("d") }
        }
        #expect(block().map(\.id) == ["a", "b", "c", "d"])
        #expect(shared.map(\.id) == ["a", "b"])
    }

    /// A list that is a block's only content, as such or under an `if`, comes out as the same
    /// list: a part built once stays the same list to the delta (`sharesStorage`).
    @Test func aListThatIsTheWholeBlockKeepsItsStorage() {
        let built = [Self.leaf("a"), Self.leaf("b")]
        @NodeBuilder func whole() -> [Node] { built }
        @NodeBuilder func underCondition(_ shown: Bool) -> [Node] {
            if shown { built }
        }
        #expect(whole().sharesStorage(with: built))
        #expect(underCondition(true).sharesStorage(with: built))
        #expect(underCondition(false).isEmpty)
    }

    @Test func nestedChildrenAreKept() throws {
        let group = try #require(Self.cases.last?.nodes.first)
        #expect(group.children.map(\.id) == ["g.a", "g.h"])
        #expect(group.children.last?.children.map(\.id) == ["g.h.a"])
    }

    @Test func modifiersChangeOnlyTheirProperty() {
        let base = Self.leaf("m")
        let faded = Self.leaf("m").alpha(0.5).clipped().radius(3)
        #expect(faded.alpha == 0.5 && faded.clip == true && faded.radius == 3)
        #expect(faded.id == base.id && faded.fill == base.fill && faded.frame == base.frame)
        let withChildren = Self.leaf("p").children { Self.leaf("p.1") }.children { Self.leaf("p.2") }
        #expect(withChildren.children.map(\.id) == ["p.1", "p.2"])
    }
}
