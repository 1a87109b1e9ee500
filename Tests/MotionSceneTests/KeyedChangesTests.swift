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
    ]

    @Test("set and unset keys", arguments: cases)
    func changes(testCase: Case) {
        let changes = KeyedChanges(from: testCase.old, to: testCase.new)
        #expect(changes.set == testCase.set)
        #expect(changes.unset == testCase.unset)
    }

    /// A frame's parameters are compared typed (`FrameDelta.Source`): the same changes as their
    /// objects give, in order or not, with names kept, added or gone.
    @Test("typed parameters change as their objects do", arguments: cases)
    func parameterChanges(testCase: Case) throws {
        func parameters(_ object: JSONObject) throws -> [(name: String, value: ParameterValue)] {
            try object.entries.map { entry in
                switch entry.value {
                case .number(let number): (entry.key, .number(number))
                case .bool(let flag): (entry.key, .text(String(flag)))
                default: throw KeyedChangesTestError.notAParameter(entry.key)
                }
            }
        }
        let changes = try KeyedChanges(from: parameters(testCase.old), to: parameters(testCase.new))
        let expected = try KeyedChanges(
            from: FrameDocument.paramsObject(parameters(testCase.old)), to: FrameDocument.paramsObject(parameters(testCase.new)))
        #expect(changes.set == expected.set)
        #expect(changes.unset == expected.unset)
        #expect(changes.set.keys == testCase.set.keys)
        #expect(changes.unset == testCase.unset)
    }
}

enum KeyedChangesTestError: Error {
    case notAParameter(String)
}
