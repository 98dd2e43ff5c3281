import Foundation
import ScrollKitTestSupport
import Testing

@testable import ScrollKit

@MainActor
@Suite("ScrollView: edges, paging, wheel and programmatic scrolling")
struct ScrollViewEdgeTests {
    @Test("dragging past the leading edge shows the rubber band, less than the pointer moved, and springs back")
    func rubberBandAndBounceBack() {
        let fixture = ScrollFixture()
        fixture.driver.press(at: CGPoint(x: 60, y: 150))
        fixture.driver.move(to: CGPoint(x: 70, y: 150), after: 0.02) // exactly the slop: the pan begins here
        for x in stride(from: 90, through: 270, by: 20) { fixture.driver.move(to: CGPoint(x: CGFloat(x), y: 150), after: 0.02) }
        // 200 pt past the edge (after the 10 pt slop) on a 300 pt wide view shows f(200) = 80.49 pt (oracle 8).
        #expect(abs(fixture.scrollView.contentOffset.x + 80.49) < 0.05)
        fixture.driver.release(after: 0.1)
        #expect(fixture.recorder.calls.contains("willBeginDecelerating"), "a bounce back is deceleration")
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 0)
        #expect(fixture.recorder.offsets.allSatisfy { $0.x <= 0 }, "the bounce back never overshoots the edge")
    }

    @Test("grabbing an overscrolled view does not make it jump")
    func grabOverscrolled() {
        let fixture = ScrollFixture()
        fixture.driver.drag(from: CGPoint(x: 60, y: 150), by: CGPoint(x: 150, y: 0), speed: 400, hold: 0.1)
        fixture.driver.frames(3)
        let displayed = fixture.scrollView.contentOffset.x
        #expect(displayed < 0)
        fixture.driver.press(at: fixture.middle)
        fixture.driver.move(to: CGPoint(x: 210, y: 150), after: 0.016) // the pan begins exactly at the slop
        #expect(abs(fixture.scrollView.contentOffset.x - displayed) < 1e-9, "grabbed where it was shown")
        fixture.driver.move(to: CGPoint(x: 211, y: 150), after: 0.016)
        #expect(abs(fixture.scrollView.contentOffset.x - displayed) < 1, "and it follows through the rubber band")
    }

    @Test("momentum into an edge bounces back to exactly the edge", arguments: pointerDeliveries)
    func flingIntoEdge(delivery: FrameDriver.PointerDelivery) {
        let fixture = ScrollFixture(contentWidth: 600, delivery: delivery)
        fixture.fling(-100, speed: 3000)
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 300)
        #expect((fixture.recorder.offsets.map(\.x).max() ?? 0) > 300, "it went past the edge first")
    }

    @Test("with bounces off the offset never leaves the range (oracle 11)", arguments: pointerDeliveries)
    func noBounce(delivery: FrameDriver.PointerDelivery) {
        let fixture = ScrollFixture(contentWidth: 600, delivery: delivery) { $0.bounces = false }
        fixture.driver.drag(from: CGPoint(x: 60, y: 150), by: CGPoint(x: 200, y: 0), speed: 500, hold: 0.1)
        #expect(fixture.scrollView.contentOffset.x == 0)
        fixture.fling(-100, speed: 3000)
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 300)
        #expect(fixture.recorder.offsets.allSatisfy { (0...300).contains($0.x) })
    }

    @Test("paging: a short fast flick turns exactly one page, a slow short drag springs back", arguments: pointerDeliveries)
    func pagingFlick(delivery: FrameDriver.PointerDelivery) {
        let fixture = ScrollFixture(paging: true, delivery: delivery)
        fixture.fling(-40, speed: 1500)
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 300)
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: -100, y: 0), speed: 200, hold: 0.1)
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 300)
        fixture.recorder.reset()
        fixture.fling(-250, speed: 6000)
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 600, "never more than one page per swipe")
        let shown = fixture.recorder.offsets.map(\.x)
        #expect(abs(shown[shown.count - 1] - shown[shown.count - 2]) < 1, "the snap's last frame does not jump")
    }

    @Test(
        "paging: a flick the same way during a snap adds one page; the delegate cannot move the target",
        arguments: pointerDeliveries)
    func pagingFlickDuringSnap(delivery: FrameDriver.PointerDelivery) {
        let fixture = ScrollFixture(paging: true, delivery: delivery)
        fixture.recorder.retarget = { _ in CGPoint(x: 1234, y: 0) }
        fixture.fling(-40, speed: 1500)
        fixture.driver.frames(4)
        #expect(fixture.scrollView.isDecelerating)
        fixture.fling(-40, speed: 1500)
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 600)
    }

    @Test("a press that catches a paging snap and lifts still lands on a page", arguments: pointerDeliveries)
    func caughtSnapLands(delivery: FrameDriver.PointerDelivery) {
        let fixture = ScrollFixture(paging: true, delivery: delivery)
        fixture.fling(-40, speed: 1500)
        fixture.driver.frames(5)
        fixture.driver.click(at: fixture.middle)
        fixture.driver.settle()
        let offset = fixture.scrollView.contentOffset.x
        #expect(offset == 0 || offset == 300)
    }

    @Test("trackpad deltas drag the content 1:1; 50 ms without one releases the swipe; Shift + a notch steps a page")
    func wheelSettles() {
        let fixture = ScrollFixture(paging: true)
        for _ in 0..<4 {
            fixture.driver.wheel(dx: 30, at: fixture.middle, precise: true)
            fixture.driver.wait(0.02)
        }
        #expect(fixture.scrollView.contentOffset.x == 120)
        #expect(fixture.scrollView.isDragging, "30 ms after the last delta the fingers may still be on the pad")
        fixture.driver.wait(0.04)
        #expect(!fixture.scrollView.isDragging && fixture.scrollView.isDecelerating, "released at 1500 pt/s: the next page")
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 300)
        #expect(fixture.recorder.calls.filter { $0 == "willBeginDragging" }.count == 1)

        fixture.driver.wheel(dx: 0, dy: 40, at: fixture.middle, modifiers: .shift)
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 600, "Shift turns a vertical notch horizontal: one page")
    }

    @Test("setContentOffset(animated:) is a 0.3 s spring from rest, ends exactly, and reports didEndScrollingAnimation once")
    func programmaticAnimation() {
        let fixture = ScrollFixture()
        fixture.scrollView.setContentOffset(CGPoint(x: 300, y: 0), animated: true) // one page
        fixture.driver.frames(3) // 0.05 s at 60 Hz
        let early = fixture.scrollView.contentOffset.x
        #expect(early > 60 && early < 240, "moving, not a jump: \(early)")
        fixture.driver.frames(17) // 0.333 s
        #expect(fixture.scrollView.contentOffset.x > 297, "99 % of the way at 0.32 s")
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 300)
        #expect(fixture.recorder.calls == ["didScroll", "didEndScrollingAnimation"])

        fixture.scrollView.scrollRectToVisible(CGRect(x: 900, y: 0, width: 100, height: 50), animated: false)
        #expect(fixture.scrollView.contentOffset.x == 700)
    }

    @Test(
        "assigning contentOffset during momentum carries the motion along (a recentre is invisible)", arguments: pointerDeliveries
    )
    func recentreDuringMomentum(delivery: FrameDriver.PointerDelivery) {
        let plain = ScrollFixture(delivery: delivery)
        let shifted = ScrollFixture(delivery: delivery)
        plain.fling(-100, speed: 1500)
        shifted.fling(-100, speed: 1500)
        plain.driver.frames(5)
        shifted.driver.frames(5)
        shifted.scrollView.contentOffset.x -= 100
        plain.driver.settle()
        shifted.driver.settle()
        #expect(abs(shifted.scrollView.contentOffset.x - (plain.scrollView.contentOffset.x - 100)) < 1e-6)
    }

    @Test("indicators show while scrolling and fade out after")
    func indicators() {
        let fixture = ScrollFixture()
        func indicatorCount() -> Int {
            fixture.driver.root.makeDisplayList(textMeasurer: nil).commands.filter {
                if case .roundedFill(_, _, let color) = $0 { return color.alpha > 0 }
                return false
            }.count
        }
        #expect(indicatorCount() == 0)
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: -60, y: 0), speed: 300, release: false)
        #expect(indicatorCount() == 1)
        fixture.driver.release(after: 0.1)
        fixture.driver.settle()
        #expect(indicatorCount() == 0)
    }

    @Test("an offset set before the scroll view is in a window leaves no indicator on screen unfaded")
    func offsetBeforeWindow() {
        // The app clock starts near 0, as the lab's does: a layout's offset set before the view has a
        // window must not show an indicator that nothing ticks away (it stayed on screen).
        let fixture = ScrollFixture(start: 0.1) { $0.contentOffset.x = 900 }
        fixture.driver.frames(1)
        let shown = fixture.driver.root.makeDisplayList(textMeasurer: nil).commands.contains {
            if case .roundedFill(_, _, let color) = $0 { return color.alpha > 0 }
            return false
        }
        #expect(!shown || fixture.driver.root.animationDriver.contains(fixture.scrollView), "drawn but never faded")
        #expect(!shown, "no user saw it scroll: nothing to show")
    }
}

@MainActor
@Suite("Window routing")
struct WindowRoutingTests {
    @Test("nested tap recognizers: one click fires only the innermost")
    func nestedTaps() {
        let outer = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        outer.addSubview(inner)
        var fired: [String] = []
        outer.addGestureRecognizer(TapGestureRecognizer { _ in fired.append("outer") })
        inner.addGestureRecognizer(TapGestureRecognizer { _ in fired.append("inner") })
        let driver = FrameDriver(size: CGSize(width: 300, height: 300), containing: outer)
        driver.click(at: CGPoint(x: 100, y: 100))
        #expect(fired == ["inner"])
        driver.click(at: CGPoint(x: 20, y: 20))
        #expect(fired == ["inner", "outer"])
    }

    @Test("a drag whose button-up never arrives ends cleanly when the window loses focus")
    func focusLostEndsDrag() {
        let fixture = ScrollFixture()
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: -80, y: 0), speed: 400, release: false)
        #expect(fixture.scrollView.isDragging)
        fixture.driver.root.handle(.focusLost(fixture.driver.time))
        fixture.driver.settle()
        #expect(!fixture.scrollView.isDragging && !fixture.scrollView.isTracking)
        #expect(fixture.recorder.calls.contains("didEndDragging(false)"))
    }

    @Test("disabling scrolling mid-drag ends the drag at rest, as UIKit cancels a disabled recognizer")
    func disableMidDrag() {
        let fixture = ScrollFixture()
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: -80, y: 0), speed: 400, release: false)
        #expect(fixture.scrollView.isDragging && fixture.scrollView.isTracking)
        fixture.scrollView.isScrollEnabled = false
        #expect(!fixture.scrollView.isDragging && !fixture.scrollView.isTracking)
        #expect(fixture.recorder.calls.suffix(2) == ["willEndDragging", "didEndDragging(false)"])
        fixture.driver.release(after: 0.02)
        fixture.scrollView.isScrollEnabled = true
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: -50, y: 0), speed: 400, hold: 0.1)
        #expect(fixture.recorder.calls.filter { $0 == "willBeginDragging" }.count == 2, "the next press drags again")
    }

    @Test("a non-finite offset is refused, so it cannot poison later motion")
    func nonFiniteOffset() {
        let fixture = ScrollFixture()
        fixture.scrollView.contentOffset = CGPoint(x: 120, y: 0)
        fixture.scrollView.contentOffset.x = .nan
        fixture.scrollView.setContentOffset(CGPoint(x: CGFloat.infinity, y: 0), animated: false)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 120, y: 0))
    }

    @Test("a click during a wheel gesture on a paging view still lands on a page", arguments: [false, true])
    func wheelThenClick(precise: Bool) {
        let fixture = ScrollFixture(paging: true)
        fixture.driver.wheel(dx: 100, at: fixture.middle, precise: precise)
        fixture.driver.click(at: fixture.middle, hold: 0.02)
        fixture.driver.settle()
        let offset = fixture.scrollView.contentOffset.x
        #expect(offset == 0 || offset == 300, "\(offset)")
    }
}

@MainActor
@Suite("ScrollView: recentring during momentum")
struct RecentringMomentumTests {
    /// Jumps the offset back by `period` whenever it passes `limit`, counting the jumps.
    @MainActor
    final class Recentrer: ScrollViewDelegate {
        let limit: CGFloat, period: CGFloat
        var jumps = 0
        init(limit: CGFloat, period: CGFloat) {
            self.limit = limit
            self.period = period
        }
        func scrollViewDidScroll(_ scrollView: ScrollView) {
            while scrollView.contentOffset.x > limit {
                scrollView.contentOffset.x -= period
                jumps += 1
            }
        }
    }

    @Test(
        "free momentum keeps gliding through recentres as if the content were endless", arguments: pointerDeliveries,
        [2000.0, 5000, 12000])
    func glideThroughRecentres(delivery: FrameDriver.PointerDelivery, speed: Double) {
        // A drag of 60 ms, so that SDL's once-per-frame samples see the speed (a shorter one is a
        // frame or two: its velocity is not in the samples).
        let length = CGFloat(speed) * 0.06
        let endless = ScrollFixture(contentWidth: 1e9, delivery: delivery)
        endless.fling(-length, speed: CGFloat(speed))
        endless.driver.settle()

        let recentred = ScrollFixture(contentWidth: 2000, delivery: delivery)
        let recentrer = Recentrer(limit: 900, period: 600)
        recentred.scrollView.delegate = recentrer
        recentred.fling(-length, speed: CGFloat(speed))
        recentred.driver.settle()
        let travelled = recentred.scrollView.contentOffset.x + CGFloat(recentrer.jumps) * 600
        #expect(recentrer.jumps > 0)
        #expect(
            abs(travelled - endless.scrollView.contentOffset.x) < 0.5, "\(travelled) vs \(endless.scrollView.contentOffset.x)")
    }

    @Test("free momentum still bounces at the real edge after a recentre moved the offset", arguments: pointerDeliveries)
    func bouncesAtRealEdge(delivery: FrameDriver.PointerDelivery) {
        let fixture = ScrollFixture(contentWidth: 1000, delivery: delivery) // range 0...700
        fixture.fling(-100, speed: 800)
        fixture.driver.frames(3)
        fixture.scrollView.contentOffset.x += 550 // an outside jump towards the far edge
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 700, "it met the edge where the edge really is")
    }
}
