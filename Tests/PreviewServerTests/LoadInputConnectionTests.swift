import Testing

@testable import MotionPreview

/// `motion-preview load` sends its inputs on one kept-alive connection, as a browser's slider
/// does (issue 15): a connection per input would add the server's accept and first-head checks
/// to every input's latency.
@Suite struct LoadInputConnectionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var keepAlive: Bool
        var headers: [String: String] = [:]
        var connectionsForThreeInputs: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "kept alive: one connection", keepAlive: true, connectionsForThreeInputs: 1),
        Case(name: "a connection per input", keepAlive: false, connectionsForThreeInputs: 3),
        Case(
            name: "kept alive, but the server closes after each answer: opened again", keepAlive: true,
            headers: ["Connection": "close"], connectionsForThreeInputs: 3),
    ]

    @Test(arguments: cases) func inputsUseTheConnectionsTheModeSays(_ test: Case) throws {
        let server = try TestServer()
        var connection = LoadInputConnection(http: server.client, keepAlive: test.keepAlive)
        var seqs: [Int] = []
        for scrollY in [10, 20, 30] {
            let answer = try connection.post(
                "/api/sessions/default/input", json: "{\"set\":{\"scrollY\":\(scrollY)}}",
                headers: server.authorization.merging(test.headers) { $1 })
            #expect(answer.status == 202)
            seqs += [(try answer.json()["seq"]?.doubleValue).map(Int.init) ?? -1]
        }
        #expect(seqs == [seqs[0], seqs[0] + 1, seqs[0] + 2])
        #expect(connection.opened == test.connectionsForThreeInputs)
    }
}
