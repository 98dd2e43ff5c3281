import Foundation
import ScrollKit
import Testing

@Suite("Carried momentum (fast scroll, Flutter's rule)")
struct CarriedMomentumTests {
    @Test("Flutter's curve: sign(v)·min(0.000816·|v|^1.967, 40 000); 2 000 pt/s carries 2 540")
    func curve() {
        #expect(abs(CarriedMomentum.carried(2000) - 2539.9) < 0.1)
        #expect(abs(CarriedMomentum.carried(-2000) + 2539.9) < 0.1)
        #expect(abs(CarriedMomentum.carried(1000) - 0.000816 * pow(1000, 1.967)) < 1e-9)
        #expect(CarriedMomentum.carried(1e7) == 40_000, "capped")
        #expect(CarriedMomentum.carried(0) == 0)
        #expect(CarriedMomentum.carried(.nan) == 0 && CarriedMomentum.carried(.infinity) == 0)
        // Monotonic: a faster glide carries more.
        let samples = stride(from: 100, through: 6_000, by: 100).map { CarriedMomentum.carried(CGFloat($0)) }
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test(
        "a release the same way adds it (capped at 40 000 pt/s); a reversal, a release under half the glide or an edge does not")
    func release() {
        let caught = CarriedMomentum(catching: CGPoint(x: 2000, y: 0), at: 1.0)
        let carried = CarriedMomentum.carried(2000)
        #expect(caught.isCarrying && caught.glideVelocity.x == 2000)
        #expect(caught.releaseVelocity(CGPoint(x: 3000, y: 0), at: 1.04) == CGPoint(x: 3000 + carried, y: 0))
        #expect(caught.releaseVelocity(CGPoint(x: 1001, y: 0), at: 1.04).x == 1001 + carried, "over half the glide")
        #expect(caught.releaseVelocity(CGPoint(x: -3000, y: 0), at: 1.04) == CGPoint(x: -3000, y: 0), "reversal")
        #expect(caught.releaseVelocity(CGPoint(x: 999, y: 0), at: 1.04).x == 999, "a nudge, under half the glide")
        #expect(
            caught.releaseVelocity(CGPoint(x: 3000, y: 0), at: 1.04, beyondEdge: (true, false)).x == 3000,
            "dragged past an edge")
        #expect(CarriedMomentum.none.releaseVelocity(CGPoint(x: 3000, y: 50), at: 1.04) == CGPoint(x: 3000, y: 50))
        let fast = CarriedMomentum(catching: CGPoint(x: -20_000, y: 0), at: 1.0)
        #expect(fast.releaseVelocity(CGPoint(x: -30_000, y: 0), at: 1.01).x == -40_000, "capped")
        let atEdge = CarriedMomentum(catching: CGPoint(x: 2000, y: 0), at: 1.0, atEdge: (true, false))
        #expect(!atEdge.isCarrying, "a glide at the edge (bouncing) carries nothing")
    }

    @Test("a pause loses it: held still longer than 50 ms before the release or between two moves")
    func pause() {
        var momentum = CarriedMomentum(catching: CGPoint(x: 2000, y: 0), at: 1.0)
        momentum.dragMoved(to: CGPoint(x: -10, y: 0), at: 1.016)
        momentum.dragMoved(to: CGPoint(x: -10, y: 0), at: 1.060) // not a move: the same place
        momentum.dragMoved(to: CGPoint(x: -30, y: 0), at: 1.033 + 0.033)
        #expect(momentum.isCarrying, "moves 17 and 50 ms apart: no pause")
        #expect(momentum.releaseVelocity(CGPoint(x: 3000, y: 0), at: 1.066 + 0.049).x > 3000)
        #expect(momentum.releaseVelocity(CGPoint(x: 3000, y: 0), at: 1.066 + 0.051).x == 3000, "held still before lifting")
        var held = momentum
        held.dragMoved(to: CGPoint(x: -60, y: 0), at: 1.066 + 0.080)
        #expect(!held.isCarrying, "held still, then moved on")
        #expect(held.releaseVelocity(CGPoint(x: 3000, y: 0), at: 1.15).x == 3000)
    }
}
