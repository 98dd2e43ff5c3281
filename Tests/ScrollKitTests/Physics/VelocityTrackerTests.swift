import Foundation
import Testing
import ScrollKit

@Suite("Velocity tracking (PHYSICS §6, oracles 14-16)")
struct VelocityTrackerTests {
    @Test("oracle 14: LSQ tracker, 10 samples 8 ms apart on x = 1.2·t(ms) → 1200 ± 1 px/s")
    func leastSquaresConstant() {
        var tracker = LeastSquaresVelocityTracker()
        for i in 0..<10 {
            let ms = Double(i * 8)
            tracker.addSample(time: 5 + ms / 1000, position: CGPoint(x: 1.2 * ms, y: -0.5 * ms))
        }
        #expect(abs(tracker.velocity.x - 1200) <= 1)
        #expect(abs(tracker.velocity.y + 500) <= 1)
    }

    @Test("oracle 14: the same samples then a 50 ms gap and one more sample → 0; fewer than 3 samples → 0")
    func leastSquaresGapAndFewSamples() {
        var tracker = LeastSquaresVelocityTracker()
        for i in 0..<10 { tracker.addSample(time: Double(i) * 0.008, position: CGPoint(x: 9.6 * Double(i), y: 0)) }
        tracker.addSample(time: 0.072 + 0.050, position: CGPoint(x: 90, y: 0))
        #expect(tracker.velocity == .zero)

        var few = LeastSquaresVelocityTracker()
        #expect(few.velocity == .zero)
        few.addSample(time: 0, position: .zero)
        few.addSample(time: 0.008, position: CGPoint(x: 10, y: 0))
        #expect(few.velocity == .zero)
        few.addSample(time: 0.016, position: CGPoint(x: 20, y: 0))
        #expect(abs(few.velocity.x - 1250) <= 1e-6)
    }

    @Test("§6: the LSQ fit is exact on a quadratic and ignores samples older than 100 ms")
    func leastSquaresQuadraticAndHorizon() {
        var tracker = LeastSquaresVelocityTracker()
        // Far-off samples that must fall outside the 100 ms horizon.
        for i in 0..<5 { tracker.addSample(time: Double(i) * 0.030, position: CGPoint(x: -1000 * Double(i), y: 0)) }
        for i in 0..<12 {
            let ms = 200 + Double(i) * 8
            tracker.addSample(time: ms / 1000, position: CGPoint(x: 0.003 * ms * ms, y: 0))
        }
        let newestMs = 200 + 11 * 8.0
        #expect(abs(tracker.velocity.x - 2 * 0.003 * newestMs * 1000) <= 1e-3)
    }

    @Test("oracle 15: iOS-style tracker, constant 1200 pt/s input → 1200")
    func iosConstant() {
        var tracker = VelocityTracker()
        for i in 0..<30 { tracker.addSample(time: 2 + Double(i) / 120, position: CGPoint(x: 10 * Double(i), y: 100)) }
        #expect(abs(tracker.velocity.x - 1200) <= 1e-6)
        #expect(abs(tracker.velocity.y) <= 1e-9)
    }

    @Test("oracle 15: pair velocities 1500, 1200, 900 (old → new) → 0.6·1500 + 0.35·1200 + 0.05·900 = 1365")
    func iosWeights() {
        var tracker = VelocityTracker()
        tracker.addSample(time: 0.000, position: CGPoint(x: -500, y: 0))   // older: outside the three pairs
        for (t, x) in [(0.010, 0.0), (0.020, 15), (0.030, 27), (0.040, 36)] {
            tracker.addSample(time: t, position: CGPoint(x: x, y: 0))
        }
        #expect(abs(tracker.velocity.x - 1365) <= 1e-6)
    }

    @Test("§6: the iOS tracker returns 0 after a pause over 40 ms, keeps a 35 ms gap, and rescales weights for 1-2 pairs")
    func iosPauseAndFewPairs() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity == .zero)
        tracker.addSample(time: 0.000, position: .zero)
        #expect(tracker.velocity == .zero)
        tracker.addSample(time: 0.010, position: CGPoint(x: 15, y: 0))
        #expect(abs(tracker.velocity.x - 1500) <= 1e-6)      // one pair: itself
        tracker.addSample(time: 0.020, position: CGPoint(x: 27, y: 0))
        #expect(abs(tracker.velocity.x - (0.35 * 1500 + 0.05 * 1200) / 0.4) <= 1e-6)   // two pairs
        tracker.addSample(time: 0.065, position: CGPoint(x: 27, y: 0))   // paused 45 ms, then lifted
        #expect(tracker.velocity == .zero)

        var kept = VelocityTracker()
        kept.addSample(time: 0.000, position: .zero)
        kept.addSample(time: 0.035, position: CGPoint(x: 35, y: 0))
        #expect(abs(kept.velocity.x - 1000) <= 1e-6)

        kept.reset()
        #expect(kept.velocity == .zero)
    }

    @Test("§6: a sample at the same time replaces the newest position; the ring buffer wraps correctly")
    func duplicatesAndWrap() {
        var tracker = VelocityTracker()
        tracker.addSample(time: 0.000, position: .zero)
        tracker.addSample(time: 0.010, position: CGPoint(x: 5, y: 0))
        tracker.addSample(time: 0.010, position: CGPoint(x: 10, y: 0))
        #expect(abs(tracker.velocity.x - 1000) <= 1e-6)
        for i in 2..<1003 { tracker.addSample(time: Double(i) / 100, position: CGPoint(x: -3 * Double(i), y: 0)) }
        #expect(abs(tracker.velocity.x + 300) <= 1e-6)
    }

    @Test("oracle 16: a UIKit-style blend of previous 1500 and current 900 gives 1350")
    func uikitBlend() {
        #expect(VelocityTracker.blendedVelocity(previous: 1500, current: 900) == 1350)
    }
}
