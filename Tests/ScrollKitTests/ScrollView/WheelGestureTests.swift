import Foundation
import ScrollKitTestSupport
import Testing

@testable import ScrollKit

/// The recorded traces in `Fixtures/` (see its README), in CSS pixels read as points, every delta
/// marked precise: the streams as a browser sees them.
typealias RecordedTrace = RecordedWheelTrace

extension RecordedWheelTrace {
    /// The recording, or an empty trace and a recorded issue when it cannot be read.
    var trace: WheelTrace { recordedPixels(self) }
}

/// The frame clocks wheel streams are played at, Hz.
let wheelClocks: [Double] = [60, 120]

/// A 300 pt paging (or free) strip of `pages` pages, starting at page `startPage`.
@MainActor
func wheelFixture(hz: Double, paging: Bool = true, pages: Int = 10, startPage: Int = 5) -> ScrollFixture {
    let fixture = ScrollFixture(hz: hz, contentWidth: CGFloat(pages) * 300, paging: paging)
    fixture.scrollView.contentOffset.x = CGFloat(startPage) * 300
    fixture.recorder.reset()
    return fixture
}

@MainActor
@Suite("ScrollView: wheel and trackpad as gestures")
struct WheelGestureTests {
    @Test(
        "a recorded trackpad swipe (inertia tail included) turns exactly one page; the tail is swallowed",
        arguments: RecordedTrace.singleSwipes, wheelClocks)
    func recordedSwipeTurnsOnePage(recording: RecordedTrace, hz: Double) {
        let fixture = wheelFixture(hz: hz)
        let trace = recording.trace
        #expect(trace.events.count > 60)
        fixture.driver.play(trace, at: fixture.middle)
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 1200, "one page back from 1500")
        #expect(fixture.recorder.calls.filter { $0 == "willBeginDragging" }.count == 1, "\(fixture.recorder.calls)")
        let last = fixture.recorder.calls.last
        #expect(last == "didEndDecelerating" || last == "didEndDragging(false)", "at rest on a page: \(fixture.recorder.calls)")
    }

    @Test("the same swipe vertically turns a horizontal strip one page (no Shift needed)", arguments: wheelClocks)
    func verticalSwipeDrivesHorizontalStrip(hz: Double) {
        let fixture = wheelFixture(hz: hz)
        fixture.driver.play(RecordedTrace.macOS.trace.swappingAxes, at: fixture.middle)
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 1200)
    }

    @Test(
        "a recorded swipe on a free strip: followed 1:1 until the tail begins, then UIKit momentum from the tracker's velocity; the tail is not added",
        arguments: RecordedTrace.singleSwipes)
    func recordedSwipeOnFreeStrip(recording: RecordedTrace) {
        let fixture = wheelFixture(hz: 60, paging: false, pages: 40, startPage: 30)
        let start = fixture.scrollView.contentOffset.x
        fixture.driver.play(recording.trace, at: fixture.middle)
        fixture.driver.settle()
        guard let release = fixture.recorder.lastRelease else {
            Issue.record("never released: \(fixture.recorder.calls)")
            return
        }
        #expect(release.velocity.x < -0.3, "released moving back at \(release.velocity.x) pt/ms")
        // UIKit's reported landing and its momentum's stop (below 10 pt/s) differ by a few points
        // (4 for the fast Windows swipe, released at the 8 000 pt/s cap).
        #expect(abs(fixture.scrollView.contentOffset.x - release.target.x) < 5, "lands where UIKit projected")
        // The strip moved no further than the finger phase plus UIKit's own glide: the tail was swallowed.
        #expect(fixture.recorder.offsets.allSatisfy { $0.x <= start })
        #expect(fixture.recorder.calls.filter { $0 == "willBeginDragging" }.count == 1)
    }

    @Test(
        "synthetic swipes (macOS tail 0.90, Windows tail 0.85, none) at 60 and 120 Hz frame clocks turn one page each way",
        arguments: [0.9, 0.85, nil] as [CGFloat?], wheelClocks)
    func syntheticSwipes(tail: CGFloat?, hz: Double) {
        for direction in [1, -1] as [CGFloat] {
            let fixture = wheelFixture(hz: hz)
            fixture.driver.play(.swipe(peak: 40 * direction, tailRatio: tail), at: fixture.middle)
            fixture.driver.settle()
            #expect(
                fixture.scrollView.contentOffset.x == 1500 + 300 * direction, "tail \(String(describing: tail)), \(direction)")
        }
    }

    @Test(
        "two swipes turn two pages: the second during the first's tail (the OS cuts it) or after it",
        arguments: [0.35, 1.5], wheelClocks)
    func doubleSwipe(cutAt: TimeInterval, hz: Double) {
        let fixture = wheelFixture(hz: hz)
        let swipe = RecordedTrace.macOS.trace
        fixture.driver.play(swipe.prefix(before: cutAt).then(swipe, after: 0.12), at: fixture.middle)
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 900, "two pages back from 1500")
        #expect(fixture.recorder.calls.filter { $0 == "willBeginDragging" }.count == 2)
    }

    @Test(
        "X11 notch bursts (a notch every 8–20 ms, stamped at the frame's pump) are one swipe: one page",
        arguments: [0.008, 0.012, 0.020], wheelClocks)
    func x11Burst(spacing: TimeInterval, hz: Double) {
        let fixture = wheelFixture(hz: hz)
        fixture.driver.play(.notches(30, spacing: spacing), at: fixture.middle, stampsAtPump: true)
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 1800)
        #expect(fixture.recorder.calls.filter { $0 == "willBeginDragging" }.count == 1, "\(fixture.recorder.calls)")
    }

    @Test("an X11 burst on a free strip glides on with momentum", arguments: wheelClocks)
    func x11BurstFree(hz: Double) {
        let fixture = wheelFixture(hz: hz, paging: false, pages: 40, startPage: 5)
        fixture.driver.play(.notches(20, spacing: 0.012), at: fixture.middle, stampsAtPump: true)
        let followed = fixture.scrollView.contentOffset.x - 1500
        #expect(followed > 600 && followed <= 800, "followed the burst: \(followed)")
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x > 1500 + 800 + 300, "momentum carried it on")
    }

    @Test("a slow two-finger drag follows the fingers 1:1 and settles on the nearest page", arguments: wheelClocks)
    func slowDrag(hz: Double) {
        let fixture = wheelFixture(hz: hz)
        let slow = WheelTrace((0..<60).map { WheelTrace.Event(time: Double($0) / 60, dx: 2, isPrecise: true) })
        fixture.driver.play(slow, at: fixture.middle)
        #expect(fixture.scrollView.contentOffset.x == 1620, "followed 1:1")
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 1500, "120 pt/s is no flick: back to the nearest page")
    }

    @Test("a swipe reversed mid-way follows both ways and lands where the last direction points", arguments: wheelClocks)
    func reversedSwipe(hz: Double) {
        let fixture = wheelFixture(hz: hz, paging: true)
        let forward = WheelTrace.swipe(peak: 20, fingerFrames: 8, tailRatio: nil)
        let back = WheelTrace.swipe(peak: -30, fingerFrames: 8, tailRatio: 0.9)
        fixture.driver.play(forward.then(back, after: 1.0 / 60), at: fixture.middle)
        fixture.driver.settle()
        let peak = fixture.recorder.offsets.map(\.x).max() ?? 0
        #expect(peak >= 1500 + 120, "it followed forward first: \(peak)")
        #expect(fixture.scrollView.contentOffset.x == 1200, "then back past the start: one page back")
        #expect(fixture.recorder.calls.filter { $0 == "willBeginDragging" }.count == 1)
    }

    @Test("deliberate notches: each turns one page, animated; N notches N pages", arguments: [1, 2, 3, 5])
    func notchesOnPagingView(count: Int) {
        let fixture = wheelFixture(hz: 60, startPage: 2)
        fixture.driver.play(.notches(count, spacing: 0.25), at: fixture.middle)
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == CGFloat(2 + count) * 300)
        #expect(!fixture.recorder.calls.contains("willBeginDragging"), "notches are steps, not drags")
    }

    @Test("a notch on a free strip scrolls its distance with a short animation", arguments: wheelClocks)
    func notchOnFreeStrip(hz: Double) {
        let fixture = wheelFixture(hz: hz, paging: false, startPage: 0)
        fixture.driver.wheel(dx: 0, dy: 40, at: fixture.middle) // a vertical notch on a horizontal strip
        fixture.driver.frame()
        let first = fixture.scrollView.contentOffset.x
        #expect(first > 0 && first < 40, "animated, not a jump: \(first)")
        fixture.driver.wait(0.5)
        #expect(fixture.scrollView.contentOffset.x == 40)
        fixture.driver.wheel(dx: -40, at: fixture.middle)
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 0)
    }

    @Test(
        "4 notches 70 ms apart glide as one: monotonic, never below 15 % of the peak speed, bounded, 4 pages on",
        arguments: wheelClocks)
    func notchBurstGlides(hz: Double) {
        let fixture = wheelFixture(hz: hz, startPage: 0)
        var record = GlideRecord(offsets: [0], times: [fixture.driver.time])
        let trace = WheelTrace.notches(4, spacing: 0.07)
        let start = fixture.driver.time
        var next = 0
        while next < 4 || !fixture.driver.root.animationDriver.isIdle {
            while next < 4, start + trace.events[next].time <= fixture.driver.time {
                fixture.driver.wheel(dx: 40, at: fixture.middle)
                next += 1
            }
            fixture.driver.frame()
            record.offsets.append(fixture.scrollView.contentOffset.x)
            record.times.append(fixture.driver.time)
        }
        record.check(target: 1200, page: 300, limit: ScrollView.programmaticSpeedLimit * 300, "\(hz) Hz")
        #expect(fixture.recorder.calls.filter { $0 == "didEndScrollingAnimation" }.count == 1)
    }

    @Test(
        "a notch burst into the end of a finite strip rubber-bands and comes back to the edge", arguments: [true, false],
        wheelClocks)
    func burstIntoEdge(paging: Bool, hz: Double) {
        let fixture = wheelFixture(hz: hz, paging: paging, pages: 3, startPage: 2) // at the end, 600
        fixture.driver.play(.notches(15, spacing: 0.012), at: fixture.middle, stampsAtPump: true)
        let beyond = fixture.recorder.offsets.map(\.x).max() ?? 0
        #expect(beyond > 600 && beyond < 600 + 300, "rubber-banded past the edge, less than followed: \(beyond)")
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 600)
    }

    @Test("a new swipe during a landing catches the strip, as a press does")
    func swipeCatchesLanding() {
        let fixture = wheelFixture(hz: 60, paging: false, pages: 40, startPage: 5)
        fixture.driver.play(.swipe(peak: 40, tailRatio: nil), at: fixture.middle)
        fixture.driver.wait(0.1)
        #expect(fixture.scrollView.isDecelerating)
        fixture.driver.play(.swipe(peak: -20, tailRatio: nil), at: fixture.middle)
        #expect(fixture.recorder.calls.filter { $0 == "willBeginDragging" }.count == 2)
        let caught = fixture.recorder.calls.firstIndex(of: "didEndDecelerating") ?? .max
        let second = fixture.recorder.calls.lastIndex(of: "willBeginDragging") ?? 0
        #expect(caught < second, "the momentum ended before the second swipe began: \(fixture.recorder.calls)")
    }

    @Test("the delegate may take a notch as one item: the scroll view then does not move on its own")
    func delegateStep() {
        @MainActor final class Stepper: ScrollViewDelegate {
            var steps: [Int] = []
            func scrollView(_ scrollView: ScrollView, stepBy step: Int) -> Bool {
                steps.append(step)
                return true
            }
        }
        let fixture = wheelFixture(hz: 60, paging: false)
        let stepper = Stepper()
        fixture.scrollView.delegate = stepper
        fixture.driver.wheel(dx: 40, at: fixture.middle)
        fixture.driver.wait(0.3)
        fixture.driver.wheel(dx: 0, dy: -40, at: fixture.middle)
        fixture.driver.settle()
        #expect(stepper.steps == [1, -1])
        #expect(fixture.scrollView.contentOffset.x == 1500)
    }

    @Test("a vertical gesture over a horizontal strip inside a vertical scroll view scrolls the vertical one")
    func dominantAxisGoesToVerticalAncestor() {
        let outer = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        outer.contentSize = CGSize(width: 400, height: 2000)
        let strip = ScrollView(frame: CGRect(x: 50, y: 50, width: 300, height: 200))
        strip.contentSize = CGSize(width: 3000, height: 200)
        outer.addSubview(strip)
        let driver = FrameDriver(size: CGSize(width: 400, height: 300), containing: outer)
        driver.play(.swipe(peak: 20, tailRatio: nil), at: CGPoint(x: 200, y: 150))
        #expect(strip.contentOffset.x > 100 && outer.contentOffset.y == 0, "a horizontal swipe scrolls the strip")
        driver.settle()
        let stripOffset = strip.contentOffset.x
        driver.play(.swipe(peak: 20, tailRatio: nil).swappingAxes, at: CGPoint(x: 200, y: 150))
        #expect(outer.contentOffset.y > 100 && strip.contentOffset.x == stripOffset, "a vertical one the page around it")
    }
}
