import MotionScene
import Testing

@testable import PreviewServer

/// The rules `JSONValueDecoder` keeps where Foundation's `JSONDecoder` would not: `null` is a
/// value of the wrong type, not an absent key; integers only from numbers that are exactly one;
/// an array's item is named by its array; keys keep the body's order.
@Suite struct JSONValueDecoderTests {
    /// A request type with one member of each kind the request bodies read.
    struct Probe: Decodable, Equatable {
        enum Keys: String, CodingKey, CaseIterable {
            case flag, count, names, given
        }

        var flag: Bool?
        var count: Int?
        var names: [String]?
        var given: [String]?

        init(flag: Bool? = nil, count: Int? = nil, names: [String]? = nil, given: [String]? = nil) {
            self.flag = flag
            self.count = count
            self.names = names
            self.given = given
        }

        init(from decoder: any Decoder) throws {
            let body = try decoder.strictContainer(keyedBy: Keys.self, in: "a probe")
            flag = try body.decodeIfPresent(Bool.self, forKey: .flag)
            count = try body.decodeIfPresent(Int.self, forKey: .count)
            names = try body.decodeIfPresent([String].self, forKey: .names)
            given = try body.decodeIfPresent(GivenValues.self, forKey: .given)?.object.keys
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var body: String
        var decoded: Probe?
        var code: String?
        var field: String?
        var testDescription: String { body }

        static func reads(_ body: String, as decoded: Probe) -> Case {
            Case(body: body, decoded: decoded)
        }

        static func refuses(_ body: String, _ code: String, _ field: String?) -> Case {
            Case(body: body, code: code, field: field)
        }
    }

    static let cases: [Case] = [
        .reads("{}", as: Probe()),
        .reads(#"{"flag":false,"count":-3}"#, as: Probe(flag: false, count: -3)),
        .reads(#"{"count":4.0}"#, as: Probe(count: 4)),
        .reads(#"{"count":1e2}"#, as: Probe(count: 100)),
        .reads(#"{"names":[]}"#, as: Probe(names: [])),
        .reads(#"{"names":["b","a"]}"#, as: Probe(names: ["b", "a"])),
        .reads(#"{"given":{"z":1,"a":null,"m":[]}}"#, as: Probe(given: ["z", "a", "m"])),
        .refuses(#"{"flag":null}"#, "invalid_type", "flag"),
        .refuses(#"{"count":null}"#, "invalid_type", "count"),
        .refuses(#"{"given":null}"#, "invalid_type", "given"),
        .refuses(#"{"flag":"true"}"#, "invalid_type", "flag"),
        .refuses(#"{"count":1.5}"#, "invalid_type", "count"),
        .refuses(#"{"count":1e20}"#, "invalid_type", "count"),
        .refuses(#"{"count":"1"}"#, "invalid_type", "count"),
        .refuses(#"{"names":["a",1]}"#, "invalid_type", "names"),
        .refuses(#"{"names":[null]}"#, "invalid_type", "names"),
        .refuses(#"{"names":"a"}"#, "invalid_type", "names"),
        .refuses(#"{"given":["z"]}"#, "invalid_type", "given"),
        .refuses(#"{"zz":1,"flag":true,"aa":2}"#, "unknown_name", "zz"),
        .refuses(#"{"flag":true,"aa":2,"zz":1}"#, "unknown_name", "aa"),
        .refuses("[]", "invalid_type", nil),
        .refuses("null", "invalid_type", nil),
    ]

    @Test(arguments: cases) func readsOrRefusesNamingTheField(_ item: Case) throws {
        let value = try JSONParser.parse(item.body)
        do {
            let decoded = try JSONBody.decode(Probe.self, from: value)
            #expect(item.decoded == decoded)
        } catch {
            #expect(item.decoded == nil, "refused: \(error)")
            #expect(error.code == item.code)
            #expect(error.field == item.field)
        }
    }

    @Test func anArraysItemsArePathsEndingInTheirIndex() throws {
        let decoder = JSONValueDecoder(try JSONParser.parse(#"[true,"x"]"#))
        var items = try decoder.unkeyedContainer()
        #expect(try items.decode(Bool.self) == true)
        let error = #expect(throws: DecodingError.self) { try items.decode(Bool.self) }
        guard case .typeMismatch(_, let context)? = error else { return }
        #expect(context.codingPath.map(\.intValue) == [1])
        #expect(items.currentIndex == 1)
    }
}
