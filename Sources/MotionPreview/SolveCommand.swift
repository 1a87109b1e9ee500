import ArgumentParser
import Foundation
import MotionScene

/// `motion-preview solve`: replays constraint systems read as JSON on stdin (the format of
/// `ConstraintScript`) with the core's Cassowary solver and prints the variables' values;
/// with `--bench`, times adding the constraints and re-solving after each suggested value.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve constraint systems given as JSON on stdin with the core's Cassowary solver.",
        discussion: """
            Input: {"systems": [{"name": "s1", "ops": [...]}, ...]} (or an array of systems, or one).
            Operations: {"op": "add", "id", "terms": {"x": 1, "y": -1}, "constant": -10,
            "relation": "<=|==|>=", "strength"}, {"op": "remove", "id"}, {"op": "strength", "id",
            "strength"}, {"op": "constant", "id", "constant"}, {"op": "edit", "variable", "strength"},
            {"op": "unedit", "variable"}, {"op": "suggest", "variable", "value"}, {"op": "solve"}.
            A constraint reads terms + constant (relation) 0. Strength: required, strong, medium, weak,
            a kiwi strength number, or {"priority": 1...1000, "weight": w}.
            Output: {"systems": [{"name", "solutions": [{variable: value}, ...], "errors": [...]}]}.
            With --bench: ops before the first suggest are timed as "add", each suggest (plus reading
            every variable) as "resolve"; prints {"systems": [{"name", "constraints", "addSeconds",
            "resolveSeconds", "suggestions"}]} with the best of --repeat runs.
            """)

    @Flag(help: "Time adding the constraints and re-solving after each suggested value.")
    var bench = false

    @Option(help: "Runs per system in --bench mode; the fastest is reported.")
    var `repeat` = 5

    func run() throws {
        let input = FileHandle.standardInput.readDataToEndOfFile()
        let document = try JSONParser.parse([UInt8](input))
        let scripts = try ConstraintScript.scripts(fromJSON: document)
        let results: [JSONValue] = bench ? scripts.map { benchmark($0) } : scripts.map { $0.run().json }
        print(JSONWriter.string(["systems": .array(results)]))
    }

    private func benchmark(_ script: ConstraintScript) -> JSONValue {
        let firstSuggestion = script.operations.firstIndex { if case .suggest = $0 { true } else { false } }
        let building = script.operations[..<(firstSuggestion ?? script.operations.endIndex)]
        let resolving = script.operations[(firstSuggestion ?? script.operations.endIndex)...].filter {
            if case .suggest = $0 { true } else { false }
        }
        let clock = ContinuousClock()
        var bestAdd: Duration?
        var bestResolve: Duration?
        // Summing the values read keeps the reads from being optimised away.
        var checksum = 0.0
        for _ in 0..<max(self.repeat, 1) {
            // Timed with instants rather than `measure { }`: a closure capturing the runner
            // would copy it out of its box for every read.
            var runner = ConstraintScriptRunner()
            let start = clock.now
            for operation in building { try? runner.apply(operation) }
            let built = clock.now
            for operation in resolving {
                try? runner.apply(operation)
                // Reading every value is part of a re-solve, as kiwi's updateVariables.
                runner.forEachValue { checksum += $1 }
            }
            let added = built - start
            let resolved = clock.now - built
            bestAdd = min(bestAdd ?? added, added)
            bestResolve = min(bestResolve ?? resolved, resolved)
        }
        let constraints = building.filter { if case .add = $0 { true } else { false } }.count
        return [
            "name": .string(script.name), "constraints": .number(Double(constraints)),
            "addSeconds": .number(bestAdd?.seconds ?? 0),
            "resolveSeconds": .number(resolving.isEmpty ? 0 : (bestResolve?.seconds ?? 0) / Double(resolving.count)),
            "suggestions": .number(Double(resolving.count)), "checksum": .number(checksum),
        ]
    }
}

extension Duration {
    fileprivate var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
