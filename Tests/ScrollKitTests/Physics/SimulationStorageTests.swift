import Foundation
import ScrollKit
import Testing

/// The simulations a scroll view makes at every release and recentre hold no arrays (the benchmarks
/// count zero mallocs per frame); these check the values did not change with the storage.
@Suite("Simulation storage")
struct SimulationStorageTests {
    @Test(
        "paging snap: every millisecond's state is the stepped spring's, bit for bit",
        arguments: [
            (CGFloat(195), CGFloat(0), CGFloat(390), CGFloat(390)), // half a page from rest
            (CGFloat(100), CGFloat(-2500), CGFloat(0), CGFloat(390)), // a flick back
            (CGFloat(700), CGFloat(4000), CGFloat(1280), CGFloat(1280)), // a wide page, thrown past
        ])
    func pagingStates(offset: CGFloat, velocity: CGFloat, target: CGFloat, width: CGFloat) {
        let snap = PagingSpringSimulation(offset: offset, velocity: velocity, target: target, pageWidth: width)
        let pull = PagingSpringSimulation.pull(forPageWidth: width)
        let friction = PagingSpringSimulation.friction(forPageWidth: width)
        var x = offset
        var v = velocity / 1000
        let steps = Int((snap.duration * 1000).rounded())
        #expect(steps > 0)
        for step in 0..<steps {
            let t = Double(step) / 1000
            #expect(snap.position(at: t) == x, "position at \(step) ms")
            #expect(snap.velocity(at: t) == v * 1000, "velocity at \(step) ms")
            #expect(!snap.isDone(at: t))
            v += (target - x) * pull
            v *= friction
            x += v
        }
        #expect(snap.isDone(at: snap.duration) && snap.position(at: snap.duration) == target)
        #expect(snap == PagingSpringSimulation(offset: offset, velocity: velocity, target: target, pageWidth: width))
    }

    @Test("bouncing momentum: equal inputs give equal values and hashes; the pieces' times still split the motion")
    func bouncingEquality() {
        // Released outside the range moving inward fast (under the 3 pt/ms bounce-entry clamp): bounce
        // back, decelerate across, bounce at the far edge.
        let make = { BouncingDecelerationSimulation(offset: -40, velocity: 2900, rate: .normal, range: 0...600) }
        let a = make()
        let b = make()
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != BouncingDecelerationSimulation(offset: -40, velocity: 2800, rate: .normal, range: 0...600))
        #expect(a.phase(at: 0) == .bouncing)
        let pieces = stride(from: 0.0, through: a.duration, by: 0.001).map { a.phase(at: $0) }
        #expect(pieces.contains(.decelerating))
        #expect(pieces.last(where: { $0 != .resting }) == .bouncing, "ends in the far edge's bounce")
        #expect(a.finalPosition == 600 && a.position(at: a.duration) == 600)
        // Without bouncing: stopped exactly on the edge.
        let stopped = BouncingDecelerationSimulation(offset: 300, velocity: 9000, rate: .normal, range: 0...600, bounces: false)
        #expect(stopped.finalPosition == 600 && stopped.velocity(at: stopped.duration) == 0)
    }
}
