import GRDB
import MotionScene

/// A `session` row: a stored session without its journal.
struct SessionRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "session"

    var id: String
    var tokenHash: String
    var sceneID: String
    var deviceID: String
    var orientation: String
    var keyboard: Bool
    var parameters: String
    var originTime: Double
    var clockTime: Double
    var clockEpoch: Double
    var speed: Double
    var paused: Bool
    var loop: Bool
    var activeAt: Double

    init(_ session: StoredSession) {
        id = session.id
        tokenHash = session.tokenHash
        sceneID = session.origin.sceneID
        deviceID = session.origin.deviceID
        orientation = session.origin.orientation.rawValue
        keyboard = session.origin.keyboard
        parameters = StoredParameters.encode(session.origin.parameters)
        originTime = session.origin.time
        clockTime = session.clock.time
        clockEpoch = session.clock.epoch
        speed = session.clock.speed
        paused = session.clock.paused
        loop = session.loop
        activeAt = session.activeAt
    }

    var origin: SceneOrigin {
        get throws(StoreError) {
            guard let orientation = Orientation(rawValue: orientation) else {
                throw StoreError(.unrestorable, "session '\(id)' has an unknown orientation '\(orientation)'")
            }
            return SceneOrigin(
                sceneID: sceneID, deviceID: deviceID, orientation: orientation, keyboard: keyboard,
                parameters: try StoredParameters.decode(parameters, session: id), time: originTime)
        }
    }

    func stored(journal: [JournalRow]) throws(StoreError) -> StoredSession {
        StoredSession(
            id: id, tokenHash: tokenHash, origin: try origin,
            journal: try journal.map { row throws(StoreError) in try row.input },
            clock: StoredClock(time: clockTime, epoch: clockEpoch, speed: speed, paused: paused), loop: loop,
            activeAt: activeAt)
    }
}

/// A `journalInput` row: one accepted input of a session, in order.
struct JournalRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "journalInput"

    var sessionID: String
    var position: Int
    var time: Double
    var body: String

    init(sessionID: String, position: Int, input: StoredInput) {
        self.sessionID = sessionID
        self.position = position
        time = input.time
        body = Self.text(input.body)
    }

    static func text(_ body: JSONObject) -> String {
        JSONWriter.string(.object(body))
    }

    var input: StoredInput {
        get throws(StoreError) {
            guard let object = (try? JSONParser.parse(body))?.objectValue else {
                throw StoreError(.unrestorable, "session '\(sessionID)' has an unreadable input at \(position)")
            }
            return StoredInput(time: time, body: object)
        }
    }
}
