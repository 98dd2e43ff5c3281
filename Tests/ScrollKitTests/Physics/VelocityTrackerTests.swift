import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@Suite("Velocity tracking (PHYSICS §6, oracles 14-15, issue 13)")
struct VelocityTrackerTests {
    /// A steady drag at `speed` pt/ms read as SDL2 delivers it: one sample per frame at the pump,
    /// stamped in whole milliseconds, the lift's position arriving with the next pump's stamp.
    /// Returns the release velocity in pt/s. `phase` (ms) places the frames against the clock.
    static func sdlRelease(hz: Double, phase: Double, speed: CGFloat = 1, dragMs: Double = 300) -> CGFloat {
        var tracker = VelocityTracker()
        let frameMs = 1000 / hz
        let pressMs = 5000 + phase
        let liftMs = pressMs + dragMs
        var pump = (pressMs / frameMs).rounded(.up) * frameMs
        while pump < liftMs {
            tracker.addSample(time: pump.rounded(.down) / 1000, position: CGPoint(x: speed * CGFloat(pump - pressMs), y: 0))
            pump += frameMs
        }
        let lifted = CGPoint(x: speed * CGFloat(liftMs - pressMs), y: 0)
        tracker.addSample(time: pump.rounded(.down) / 1000, position: lifted) // the last motion, in the lift's pump
        return tracker.releaseVelocity(time: pump.rounded(.down) / 1000, position: lifted).x
    }

    @Test("oracle 14/15: steady input at 1200 pt/s gives 1200, on both axes and at any sample rate")
    func steadyInput() {
        for interval in [0.008, 1.0 / 120, 1.0 / 30] {
            var tracker = VelocityTracker()
            for i in 0..<30 {
                let t = Double(i) * interval
                tracker.addSample(time: 2 + t, position: CGPoint(x: 1200 * t, y: 100 - 500 * t))
            }
            let t = 30 * interval
            let release = tracker.releaseVelocity(time: 2 + t, position: CGPoint(x: 1200 * t, y: 100 - 500 * t))
            #expect(abs(release.x - 1200) <= 1e-6 && abs(release.y + 500) <= 1e-6, "\(interval)")
            #expect(abs(tracker.velocity.x - 1200) <= 1e-6)
        }
    }

    @Test("§6: the line only sees the last 150 ms; fewer than 2 samples give 0")
    func horizonAndFewSamples() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity == .zero)
        tracker.addSample(time: 0, position: CGPoint(x: -5000, y: 0)) // a wild sample long ago
        for i in 0..<20 { tracker.addSample(time: 1 + Double(i) * 0.01, position: CGPoint(x: 3 * Double(i), y: 0)) }
        #expect(abs(tracker.velocity.x - 300) <= 1e-6)

        var one = VelocityTracker()
        one.addSample(time: 1, position: .zero)
        #expect(one.velocity == .zero)
        #expect(one.releaseVelocity(time: 1.01, position: CGPoint(x: 10, y: 0)) == .zero)
        one.reset()
        #expect(one.velocity == .zero)
    }

    @Test(
        "issue 13: a steady 1 pt/ms drag under SDL's whole-ms stamps is released at 0.97-1.09 pt/ms by the last-pairs weighting; now within 0.3 %"
    )
    func wholeMillisecondStamps() {
        var random = SplitMix64(seed: 13)
        var all: [CGFloat] = []
        for hz in [30.0, 60, 120, 144, 240] {
            for _ in 0..<40 {
                let v = Self.sdlRelease(hz: hz, phase: Double.random(in: 0..<1000, using: &random))
                all.append(v)
            }
        }
        // The failing case of the issue: 0.97–1.09 pt/ms, a 12 % spread; resting 17–73 pt apart.
        #expect(all.min()! > 997 && all.max()! < 1003, "\(all.min()!)...\(all.max()!) pt/s")
    }

    @Test("issue 13: a 10 pt step in 1 µs is not 10⁷ pt/s: releases are capped at 8 000 pt/s, direction kept")
    func speedCap() {
        var tracker = VelocityTracker()
        tracker.addSample(time: 1, position: .zero)
        tracker.addSample(time: 1.000001, position: CGPoint(x: 10, y: 0))
        #expect(abs(tracker.velocity.x - VelocityTracker.maximumSpeed) < 1e-9)
        tracker.addSample(time: 1.000002, position: CGPoint(x: 20, y: 20))
        let release = tracker.releaseVelocity(time: 1.000003, position: CGPoint(x: 20, y: 20))
        #expect(abs(hypot(release.x, release.y) - 8000) <= 1e-6)
        #expect(release.x > 0 && release.y > 0)
    }

    @Test(
        "issue 13: the pause rule fades (39 ms and 41 ms are close, not 95 % and 0) and reaches 0 by 80 ms beyond a sample interval"
    )
    func pauseFades() {
        func release(afterPause pause: Double) -> CGFloat {
            var tracker = VelocityTracker()
            for i in 0...20 { tracker.addSample(time: Double(i) * 0.008, position: CGPoint(x: 8 * Double(i), y: 0)) }
            return tracker.releaseVelocity(time: 0.160 + pause, position: CGPoint(x: 160, y: 0)).x
        }
        let at39 = release(afterPause: 0.039)
        let at41 = release(afterPause: 0.041)
        #expect(at39 > 0 && at41 > 0)
        #expect(abs(at39 - at41) < 0.05 * 1000, "\(at39) vs \(at41)")
        #expect(abs(release(afterPause: 0) - 1000) < 1e-6)
        #expect(abs(release(afterPause: 0.008) - 1000) < 1e-6, "one sampling interval of stillness is no pause")
        #expect(abs(release(afterPause: 0.048) - 500) < 1e-6, "half at 40 ms beyond the 8 ms interval")
        #expect(release(afterPause: 0.090) == 0)
        #expect(VelocityTracker.pauseFactor(stillness: (duration: 0.2, interval: 0.5)) == 0, "the interval counts at most 50 ms")
    }

    @Test("issue 13: a slow frame while moving (60 ms between samples) or a 20 Hz machine keeps the fling")
    func slowFrameAndTwentyHertz() {
        var hitch = VelocityTracker()
        var t = 0.0
        var x: CGFloat = 0
        for gap in [0.016, 0.016, 0.016, 0.060, 0.016, 0.016] {
            hitch.addSample(time: t, position: CGPoint(x: x, y: 0))
            t += gap
            x += CGFloat(gap) * 1000
        }
        hitch.addSample(time: t, position: CGPoint(x: x, y: 0))
        #expect(abs(hitch.releaseVelocity(time: t + 0.016, position: CGPoint(x: x + 16, y: 0)).x - 1000) < 1e-6)

        for phase in [0.0, 0.3, 0.7] {
            let v = Self.sdlRelease(hz: 20, phase: phase)
            #expect(abs(v - 1000) < 10, "20 Hz, phase \(phase) ms: \(v)")
        }
    }

    @Test("issue 13: non-finite samples are ignored; the estimate stays finite")
    func nonFiniteSamples() {
        var tracker = VelocityTracker()
        tracker.addSample(time: 0, position: .zero)
        tracker.addSample(time: 0.01, position: CGPoint(x: CGFloat.nan, y: 0))
        tracker.addSample(time: .infinity, position: CGPoint(x: 10, y: 0))
        tracker.addSample(time: 0.02, position: CGPoint(x: 20, y: CGFloat.infinity))
        tracker.addSample(time: 0.03, position: CGPoint(x: 30, y: 0))
        #expect(abs(tracker.velocity.x - 1000) < 1e-6 && tracker.velocity.y == 0)
        #expect(tracker.releaseVelocity(time: .nan, position: .zero) == .zero)
        let release = tracker.releaseVelocity(time: 0.04, position: CGPoint(x: CGFloat.nan, y: 0))
        #expect(release.x.isFinite && release.y.isFinite)
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
}
