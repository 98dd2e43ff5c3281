import Foundation
import ScrollKitTestSupport
import Testing

@testable import ScrollKit

@MainActor
@Suite("ScrollView: dragging, momentum and the delegate")
struct ScrollViewDraggingTests {
    @Test("a big first mouse step moves the content all but the slop")
    func bigFirstStep() {
        let fixture = ScrollFixture()
        fixture.driver.press(at: fixture.middle)
        fixture.driver.move(to: CGPoint(x: 150, y: 150), after: 0.016)
        #expect(fixture.scrollView.contentOffset.x == 40)
    }

    @Test("a drag follows the pointer past the slop without a jump, and contentOffset is bounds.origin")
    func dragFollowsPointer() {
        let fixture = ScrollFixture()
        fixture.driver.press(at: fixture.middle)
        fixture.driver.move(to: CGPoint(x: 195, y: 150), after: 0.016)
        #expect(fixture.scrollView.contentOffset.x == 0, "under the 10 pt slop nothing moves (oracle 18)")
        #expect(!fixture.scrollView.isDragging && fixture.scrollView.isTracking)
        fixture.driver.move(to: CGPoint(x: 188, y: 150), after: 0.016)
        #expect(fixture.scrollView.isDragging)
        #expect(fixture.scrollView.contentOffset.x == 2, "the content trails the pointer by the slop: no jump")
        fixture.driver.move(to: CGPoint(x: 100, y: 150), after: 0.1)
        #expect(fixture.scrollView.contentOffset.x == 90)
        #expect(fixture.scrollView.bounds.origin == fixture.scrollView.contentOffset)
    }

    @Test("delegate order for a drag with momentum: each call once, in UIKit's order", arguments: pointerDeliveries)
    func momentumOrder(delivery: FrameDriver.PointerDelivery) {
        let fixture = ScrollFixture(delivery: delivery)
        fixture.fling(-150, speed: 1500)
        #expect(fixture.scrollView.isDecelerating)
        fixture.driver.settle()
        #expect(
            fixture.recorder.calls == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
        #expect(!fixture.scrollView.isDecelerating && !fixture.scrollView.isDragging && !fixture.scrollView.isTracking)
    }

    @Test("a drag that ends at rest does not decelerate")
    func dragEndsAtRest() {
        let fixture = ScrollFixture()
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: -100, y: 0), speed: 500, hold: 0.1)
        #expect(fixture.recorder.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(
            fixture.recorder.lastRelease?.velocity == .zero,
            "a 100 ms pause before lifting zeroes the velocity (the fade ends 80 ms past one sample interval)")
        let rest = fixture.scrollView.contentOffset
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset == rest)
    }

    @Test(
        "the reported target is UIKit's projected landing and the content comes to rest within 1 pt of it (oracle 5)",
        arguments: pointerDeliveries)
    func reportedTarget(delivery: FrameDriver.PointerDelivery) throws {
        let fixture = ScrollFixture(delivery: delivery)
        fixture.fling(-120, speed: 1000)
        let release = try #require(fixture.recorder.lastRelease)
        let expected = DecelerationSimulation.projectedRestOffset(
            offset: release.offset.x,
            velocity: release.velocity.x * 1000, rate: .normal)
        #expect(abs(release.target.x - expected) < 0.001)
        #expect(release.velocity.x > 0.8 && release.velocity.x < 1.2, "pt/ms, positive as the offset grows")
        fixture.driver.settle()
        #expect(abs(fixture.scrollView.contentOffset.x - release.target.x) < 1)
    }

    @Test("a fast fling travels much farther than a slow drag of the same length", arguments: pointerDeliveries)
    func flingVersusDrag(delivery: FrameDriver.PointerDelivery) {
        let fast = ScrollFixture(delivery: delivery)
        let slow = ScrollFixture(delivery: delivery)
        fast.fling(-100, speed: 2000)
        slow.fling(-100, speed: 150)
        fast.driver.settle()
        slow.driver.settle()
        #expect(fast.scrollView.contentOffset.x > 4 * slow.scrollView.contentOffset.x)
        #expect(fast.scrollView.contentOffset.x > 700)
    }

    @Test("a delegate's new landing is reached exactly, without overshooting it (oracle 6)", arguments: pointerDeliveries)
    func delegateRetarget(delivery: FrameDriver.PointerDelivery) {
        let fixture = ScrollFixture(delivery: delivery)
        fixture.recorder.retarget = { _ in CGPoint(x: 300, y: 0) }
        fixture.fling(-100, speed: 1500)
        fixture.driver.settle()
        #expect(abs(fixture.scrollView.contentOffset.x - 300) < 0.5)
        #expect(fixture.recorder.offsets.allSatisfy { $0.x <= 300 + 1e-9 })
    }

    @Test("a press during momentum stops the content within one frame and is not a tap (oracle 17)", arguments: pointerDeliveries)
    func pressCatchesMomentum(delivery: FrameDriver.PointerDelivery) {
        let fixture = ScrollFixture(delivery: delivery)
        let tile = View(frame: CGRect(x: 0, y: 0, width: 3000, height: 200))
        var taps = 0
        tile.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        fixture.scrollView.addSubview(tile)
        fixture.fling(-150, speed: 2000)
        fixture.driver.frames(10)
        #expect(fixture.scrollView.isDecelerating)
        fixture.driver.press(at: fixture.middle)
        let caught = fixture.scrollView.contentOffset
        #expect(!fixture.scrollView.isDecelerating)
        fixture.driver.frames(3)
        #expect(fixture.scrollView.contentOffset == caught)
        fixture.driver.release(after: 0.05)
        fixture.driver.settle()
        #expect(taps == 0, "the press braked the strip: never a tap")
        #expect(
            fixture.recorder.calls.suffix(5) == [
                "didEndDecelerating", "willBeginDragging", "willEndDragging", "didEndDragging(false)", "didScroll",
            ]
                || fixture.recorder.calls.suffix(4) == [
                    "didEndDecelerating", "willBeginDragging", "willEndDragging", "didEndDragging(false)",
                ])
        #expect(fixture.scrollView.contentOffset == caught)

        fixture.driver.click(at: fixture.middle)
        #expect(taps == 1, "a press on a resting strip is a tap")
    }

    @Test("a drag that starts on a tappable tile cancels the tap")
    func panCancelsTap() {
        let fixture = ScrollFixture()
        let tile = View(frame: CGRect(x: 0, y: 0, width: 3000, height: 200))
        var taps = 0
        tile.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        fixture.scrollView.addSubview(tile)
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: -60, y: 0), speed: 300, hold: 0.1)
        #expect(taps == 0)
        #expect(fixture.scrollView.contentOffset.x > 40)
    }

    @Test("a vertical drag does not move a horizontal-only scroll view")
    func crossAxisDrag() {
        let fixture = ScrollFixture()
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: 0, y: -80), speed: 500)
        #expect(fixture.scrollView.contentOffset == .zero)
        #expect(fixture.recorder.calls.isEmpty)
    }

    @Test("momentum ends at the same place at 30, 60, 120 and 240 Hz (oracle 4)", arguments: pointerDeliveries)
    func frameRateIndependence(delivery: FrameDriver.PointerDelivery) {
        var rests: [CGFloat] = []
        var stops: [TimeInterval] = []
        for hz in [30.0, 60, 120, 240] {
            let fixture = ScrollFixture(hz: hz, delivery: delivery)
            fixture.fling(-200, speed: 1000)
            let released = fixture.driver.time
            fixture.driver.wait(0.001)
            while fixture.scrollView.isDecelerating { fixture.driver.frame() }
            rests.append(fixture.scrollView.contentOffset.x)
            stops.append(fixture.driver.time - released)
        }
        // Exact samples release at the same velocity at every rate; SDL's whole-ms stamps leave the
        // release velocity a few tenths of a percent apart (issue 13 asks within 2 pt).
        let tolerance: CGFloat
        if case .exact = delivery { tolerance = 0.5 } else { tolerance = 2 }
        #expect(rests.max()! - rests.min()! < tolerance, "\(rests)")
        #expect(stops.max()! - stops.min()! <= 1.0 / 30 + 1e-9, "\(stops)")
    }
}
