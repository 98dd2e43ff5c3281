import Foundation
import ScrollKit
import Testing

@Suite("Retargeting spring (animated setContentOffset)")
struct RetargetingSpringTests {
    let omega = 2 * CGFloat.pi / 0.3

    @Test("from rest: the closed form of a critically damped 0.3 s spring, 99 % there at 0.32 s, done exactly on the target")
    func fromRest() {
        let spring = RetargetingSpringSimulation(from: 100, velocity: 0, to: 400)
        #expect(spring.position(at: 0) == 100 && spring.velocity(at: 0) == 0)
        for t in [0.01, 0.05, 0.1, 0.2] {
            let expected = 400 - 300 * (1 + omega * CGFloat(t)) * CGFloat(exp(-Double(omega) * t))
            #expect(abs(spring.position(at: t) - expected) < 1e-9, "t = \(t)")
        }
        // Peak speed ω·D/e at t = 1/ω.
        #expect(abs(spring.velocity(at: Double(1 / omega)) - omega * 300 / CGFloat(M_E)) < 1e-6)
        #expect(abs(400 - spring.position(at: 0.3) - 300 * 0.01364) < 0.05, "1.4 % left at 0.3 s")
        #expect(400 - spring.position(at: 0.32) < 3, "99 % of the way at 0.32 s")
        #expect(spring.duration > 0.4 && spring.duration < 0.5, "\(spring.duration)")
        #expect(!spring.isDone(at: spring.duration - 0.001) && spring.isDone(at: spring.duration))
        #expect(400 - spring.position(at: spring.duration - 0.001) <= RetargetingSpringSimulation.restDistance + 0.01)
        #expect(spring.position(at: spring.duration) == 400 && spring.velocity(at: spring.duration) == 0)
        for hz in frameRates {
            let run = sample(spring, hz: hz)
            for (p, q) in zip(run.positions, run.positions.dropFirst()) { #expect(q > p || q == 400) }
            #expect(run.finalPosition == 400)
        }
    }

    @Test(
        "velocity is the derivative of position, on every piece",
        arguments: [
            (0.0, 0.0, 300.0, CGFloat.infinity), (0.0, 1500.0, 900.0, 2400.0), (0.0, 0.0, 1200.0, 2400.0),
            (0.0, 5000.0, 2000.0, 2400.0), (0.0, 2000.0, -300.0, 2400.0), (500.0, -800.0, 0.0, CGFloat.infinity),
        ] as [(CGFloat, CGFloat, CGFloat, CGFloat)])
    func derivative(from: CGFloat, velocity: CGFloat, to: CGFloat, limit: CGFloat) {
        let spring = RetargetingSpringSimulation(from: from, velocity: velocity, to: to, speedLimit: limit)
        #expect(spring.velocity(at: 0) == velocity)
        let h = 1e-6
        for t in stride(from: 0.003, to: spring.duration - 0.01, by: 0.0071) {
            let numeric = (spring.position(at: t + h) - spring.position(at: t - h)) / CGFloat(2 * h)
            #expect(abs(numeric - spring.velocity(at: t)) < 0.01 * max(1, abs(numeric)), "t = \(t)")
        }
        #expect(spring.position(at: spring.duration) == to)
    }

    @Test(
        "a speed limit: the spring rises to it, cruises, then only slows down; the speed is continuous and never above the limit")
    func speedLimit() {
        let spring = RetargetingSpringSimulation(from: 0, velocity: 0, to: 1200, speedLimit: 2400)
        var previous = spring.velocity(at: 0)
        var peak: CGFloat = 0
        var previousPosition: CGFloat = 0
        var cruising = 0
        for step in 1...Int(spring.duration * 1000) {
            let t = Double(step) / 1000
            let v = spring.velocity(at: t)
            let x = spring.position(at: t)
            #expect(v <= 2400 + 1e-9)
            #expect(abs(v - previous) < omega * omega * 1200 / 1000 + 1, "no jump in speed at t = \(t): \(previous) → \(v)")
            #expect(x > previousPosition || x == 1200)
            if abs(v - 2400) < 1e-9 { cruising += 1 }
            peak = max(peak, v)
            previous = v
            previousPosition = x
        }
        #expect(peak == 2400 && cruising > 200, "it cruises at the limit for \(cruising) ms")
        #expect(spring.position(at: spring.duration) == 1200)
    }

    @Test("started faster than the limit it never speeds up; started toward a target pushed further it never overshoots")
    func fastStart() {
        let fast = RetargetingSpringSimulation(from: 0, velocity: 6000, to: 3000, speedLimit: 2400)
        #expect(fast.velocity(at: 0) == 6000)
        for t in stride(from: 0.001, to: fast.duration, by: 0.001) { #expect(fast.velocity(at: t) <= 6000) }
        // A spring on its way to 300 (at t = 0.05 s) retargeted to 600: u₀ < ω·y₀, so no overshoot.
        let first = RetargetingSpringSimulation(from: 0, velocity: 0, to: 300, speedLimit: 2400)
        let second = RetargetingSpringSimulation(
            from: first.position(at: 0.05), velocity: first.velocity(at: 0.05), to: 600, speedLimit: 2400)
        for t in stride(from: 0.0, through: second.duration, by: 0.001) { #expect(second.position(at: t) <= 600) }
    }

    @Test("a target behind a moving spring: it slows, turns back and lands exactly")
    func reversal() {
        let spring = RetargetingSpringSimulation(from: 300, velocity: 2000, to: 0, speedLimit: 2400)
        #expect(spring.position(at: 0.02) > 300, "it keeps going forward a moment")
        #expect(spring.position(at: spring.duration) == 0)
        #expect(spring.duration < 1)
    }
}
