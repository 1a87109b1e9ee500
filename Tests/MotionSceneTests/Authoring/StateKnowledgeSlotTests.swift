import Testing

@testable import MotionScene

/// A frame's state is encoded with what its scene type's slot knows of the state type
/// (`StateKnowledgeSlot`): the object is the one `Encoder` makes, the slot learns from the
/// shared table or the first state, and it keeps its first answer.
struct StateKnowledgeSlotTests {
    struct Plain: SceneState {
        var alpha: Double
        var shown: Bool
        var title: String
    }

    /// Encoded by hand under other keys: read through `Encoder`, never from its layout.
    struct Renamed: SceneState {
        var alpha: Double

        enum CodingKeys: String, CodingKey { case alpha = "nav_alpha" }
    }

    @Test func aSlotLearnsOnItsFirstStateAndEncodesAsEncoderDoes() {
        let slot = StateKnowledgeSlot()
        #expect(slot.knowledge == nil)
        for state in [Plain(alpha: 0.5, shown: true, title: "海"), Plain(alpha: -1, shown: false, title: "")] {
            #expect(StateEncoder.object(state, knownIn: slot) == StateEncoder.encoded(state))
        }
        guard case .layout? = slot.knowledge else {
            Issue.record("a plain state is read from its layout, the slot knows \(String(describing: slot.knowledge))")
            return
        }
        let renamedSlot = StateKnowledgeSlot()
        for alpha in [0.25, 0.75] {
            #expect(StateEncoder.object(Renamed(alpha: alpha), knownIn: renamedSlot) == JSONObject(["nav_alpha": .number(alpha)]))
        }
        guard case .encoder? = renamedSlot.knowledge else {
            Issue.record("renamed keys go through Encoder, the slot knows \(String(describing: renamedSlot.knowledge))")
            return
        }
    }

    @Test func aSlotKeepsItsFirstAnswer() throws {
        let slot = StateKnowledgeSlot()
        slot.remember(.encoder)
        let layout = try #require(StateLayout(Plain.self))
        slot.remember(.layout(layout))
        guard case .encoder? = slot.knowledge else {
            Issue.record("the second answer replaced the first: \(String(describing: slot.knowledge))")
            return
        }
    }
}
