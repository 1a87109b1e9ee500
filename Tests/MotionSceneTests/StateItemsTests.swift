import Testing

@testable import MotionScene

/// A state list of objects goes as its items' changes when that is what changed, and whole
/// otherwise; applying the changes gives the new list exactly.
struct StateItemsTests {
    static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue { .object(JSONObject(pairs)) }

    static func cells(_ ys: [Double], opacity: Double = 1) -> JSONValue {
        .array(ys.enumerated().map { object(["index": .number(Double($0.offset)), "y": .number($0.element), "opacity": .number(opacity)]) })
    }

    /// `[index, {"y": y}]`: one item's change of `y`.
    static func moved(_ index: Int, y: Double) -> JSONValue { .array([.number(Double(index)), object(["y": .number(y)])]) }

    struct Case: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let old: JSONValue
        let new: JSONValue
        /// The expected changes; nil: sent whole.
        let changes: JSONValue?
    }

    static let cases: [Case] = [
        Case(
            testDescription: "two of three items moved", old: cells([0, 100, 200]), new: cells([0, 95, 195]),
            changes: .array([moved(1, y: 95), moved(2, y: 195)])),
        Case(testDescription: "nothing changed in the items", old: cells([0, 100]), new: cells([0, 100]), changes: .array([])),
        Case(testDescription: "a cell scrolled into view (length differs)", old: cells([0, 100]), new: cells([0, 100, 200]), changes: nil),
        Case(
            testDescription: "every key of every item changed", old: .array([object(["y": .number(1)])]),
            new: .array([object(["y": .number(2)])]), changes: nil),
        Case(
            testDescription: "an item lost a key", old: .array([object(["y": .number(1), "alpha": .number(1)])]),
            new: .array([object(["y": .number(1)])]), changes: nil),
        Case(
            testDescription: "items that are not objects", old: .array([.number(1), .number(2)]), new: .array([.number(1), .number(3)]),
            changes: nil),
        Case(testDescription: "not a list", old: object(["y": .number(1)]), new: object(["y": .number(2)]), changes: nil),
    ]

    @Test("changes, or whole", arguments: cases)
    func changes(testCase: Case) throws {
        let changes = StateItems.changes(from: testCase.old, to: testCase.new)
        #expect(changes == testCase.changes)
        if let changes {
            #expect(try StateItems.apply(changes, to: testCase.old) == testCase.new)
        }
    }

    static let malformedChanges: [JSONValue] = [
        object([:]),
        .array([moved(5, y: 1)]),
        .array([.array([.number(0)])]),
        .array([.array([.string("0"), object([:])])]),
        .array([.array([.number(0), .number(1)])]),
    ]

    @Test("malformed item changes are refused", arguments: malformedChanges)
    func malformed(changes: JSONValue) {
        #expect(throws: FrameDeltaError.malformed(field: "stateItems")) { try StateItems.apply(changes, to: Self.cells([0, 1])) }
    }
}
