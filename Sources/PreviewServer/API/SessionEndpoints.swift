import Foundation
import MotionScene

/// `/api/sessions…`: create, read, stream, input, and the default session's token.
struct SessionEndpoints: Sendable {
    let registry: SessionRegistry
    let catalogs: Catalogs
    /// Handed to this machine's page (`defaultToken`).
    let defaultControlToken: String
    let now: @Sendable () -> Double
    /// New sessions per address per minute (`ServerConfiguration.sessionsPerMinutePerAddress`).
    let creations: AddressRateLimits
    /// `dev`'s build status, sent on every stream after the session and its frame.
    var devStatus = DevStatusBoard()

    /// `POST /api/sessions` `{scene?, device?, orientation?, keyboard?, params?, playback?}` → 201,
    /// or `{from: id}` → 201 with a copy of that session, history and all: what the page's Share
    /// does, so nothing the viewer sees is rebuilt from parameters and lost. Knowing a session's id
    /// is enough to copy it, as it is to watch it; the copy's token controls only the copy.
    func create(_ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        guard creations.allow(request.peerAddress, at: now()) else {
            throw APIError(status: 429, code: "too_many_requests", "too many new sessions from one address; wait a minute")
        }
        let fresh: NewSessionBody.Fresh
        switch try JSONBody.decode(NewSessionBody.self, from: request) {
        case .copy(let source):
            let (session, token) = try registry.copy(of: try self.session(Substring(source)), now: now())
            return .json(Self.links(session, controlToken: token), status: 201)
        case .fresh(let body):
            fresh = body
        }
        let type = try catalogs.sceneType(fresh.scene ?? catalogs.defaultSceneID)
        let screen = try catalogs.screen(device: fresh.device, orientation: fresh.orientation, keyboard: fresh.keyboard)
        let given = fresh.params.entries.map { (name: $0.key, value: $0.value) }
        let parameters = try ParameterInput.complete(given, specs: type.parameters(for: screen))
        let playback = fresh.playback.map(SessionInput.init(playback:))
        let (session, token) = try registry.create(
            origin: SceneOrigin(sceneID: type.id, screen: screen, parameters: parameters, time: 0),
            playback: playback?.changesPlayback == true ? playback : nil, now: now())
        return .json(Self.links(session, controlToken: token), status: 201)
    }

    static func links(_ session: Session, controlToken: String) -> JSONValue {
        [
            "id": .string(session.id), "viewerUrl": .string("/?session=\(session.id)"),
            "controlUrl": .string("/?session=\(session.id)#control=\(controlToken)"),
            "controlToken": .string(controlToken),
        ]
    }

    func session(_ id: Substring) throws(APIError) -> Session {
        guard let session = try registry.revive(id: String(id), now: now()) else {
            throw APIError.notFound("session", "no session '\(id)'")
        }
        return session
    }

    func show(_ id: Substring) throws(APIError) -> HTTPResponse {
        .json(try session(id).sessionJSON)
    }

    /// The event stream: a full frame, then deltas (protocol-notes.md, "Delta frames"). A
    /// reconnect whose `Last-Event-ID` is the newest frame's delta goes on with deltas; any other
    /// gets the current frame whole. `?frames=full` sends only full frames.
    func events(_ id: Substring, _ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        let fullFramesOnly = try Self.fullFramesOnly(request)
        let lastEventID = request.header("last-event-id")?.trimmingCharacters(in: .whitespaces)
        let viewer = try session(id).addViewer(now: now(), lastEventID: lastEventID, fullFramesOnly: fullFramesOnly)
        if let dev = devStatus.event { viewer.offer(dev: dev) }
        return HTTPResponse(
            status: 200,
            headers: [
                ("Content-Type", "text/event-stream"), ("Cache-Control", "no-cache"), ("X-Accel-Buffering", "no"),
            ],
            body: .stream(viewer))
    }

    /// `frames=full` or `frames=delta` (the default); anything else is refused naming the field.
    static func fullFramesOnly(_ request: HTTPRequest) throws(APIError) -> Bool {
        switch request.queryValue("frames") {
        case nil, "delta": return false
        case "full": return true
        case let other?: throw APIError.badRequest("'frames' is 'full' or 'delta', not '\(other)'", field: "frames")
        }
    }

    /// `POST /api/sessions/{id}/input` → 202 `{seq}` of the frame that reflects it. Only the
    /// control token may change a session: a viewer's link carries none, so whatever a viewing
    /// page sends is refused here (401), not merely hidden by the page. `{"verify": true}` changes
    /// nothing and answers 202 only to a controlling token: how a page asks to take control.
    /// `rehearsal`: on a copy of the session's state, changing nothing (`Session.rehearse`).
    func input(_ id: Substring, _ request: HTTPRequest, rehearsal: Bool = false) throws(APIError) -> HTTPResponse {
        // A rehearsal revives nothing from the store: it only runs on a session just driven.
        guard let session = rehearsal ? registry.session(id: String(id)) : try session(id) else {
            throw APIError.notFound("session", "no session '\(id)'")
        }
        guard let digest = request.bearerTokenDigest, session.isControlled(byDigest: digest) else {
            throw APIError.unauthorized
        }
        let input = try SessionInput(body: JSONBody.parse(request))
        let receipt = rehearsal ? try session.rehearse(input, now: now()) : try session.apply(input, now: now())
        // `{"seq":…,"dropped"?:[…]}` written straight as bytes: no tree or `String` to build and
        // copy on every input (issue 15).
        var answer = JSONByteWriter(capacity: 32)
        answer.beginObject()
        answer.key("seq")
        answer.number(Double(receipt.seq))
        if input.fit {
            answer.key("dropped")
            answer.beginArray()
            for name in receipt.dropped { answer.string(name) }
            answer.endArray()
        }
        answer.endObject()
        // The frame is in the viewers' sockets already (`StreamWriter.writeDirectly`), so the
        // answer cannot overtake it.
        return HTTPResponse.json(bytes: answer.bytes, status: 202)
    }

    /// Only a page opened on this machine may pick up the default session's token.
    func defaultToken(_ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        guard request.peerIsLoopback else {
            throw APIError(status: 403, code: "forbidden", "the token is only given to this machine")
        }
        return .json(["controlToken": .string(defaultControlToken)])
    }
}
