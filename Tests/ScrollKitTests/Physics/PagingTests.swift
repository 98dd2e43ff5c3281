import Foundation
import ScrollKit
import Testing

@Suite("Paging (PHYSICS §4, oracles 12-13)")
struct PagingTests {
    static let width: CGFloat = 390
    let paging = PagingTarget(pageLength: width, range: 0...(width * 10))

    func target(page: CGFloat, velocityPerMs: CGFloat, runningSnapTarget: CGFloat? = nil) -> CGFloat {
        paging.targetOffset(offset: page * Self.width, velocity: velocityPerMs * 1000, runningSnapTarget: runningSnapTarget)
    }

    @Test("oracle 12: p = 0.30 with +0.5 pt/ms → page 1; with +0.2 → page 0; p = 0.6 at rest → page 1")
    func thresholdAndNearest() {
        #expect(target(page: 0.30, velocityPerMs: 0.5) == Self.width)
        #expect(target(page: 0.30, velocityPerMs: 0.2) == 0)
        #expect(target(page: 0.6, velocityPerMs: 0) == Self.width)
        #expect(target(page: 0.4, velocityPerMs: 0) == 0)
        #expect(target(page: 0.01, velocityPerMs: 0.31) == Self.width)
        #expect(target(page: 0.99, velocityPerMs: -0.31) == 0)
        // The threshold itself is not a flick.
        #expect(target(page: 0.3, velocityPerMs: 0.3) == 0)
    }

    @Test("oracle 12: +5 pt/ms from p = 0.1 → page 1, never page 2; −0.31 pt/ms at p = 0.9 → page 0")
    func onePagePerSwipe() {
        #expect(target(page: 0.1, velocityPerMs: 5) == Self.width)
        #expect(target(page: 3.1, velocityPerMs: 50) == 4 * Self.width)
        #expect(target(page: 0.9, velocityPerMs: -0.31) == 0)
        #expect(target(page: 2.9, velocityPerMs: -5) == 2 * Self.width)
    }

    @Test("§4: exactly on a page boundary stays, however fast the release")
    func onBoundary() {
        #expect(target(page: 2, velocityPerMs: 5) == 2 * Self.width)
        #expect(target(page: 2, velocityPerMs: -5) == 2 * Self.width)
        #expect(target(page: 0, velocityPerMs: 0) == 0)
    }

    @Test("§4: a same-direction flick during a snap targets the snap's target plus one page; other releases do not")
    func flickDuringSnap() {
        #expect(target(page: 0.6, velocityPerMs: 1, runningSnapTarget: Self.width) == 2 * Self.width)
        #expect(target(page: 3.4, velocityPerMs: -1, runningSnapTarget: 3 * Self.width) == 2 * Self.width)
        // Opposite direction, or too slow: the ordinary rule.
        #expect(target(page: 0.6, velocityPerMs: -1, runningSnapTarget: Self.width) == 0)
        #expect(target(page: 0.6, velocityPerMs: 0.2, runningSnapTarget: Self.width) == Self.width)
        // At the last page the extra page is clamped away.
        #expect(target(page: 9.8, velocityPerMs: 1, runningSnapTarget: 10 * Self.width) == 10 * Self.width)
    }

    @Test("§4: targets clamp to [min, max]; at or past max a slow release rounds up (to max)")
    func clamping() {
        let short = PagingTarget(pageLength: 390, range: 0...1000) // max is not a page multiple
        #expect(short.targetOffset(offset: 900, velocity: 1000) == 1000)
        #expect(short.targetOffset(offset: 1010, velocity: 0) == 1000)
        #expect(short.targetOffset(offset: 790, velocity: 0) == 780)
        #expect(short.targetOffset(offset: -40, velocity: 0) == 0)
        #expect(short.targetOffset(offset: -40, velocity: -2000) == 0)
        let metrics = ScrollAxisMetrics(offset: 0.3 * 390, minOffset: 0, maxOffset: 3900, viewportDimension: 390)
        #expect(metrics.pagingTarget(velocity: 500, pageLength: 390) == 390)
        let offsetOrigin = PagingTarget(pageLength: 100, origin: -20, range: -20...980)
        #expect(offsetOrigin.targetOffset(offset: 50, velocity: 0) == 80)
    }

    @Test(
        "oracle 13: the snap from half a page at W = 390 settles in 361 ± 10 ms (near-target rule), overshoots < 1 pt, ends exactly on the page"
    )
    func halfPageSnap() {
        let snap = PagingSpringSimulation(offset: 195, velocity: 0, target: 0, pageWidth: 390, endsOnSlowCrossing: false)
        #expect(abs(snap.duration - 0.361) <= 0.010)
        let lowest = (0...1000).map { snap.position(at: Double($0) / 1000) }.min()!
        #expect(lowest > -1)
        #expect(snap.position(at: snap.duration) == 0)
        #expect(snap.finalPosition == 0)
        for hz in frameRates {
            let run = sample(snap, hz: hz)
            #expect(run.finalPosition == 0)
            #expect(run.stopTime - snap.duration < 1 / hz)
        }
    }

    @Test(
        "oracle 13 / §4: with UIKit's slow-crossing clause the half-page snap at 390 pt ends at 338 ms, when it passes the page, invisibly"
    )
    func halfPageSnapUIKitRule() {
        let snap = PagingSpringSimulation(offset: 195, velocity: 0, target: 0, pageWidth: 390)
        #expect(abs(snap.duration - 0.338) <= 0.002)
        let justBefore = snap.position(at: snap.duration - 0.0005)
        #expect(justBefore > 0 && justBefore < 0.05)
        #expect(snap.position(at: snap.duration) == 0)
        for hz in frameRates {
            #expect(sample(snap, hz: hz).finalPosition == 0)
        }
    }

    @Test("§11.4: settle times follow the page width (320 → 350 ms, 768 → 428 ms, 1024 → 507 ms, ± 10, near-target rule)")
    func settleByWidth() {
        for (width, ms) in [(CGFloat(320), 350.0), (768, 428), (1024, 507)] {
            let snap = PagingSpringSimulation(
                offset: width / 2, velocity: 0, target: 0, pageWidth: width, endsOnSlowCrossing: false)
            #expect(abs(snap.duration * 1000 - ms) <= 10, "W = \(width)")
            let uikit = PagingSpringSimulation(offset: width / 2, velocity: 0, target: 0, pageWidth: width)
            #expect(uikit.duration < snap.duration)
        }
        #expect(PagingSpringSimulation.pull(forPageWidth: 2000) == 0.00017)
        #expect(PagingSpringSimulation.friction(forPageWidth: 2000) == 0.977)
        #expect(abs(PagingSpringSimulation.pull(forPageWidth: 390) - 2.871e-4) <= 1e-7)
        #expect(abs(PagingSpringSimulation.friction(forPageWidth: 390) - 0.97070) <= 1e-5)
    }

    @Test("§4: position(at:) is the state after floor(t·1000) whole-ms steps of the spring")
    func wholeMillisecondSteps() {
        let pull = PagingSpringSimulation.pull(forPageWidth: 390)
        let friction = PagingSpringSimulation.friction(forPageWidth: 390)
        let snap = PagingSpringSimulation(offset: 300, velocity: 800, target: 390, pageWidth: 390)
        var x: CGFloat = 300
        var v: CGFloat = 0.8
        for step in 0..<200 {
            #expect(snap.position(at: (Double(step) + 0.7) / 1000) == x)
            #expect(abs(snap.velocity(at: Double(step) / 1000) - v * 1000) <= 1e-9)
            v += (390 - x) * pull
            v *= friction
            x += v
        }
    }

    @Test("§4: a snap released with velocity toward the page keeps moving that way and ends exactly on it")
    func snapWithVelocity() {
        let snap = PagingSpringSimulation(offset: 0.7 * 390, velocity: -1000, target: 0, pageWidth: 390)
        #expect(snap.velocity(at: 0) == -1000)
        #expect(snap.duration < 0.5)
        let run = sample(snap, hz: 60)
        #expect(run.finalPosition == 0)
        let already = PagingSpringSimulation(offset: 390, velocity: 0, target: 390, pageWidth: 390)
        #expect(already.isDone(at: 0) && already.position(at: 0) == 390)
    }
}
