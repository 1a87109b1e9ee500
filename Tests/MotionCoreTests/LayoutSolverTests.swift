import Testing

@testable import MotionCore

/// The Cassowary solver's contract: errors, removal, edit variables, priorities, in-place
/// changes. (Agreement with kiwisolver on random systems: Tests/python/test_layout_oracle.py.)
struct LayoutSolverTests {
    let x: LayoutVariable = "x"
    let y: LayoutVariable = "y"
    let tolerance = 1e-9

    func solver(_ constraints: [LinearConstraint]) throws -> ConstraintSolver {
        var solver = ConstraintSolver()
        for constraint in constraints { try solver.add(constraint) }
        return solver
    }

    @Test func solvesRequiredEqualitiesAndInequalities() throws {
        let solver = try solver([
            LinearConstraint(x + y, .equal, 100),
            LinearConstraint(x, .greaterThanOrEqual, 70),
            LinearConstraint(x, .equal, 0, strength: .weak),
        ])
        #expect(abs(solver.value(of: x) - 70) < tolerance)
        #expect(abs(solver.value(of: y) - 30) < tolerance)
    }

    @Test(arguments: [
        // (first, second): two required constraints on x that cannot both hold.
        (LinearConstraint(LinearExpression("x"), .equal, 10), LinearConstraint(LinearExpression("x"), .equal, 11)),
        (
            LinearConstraint(LinearExpression("x"), .greaterThanOrEqual, 10),
            LinearConstraint(LinearExpression("x"), .lessThanOrEqual, 5)
        ),
        (
            LinearConstraint(LayoutVariable("x") - LayoutVariable("y"), .equal, 0),
            LinearConstraint(LayoutVariable("x") - LayoutVariable("y"), .greaterThanOrEqual, 1)
        ),
    ])
    func refusesAnUnsatisfiableRequiredConstraintAndChangesNothing(first: LinearConstraint, second: LinearConstraint)
        throws
    {
        var solver = try solver([first, LinearConstraint(x, .equal, 42, strength: .weak)])
        let before = (solver.symbolKinds.count, solver.rows.map { $0?.constant }, solver.value(of: x))
        do {
            try solver.add(second)
            Issue.record("\(second) should be refused")
        } catch {
            #expect(error.kind == .unsatisfiable)
        }
        #expect(!solver.contains(second))
        #expect(solver.symbolKinds.count == before.0)
        #expect(solver.rows.map { $0?.constant } == before.1)
        #expect(solver.value(of: x) == before.2)
        // The solver still works: an optional version of the refused constraint is taken.
        try solver.add(second.with(strength: .strong))
        #expect(solver.contains(second.with(strength: .strong)))
    }

    @Test func reportsDuplicatesAndUnknownsWithTheirKinds() throws {
        let constraint = LinearConstraint(x, .equal, 1)
        var solver = try solver([constraint])
        try solver.addEditVariable(y, strength: .strong)
        let cases: [(ConstraintSolverError.Kind, (inout ConstraintSolver) throws(ConstraintSolverError) -> Void)] = [
            (.duplicateConstraint, { solver throws(ConstraintSolverError) in try solver.add(constraint) }),
            (.unknownConstraint, { solver throws(ConstraintSolverError) in try solver.remove(constraint.with(constant: 5)) }),
            (.duplicateEditVariable, { solver throws(ConstraintSolverError) in try solver.addEditVariable(y, strength: .weak) }),
            (.unknownEditVariable, { solver throws(ConstraintSolverError) in try solver.suggestValue(3, for: x) }),
            (.unknownEditVariable, { solver throws(ConstraintSolverError) in try solver.removeEditVariable(x) }),
            (.requiredEditStrength, { solver throws(ConstraintSolverError) in try solver.addEditVariable(x, strength: .required) }),
            (
                .requiredStrengthChange,
                { solver throws(ConstraintSolverError) in try solver.changeStrength(of: constraint, to: .strong) }
            ),
        ]
        for (kind, change) in cases {
            var copy = solver
            do {
                try change(&copy)
                Issue.record("expected \(kind)")
            } catch {
                #expect(error.kind == kind)
            }
        }
    }

    @Test func equalConstraintsWithDifferentIdentifiersCoexist() throws {
        let first = LinearConstraint(x, .equal, 5, identifier: "a")
        let second = LinearConstraint(x, .equal, 5, identifier: "b")
        let solver = try solver([first, second])
        #expect(solver.constraintCount == 2)
    }

    @Test func removingAConstraintHandsTheVariableToTheNextStrongest() throws {
        let strong = LinearConstraint(x, .equal, 10, strength: .strong)
        let weak = LinearConstraint(x, .equal, 20, strength: .weak)
        let bound = LinearConstraint(x, .lessThanOrEqual, 15)
        var solver = try solver([bound, strong, weak])
        #expect(abs(solver.value(of: x) - 10) < tolerance)
        try solver.remove(strong)
        #expect(abs(solver.value(of: x) - 15) < tolerance)
        try solver.remove(bound)
        #expect(abs(solver.value(of: x) - 20) < tolerance)
        #expect(solver.constraintCount == 1)
    }

    @Test func editVariablesFollowSuggestionsWithinTheRequiredConstraints() throws {
        var solver = try solver([
            LinearConstraint(y, .equal, x + 10),
            LinearConstraint(x, .lessThanOrEqual, 50),
        ])
        try solver.addEditVariable(x, strength: .strong)
        let table: [(suggested: Double, x: Double)] = [(5, 5), (-30, -30), (80, 50), (49.5, 49.5)]
        for row in table {
            try solver.suggestValue(row.suggested, for: x)
            #expect(abs(solver.value(of: x) - row.x) < tolerance)
            #expect(abs(solver.value(of: y) - (row.x + 10)) < tolerance)
        }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    /// One constraint at priority p + 1 against n at priority p: the higher priority wins
    /// however many lower ones oppose it (levels are lexicographic); n constraints of one
    /// level outweigh one of the same level.
    @Test(arguments: [1, 10, 1000])
    func aHigherPriorityWinsOverAnyNumberOfLowerOnes(count: Int) throws {
        var solver = try solver([LinearConstraint(x, .equal, 0, strength: .init(priority: 251))])
        for index in 0..<count {
            try solver.add(
                LinearConstraint(x, .equal, 100, strength: .init(priority: 250), identifier: "\(index)"))
        }
        #expect(abs(solver.value(of: x)) < tolerance)
    }

    /// Within one level the weighted errors add up: two or more at 100 outweigh one at 0.
    @Test(arguments: [2, 10])
    func constraintsOfOneLevelAddUp(count: Int) throws {
        var solver = try solver([LinearConstraint(x, .equal, 0, strength: .init(priority: 250))])
        for index in 0..<count {
            try solver.add(
                LinearConstraint(x, .equal, 100, strength: .init(priority: 250), identifier: "\(index)"))
        }
        #expect(abs(solver.value(of: x) - 100) < tolerance)
    }

    /// kiwi's named strengths are weights in one level, exactly as in kiwi: 1000 mediums
    /// balance one strong, 1001 outweigh it.
    @Test(arguments: [(999, 0.0), (1001, 100.0)])
    func kiwiStrengthsAddUpAsInKiwi(mediums: Int, expected: Double) throws {
        var solver = try solver([LinearConstraint(x, .equal, 0, strength: .strong)])
        for index in 0..<mediums {
            try solver.add(LinearConstraint(x, .equal, 100, strength: .medium, identifier: "\(index)"))
        }
        #expect(abs(solver.value(of: x) - expected) < tolerance)
    }

    @Test func changingAConstantMatchesRebuildingTheSystem() throws {
        let gap = LinearConstraint(y, .equal, x + 10)
        let floor = LinearConstraint(x, .greaterThanOrEqual, 10)
        let pull = LinearConstraint(x + y, .equal, 0, strength: .weak)
        var solver = try solver([gap, floor, pull])
        var current = floor
        for constant in [-40.0, -5, -70, 20] {
            current = try solver.changeConstant(of: current, to: constant)
            let rebuilt = try self.solver([gap, current, pull])
            #expect(abs(solver.value(of: x) - rebuilt.value(of: x)) < tolerance)
            #expect(abs(solver.value(of: y) - rebuilt.value(of: y)) < tolerance)
        }
    }

    @Test func refusesAContradictoryConstantAndKeepsTheOldOne() throws {
        let floor = LinearConstraint(x, .greaterThanOrEqual, 10)
        let ceiling = LinearConstraint(x, .lessThanOrEqual, 50)
        var solver = try solver([floor, ceiling, LinearConstraint(x, .equal, 0, strength: .weak)])
        let rowsBefore = solver.rows.map { $0?.constant }
        do {
            try solver.changeConstant(of: floor, to: -60)
            Issue.record("x ≥ 60 and x ≤ 50 cannot both hold")
        } catch {
            #expect(error.kind == .unsatisfiable)
        }
        #expect(solver.contains(floor))
        #expect(solver.rows.map { $0?.constant } == rowsBefore)
        #expect(abs(solver.value(of: x) - 10) < tolerance)
        try solver.changeConstant(of: floor, to: -30)
        #expect(abs(solver.value(of: x) - 30) < tolerance)
    }

    /// The tie rule: at equal priority nothing moves unless strictly better, so the solution
    /// depends on where it came from. Height 225 (aspect ratio, priority 300) against height
    /// 0 (priority p).
    @Test func equalPrioritiesKeepTheCurrentSolution() throws {
        let width: LayoutVariable = "w"
        let height: LayoutVariable = "h"
        let aspect = LinearConstraint(height, .equal, 0.75 * width, strength: .init(priority: 300))
        var zero = LinearConstraint(height, .equal, 0, strength: .init(priority: 100))
        var solver = try solver([LinearConstraint(width, .equal, 300), aspect, zero])
        let steps: [(priority: Int, height: Double)] = [
            (100, 225), (300, 225), (301, 0), (300, 0), (299, 225), (500, 0), (300, 0), (1, 225), (300, 225),
        ]
        for step in steps {
            zero = try solver.changeStrength(of: zero, to: .init(priority: step.priority))
            #expect(abs(solver.value(of: height) - step.height) < tolerance, "priority \(step.priority)")
        }
    }
}
