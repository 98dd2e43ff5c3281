import Foundation
import Testing
import ScrollKit

@Suite("Programmatic scroll (PHYSICS §9)")
struct EaseInOutAnimationTests {
    @Test("§9: setContentOffset(animated:) moves in 0.3 s along ease-in-out, from rest to rest, ending exactly on the target")
    func easeInOut() {
        let animation = EaseInOutAnimation(from: 100, to: 500)
        #expect(EaseInOutAnimation.contentOffsetAnimationDuration == 0.3)
        #expect(animation.duration == 0.3)
        #expect(animation.position(at: 0) == 100)
        #expect(abs(animation.position(at: 0.15) - 300) <= 1e-9)   // symmetric curve: halfway at half time
        #expect(animation.position(at: 0.03) - 100 < 0.1 * 400)     // eases in
        #expect(abs(animation.velocity(at: 0)) <= 1e-6)
        #expect(animation.velocity(at: 0.15) > 400 / 0.3)           // faster than linear mid-way
        #expect(!animation.isDone(at: 0.2999) && animation.isDone(at: 0.3))
        #expect(animation.position(at: 0.3) == 500 && animation.velocity(at: 0.3) == 0)
        for hz in frameRates {
            let run = sample(animation, hz: hz)
            for (p, q) in zip(run.positions, run.positions.dropFirst()) { #expect(q >= p) }
            #expect(run.finalPosition == 500)
        }
    }

    @Test("§9: the ease-in-out curve is Core Animation's (0.42, 0, 0.58, 1)")
    func curveValues() {
        let curve = CubicTimingCurve.easeInEaseOut
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        #expect(abs(curve.value(at: 0.5) - 0.5) <= 1e-9)
        // At u = 0.25 the Bézier point is x = 0.2902…, y = 0.15625.
        let u: CGFloat = 0.25
        let x = 3 * (1 - u) * (1 - u) * u * 0.42 + 3 * (1 - u) * u * u * 0.58 + u * u * u
        #expect(abs(curve.value(at: x) - 0.15625) <= 1e-9)
        let h: CGFloat = 1e-6
        #expect(abs(curve.slope(at: 0.4) - (curve.value(at: 0.4 + h) - curve.value(at: 0.4 - h)) / (2 * h)) <= 1e-5)
    }
}
