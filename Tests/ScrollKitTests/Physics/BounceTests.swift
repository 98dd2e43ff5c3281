import Foundation
import ScrollKit
import Testing

@Suite("Bounce (PHYSICS §3, oracles 9-11)")
struct BounceTests {
    @Test(
        "oracle 9: bounce from a 2000 pt/s edge hit peaks at 66.6 ± 1 pt at 91 ± 5 ms, is back within 0.5 pt at 730 ± 20 ms, velocity never flips"
    )
    func edgeHit() {
        let bounce = BounceSimulation(offset: 1000, velocity: 2000, edge: 1000)
        var peak: CGFloat = 0
        var peakMs = 0
        for ms in 0...1000 {
            let t = Double(ms) / 1000
            let y = bounce.position(at: t) - 1000
            if y > peak {
                peak = y
                peakMs = ms
            }
            #expect(bounce.velocity(at: t) >= 0)
            #expect(y >= 0)
        }
        #expect(abs(peak - 66.6) <= 1)
        #expect(abs(peakMs - 91) <= 5)
        #expect(abs(bounce.duration - 0.730) <= 0.020)
        #expect(abs(bounce.position(at: bounce.duration - 1e-6) - 1000 - 0.5) < 1e-4)
        #expect(abs(bounce.position(at: bounce.duration - 0.005) - 1000) > 0.5)
        #expect(bounce.position(at: bounce.duration) == 1000)
    }

    @Test("oracle 9: sampled at 30-240 Hz the bounce ends exactly on the edge within a frame of 730 ms", arguments: frameRates)
    func edgeHitSampled(hz: Double) {
        let bounce = BounceSimulation(offset: 0, velocity: -2000, edge: 0)
        let run = sample(bounce, hz: hz)
        #expect(run.finalPosition == 0)
        #expect(abs(run.stopTime - 0.730) <= 0.020 + 1 / hz)
        #expect(run.velocities.allSatisfy { $0 <= 0 })
        #expect(run.positions.allSatisfy { $0 <= 0 })
    }

    @Test("§3.1: the closed form equals UIKit's per-millisecond bounce step (d = 0.998, b = 0.99)")
    func closedFormMatchesStep() {
        var y: CGFloat = 40
        var v: CGFloat = 1.3
        let bounce = BounceSimulation(offset: 540, velocity: 1300, edge: 500)
        var positionError: CGFloat = 0
        var velocityError: CGFloat = 0
        var steps = 0
        for ms in 1...600 {
            // One 1 ms step: y ← b·y + b·d·v·(1 − d)/(1 − d), v ← d·b·v.
            y = 0.99 * y + 0.99 * 0.998 * v * (1 - 0.998) / (1 - 0.998)
            v *= 0.998 * 0.99
            if bounce.isDone(at: Double(ms) / 1000) { break }
            positionError = max(positionError, abs(bounce.position(at: Double(ms) / 1000) - 500 - y))
            velocityError = max(velocityError, abs(bounce.velocity(at: Double(ms) / 1000) - v * 1000))
            steps += 1
        }
        #expect(steps > 400)
        #expect(positionError <= 1e-6)
        #expect(velocityError <= 1e-6)
    }

    @Test(
        "oracle 10: released at rest 100 pt overscrolled, y(t) = 100·0.99^t within 0.1 pt, within 0.5 pt at 528 ± 5 ms, no overshoot"
    )
    func releaseAtRest() {
        let bounce = BounceSimulation(offset: -100, velocity: 0, edge: 0)
        for ms in 0..<527 {
            let t = Double(ms) / 1000
            #expect(abs(-bounce.position(at: t) - 100 * pow(0.99, CGFloat(ms))) <= 0.1)
            #expect(bounce.position(at: t) <= 0)
        }
        #expect(abs(bounce.duration - 0.528) <= 0.005)
        let momentum = BouncingDecelerationSimulation(offset: 1100, velocity: 0, range: 0...1000)
        for hz in frameRates {
            let run = sample(momentum, hz: hz)
            #expect(run.positions.allSatisfy { $0 >= 1000 })
            #expect(run.finalPosition == 1000)
            #expect(run.stopTime - 0.528 <= 0.005 + 1 / hz)
        }
        #expect(momentum.phase(at: 0.1) == .bouncing)
    }

    @Test(
        "§3.2: a 2000 pt/s fling from 200 pt inside hits the edge at 1600 pt/s after 112 ms, peaks about 53 pt, ends on the edge",
        arguments: frameRates)
    func flingAcrossEdge(hz: Double) {
        let fling = BouncingDecelerationSimulation(offset: 800, velocity: 2000, range: 0...1000)
        let crossing = try! #require(DecelerationSimulation(offset: 800, velocity: 2000).timeToReach(1000))
        #expect(abs(crossing - 0.112) <= 0.001)
        #expect(abs(fling.velocity(at: crossing) - 1600) <= 2)
        #expect(abs(fling.position(at: crossing) - 1000) <= 1e-9)
        #expect(fling.phase(at: crossing - 0.001) == .decelerating)
        #expect(fling.phase(at: crossing + 0.001) == .bouncing)
        let peak = (0...1000).map { fling.position(at: crossing + Double($0) / 1000) }.max()!
        #expect(abs(peak - 1000 - 53.3) <= 1)
        let run = sample(fling, hz: hz)
        #expect(run.positions.allSatisfy { $0 <= peak })
        #expect(run.velocities.allSatisfy { $0 >= 0 })
        #expect(run.finalPosition == 1000)
        // Continuous across the hand-over.
        #expect(abs(fling.position(at: crossing - 1e-6) - fling.position(at: crossing + 1e-6)) <= 0.01)
    }

    @Test(
        "oracle 11: with bounces off, momentum into the edge ends exactly on it with v = 0 and never leaves [min, max]",
        arguments: frameRates)
    func noBounce(hz: Double) {
        for (offset, velocity) in [(CGFloat(800), CGFloat(2000)), (100, -5000), (999.5, 300)] {
            let fling = BouncingDecelerationSimulation(offset: offset, velocity: velocity, range: 0...1000, bounces: false)
            let edge: CGFloat = velocity > 0 ? 1000 : 0
            let run = sample(fling, hz: hz)
            #expect(run.positions.allSatisfy { (0...1000).contains($0) })
            #expect(run.finalPosition == edge)
            #expect(run.velocities.last == 0)
            #expect(fling.velocity(at: fling.duration) == 0)
        }
    }

    @Test("§3.2: a fling that stops short of the edge is plain deceleration")
    func stopsShort() {
        let fling = BouncingDecelerationSimulation(offset: 0, velocity: 1000, range: 0...1000)
        #expect(fling.finalPosition == DecelerationSimulation(offset: 0, velocity: 1000).finalPosition)
        #expect(fling.phase(at: 1) == .decelerating)
        #expect(fling.phase(at: fling.duration) == .resting)
    }

    @Test("§3.1: a release while overscrolled moving outward bounces from the start, overshoots further, ends on the edge")
    func releaseOverscrolledOutward() {
        let fling = BouncingDecelerationSimulation(offset: 1050, velocity: 2000, range: 0...1000)
        #expect(fling.phase(at: 0) == .bouncing)
        #expect(fling.position(at: 0.03) > 1075)
        // Slower, the pull of the edge wins at once: it heads back without going further out.
        let slow = BouncingDecelerationSimulation(offset: 1050, velocity: 500, range: 0...1000)
        #expect(slow.position(at: 0.05) < 1050 && slow.velocity(at: 0.05) > 0)
        for hz in frameRates {
            let run = sample(fling, hz: hz)
            #expect(run.velocities.allSatisfy { $0 >= 0 })
            #expect(run.finalPosition == 1000)
        }
    }

    @Test("§3.1: a release while overscrolled flung back inward bounces until it crosses the edge, then decelerates inside")
    func releaseOverscrolledInward() {
        let fling = BouncingDecelerationSimulation(offset: 1050, velocity: -2000, range: 0...1000)
        #expect(fling.phase(at: 0) == .bouncing)
        #expect(fling.finalPosition < 1000 && fling.finalPosition > 0)
        #expect(fling.phase(at: fling.duration - 0.01) == .decelerating)
        for hz in frameRates {
            let run = sample(fling, hz: hz)
            #expect(run.velocities.allSatisfy { $0 <= 0 })
            for (p, q) in zip(run.positions, run.positions.dropFirst()) { #expect(q <= p) }
            #expect(run.finalPosition == fling.finalPosition)
        }
    }

    @Test("§3.2: overscrolled at the top, flung down hard enough to cross the whole range, bounces at the bottom")
    func crossWholeRange() {
        let fling = BouncingDecelerationSimulation(offset: -30, velocity: 3000, range: 0...100)
        #expect(fling.phase(at: 0) == .bouncing)
        #expect(fling.finalPosition == 100)
        #expect(fling.phase(at: fling.duration - 0.01) == .bouncing)
        let run = sample(fling, hz: 120)
        #expect(run.velocities.allSatisfy { $0 >= 0 })
        #expect(run.positions.max()! > 100)
    }
}
