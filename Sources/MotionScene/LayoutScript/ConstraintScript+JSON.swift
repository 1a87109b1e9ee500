/// Why a script's JSON could not be read; names the operation at fault.
public struct ConstraintScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

extension ConstraintScript {
    /// Reads a document holding scripts: `{"systems": [script, …]}`, an array of scripts, or
    /// one script.
    public static func scripts(fromJSON document: JSONValue) throws(ConstraintScriptError) -> [ConstraintScript] {
        let entries = document["systems"]?.arrayValue ?? document.arrayValue ?? [document]
        var scripts: [ConstraintScript] = []
        for (index, entry) in entries.enumerated() {
            scripts.append(try ConstraintScript(json: entry, defaultName: "system \(index + 1)"))
        }
        return scripts
    }

    public init(json: JSONValue, defaultName: String = "system") throws(ConstraintScriptError) {
        let name = json["name"]?.stringValue ?? defaultName
        guard let entries = json["ops"]?.arrayValue else {
            throw ConstraintScriptError("\(name): 'ops' must be an array of operations")
        }
        var operations: [Operation] = []
        for (index, entry) in entries.enumerated() {
            do {
                operations.append(try Self.operation(entry))
            } catch {
                throw ConstraintScriptError("\(name), op \(index): \(error.message)")
            }
        }
        self.init(name: name, operations: operations)
    }

    static func operation(_ json: JSONValue) throws(ConstraintScriptError) -> Operation {
        guard let op = json["op"]?.stringValue else { throw ConstraintScriptError("'op' must be a string") }
        func text(_ key: String) throws(ConstraintScriptError) -> String {
            guard let value = json[key]?.stringValue else { throw ConstraintScriptError("'\(key)' must be a string") }
            return value
        }
        func number(_ key: String) throws(ConstraintScriptError) -> Double {
            guard let value = json[key]?.doubleValue else { throw ConstraintScriptError("'\(key)' must be a number") }
            return value
        }
        switch op {
        case "add":
            let id = try text("id")
            return .add(id: id, try constraint(json, identifier: id))
        case "remove":
            return .remove(id: try text("id"))
        case "strength":
            return .changeStrength(id: try text("id"), try strength(json["strength"]))
        case "constant":
            return .changeConstant(id: try text("id"), try number("constant"))
        case "edit":
            return .addEditVariable(LayoutVariable(try text("variable")), try strength(json["strength"]))
        case "unedit":
            return .removeEditVariable(LayoutVariable(try text("variable")))
        case "suggest":
            return .suggest(LayoutVariable(try text("variable")), try number("value"))
        case "solve":
            return .solve
        default:
            throw ConstraintScriptError(
                "unknown op '\(op)' (add, remove, strength, constant, edit, unedit, suggest, solve)")
        }
    }

    static func constraint(_ json: JSONValue, identifier: String) throws(ConstraintScriptError) -> LinearConstraint {
        guard let termsObject = json["terms"]?.objectValue else {
            throw ConstraintScriptError("'terms' must be an object of variable: coefficient")
        }
        var terms: [LinearTerm] = []
        for (name, value) in termsObject {
            guard let coefficient = value.doubleValue else {
                throw ConstraintScriptError("the coefficient of '\(name)' must be a number")
            }
            terms.append(LinearTerm(LayoutVariable(name), coefficient))
        }
        let constant = json["constant"]?.doubleValue ?? 0
        let relationText = json["relation"]?.stringValue ?? "=="
        guard let relation = LinearConstraint.Relation(rawValue: relationText) else {
            throw ConstraintScriptError("'relation' must be <=, == or >=")
        }
        return LinearConstraint(
            LinearExpression(terms: terms, constant: constant), relation, strength: try strength(json["strength"]),
            identifier: identifier)
    }

    static func strength(_ json: JSONValue?) throws(ConstraintScriptError) -> ConstraintStrength {
        switch json {
        case nil, .string("required"): return .required
        case .string("strong"): return .strong
        case .string("medium"): return .medium
        case .string("weak"): return .weak
        case .number(let value): return .kiwi(value)
        case .object(let object):
            guard let priority = object["priority"]?.doubleValue, priority == priority.rounded(),
                (1...1000).contains(priority)
            else { throw ConstraintScriptError("'priority' must be a whole number from 1 to 1000") }
            let weight = object["weight"]?.doubleValue ?? 1
            return ConstraintStrength(priority: Int(priority), weight: weight)
        default:
            throw ConstraintScriptError(
                "'strength' must be required, strong, medium, weak, a number or {\"priority\": p, \"weight\": w}")
        }
    }
}
