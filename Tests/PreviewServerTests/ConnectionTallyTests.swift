import Testing

@testable import PreviewServer

/// The per-address cap counts connections waiting in the front door and connections
/// libmicrohttpd serves alike (issue 12, item 4).
@Suite struct ConnectionTallyTests {
    enum Step: Sendable {
        case admit(String, expected: Bool)
        case enter(String)
        case leave(String)
    }

    struct Script: CustomTestStringConvertible, Sendable {
        var name: String
        var steps: [Step]
        /// Count per address at the end.
        var counts: [String: Int]
        var testDescription: String { name }
    }

    /// Caps: 2 per address, 3 in all.
    static let scripts: [Script] = [
        Script(
            name: "a third connection from one address is refused",
            steps: [.admit("a", expected: true), .admit("a", expected: true), .admit("a", expected: false)],
            counts: ["a": 2]),
        Script(
            name: "served connections count against the cap",
            steps: [.enter("a"), .enter("a"), .admit("a", expected: false), .admit("b", expected: true)],
            counts: ["a": 2, "b": 1]),
        Script(
            name: "a closed connection makes room",
            steps: [.admit("a", expected: true), .enter("a"), .leave("a"), .admit("a", expected: true)],
            counts: ["a": 2]),
        Script(
            name: "the total cap holds across addresses",
            steps: [.admit("a", expected: true), .admit("b", expected: true), .admit("c", expected: true), .admit("d", expected: false)],
            counts: ["a": 1, "b": 1, "c": 1, "d": 0]),
        Script(
            name: "leaving an address never counted changes nothing",
            steps: [.leave("a"), .admit("a", expected: true), .admit("a", expected: true), .admit("a", expected: false)],
            counts: ["a": 2]),
    ]

    @Test(arguments: scripts) func counts(_ script: Script) {
        let tally = ConnectionTally(perAddress: 2, total: 3)
        for step in script.steps {
            switch step {
            case .admit(let address, let expected): #expect(tally.admit(address) == expected)
            case .enter(let address): tally.enter(address)
            case .leave(let address): tally.leave(address)
            }
        }
        for (address, count) in script.counts { #expect(tally.count(of: address) == count, "\(address)") }
    }
}
