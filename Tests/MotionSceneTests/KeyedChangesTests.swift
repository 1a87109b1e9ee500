import Testing

@testable import MotionScene

/// The keys of an object (a frame's fields, its state, its parameters) that changed, appeared
/// or went, the same whether the two objects list their keys in the same order (compared
/// pairwise) or not (looked up).
struct KeyedChangesTests {
    static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONObject { JSONObject(pairs) }

    struct Case: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let old: JSONObject
        let new: JSONObject
        let set: JSONObject
        let unset: [String]
    }

    static let cases: [Case] = [
        Case(
            testDescription: "same keys, one value changed", old: object(["a": .number(1), "b": .number(2)]),
            new: object(["a": .number(1), "b": .number(3)]), set: object(["b": .number(3)]), unset: []),
        Case(
            testDescription: "same keys in another order, one changed", old: object(["a": .number(1), "b": .number(2)]),
            new: object(["b": .number(3), "a": .number(1)]), set: object(["b": .number(3)]), unset: []),
        Case(
            testDescription: "a key appeared", old: object(["a": .number(1)]), new: object(["a": .number(1), "c": .bool(true)]),
            set: object(["c": .bool(true)]), unset: []),
        Case(
            testDescription: "a key went, another changed", old: object(["a": .number(1), "b": .number(2)]),
            new: object(["a": .number(5)]), set: object(["a": .number(5)]), unset: ["b"]),
        Case(
            testDescription: "same keys, a skipped one changed", old: object(["nodes": .array([]), "seq": .number(1)]),
            new: object(["nodes": .array([.null]), "seq": .number(2)]), set: object(["seq": .number(2)]), unset: []),
        Case(
            testDescription: "other keys, a skipped one went", old: object(["nodes": .array([]), "seq": .number(1)]),
            new: object(["seq": .number(1)]), set: JSONObject(), unset: []),
    ]

    @Test("set and unset keys", arguments: cases)
    func changes(testCase: Case) {
        let changes = KeyedChanges(from: testCase.old, to: testCase.new, skipping: ["nodes"])
        #expect(changes.set == testCase.set)
        #expect(changes.unset == testCase.unset)
    }
}
