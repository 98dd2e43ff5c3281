import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@Suite("Physics at the edges: paging ends, bounce entry, non-finite input, joint stop (issue 13)")
struct PhysicsEdgeCaseTests {
    static let displayRates: [Double] = [30, 60, 120, 144, 240]

    @Test(
        "a fast flick's snap ends without a jump: 8 000 pt/s on 390 and 300 pt pages, 1 000 pt/s on 1 pt pages (were 16.9-39.4 pt back)",
        arguments: [(CGFloat(390), CGFloat(8000)), (300, 8000), (1, 1000)])
    func fastFlickSnapEnds(page: CGFloat, speed: CGFloat) {
        for start in [0.1, 0.5, 0.9] {
            let snap = PagingSpringSimulation(offset: page * start, velocity: speed, target: page, pageWidth: page)
            let peak = (0...Int(snap.duration * 1000)).map { snap.position(at: Double($0) / 1000) }.max()! - page
            #expect(peak > 1, "the flick overshoots the page: the case that used to end at the peak")
            for hz in Self.displayRates {
                for phase in [0.0, 0.3, 0.7] {
                    let shown = shownPositions(snap, hz: hz, phase: phase / hz)
                    let last = abs(shown[shown.count - 1] - shown[shown.count - 2])
                    #expect(shown.last == page)
                    #expect(last < 1, "page \(page), from \(start), \(hz) Hz: the last frame moves \(last) pt")
                }
            }
        }
    }

    @Test(
        "property: random flicks up to 10 000 pt/s (and ±∞, NaN, 10⁹) on pages from 1 pt end by 0.5 pt onto the page; the last frame moves < 1 pt at 60-240 Hz, < 1.5 pt at 30 Hz"
    )
    func snapPropertyRandom() {
        var random = SplitMix64(seed: 1301)
        let absurd: [CGFloat] = [.infinity, -.infinity, .nan, 1e9, -1e9]
        for trial in 0..<400 {
            let page =
                [1, 2, 7, 40, 150, 300, 390, 768, 1024, 1600].randomElement(using: &random)!
                * CGFloat.random(in: 1...1.2, using: &random)
            let fraction = CGFloat.random(in: 0.001..<0.999, using: &random)
            let velocity =
                trial % 10 == 0 ? absurd[trial / 10 % absurd.count] : CGFloat.random(in: -10_000...10_000, using: &random)
            let paging = PagingTarget(pageLength: page, range: 0...(page * 10))
            let offset = page * (3 + fraction)
            let target = paging.targetOffset(offset: offset, velocity: velocity)
            let snap = PagingSpringSimulation(offset: offset, velocity: velocity, target: target, pageWidth: page)
            #expect(snap.duration < 2, "a snap settles: \(snap.duration) s")
            // One millisecond before the end the spring is about to step within 0.5 pt of the page.
            let lastMillisecond = snap.position(at: snap.duration - 0.001)
            #expect(abs(lastMillisecond - target) <= PagingSpringSimulation.endDistance + 0.05, "\(lastMillisecond) vs \(target)")
            for hz in Self.displayRates {
                let shown = shownPositions(snap, hz: hz, phase: Double.random(in: 0..<1, using: &random) / hz)
                #expect(shown.allSatisfy { $0.isFinite } && shown.last == target)
                guard shown.count >= 2 else { continue }
                let last = abs(shown[shown.count - 1] - shown[shown.count - 2])
                // At 30 Hz a frame lasts 33 ms: the 0.03 pt/ms the end allows past the page is 1 pt of ordinary motion.
                #expect(last < (hz < 60 ? 1.5 : 1), "page \(page), v \(velocity), \(hz) Hz: \(last) pt")
            }
        }
    }

    @Test(
        "§3.1's entry clamp: 20 000 and 50 000 pt/s from 1 000 pt inside overshoot at most 100 pt (were 599 and 1 597 pt)",
        arguments: [CGFloat(20_000), 50_000, 1e9])
    func bounceEntryClamp(speed: CGFloat) {
        let range: ClosedRange<CGFloat> = 0...5000
        let fling = BouncingDecelerationSimulation(offset: 4000, velocity: speed, range: range)
        let peak = stride(from: 0.0, through: fling.duration, by: 0.001).map { fling.position(at: $0) }.max()!
        #expect(peak > 5000 && peak - 5000 <= 100, "overshoot \(peak - 5000) pt")
        #expect(fling.finalPosition == 5000)
        // And the same from below, released overscrolled.
        let released = BouncingDecelerationSimulation(offset: -50, velocity: -speed, range: range)
        let lowest = stride(from: 0.0, through: released.duration, by: 0.001).map { released.position(at: $0) }.min()!
        #expect(lowest >= -50 - 100)
        #expect(released.finalPosition == 0)
    }

    @Test(
        "grabbing a bounce shown 313 or 574 pt out of a 300 pt view keeps it there; the content then never moves more than the pointer",
        arguments: [CGFloat(-313), -574, -150, -299.9, 3013])
    func grabFarBounce(shown: CGFloat) {
        let metrics = ScrollAxisMetrics(offset: shown, minOffset: 0, maxOffset: 2700, viewportDimension: 300)
        let band = metrics.grabRubberBand
        let start = metrics.dragStartOffset
        #expect(start.isFinite)
        // The old inverse, capped at 0.999·d, showed 299.7 pt for 313 pt and jumped 274 pt for 574 pt.
        #expect(abs(metrics.draggedOffset(start, band: band) - shown) < 1e-6, "grabbed where it is shown")
        for direction in [CGFloat(-1), 1] {
            var previous = shown
            for step in 1...600 {
                let now = metrics.draggedOffset(start + direction * CGFloat(step), band: band)
                #expect(abs(now - previous) <= 1 + 1e-9, "pointer moved 1 pt, content \(abs(now - previous)) pt")
                previous = now
            }
        }
    }

    @Test(
        "non-finite and absurd velocities come to rest, finite and inside the range; a NaN paging velocity no longer runs 10 s of NaN",
        arguments: [CGFloat.infinity, -.infinity, .nan, 1e9, -1e9, .greatestFiniteMagnitude])
    func nonFiniteVelocity(velocity: CGFloat) {
        let range: ClosedRange<CGFloat> = 0...1000
        let momentum = BouncingDecelerationSimulation(offset: 400, velocity: velocity, range: range)
        #expect(momentum.duration.isFinite && range.contains(momentum.finalPosition))
        for t in stride(from: 0.0, through: momentum.duration + 0.1, by: 0.004) {
            #expect(momentum.position(at: t).isFinite && momentum.velocity(at: t).isFinite)
        }
        let free = DecelerationSimulation(offset: 0, velocity: velocity)
        #expect(free.duration.isFinite && free.finalPosition.isFinite && free.position(at: 1).isFinite)
        let landing = DecelerationSimulation(offset: 0, velocity: velocity, landingAt: 300)
        #expect(landing.finalPosition == 300 && landing.position(at: 0.1).isFinite)
        let snap = PagingSpringSimulation(offset: 100, velocity: velocity, target: 390, pageWidth: 390)
        #expect(snap.duration < 10, "ends before the 10 s cut-off")
        #expect((0...Int(snap.duration * 1000)).allSatisfy { snap.position(at: Double($0) / 1000).isFinite })
        #expect(snap.position(at: snap.duration) == 390)
        let metrics = ScrollAxisMetrics(offset: 400, minOffset: 0, maxOffset: 1000, viewportDimension: 300)
        #expect(metrics.projectedRestOffset(velocity: velocity).isFinite)
        #expect(range.contains(metrics.momentum(velocity: velocity).finalPosition))
    }

    @Test(
        "non-finite offsets and times: a motion starts from a valid place and a NaN time is its end",
        arguments: [CGFloat.infinity, -.infinity, .nan])
    func nonFiniteOffsetAndTime(offset: CGFloat) {
        let range: ClosedRange<CGFloat> = 0...1000
        let momentum = BouncingDecelerationSimulation(offset: offset, velocity: 500, range: range)
        #expect(range.contains(momentum.finalPosition) && momentum.position(at: 0.05).isFinite)
        let snap = PagingSpringSimulation(offset: offset, velocity: 500, target: 390, pageWidth: 390)
        #expect(snap.isDone(at: 0) && snap.position(at: 0) == 390)
        let nowhere = PagingSpringSimulation(offset: 100, velocity: 500, target: offset, pageWidth: .nan)
        #expect(nowhere.position(at: 0.01).isFinite && nowhere.finalPosition == 100)
        let bounce = BounceSimulation(offset: offset, velocity: 0, edge: 0)
        #expect(bounce.position(at: 0.01) == 0)
        let free = DecelerationSimulation(offset: 0, velocity: 1000)
        #expect(free.isDone(at: .nan) && free.position(at: .nan) == free.finalPosition)
        #expect(momentum.isDone(at: .nan) && momentum.position(at: .nan) == momentum.finalPosition)
        #expect(snap.position(at: .infinity) == 390 && free.position(at: -.infinity) == 0)
    }

    @Test(
        "property: random velocities (±∞, NaN, 10⁹ among them), ranges and frame rates: every motion ends, at a finite offset inside the range"
    )
    func momentumPropertyRandom() {
        var random = SplitMix64(seed: 1313)
        let absurd: [CGFloat] = [.infinity, -.infinity, .nan, 1e9, -1e9]
        for trial in 0..<300 {
            let velocity =
                trial % 5 == 0 ? absurd[trial / 5 % absurd.count] : CGFloat.random(in: -20_000...20_000, using: &random)
            let length = CGFloat.random(in: 0...5000, using: &random)
            let range: ClosedRange<CGFloat> = -CGFloat.random(in: 0...50, using: &random)...length
            let offset = CGFloat.random(in: (range.lowerBound - 200)...(range.upperBound + 200), using: &random)
            let bounces = trial % 7 != 0
            let momentum = BouncingDecelerationSimulation(offset: offset, velocity: velocity, range: range, bounces: bounces)
            let hz = Self.displayRates.randomElement(using: &random)!
            let shown = shownPositions(momentum, hz: hz, phase: Double.random(in: 0..<1, using: &random) / hz)
            #expect(momentum.duration < 30 && momentum.isDone(at: momentum.duration))
            #expect(shown.allSatisfy { $0.isFinite })
            #expect(
                range.contains(shown.last!) && shown.last == momentum.finalPosition, "v \(velocity) from \(offset) in \(range)")
            if !bounces, range.contains(offset) { #expect(shown.allSatisfy { range.contains($0) }) }
        }
    }

    @Test("UIKit's joint stop: a (1000, 20) pt/s fling moves y 9.88 pt (each axis on its own: 4.99) and both axes stop together")
    func jointStop() {
        let stops = ScrollPhysics.jointStopSpeeds(velocity: CGPoint(x: 1000, y: 20))
        let x = DecelerationSimulation(offset: 0, velocity: 1000, stopSpeedPerMillisecond: stops.horizontal)
        let y = DecelerationSimulation(offset: 0, velocity: 20, stopSpeedPerMillisecond: stops.vertical)
        #expect(abs(y.finalPosition - 9.88) < 0.01, "\(y.finalPosition)")
        #expect(abs(DecelerationSimulation(offset: 0, velocity: 20).finalPosition - 4.99) < 0.01, "the per-axis rule")
        #expect(abs(x.finalPosition - 494.01) < 0.05)
        #expect(abs(x.duration - y.duration) < 1e-9)
        // The joint speed falls below 0.01 pt/ms exactly when both stop.
        let justBefore = x.duration - 1e-6
        let speed = hypot(x.velocity(at: justBefore), y.velocity(at: justBefore)) / 1000
        #expect(speed >= 0.01 - 1e-6)
        let still = ScrollPhysics.jointStopSpeeds(velocity: .zero)
        #expect(still.horizontal == 0.01 && still.vertical == 0.01)
        let nan = ScrollPhysics.jointStopSpeeds(velocity: CGPoint(x: CGFloat.nan, y: 5))
        #expect(nan.horizontal.isFinite && nan.vertical > 0)
    }
}
