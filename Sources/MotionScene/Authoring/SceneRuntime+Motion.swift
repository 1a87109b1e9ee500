import Foundation

/// Finds the `TimeVarying` values a scene holds, a few levels into its stored properties, for
/// `SceneFrame.animating`. Reflection on every frame is costly (issue #15), so what a search
/// learns about a type is remembered and used on the next frames:
/// - a type no value of which can hold motion within the depth searched — plain values,
///   classes, sets, a type that declares `HoldsNoMotion`, and structs or tuples made only of
///   such — is inert and skipped;
/// - an optional, array or dictionary whose element type was found inert one level down is
///   inert too (a layout's arrays of numbers were materialized element by element every frame);
/// - a struct's children that were inert are not even read again, and the others are read
///   straight from the struct's bytes (`StoredFields`), not taken out of a mirror.
/// Enums are searched every time: their payloads change. Remembering by type assumes a stored
/// property keeps its type; a property of an existential type (`any P`) holding an inert value
/// first and motion later is not seen — scenes store concrete types.
@usableFromInline enum MotionDetector {
    /// `trustingDeclarations: false` searches declared `HoldsNoMotion` types too, with a memory
    /// of its own: tests compare both answers to check the declarations.
    @usableFromInline static func isAnimating<Subject>(
        _ subject: Subject, at time: Double, depth: Int = 3, trustingDeclarations: Bool = true
    ) -> Bool {
        // A value whose static type is its dynamic type (a scene's struct) is looked up by that
        // type, and read in place when its moving fields are all `TimeVarying`: boxed as `Any`,
        // it was copied field by field first.
        if Swift.type(of: subject) == Subject.self {
            let key = TypeMemo.Key(type: ObjectIdentifier(Subject.self), depth: depth, trustingDeclarations: trustingDeclarations)
            let known = TypeMemo.lookUp(key)
            if case .fieldChecks(let checks) = known {
                return withUnsafeBytes(of: subject) { bytes in
                    bytes.baseAddress.map { TypeMemo.FieldCheck.anyAnimating(checks, in: $0, at: time) } ?? false
                }
            }
            return search(subject, at: time, depth: depth, trusting: trustingDeclarations, known: known).animating
        }
        return search(subject, at: time, depth: depth, trusting: trustingDeclarations).animating
    }

    /// Whether `subject` is animating, and whether its type is inert at `depth`. `known` is what
    /// the memory holds for its type at `depth`, when the caller has looked already.
    private static func search(
        _ subject: Any, at time: Double, depth: Int, trusting: Bool, known: TypeMemo.Knowledge? = nil
    ) -> (animating: Bool, inert: Bool) {
        let metatype = Swift.type(of: subject)
        let key = TypeMemo.Key(type: ObjectIdentifier(metatype), depth: depth, trustingDeclarations: trusting)
        let known = known ?? TypeMemo.lookUp(key)
        if case .inert = known { return (false, true) }
        // A struct learned before is not `TimeVarying` (the cast below failed for it): skip the cast.
        switch known {
        case .fieldChecks(let checks):
            let animating = StoredFields.withBytes(of: subject) { TypeMemo.FieldCheck.anyAnimating(checks, in: $0, at: time) }
            return (animating, false)
        case .liveFields(let fields):
            let animating = StoredFields.contains(in: subject, fields) { field in
                search(field, at: time, depth: depth - 1, trusting: trusting).animating
            }
            return (animating, false)
        case .liveChildren(let offsets):
            return (searchChildren(Mirror(reflecting: subject).children, at: offsets, time: time, key: key), false)
        case .timeVarying(let isAnimating):
            return (isAnimating(subject, time), false)
        case .unknown, .inert:
            break
        }
        if let isAnimating = TypeMemo.animationCheck(metatype) {
            TypeMemo.remember(key, .timeVarying(isAnimating))
            return (isAnimating(subject, time), false)
        }
        // Nothing below depth 0 is searched, and a declared motion-free type holds nothing.
        guard depth > 0, !(trusting && metatype is any HoldsNoMotion.Type) else {
            TypeMemo.remember(key, .inert)
            return (false, true)
        }
        let mirror = Mirror(reflecting: subject)
        switch mirror.displayStyle {
        case .struct?, .tuple?:
            return learnStruct(subject, mirror, key: key, time: time)
        case .optional?, .enum?:
            if holdsOnlyInertElements(metatype, key: key) {
                TypeMemo.remember(key, .inert)
                return (false, true)
            }
            return (mirror.children.contains { search($0.value, at: time, depth: depth - 1, trusting: trusting).animating }, false)
        case .collection?, .dictionary?:
            if holdsOnlyInertElements(metatype, key: key) {
                TypeMemo.remember(key, .inert)
                return (false, true)
            }
            // Collections of motion (a cell's fade per row) are short; long arrays are layout data.
            let animating =
                mirror.children.count <= 64
                && mirror.children.contains { search($0.value, at: time, depth: depth - 1, trusting: trusting).animating }
            return (animating, false)
        default:
            TypeMemo.remember(key, .inert)
            return (false, true)
        }
    }

    /// The first search of a struct type reads every child, and remembers which were not inert:
    /// as stored fields to read from the value's bytes, or — for a tuple, or a type whose mirror
    /// is its own (`CustomReflectable`) — as positions among its mirror's children.
    private static func learnStruct(
        _ subject: Any, _ mirror: Mirror, key: TypeMemo.Key, time: Double
    ) -> (animating: Bool, inert: Bool) {
        var animating = false
        var live: [Int] = []
        for (offset, child) in mirror.children.enumerated() {
            let found = search(child.value, at: time, depth: key.depth - 1, trusting: key.trustingDeclarations)
            animating = animating || found.animating
            if !found.inert { live.append(offset) }
        }
        if live.isEmpty {
            TypeMemo.remember(key, .inert)
        } else if mirror.displayStyle == .struct, !(subject is any CustomReflectable),
            let fields = StoredFields.of(Swift.type(of: subject)), fields.count == mirror.children.count
        {
            let liveFields = live.map { fields[$0] }
            TypeMemo.remember(key, TypeMemo.fieldChecks(liveFields).map { .fieldChecks($0) } ?? .liveFields(liveFields))
        } else {
            TypeMemo.remember(key, .liveChildren(live))
        }
        return (animating, live.isEmpty)
    }

    private static func searchChildren(_ children: Mirror.Children, at offsets: [Int], time: Double, key: TypeMemo.Key) -> Bool {
        offsets.contains { offset in
            let child = children[children.index(children.startIndex, offsetBy: offset)]
            return search(child.value, at: time, depth: key.depth - 1, trusting: key.trustingDeclarations).animating
        }
    }

    /// Whether `container` is an optional, array or dictionary whose element type was already
    /// found inert one level down. An element type that is an existential (`[any P]`) is never
    /// remembered (values are remembered by their dynamic type), so such a container is always
    /// searched.
    private static func holdsOnlyInertElements(_ container: Any.Type, key: TypeMemo.Key) -> Bool {
        guard let typed = container as? any ElementTyped.Type else { return false }
        // A declared motion-free element needs no example: an optional that stays nil taught
        // nothing, and was reflected on every frame (10k instructions in the semi-modal).
        if key.trustingDeclarations, typed.elementType is any HoldsNoMotion.Type { return true }
        var element = key
        element.type = ObjectIdentifier(typed.elementType)
        element.depth -= 1
        if case .inert = TypeMemo.lookUp(element) { return true }
        return false
    }
}

/// A container that names the type of what it holds (a dictionary holds `(key:value:)` pairs,
/// which is what its mirror's children are).
private protocol ElementTyped {
    static var elementType: Any.Type { get }
}

extension Optional: ElementTyped {
    fileprivate static var elementType: Any.Type { Wrapped.self }
}

extension Array: ElementTyped {
    fileprivate static var elementType: Any.Type { Element.self }
}

extension Dictionary: ElementTyped {
    fileprivate static var elementType: Any.Type { Element.self }
}

private protocol OptionalType {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
    fileprivate static var wrappedType: Any.Type { Wrapped.self }
}

/// What searches learned about types, by search depth; shared by every scene and thread.
private enum TypeMemo {
    struct Key: Hashable {
        var type: ObjectIdentifier
        var depth: Int
        var trustingDeclarations: Bool
    }

    enum Knowledge {
        case unknown
        case inert
        /// A struct's stored fields that may hold motion.
        case liveFields([StoredFields.Field])
        /// A tuple's (or a struct with its own mirror's) children, by position, that may hold motion.
        case liveChildren([Int])
        /// A `TimeVarying` type, asked through a check made for it.
        case timeVarying(@Sendable (Any, Double) -> Bool)
        /// A struct whose fields that may hold motion are each of a `TimeVarying` type (or an
        /// optional of one): each is asked in place, at its offset, with no search below it.
        case fieldChecks([FieldCheck])
    }

    struct FieldCheck: Sendable {
        let offset: Int
        let isAnimating: @Sendable (UnsafeRawPointer, Double) -> Bool

        /// Whether any of `checks` finds its field of the struct at `base` animating.
        static func anyAnimating(_ checks: [FieldCheck], in base: UnsafeRawPointer, at time: Double) -> Bool {
            checks.contains { $0.isAnimating(base + $0.offset, time) }
        }
    }

    /// Checks in place for every field of `fields`, or nil when one of them is not of a
    /// `TimeVarying` type or an optional of one. Such a field is asked exactly as a search one
    /// level down asks it: `animationCheck` comes before every other rule there, depth included.
    static func fieldChecks(_ fields: [StoredFields.Field]) -> [FieldCheck]? {
        var checks: [FieldCheck] = []
        for field in fields {
            guard let check = inPlaceCheck(field.type) else { return nil }
            checks.append(FieldCheck(offset: field.offset, isAnimating: check))
        }
        return checks
    }

    /// `animationCheck`'s answer for a value read where it is stored.
    private static func inPlaceCheck(_ type: Any.Type) -> (@Sendable (UnsafeRawPointer, Double) -> Bool)? {
        if let moving = type as? any TimeVarying.Type { return exactCheckInPlace(moving) }
        guard let wrapped = (type as? any OptionalType.Type)?.wrappedType as? any TimeVarying.Type else { return nil }
        return optionalCheckInPlace(wrapped)
    }

    private static func exactCheckInPlace<Value: TimeVarying>(_: Value.Type) -> @Sendable (UnsafeRawPointer, Double) -> Bool {
        { field, time in field.load(as: Value.self).isAnimating(at: time) }
    }

    private static func optionalCheckInPlace<Value: TimeVarying>(_: Value.Type) -> @Sendable (UnsafeRawPointer, Double) -> Bool {
        { field, time in field.load(as: Value?.self)?.isAnimating(at: time) ?? false }
    }

    /// Asks a value of `type` — a `TimeVarying` type, or an optional of one — whether it is
    /// animating, or `nil` for any other type. The value is read as the type it is known to
    /// have: `as? any TimeVarying` looked the conformance up on every frame, 2.2k instructions
    /// a value, three in every article frame (callgrind, issue #15).
    static func animationCheck(_ type: Any.Type) -> (@Sendable (Any, Double) -> Bool)? {
        if let moving = type as? any TimeVarying.Type { return exactCheck(moving) }
        guard let wrapped = (type as? any OptionalType.Type)?.wrappedType as? any TimeVarying.Type else { return nil }
        return optionalCheck(wrapped)
    }

    private static func exactCheck<Value: TimeVarying>(_: Value.Type) -> @Sendable (Any, Double) -> Bool {
        { subject, time in
            // The memory is keyed by the value's dynamic type, so what is opened here is a `Value`.
            func ask<Opened>(_ opened: Opened) -> Bool {
                withUnsafePointer(to: opened) { $0.withMemoryRebound(to: Value.self, capacity: 1) { $0.pointee.isAnimating(at: time) } }
            }
            return ask(subject)
        }
    }

    private static func optionalCheck<Value: TimeVarying>(_: Value.Type) -> @Sendable (Any, Double) -> Bool {
        { subject, time in
            func ask<Opened>(_ opened: Opened) -> Bool {
                withUnsafePointer(to: opened) {
                    $0.withMemoryRebound(to: Value?.self, capacity: 1) { $0.pointee?.isAnimating(at: time) ?? false }
                }
            }
            return ask(subject)
        }
    }

    private static let lock = NSLock()
    // Guarded by `lock`; an entry is written once per type and depth, and only ever added.
    nonisolated(unsafe) private static var known: [Key: Knowledge] = [:]

    static func lookUp(_ key: Key) -> Knowledge {
        lock.withLock { known[key] ?? .unknown }
    }

    static func remember(_ key: Key, _ knowledge: Knowledge) {
        lock.withLock { known[key] = knowledge }
    }
}

/// For tests: whether a scene's `HoldsNoMotion` declarations are true, as far as one moment shows.
protocol MotionDeclarationsCheck {
    /// The motion search's answer at `time`, trusting the declarations and searching them.
    func motionAnswers(at time: Double) -> (trusting: Bool, searching: Bool)
}

extension SceneRuntime: MotionDeclarationsCheck {
    func motionAnswers(at time: Double) -> (trusting: Bool, searching: Bool) {
        let scene = advanced(to: time).definition
        return (
            MotionDetector.isAnimating(scene, at: time),
            MotionDetector.isAnimating(scene, at: time, trustingDeclarations: false)
        )
    }
}
