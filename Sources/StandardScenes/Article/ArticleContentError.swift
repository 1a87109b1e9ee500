/// A refused article document, naming the field: `article content: paragraphs[2].text:
/// expected a string`.
public struct ArticleContentError: Error, Equatable, CustomStringConvertible {
    /// The field's path in the document (`story.picture`, `paragraphs[2].text`); nil when the
    /// document as a whole is wrong (not JSON at all).
    public let field: String?
    public let problem: String

    init(field: String?, problem: String) {
        self.field = field
        self.problem = problem
    }

    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(field: Self.path(context.codingPath), problem: "expected \(Self.name(of: type))")
        case .valueNotFound(let type, let context):
            self.init(field: Self.path(context.codingPath), problem: "expected \(Self.name(of: type)), found null")
        case .keyNotFound(let key, let context):
            self.init(field: Self.path(context.codingPath + [key]), problem: "missing")
        case .dataCorrupted(let context):
            let field = context.codingPath.isEmpty ? nil : Self.path(context.codingPath)
            self.init(field: field, problem: field == nil ? "not a JSON document" : "not a valid value")
        @unknown default:
            self.init(field: nil, problem: "\(error)")
        }
    }

    public var description: String {
        "article content: " + (field.map { "\($0): " } ?? "") + problem
    }

    /// `paragraphs[2].text`: keys joined by dots, array positions in brackets.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var result = ""
        for key in codingPath {
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                result += result.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return result
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: type == [Any].self ? "an array" : "an object"
        }
    }
}
