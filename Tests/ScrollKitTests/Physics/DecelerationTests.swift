import Foundation
import ScrollKit
import Testing

@Suite("Deceleration (PHYSICS §1, oracles 1-5)")
struct DecelerationTests {
    @Test("oracle 1: WWDC projection of 1000 pt/s at .normal is 499.0 pt, the continuous integral 499.5 pt")
    func projectionNormal() {
        #expect(abs(DecelerationRate.normal.projectedDistance(velocity: 1000) - 499.0) <= 0.01)
        #expect(abs(DecelerationRate.normal.continuousDistance(velocity: 1000) - 499.5) <= 0.01)
    }

    @Test("oracle 1: a 1000 pt/s fling at .normal travels 494.0 ± 0.5 pt and stops at 2.30 ± 0.02 s", arguments: frameRates)
    func flingNormal(hz: Double) {
        let fling = DecelerationSimulation(offset: 100, velocity: 1000, rate: .normal)
        #expect(abs(fling.duration - 2.30) <= 0.02)
        let run = sample(fling, hz: hz)
        #expect(abs(run.finalPosition - 100 - 494.0) <= 0.5)
        #expect(run.stopTime >= fling.duration && run.stopTime - fling.duration < 1 / hz)
        #expect(run.velocities.last == 0)
    }

    @Test(
        "oracle 2: .fast at 1000 pt/s projects 99.0 pt, travels 98.0 ± 0.5 pt and stops at 0.458 ± 0.02 s", arguments: frameRates)
    func flingFast(hz: Double) {
        #expect(abs(DecelerationRate.fast.projectedDistance(velocity: 1000) - 99.0) <= 0.01)
        let fling = DecelerationSimulation(offset: 0, velocity: 1000, rate: .fast)
        #expect(abs(fling.duration - 0.458) <= 0.02)
        let run = sample(fling, hz: hz)
        #expect(abs(run.finalPosition - 98.0) <= 0.5)
        #expect(run.stopTime - fling.duration < 1 / hz)
    }

    @Test(
        "oracle 3: travel is linear in v0 — travel(2v) − 2·travel(v) = 0.01·d/(1−d)", arguments: [DecelerationRate.normal, .fast])
    func travelIsLinear(rate: DecelerationRate) {
        let d = rate.perMillisecond
        for v: CGFloat in [500, 1000, 2000] {
            let single = DecelerationSimulation(offset: 0, velocity: v, rate: rate).finalPosition
            let double = DecelerationSimulation(offset: 0, velocity: 2 * v, rate: rate).finalPosition
            // Each fling stops 0.01·d/(1 − d) short of its projection; twice the fling is short once.
            #expect(abs((double - 2 * single) - 0.01 * d / (1 - d)) <= 1e-6)
        }
        #expect(abs(0.01 * 0.998 / 0.002 - 4.99) < 0.001)
    }

    @Test("oracle 3: speed after moving x pt is v0 − 2.002·x pt/s (± 0.5% of v0) at .normal")
    func speedFallsLinearlyWithDistance() {
        for v0: CGFloat in [500, 2000, -3000] {
            let fling = DecelerationSimulation(offset: 0, velocity: v0, rate: .normal)
            for t in stride(from: 0.0, to: fling.duration, by: 0.05) {
                let x = fling.position(at: t)
                #expect(abs(fling.velocity(at: t) - (v0 - 2.002 * x)) <= 0.005 * abs(v0), "t = \(t)")
                // Exactly, for the per-millisecond sum: v = v0 − 1000·(1 − d)/d · x.
                #expect(abs(fling.velocity(at: t) - (v0 - 1000 * 0.002 / 0.998 * x)) <= 1e-6)
            }
        }
    }

    @Test("oracle 4: the same fling at 30, 60, 120 and 240 Hz ends within 0.5 pt and one frame of each other")
    func frameRateIndependence() {
        for rate in [DecelerationRate.normal, .fast] {
            for v: CGFloat in [-5000, -500, 500, 1000, 2000, 5000] {
                let fling = DecelerationSimulation(offset: 0, velocity: v, rate: rate)
                let runs = frameRates.map { sample(fling, hz: $0) }
                for (i, a) in runs.enumerated() {
                    for (j, b) in runs.enumerated() where j > i {
                        #expect(abs(a.finalPosition - b.finalPosition) <= 0.5)
                        #expect(abs(a.stopTime - b.stopTime) <= 1 / min(frameRates[i], frameRates[j]))
                    }
                    // Sampled positions move one way only and never pass the end.
                    for (p, q) in zip(a.positions, a.positions.dropFirst()) {
                        #expect((q - p) * v >= 0)
                    }
                }
            }
        }
    }

    @Test("oracle 4: the closed form matches UIKit's per-frame Taylor step within 0.2 pt and one frame", arguments: [60.0, 120])
    func closedFormMatchesSteppedUIKit(hz: Double) {
        for rate in [DecelerationRate.normal, .fast] {
            for v: CGFloat in [500, 1000, 2000, 5000] {
                let fling = DecelerationSimulation(offset: 0, velocity: v, rate: rate)
                let stepped = uikitSteppedDeceleration(velocity: v, rate: rate.perMillisecond, hz: hz)
                #expect(abs(stepped.travel - fling.finalPosition) <= 0.2, "v = \(v), rate \(rate)")
                #expect(abs(stepped.stopTime - sample(fling, hz: hz).stopTime) <= 1 / hz + 1e-9)
            }
        }
    }

    @Test(
        "oracle 5: the reported target is offset + (v − 0.01)/(−ln d), 494.5 pt for 1 pt/ms, and the fling rests within 1 pt of it"
    )
    func reportedTarget() {
        let target = DecelerationSimulation.projectedRestOffset(offset: 20, velocity: 1000, rate: .normal)
        #expect(abs(target - 20 - 494.5) <= 0.01)
        let rest = DecelerationSimulation(offset: 20, velocity: 1000).finalPosition
        #expect(abs(rest - target) <= 1)
        let backwards = DecelerationSimulation.projectedRestOffset(offset: 0, velocity: -1000, rate: .normal)
        #expect(abs(backwards + 494.5) <= 0.01)
    }

    @Test("oracle 5: the reported target is clamped to [min, max]; a release under 10 pt/s reports the offset")
    func reportedTargetClamped() {
        let metrics = ScrollAxisMetrics(offset: 100, minOffset: 0, maxOffset: 300, viewportDimension: 390)
        #expect(metrics.projectedRestOffset(velocity: 1000) == 300)
        #expect(metrics.projectedRestOffset(velocity: -1000) == 0)
        #expect(metrics.projectedRestOffset(velocity: 5) == 100)
        #expect(DecelerationSimulation(offset: 100, velocity: 5).isDone(at: 0))
    }

    @Test("decay: position and velocity follow x0 + v·d·(1 − d^T)/(1 − d) and v·d^T")
    func closedForm() {
        let fling = DecelerationSimulation(offset: 10, velocity: 1500, rate: .normal)
        for ms in [0.0, 1, 16, 250, 1000] {
            let d = 0.998
            let v = 1.5
            let x = 10 + v * d * (1 - pow(d, ms)) / (1 - d)
            #expect(abs(fling.position(at: ms / 1000) - x) <= 1e-9)
            #expect(abs(fling.velocity(at: ms / 1000) - 1500 * pow(d, ms)) <= 1e-9)
        }
        #expect(fling.timeToReach(10 + 300).map { abs(fling.position(at: $0) - 310) <= 1e-6 } == true)
        #expect(fling.timeToReach(10 + 2000) == nil)
        #expect(fling.timeToReach(0) == nil)
    }

    @Test("rates: custom values in (0, 1) are accepted, others rejected")
    func rateValidation() {
        #expect(DecelerationRate(rawValue: 0.995)?.perMillisecond == 0.995)
        #expect(DecelerationRate(rawValue: 1) == nil)
        #expect(DecelerationRate(rawValue: 0) == nil)
        #expect(DecelerationRate(rawValue: -0.5) == nil)
        #expect(DecelerationRate(rawValue: .nan) == nil)
        #expect(abs(DecelerationRate.normal.perSecond - 0.1351) < 0.0001)
    }
}
