import Testing

@testable import MotionScene

/// The `motion-preview solve` format: every operation and strength form reads as documented,
/// malformed input names the operation at fault, refused operations are reported and skipped.
struct LayoutScriptTests {
    func parse(_ text: String) throws -> [ConstraintScript] {
        try ConstraintScript.scripts(fromJSON: try JSONParser.parse(text))
    }

    @Test(arguments: [
        (#"{"op": "add", "id": "c", "terms": {"x": 2}, "constant": -4, "relation": ">=", "strength": "weak"}"#,
         ConstraintScript.Operation.add(
            id: "c", LinearConstraint(2 * LayoutVariable("x"), .greaterThanOrEqual, 4, strength: .weak, identifier: "c"))),
        (#"{"op": "add", "id": "c", "terms": {"x": 1}}"#,
         .add(id: "c", LinearConstraint(LayoutVariable("x"), .equal, identifier: "c"))),
        (#"{"op": "remove", "id": "c"}"#, .remove(id: "c")),
        (#"{"op": "strength", "id": "c", "strength": {"priority": 750}}"#, .changeStrength(id: "c", .init(priority: 750))),
        (#"{"op": "strength", "id": "c", "strength": 2000000}"#, .changeStrength(id: "c", .kiwi(2e6))),
        (#"{"op": "strength", "id": "c", "strength": 2e9}"#, .changeStrength(id: "c", .required)),
        (#"{"op": "constant", "id": "c", "constant": 3.5}"#, .changeConstant(id: "c", 3.5)),
        (#"{"op": "edit", "variable": "x", "strength": "medium"}"#, .addEditVariable("x", .medium)),
        (#"{"op": "unedit", "variable": "x"}"#, .removeEditVariable("x")),
        (#"{"op": "suggest", "variable": "x", "value": -1}"#, .suggest("x", -1)),
        (#"{"op": "solve"}"#, .solve),
    ])
    func readsEveryOperation(json: String, expected: ConstraintScript.Operation) throws {
        let scripts = try parse(#"{"systems": [{"name": "s", "ops": [\#(json)]}]}"#)
        #expect(scripts.first?.operations == [expected])
    }

    @Test(arguments: [
        (#"{"ops": [{"op": "jump"}]}"#, "op 0: unknown op 'jump'"),
        (#"{"ops": [{"op": "solve"}, {"op": "add", "id": "c"}]}"#, "op 1: 'terms' must be an object"),
        (#"{"ops": [{"op": "add", "id": "c", "terms": {"x": 1}, "relation": "<"}]}"#, "op 0: 'relation' must be"),
        (#"{"ops": [{"op": "edit", "variable": "x", "strength": {"priority": 0}}]}"#, "op 0: 'priority' must be"),
        (#"{"ops": [{"op": "suggest", "variable": "x", "value": "1"}]}"#, "op 0: 'value' must be a number"),
        (#"{"name": "s"}"#, "s: 'ops' must be an array"),
    ])
    func namesTheOperationAtFault(json: String, message: String) {
        do {
            _ = try parse(json)
            Issue.record("\(json) should be refused")
        } catch {
            #expect(String(describing: error).contains(message), "\(error)")
        }
    }

    @Test func reportsRefusedOperationsAndGoesOn() throws {
        let script = try #require(
            try parse(
                #"""
                [{"name": "s", "ops": [
                  {"op": "add", "id": "floor", "terms": {"x": 1}, "constant": -10, "relation": ">="},
                  {"op": "add", "id": "ceiling", "terms": {"x": 1}, "constant": -5, "relation": "<="},
                  {"op": "add", "id": "pull", "terms": {"x": 1}, "constant": -40, "strength": "weak"},
                  {"op": "solve"},
                  {"op": "remove", "id": "ceiling"},
                  {"op": "solve"}]}]
                """#
            ).first)
        let result = script.run()
        #expect(result.errors.map(\.operation) == [1, 4])
        #expect(result.errors.map(\.error.kind) == [.unsatisfiable, .unknownConstraint])
        #expect(result.solutions == [[40], [40]])
        #expect(JSONWriter.string(result.json).hasPrefix(#"{"name":"s","solutions":[{"x":40},{"x":40}],"errors":[{"op":1,"#))
    }
}
