import Foundation
import ScrollKitTestSupport
import Testing

@testable import ScrollKit

/// What a burst of one-page moves 70 ms apart looks like, frame by frame.
@MainActor
struct GlideRecord {
    var offsets: [CGFloat] = []
    var times: [TimeInterval] = []

    /// Frame-to-frame speeds, points per second.
    var speeds: [CGFloat] {
        zip(zip(offsets, offsets.dropFirst()), zip(times, times.dropFirst())).map { pair in
            abs(pair.0.1 - pair.0.0) / CGFloat(pair.1.1 - pair.1.0)
        }
    }

    /// Checks the glide: strictly monotonic until it rests on `target`, never below 15 % of the peak
    /// speed while more than one `page` is left, the peak at most `limit`.
    func check(target: CGFloat, page: CGFloat, limit: CGFloat, _ comment: Comment) {
        #expect(offsets.last == target, comment)
        for (a, b) in zip(offsets, offsets.dropFirst()) where a != target {
            #expect(b > a, "strictly monotonic: \(a) → \(b); \(comment)")
        }
        let speeds = speeds
        let peak = speeds.max() ?? 0
        #expect(peak <= limit + 1e-6, "peak \(peak) pt/s; \(comment)")
        for (index, speed) in speeds.enumerated() where target - offsets[index + 1] > page {
            #expect(speed >= 0.15 * peak, "frame \(index): \(speed) pt/s of \(peak); \(comment)")
        }
    }
}

@MainActor
@Suite("ScrollView: retargeting programmatic animations")
struct ScrollViewRetargetingTests {
    @Test(
        "a burst of 4 one-page setContentOffset(animated:) 70 ms apart is one glide that lands 4 pages on",
        arguments: [60.0, 120.0])
    func keyBurst(hz: Double) {
        let fixture = ScrollFixture(hz: hz)
        var record = GlideRecord(offsets: [0], times: [fixture.driver.time])
        var pressTimes: [TimeInterval] = []
        let start = fixture.driver.time
        while !fixture.driver.root.animationDriver.isIdle || pressTimes.count < 4 {
            if pressTimes.count < 4, fixture.driver.time >= start + 0.07 * Double(pressTimes.count) {
                let view = fixture.scrollView
                view.setContentOffset(CGPoint(x: (view.restingTarget?.x ?? view.contentOffset.x) + 300, y: 0), animated: true)
                pressTimes.append(fixture.driver.time)
            }
            fixture.driver.frame()
            record.offsets.append(fixture.scrollView.contentOffset.x)
            record.times.append(fixture.driver.time)
        }
        record.check(target: 1200, page: 300, limit: ScrollView.programmaticSpeedLimit * 300, "\(hz) Hz")
        #expect(fixture.recorder.calls == ["didScroll", "didEndScrollingAnimation"], "no end between the presses")
        let landed = record.times[record.offsets.firstIndex(of: 1200)!] - start
        #expect(landed < 1.1, "the glide lands \(landed) s after the first press")
    }

    @Test(
        "setContentOffset(animated:) during momentum keeps the momentum's speed, ends it with didEndDecelerating, and lands exactly"
    )
    func retargetMomentum() {
        let fixture = ScrollFixture()
        fixture.fling(-100, speed: 2000)
        fixture.driver.frames(2)
        let before = fixture.scrollView.contentOffset.x
        fixture.driver.frame()
        let speed = (fixture.scrollView.contentOffset.x - before) * 60
        fixture.scrollView.setContentOffset(CGPoint(x: 900, y: 0), animated: true)
        #expect(fixture.recorder.calls.last == "didEndDecelerating")
        let at = fixture.scrollView.contentOffset.x
        fixture.driver.frame()
        let next = (fixture.scrollView.contentOffset.x - at) * 60
        #expect(next > 0.9 * speed, "no stop: \(speed) → \(next) pt/s")
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 900)
        #expect(fixture.recorder.calls.suffix(2) == ["didScroll", "didEndScrollingAnimation"])
    }
}
