import Testing
@testable import MotionCore

@Suite struct MotionScrollModelTests {
    /// A 960-pt viewport over 3000 pt of content (docs/physics.md's d = 960).
    static let axis = ScrollAxis(bounds: 0...2040, viewportLength: 960)

    @Test func releaseAt1000PointsPerSecondRestsAtTheReferencePoint() throws {
        var model = ScrollModel(axis: Self.axis, offset: 0)
        model.release(velocity: 1000, at: 2)
        let fling = try #require(model.fling)
        #expect(abs(fling.restingOffset - 499.4998) <= 1e-4)
        #expect(model.isAnimating(at: 2 + fling.settleTime - 1e-6))
        #expect(!model.isAnimating(at: 2 + fling.settleTime))
        #expect(model.offset(at: 2 + fling.settleTime) == fling.restingOffset)
        // The rest bound is reached at docs/physics.md's 3.4499 s (0.5 pt), nowhere near later.
        #expect(abs(fling.settleTime - 3.4499) <= 1e-4)
    }

    @Test func dragOneHundredPointsPastTheEdgeShows52() {
        var model = ScrollModel(axis: Self.axis, offset: 0)
        model.beginDrag(at: 0)
        model.drag(distance: -100, at: 0.1)
        #expect(abs(model.offset(at: 0.1) + 52.02) <= 0.005)
        model.drag(distance: -960, at: 0.2)
        #expect(abs(model.offset(at: 0.2) + 340.65) <= 0.005)
        // Inside the bounds the content follows the finger one to one.
        model.drag(distance: 300, at: 0.3)
        #expect(model.offset(at: 0.3) == 300)
    }

    /// A fling that runs into the far edge: continuous everywhere (each step no longer than
    /// the top speed allows), monotonic up to the bounce's peak, monotonic back to the edge.
    @Test(arguments: [2500.0, 6000, -3500])
    func flingIntoAnEdgeIsContinuousAndMonotonicUntilTheBounce(velocity: Double) throws {
        let start = 1500.0
        var model = ScrollModel(axis: Self.axis, offset: start)
        model.release(velocity: velocity, at: 0)
        let fling = try #require(model.fling)
        let edge = velocity > 0 ? 2040.0 : 0
        #expect(fling.restingOffset == edge)
        let step = 1e-4
        var previous = model.offset(at: 0)
        var peaked = false
        var time = step
        while time <= fling.settleTime + 0.2 {
            let offset = model.offset(at: time)
            let allowed = abs(velocity) * step * 1.000001 + (abs(time - fling.settleTime) <= step ? Self.axis.restThreshold.displacement : 0)
            #expect(abs(offset - previous) <= allowed, "jump at t = \(time)")
            let forward = velocity > 0 ? offset - previous : previous - offset
            if forward < 0 { peaked = true }
            if peaked { #expect(forward <= 1e-12, "moves away again at t = \(time)") }
            previous = offset
            time += step
        }
        #expect(peaked)
        #expect(previous == edge)
    }

    @Test func bounceTakesOverAtTheExactCrossingWithTheSameVelocity() throws {
        var model = ScrollModel(axis: Self.axis, offset: 1500)
        model.release(velocity: 4000, at: 0)
        let decay = Decay(position: 1500, velocity: 4000, rate: .normal)
        let crossing = try #require(decay.time(toReach: 2040))
        #expect(abs(model.offset(at: crossing) - 2040) <= 1e-9)
        #expect(abs(model.velocity(at: crossing - 1e-9) - model.velocity(at: crossing + 1e-9)) <= 1e-3)
        #expect(model.offset(at: crossing + 0.05) > 2040)
    }

    /// Whatever the drag and the flick, a paging release moves at most one page from the
    /// page where the drag began, and rests exactly on a page.
    @Test func pagingNeverMovesMoreThanOnePage() throws {
        let page = 375.0
        let paging = ScrollAxis(bounds: 0...(page * 5), viewportLength: page, pageLength: page, decelerationRate: .fast)
        for startPage in 0...5 {
            for distance in stride(from: -500.0, through: 500, by: 125) {
                for velocity in stride(from: -9000.0, through: 9000, by: 1500) {
                    var model = ScrollModel(axis: paging, offset: Double(startPage) * page)
                    model.beginDrag(at: 0)
                    model.drag(distance: distance, at: 0.2)
                    model.release(velocity: velocity, at: 0.3)
                    let rest = try #require(model.fling).restingOffset
                    #expect(abs(rest - Double(startPage) * page) <= page + 1e-9)
                    #expect((rest / page).rounded() * page == rest)
                    #expect(paging.bounds.contains(rest))
                }
            }
        }
    }

    @Test func pagingFollowsTheFlick() throws {
        let paging = ScrollAxis(bounds: 0...1500, viewportLength: 375, pageLength: 375)
        var model = ScrollModel(axis: paging, offset: 375)
        model.beginDrag(at: 0)
        model.drag(distance: 40, at: 0.1)
        model.release(velocity: 800, at: 0.15)
        #expect(try #require(model.fling).restingOffset == 750)
        model.beginDrag(at: 2)
        model.drag(distance: 30, at: 2.1)
        model.release(velocity: 0, at: 2.2)
        #expect(try #require(model.fling).restingOffset == 750)
    }

    /// The scene's target replaces the resting point; the content keeps the finger's velocity
    /// and decelerates onto it monotonically. It sees the velocity in points per millisecond.
    @Test func snappingDeceleratesOntoTheScenesTarget() throws {
        var model = ScrollModel(axis: Self.axis, offset: 100)
        var seen: (proposed: Double, velocity: Double) = (0, 0)
        model.release(velocity: 1200, at: 1) { proposed, velocity in
            seen = (proposed, velocity)
            return (proposed / 250).rounded() * 250
        }
        #expect(abs(seen.proposed - (100 + 1200 * 499.4998 / 1000)) <= 1e-3)
        #expect(seen.velocity == 1.2)
        let fling = try #require(model.fling)
        #expect(fling.restingOffset == 750)
        #expect(model.velocity(at: 1) == 1200)
        var previous = model.offset(at: 1)
        for index in 1...5000 {
            let offset = model.offset(at: 1 + Double(index) * 1e-3)
            #expect(offset >= previous)
            previous = offset
        }
        #expect(previous == 750)
    }

    @Test func snapTargetBehindTheFlickSpringsThereFromTheFlicksVelocity() throws {
        var model = ScrollModel(axis: Self.axis, offset: 400)
        model.release(velocity: 800, at: 0) { _, _ in 300 }
        let fling = try #require(model.fling)
        #expect(fling.restingOffset == 300)
        #expect(model.velocity(at: 0) == 800)
        #expect(model.offset(at: fling.settleTime) == 300)
    }

    @Test func releasedBeyondTheEdgeSpringsBack() throws {
        var model = ScrollModel(axis: Self.axis, offset: 0)
        model.drag(distance: -200, at: 0)
        let shown = model.offset(at: 0)
        model.release(velocity: 0, at: 0.5)
        #expect(model.offset(at: 0.5) == shown)
        let fling = try #require(model.fling)
        #expect(fling.restingOffset == 0)
        #expect(model.offset(at: 0.6) > shown)
        #expect(model.offset(at: 0.5 + fling.settleTime) == 0)
    }

    /// Catching the content while it bounces leaves it where it is shown.
    @Test func catchingAMovingScrollDoesNotJump() {
        var model = ScrollModel(axis: Self.axis, offset: 1900)
        model.release(velocity: 3000, at: 0)
        let shown = model.offset(at: 0.4)
        #expect(shown > 2040)
        model.beginDrag(at: 0.4)
        #expect(abs(model.offset(at: 0.4) - shown) <= 1e-9)
        #expect(!model.isAnimating(at: 0.5))
        model.drag(distance: -10, at: 0.5)
        #expect(model.offset(at: 0.5) < shown)
    }

    @Test func scrollToAnimatesFromThePresentedOffset() throws {
        var model = ScrollModel(axis: Self.axis, offset: 200)
        model.scroll(to: 5000, at: 1)
        let fling = try #require(model.fling)
        #expect(fling.restingOffset == 2040)
        #expect(model.offset(at: 1) == 200)
        #expect(model.offset(at: 1 + fling.settleTime) == 2040)
        let curved = ScrollAxis(bounds: 0...2040, viewportLength: 960, snapAnimation: .curve(.easeInEaseOut, duration: 0.35))
        var tabbed = ScrollModel(axis: curved, offset: 0)
        tabbed.scroll(to: 960, at: 0)
        #expect(abs(tabbed.offset(at: 0.175) - 480) <= 1e-9)
        #expect(tabbed.offset(at: 0.35) == 960)
        #expect(!tabbed.isAnimating(at: 0.35))
    }
}
