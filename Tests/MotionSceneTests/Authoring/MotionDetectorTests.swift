import Testing

@testable import MotionScene

/// `SceneFrame.animating` finds the animations a scene holds, three levels deep, and keeps
/// finding them after it has remembered a type as holding none (issue #15 caches that).
struct MotionDetectorTests {
    struct Layout {
        var heights: [Double] = [1, 2, 3]
        var title = "t"
    }

    struct Fade {
        var opacity = AnimatedValue(0)
    }

    struct Subject {
        var layout = Layout()
        var fade = Fade()
        var optionalFade: Fade? = nil
        var cells: [Fade] = []
        var opacityByName: [String: AnimatedValue] = [:]
        var optionalLayout: Layout? = Layout()
        var layouts: [Layout] = [Layout()]
        var deep = Deep()
    }

    /// An animation four levels down: below the search depth.
    struct Deep {
        struct Inner { var fade = Fade() }
        var inner = Inner()
    }

    final class Owner {}

    /// A weak field's storage is not an `Owner?`: a struct holding one is read through its mirror.
    struct WithWeakField {
        weak var owner: Owner?
        var fade = Fade()
    }

    @Test("a struct with a weak field is searched too, before and after its type is learned")
    func weakField() {
        let owner = Owner()
        var subject = WithWeakField(owner: owner)
        #expect(!MotionDetector.isAnimating(subject, at: 0.5))
        subject.fade.opacity = Self.moving()
        #expect(MotionDetector.isAnimating(subject, at: 0.5))
        #expect(!MotionDetector.isAnimating(WithWeakField(), at: 0.5))
        withExtendedLifetime(owner) {}
    }

    static func moving() -> AnimatedValue {
        var value = AnimatedValue(0)
        value.animate(to: 1, at: 0, duration: 1)
        return value
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let animating: Bool
        let make: @Sendable () -> Subject
    }

    static let cases: [Case] = [
        Case(testDescription: "nothing moves", animating: false) { Subject() },
        Case(testDescription: "a field's field moves", animating: true) {
            var subject = Subject()
            subject.fade.opacity = moving()
            return subject
        },
        Case(testDescription: "an optional holds a moving value", animating: true) {
            var subject = Subject()
            subject.optionalFade = Fade(opacity: moving())
            return subject
        },
        Case(testDescription: "a short array holds a moving value", animating: true) {
            var subject = Subject()
            subject.cells = [Fade(), Fade(opacity: moving())]
            return subject
        },
        Case(testDescription: "a dictionary holds a moving value", animating: true) {
            var subject = Subject()
            subject.opacityByName = ["title": AnimatedValue(1), "image": moving()]
            return subject
        },
        Case(testDescription: "an optional, then an array, of remembered still values", animating: false) {
            var subject = Subject()
            subject.optionalLayout = nil
            subject.layouts = [Layout(), Layout(heights: [4])]
            return subject
        },
        Case(testDescription: "a moving value below the search depth is not seen", animating: false) {
            var subject = Subject()
            subject.deep.inner.fade.opacity = moving()
            return subject
        },
    ]

    @Test("animating is found where the subject holds motion", arguments: cases)
    func detects(testCase: Case) {
        // Twice, after a still subject of the same type: a remembered type must not hide motion.
        #expect(!MotionDetector.isAnimating(Subject(), at: 0.5))
        #expect(MotionDetector.isAnimating(testCase.make(), at: 0.5) == testCase.animating)
        #expect(MotionDetector.isAnimating(testCase.make(), at: 0.5) == testCase.animating)
        // After the animation ends (1 s), nothing moves.
        #expect(!MotionDetector.isAnimating(testCase.make(), at: 2))
    }

    /// Moving values held directly, one of them optional: the struct is read in place, at the
    /// fields' offsets, once its type is learned, and its answers stay the search's.
    struct Direct {
        var title = "t"
        var opacity = AnimatedValue(0)
        var scale: AnimatedValue? = nil
        var layout = Layout()
    }

    @Test("a struct of moving values is asked in place, before and after its type is learned")
    func movingFieldsAskedInPlace() {
        var scale = Direct()
        scale.scale = Self.moving()
        var opacity = Direct()
        opacity.opacity = Self.moving()
        for round in 0..<2 {
            #expect(!MotionDetector.isAnimating(Direct(), at: 0.5), "round \(round)")
            #expect(MotionDetector.isAnimating(scale, at: 0.5), "round \(round)")
            #expect(MotionDetector.isAnimating(opacity, at: 0.5), "round \(round)")
            #expect(!MotionDetector.isAnimating(opacity, at: 2), "round \(round)")
            // The same values as `Any`, through the search.
            #expect(MotionDetector.isAnimating(scale as Any, at: 0.5), "round \(round)")
            #expect(!MotionDetector.isAnimating(Direct() as Any, at: 0.5), "round \(round)")
        }
    }
}
