import Foundation
import ScrollKit
import Testing

@Suite("Delegate moves the landing (PHYSICS §5, oracle 6)")
struct LandingTests {
    /// Checks that `landing` ends exactly on `target`, never passes it and moves one way only,
    /// at every frame rate.
    func expectExactLanding(_ landing: DecelerationSimulation, target: CGFloat, from start: CGFloat) {
        let direction: CGFloat = target >= start ? 1 : -1
        for hz in frameRates {
            let run = sample(landing, hz: hz)
            #expect(run.finalPosition == target, "at \(hz) Hz")
            for position in run.positions {
                #expect((position - target) * direction <= 0, "overshoot at \(hz) Hz: \(position)")
            }
            for (p, q) in zip(run.positions, run.positions.dropFirst()) {
                #expect((q - p) * direction >= 0)
            }
        }
        // Also at every millisecond, where an overshoot would be largest.
        for ms in 0...Int(landing.duration * 1000) + 1 {
            #expect((landing.position(at: Double(ms) / 1000) - target) * direction <= 0)
        }
    }

    @Test("oracle 6: the delegate shortens the target to +300 (v = 1 pt/ms) → factor 0.996705, rest exactly at 300")
    func shorterTarget() {
        let landing = DecelerationSimulation(offset: 0, velocity: 1000, rate: .normal, landingAt: 300)
        #expect(abs(landing.rate.perMillisecond - 0.996705) <= 1e-6)
        #expect(landing.initialVelocity == 1000)
        #expect(abs(landing.finalPosition - 300) <= 0.5)
        expectExactLanding(landing, target: 300, from: 0)
        // It arrives as its speed reaches UIKit's 10 pt/s stop speed: no jump at the end.
        #expect(abs(landing.velocity(at: landing.duration - 1e-9) - 10) <= 0.01)
        #expect(abs(landing.position(at: landing.duration - 1e-9) - 300) <= 1e-6)
    }

    @Test("oracle 6: the delegate sets +1000 → initial velocity 2.012 pt/ms, rest exactly at 1000")
    func fartherTarget() {
        let landing = DecelerationSimulation(offset: 0, velocity: 1000, rate: .normal, landingAt: 1000)
        #expect(abs(landing.initialVelocityPerMillisecond - 2.012) <= 0.001)
        #expect(landing.rate == .normal)
        expectExactLanding(landing, target: 1000, from: 0)
    }

    @Test(
        "oracle 6: the delegate sets −100 → factor 0.985, velocity −1.52 pt/ms (stop speed taken along the new direction), rest exactly at −100"
    )
    func reverseTarget() {
        let landing = DecelerationSimulation(offset: 0, velocity: 1000, rate: .normal, landingAt: -100)
        #expect(landing.rate.perMillisecond == 0.985)
        // UIKit's −1.5014 subtracts the stop speed in the old direction; ScrollKit uses the new one
        // so the curve reaches −100 exactly as it slows to 10 pt/s.
        #expect(abs(landing.initialVelocityPerMillisecond - (-0.01 - 100 * 0.0151136378)) <= 1e-6)
        expectExactLanding(landing, target: -100, from: 0)
    }

    @Test("§5: a −200 target keeps the rate and solves v' = −0.41 pt/ms")
    func reverseFarTarget() {
        let landing = DecelerationSimulation(offset: 0, velocity: 1000, rate: .normal, landingAt: -200)
        #expect(landing.rate == .normal)
        #expect(abs(landing.initialVelocityPerMillisecond - (-0.01 - 200 * 0.002002)) <= 1e-5)
        expectExactLanding(landing, target: -200, from: 0)
    }

    @Test("§5: a target at the natural landing keeps both rate and velocity; a target at the offset stays put")
    func unchangedAndZeroTargets() {
        let natural = DecelerationSimulation.projectedRestOffset(offset: 50, velocity: 1000)
        let landing = DecelerationSimulation(offset: 50, velocity: 1000, landingAt: natural)
        #expect(abs(landing.rate.perMillisecond - 0.998) <= 1e-12)
        #expect(landing.initialVelocity == 1000)
        expectExactLanding(landing, target: natural, from: 50)

        let stay = DecelerationSimulation(offset: 50, velocity: 1000, landingAt: 50)
        #expect(stay.isDone(at: 0) && stay.position(at: 0) == 50 && stay.velocity(at: 0) == 0)
    }

    @Test("§5: a landing from rest and very near targets still end exactly, never passing the target")
    func edgeCases() {
        for (velocity, target) in [(CGFloat(0), CGFloat(80)), (0, -3), (1000, 0.25), (-3000, -1), (5000, 20_000)] {
            let landing = DecelerationSimulation(offset: 0, velocity: velocity, landingAt: target)
            expectExactLanding(landing, target: target, from: 0)
        }
    }

    @Test("metrics: momentum with a moved landing clamps it to the range and lands there")
    func metricsMomentum() {
        let metrics = ScrollAxisMetrics(offset: 100, minOffset: 0, maxOffset: 500, viewportDimension: 300)
        let moved = metrics.momentum(velocity: 1000, landing: 800)
        #expect(moved.finalPosition == 500)
        let free = metrics.momentum(velocity: 1000)
        #expect(free is BouncingDecelerationSimulation)
        #expect(free.finalPosition == 500)
    }
}
