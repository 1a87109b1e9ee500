/// Query arguments taken one by one, so that any left over can be refused with 400 naming it.
struct QueryArguments {
    private var remaining: [(name: String, value: String)]

    init(_ query: [(name: String, value: String)]) throws(APIError) {
        var seen: Set<String> = []
        for (name, _) in query where !seen.insert(name).inserted {
            throw APIError.badRequest("'\(name)' is given twice", field: name)
        }
        remaining = query
    }

    mutating func take(_ name: String) -> String? {
        guard let index = remaining.firstIndex(where: { $0.name == name }) else { return nil }
        return remaining.remove(at: index).value
    }

    mutating func takeAll() -> [(name: String, value: String)] {
        defer { remaining = [] }
        return remaining
    }

    /// 400 for the first argument nobody took.
    func requireEmpty() throws(APIError) {
        if let first = remaining.first {
            throw APIError(status: 400, code: "unknown_name", "unknown query argument '\(first.name)'", field: first.name)
        }
    }
}
