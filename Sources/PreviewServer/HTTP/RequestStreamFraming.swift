import Glibc

/// Follows the requests a client sends on one connection (RFC 9112 §6, message framing), so
/// that every head — not just the first — is checked before libmicrohttpd parses it (issue 12,
/// item 5; `RelayedConnection`).
///
/// A head's bytes are held until the head is complete, then checked whole with the first head's
/// rules (`RequestHeadParser`, `StrictHTTP`) and let through at once. Body bytes pass as they
/// arrive: by `Content-Length`, or chunk by chunk (`ChunkSizeLine`), trailers checked as header
/// lines. Each byte is looked at a bounded number of times, so a head dripped a byte at a time
/// costs no more than one sent whole.
///
/// A request the front door may answer itself (`RelayedConnection`, issue 15) is *held* instead:
/// its head and body are kept until the body is complete and handed back whole (`HeldRequest`),
/// and nothing after it is taken until the caller has dealt with it.
struct RequestStreamFraming: Sendable {
    /// What `take` did with the bytes it was given.
    struct Taken {
        /// How many of the input's bytes were taken: all of them, unless a held request ended
        /// before the input did.
        var count: Int
        var refusal: APIError?
        /// A held request, complete: nothing of it was forwarded.
        var held: HeldRequest?
    }

    private enum Stage: Sendable {
        case head
        case body(remaining: UInt64)
        case chunkSize(ChunkSizeLine)
        case chunkData(remaining: UInt64)
        /// The CR LF after a chunk's data; true once the CR came.
        case chunkEnd(sawCR: Bool)
        /// Trailer lines after the last chunk, up to an empty line.
        case trailers
        /// The body of a held request.
        case heldBody(remaining: UInt64)
        case refused(APIError)
    }

    private let bodyLimit: Int
    private var stage = Stage.head
    /// The head so far, or the trailer line so far.
    private var held: [UInt8] = []
    /// Head: a line has ended that was not empty, so an empty one ends the head (RFC 9112 §2.2:
    /// empty lines before the request line are skipped).
    private var requestLineEnded = false
    /// Head: the method has ended (its space came), so later bytes need not be token bytes.
    private var methodEnded = false
    /// Head: where the line being held began (after the last CR LF).
    private var lastLineStart: Int?
    /// Head and trailers: the last byte held was a CR.
    private var sawCR = false
    /// Chunked: the body's bytes declared so far; trailers: their bytes so far.
    private var counted: UInt64 = 0
    /// Trailers: the fields so far.
    private var trailerFields = 0
    /// Complete heads checked and let through or held.
    private(set) var headsChecked = 0
    /// Complete heads checked and let through.
    private(set) var headsForwarded = 0
    /// The request being held, its body still arriving.
    private var holding: HeldRequest?
    /// The last head checked, byte for byte, and what the check found. A kept-alive client
    /// repeats its head — a dragged control sends the same head with every input, often down to
    /// the length — and the same bytes check the same way: the check cost 39k of an input's
    /// instructions before its frame could leave (callgrind, issue 15), the comparison a few
    /// hundred.
    private var lastChecked: CheckedHead?
    /// Heads parsed and checked, not taken from `lastChecked`.
    private(set) var headsParsed = 0

    init(bodyLimit: Int) {
        self.bodyLimit = bodyLimit
    }

    /// True while a held request's body is still arriving.
    var isHolding: Bool { holding != nil }

    /// True between two requests: no part of a head, body or chunk is pending.
    var isBetweenRequests: Bool {
        if case .head = stage { return held.isEmpty }
        return false
    }

    /// Takes the next bytes read from the client. Appends to `forward`, in order, every byte that
    /// may go on to libmicrohttpd now; returns the refusal once the stream has gone wrong, and
    /// from then on forwards nothing and returns the same refusal.
    mutating func take(_ input: UnsafeRawBufferPointer, forwardingInto forward: inout [UInt8]) -> APIError? {
        take(input, forwardingInto: &forward, holding: { _, _ in false }).refusal
    }

    /// `take`, holding the requests `holds` picks among those whose body has a length (or none):
    /// it stops right after a held request's last byte and returns that request. `holds` must
    /// decide from the head alone, the same way every time: its answer for a repeated head is
    /// remembered with it.
    mutating func take(
        _ input: UnsafeRawBufferPointer, forwardingInto forward: inout [UInt8],
        holding holds: (RequestHead, RequestTarget) -> Bool
    ) -> Taken {
        var index = 0
        do throws(APIError) {
            while index < input.count {
                switch stage {
                case .refused(let error):
                    return Taken(count: index, refusal: error)
                case .head:
                    index = try takeHead(input, from: index, forwardingInto: &forward, holding: holds)
                    if case .head = stage, let held = holding {
                        holding = nil
                        return Taken(count: index, held: held)
                    }
                case .heldBody(let remaining):
                    let count = Int(min(remaining, UInt64(input.count - index)))
                    holding?.wire.append(contentsOf: UnsafeRawBufferPointer(rebasing: input[index..<(index + count)]))
                    index += count
                    guard remaining == UInt64(count) else {
                        stage = .heldBody(remaining: remaining - UInt64(count))
                        continue
                    }
                    stage = .head
                    if let held = holding {
                        holding = nil
                        return Taken(count: index, held: held)
                    }
                case .body(let remaining):
                    let count = Int(min(remaining, UInt64(input.count - index)))
                    forward.append(contentsOf: UnsafeRawBufferPointer(rebasing: input[index..<(index + count)]))
                    index += count
                    stage = remaining == UInt64(count) ? .head : .body(remaining: remaining - UInt64(count))
                case .chunkSize(var line):
                    let start = index
                    var complete = false
                    while index < input.count, !complete {
                        complete = try line.take(input[index], room: UInt64(bodyLimit) - counted, bodyLimit: bodyLimit)
                        index += 1
                    }
                    forward.append(contentsOf: UnsafeRawBufferPointer(rebasing: input[start..<index]))
                    if !complete {
                        stage = .chunkSize(line)
                    } else if line.size == 0 {
                        stage = .trailers
                        counted = 0
                        trailerFields = 0
                    } else {
                        counted += line.size
                        stage = .chunkData(remaining: line.size)
                    }
                case .chunkData(let remaining):
                    let count = Int(min(remaining, UInt64(input.count - index)))
                    forward.append(contentsOf: UnsafeRawBufferPointer(rebasing: input[index..<(index + count)]))
                    index += count
                    stage = remaining == UInt64(count) ? .chunkEnd(sawCR: false) : .chunkData(remaining: remaining - UInt64(count))
                case .chunkEnd(let sawCR):
                    let byte = input[index]
                    guard byte == (sawCR ? Self.lf : Self.cr) else { throw Self.chunkNotEnded }
                    forward.append(byte)
                    index += 1
                    stage = sawCR ? .chunkSize(ChunkSizeLine()) : .chunkEnd(sawCR: true)
                case .trailers:
                    index = try takeTrailers(input, from: index, forwardingInto: &forward)
                }
            }
        } catch {
            stage = .refused(error)
            held = []
            holding = nil
            return Taken(count: input.count, refusal: error)
        }
        if case .refused(let error) = stage { return Taken(count: input.count, refusal: error) }
        return Taken(count: input.count)
    }

    /// Holds head bytes up to the end of the head, then checks the head and lets it through.
    /// Returns where the input's unread bytes begin.
    private mutating func takeHead(
        _ input: UnsafeRawBufferPointer, from start: Int, forwardingInto forward: inout [UInt8],
        holding holds: (RequestHead, RequestTarget) -> Bool
    ) throws(APIError) -> Int {
        var index = start
        var headEnded = false
        var lineEndedNow = false
        while index < input.count, !headEnded {
            if !sawCR, let lineEnd = try takeLineText(input, from: index) {
                // The bytes up to the next CR or LF, taken as one run (per byte they cost
                // ~25 instructions each, half of the head check; issue 15).
                index = lineEnd
                if index == input.count { break }
            }
            let byte = input[index]
            index += 1
            if sawCR {
                guard byte == Self.lf else { throw RequestHeadParser.badLineEnding }
                sawCR = false
                // A CR LF right after the previous line's: the empty line.
                let lineLength = held.count - (lastLineStart ?? 0)
                held.append(byte)
                if lineLength == 1 {
                    if requestLineEnded { headEnded = true } else { lastLineStart = held.count }
                } else {
                    if !requestLineEnded { lineEndedNow = true }
                    requestLineEnded = true
                    lastLineStart = held.count
                }
                continue
            }
            // Past a line's text only a CR or an LF can come, and an LF must follow a CR.
            guard byte == Self.cr else { throw RequestHeadParser.badLineEnding }
            sawCR = true
            held.append(byte)
        }
        if headEnded {
            try passHead(forwardingInto: &forward, holding: holds)
        } else if lineEndedNow || held.count > RequestHeadParser.requestLineBytes && !requestLineEnded
            || held.count > RequestHeadParser.headBytes
        {
            // Judged early, a bounded number of times a head: its request line once complete,
            // and a head past the size limits.
            _ = try RequestHeadParser.scan(held)
            if held.count > RequestHeadParser.headBytes { throw .headersTooLarge }
        }
        return index
    }

    /// Holds the bytes from `start` up to the next CR or LF (or the input's end), checking a
    /// method's bytes as it goes; where they end, or nil when none were taken.
    private mutating func takeLineText(_ input: UnsafeRawBufferPointer, from start: Int) throws(APIError) -> Int? {
        let end = Self.lineTextEnd(input, from: start)
        guard end > start else { return nil }
        let text = UnsafeRawBufferPointer(rebasing: input[start..<end])
        if !requestLineEnded, !methodEnded {
            // A method is known wrong at its first bad byte (a TLS handshake sent to the plain
            // port starts with 0x16), however the head is cut.
            for byte in text {
                if byte == Self.space {
                    methodEnded = true
                    break
                }
                guard RequestHeadParser.isTokenByte(byte) else { throw RequestHeadParser.badRequestLine }
            }
        }
        held.append(contentsOf: text)
        return end
    }

    /// Where the first CR or LF at or after `start` is, or `input.count`: eight bytes a step
    /// while none of them is either (the zero-byte test of "Bit Twiddling Hacks", exact for
    /// whether a word holds one), the last few one by one. Byte by byte, an input's head cost
    /// 2.7k instructions here (callgrind, issue 15). `JSONStringEscaping` has the same test;
    /// shared through MotionScene, the call across modules was not inlined and framing cost
    /// 0.8k instructions an input more.
    static func lineTextEnd(_ input: UnsafeRawBufferPointer, from start: Int) -> Int {
        var index = start
        if let base = input.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highBits: UInt64 = 0x8080_8080_8080_8080
            func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highBits != 0 }
            while input.count - index >= 8 {
                let word = (base + index).loadUnaligned(as: UInt64.self)
                if hasZeroByte(word ^ (ones &* UInt64(cr))) || hasZeroByte(word ^ (ones &* UInt64(lf))) { break }
                index += 8
            }
        }
        while index < input.count, input[index] != cr, input[index] != lf { index += 1 }
        return index
    }

    private mutating func passHead(
        forwardingInto forward: inout [UInt8], holding holds: (RequestHead, RequestTarget) -> Bool
    ) throws(APIError) {
        let checked = try check(held)
        let (head, target, body) = (checked.head, checked.target, checked.body)
        defer {
            held.removeAll(keepingCapacity: true)
            lastLineStart = nil
            requestLineEnded = false
            methodEnded = false
            headsChecked += 1
        }
        if body != .chunked, holdsHead(checked, holds) {
            holding = HeldRequest(head: head, target: target, routing: routing(of: checked), wire: held, bodyStart: held.count)
            if case .length(let length) = body { stage = .heldBody(remaining: length) }
            return
        }
        forward.append(contentsOf: held)
        headsForwarded += 1
        switch body {
        case .none:
            stage = .head
        case .length(let length):
            stage = .body(remaining: length)
        case .chunked:
            counted = 0
            stage = .chunkSize(ChunkSizeLine())
        }
    }

    /// Whether `checked` is held, `holds` asked once per remembered head: it reads only the head
    /// (`DoorAnswers.holds`: the route and the head's plainness), and asking it cost 5.8k of an
    /// input's instructions before its frame (callgrind, issue 15).
    private mutating func holdsHead(_ checked: CheckedHead, _ holds: (RequestHead, RequestTarget) -> Bool) -> Bool {
        if let known = checked.holds { return known }
        let answer = holds(checked.head, checked.target)
        // `check` has just made `lastChecked` this head, or nil for one too long to remember.
        lastChecked?.holds = answer
        return answer
    }

    /// What the router reads of `checked`, made once per remembered head, as `holdsHead` asks.
    private mutating func routing(of checked: CheckedHead) -> HeldRequest.Routing {
        if let known = checked.routing { return known }
        let routing = HeldRequest.Routing(head: checked.head, target: checked.target)
        lastChecked?.routing = routing
        return routing
    }

    /// What `bytes`, a complete head, says, or why it is refused; the last head's answer when the
    /// bytes are the same (`lastChecked`). Only a refusal is never remembered: it ends the stream.
    private mutating func check(_ bytes: [UInt8]) throws(APIError) -> CheckedHead {
        if let lastChecked, Self.same(lastChecked.bytes, bytes) { return lastChecked }
        headsParsed += 1
        guard let parsed = try RequestHeadParser.scan(bytes), parsed.byteCount == bytes.count else {
            throw RequestHeadParser.badLineEnding
        }
        let (target, body) = try StrictHTTP.checkFraming(parsed.head, bodyLimit: bodyLimit)
        let checked = CheckedHead(bytes: bytes, head: parsed.head, target: target, body: body)
        // A long head is not kept: a connection holds at most this much more (chosen: 1 KiB, an
        // input's head is about 230 bytes, so 1,000 idle connections hold at most 1 MiB).
        lastChecked = bytes.count <= Self.rememberedHeadBytes ? checked : nil
        return checked
    }

    static let rememberedHeadBytes = 1024

    /// `==` for two heads, with one `memcmp`: `Array`'s `==` compared them an element at a time,
    /// 1.3k instructions for an input's head.
    private static func same(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in
                left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
    }

    /// Trailer lines, each checked as a header line, up to the empty line that ends the message.
    private mutating func takeTrailers(
        _ input: UnsafeRawBufferPointer, from start: Int, forwardingInto forward: inout [UInt8]
    ) throws(APIError) -> Int {
        var index = start
        while index < input.count {
            let byte = input[index]
            index += 1
            if sawCR {
                guard byte == Self.lf else { throw RequestHeadParser.badLineEnding }
                sawCR = false
                let line = held
                held = []
                if line.isEmpty {
                    forward.append(contentsOf: [Self.cr, Self.lf])
                    stage = .head
                    return index
                }
                _ = try RequestHeadParser.headerLine(line[...])
                trailerFields += 1
                guard trailerFields <= Limits.headerFields else { throw .tooManyHeaderFields }
                forward.append(contentsOf: line)
                forward.append(contentsOf: [Self.cr, Self.lf])
                continue
            }
            switch byte {
            case Self.lf: throw RequestHeadParser.badLineEnding
            case Self.cr: sawCR = true
            default:
                held.append(byte)
                counted += 1
                guard counted <= UInt64(Limits.headerBytes) else { throw .headersTooLarge }
            }
        }
        return index
    }

    private static let cr: UInt8 = 0x0D
    private static let lf: UInt8 = 0x0A
    private static let space: UInt8 = 0x20

    static let chunkNotEnded = APIError(
        status: 400, code: "bad_chunk_size", "a chunk's data must be followed by CR LF, as its size says")
}

/// A head that passed `RequestHeadParser` and `StrictHTTP.checkFraming`, with its bytes.
private struct CheckedHead: Sendable {
    var bytes: [UInt8]
    var head: RequestHead
    var target: RequestTarget
    var body: StrictHTTP.BodyFraming
    /// Whether the framing's `holding` answered that it holds this head, once asked.
    var holds: Bool?
    /// What the router reads of this head, once it was held (`HeldRequest.Routing`).
    var routing: HeldRequest.Routing?
}
