import Foundation
import ScrollKitTestSupport
import Testing

@testable import ScrollKit

@MainActor
@Suite("ScrollView: real SDL input, far bounces, non-finite input, joint stop, slop (issue 13, oracle 18)")
struct ScrollViewInputEdgeTests {
    /// Where a 290 pt drag at 1 000 pt/s comes to rest when SDL delivers it at `hz` with the clock
    /// starting `phase` seconds past 10 s (the sub-millisecond part is what SDL's stamps drop).
    static func rest(hz: Double, phase: Double, delivery: FrameDriver.PointerDelivery = .sdl()) -> CGFloat {
        let fixture = ScrollFixture(hz: hz, contentWidth: 1e6, delivery: delivery, start: 10 + phase)
        fixture.driver.drag(from: CGPoint(x: 345, y: 150), by: CGPoint(x: -290, y: 0), speed: 1000)
        fixture.driver.settle()
        return fixture.scrollView.contentOffset.x
    }

    @Test(
        "the same drag at 30, 60, 120, 144 and 240 Hz with random sub-ms phases rests within 2 pt of itself (was 17-50 pt apart)")
    func sameDragSameRest() {
        var random = SplitMix64(seed: 1302)
        var rests: [CGFloat] = []
        for hz in [30.0, 60, 120, 144, 240] {
            for _ in 0..<12 { rests.append(Self.rest(hz: hz, phase: Double.random(in: 0..<0.05, using: &random))) }
        }
        let spread = rests.max()! - rests.min()!
        #expect(spread < 2, "spread \(spread) pt over \(rests.min()!)...\(rests.max()!)")
        // And it is the fling of a 1 000 pt/s release: 280 pt dragged (the slop trails) + 494 pt of glide.
        #expect(abs(rests.min()! - (280 + 494.01)) < 3)
    }

    @Test("pump jitter of up to 3 ms and a dropped frame in the drag keep the fling within 1 % of its length")
    func jitterAndDroppedFrame() {
        let reference = Self.rest(hz: 60, phase: 0.000_4)
        for (index, delivery) in [
            FrameDriver.PointerDelivery.sdl(jitter: 0.003, seed: 7), .sdl(droppedFrame: 9),
            .sdl(jitter: 0.002, droppedFrame: 16, seed: 9),
        ].enumerated() {
            let rest = Self.rest(hz: 60, phase: 0.000_4 + Double(index) * 0.000_3, delivery: delivery)
            #expect(abs(rest - reference) < 0.01 * 494, "\(delivery): \(rest) vs \(reference)")
        }
        // A 20 Hz machine (a frame every 50 ms, over Flutter's 40 ms pause rule) still flings.
        let slow = Self.rest(hz: 20, phase: 0.000_2)
        #expect(abs(slow - reference) < 0.01 * 494, "20 Hz: \(slow) vs \(reference)")
    }

    @Test(
        "a press on a bounce shown 313 pt past the edge of a 300 pt view grabs it where it is; the content then moves less than the pointer"
    )
    func grabFarBounce() {
        let fixture = ScrollFixture()
        fixture.scrollView.contentOffset.x = -313 // what a fast fling's bounce could show
        let driver = fixture.driver
        driver.press(at: CGPoint(x: 100, y: 150))
        driver.move(to: CGPoint(x: 90, y: 150), after: 0.016) // the slop: the pan begins here
        #expect(fixture.scrollView.isDragging)
        #expect(abs(fixture.scrollView.contentOffset.x + 313) < 1e-6, "was 299.7 pt: a 13 pt jump")
        var previous = fixture.scrollView.contentOffset.x
        for step in 1...200 {
            driver.move(to: CGPoint(x: 90 - CGFloat(step), y: 150), after: 0.004)
            let now = fixture.scrollView.contentOffset.x
            #expect(now >= previous && now - previous <= 1 + 1e-9)
            previous = now
        }
        driver.release(after: 0.1)
        driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 0)
    }

    @Test(
        "NaN pointer samples and a NaN landing from the delegate never reach a delegate call or the offset; the view comes to rest"
    )
    func nonFiniteInput() throws {
        let fixture = ScrollFixture()
        fixture.recorder.retarget = { CGPoint(x: .nan, y: $0.y) }
        let driver = fixture.driver
        driver.press(at: fixture.middle)
        driver.move(to: CGPoint(x: 180, y: 150), after: 0.008)
        driver.root.handle(.pointer(PointerEvent(.moved, at: CGPoint(x: CGFloat.nan, y: 150), time: driver.time + 0.004)))
        driver.move(to: CGPoint(x: 160, y: 150), after: 0.008)
        driver.root.handle(.pointer(PointerEvent(.moved, at: CGPoint(x: 150, y: 150), time: .infinity)))
        driver.move(to: CGPoint(x: 140, y: 150), after: 0.008)
        driver.release(after: 0.008)
        let release = try #require(fixture.recorder.lastRelease)
        #expect(release.velocity.x.isFinite && release.velocity.y.isFinite)
        #expect(release.target.x.isFinite && release.velocity.x > 0)
        #expect(driver.settle(limit: 10), "it does not decelerate forever")
        #expect(fixture.recorder.offsets.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(fixture.scrollView.contentOffset.x > 60 && !fixture.scrollView.isDecelerating)

        // Infinite and NaN velocities reaching a release (the public simulations take them too).
        for velocity in [
            CGPoint(x: CGFloat.infinity, y: 0), CGPoint(x: -CGFloat.infinity, y: .nan), CGPoint(x: CGFloat.nan, y: 0),
        ] {
            fixture.recorder.reset()
            fixture.scrollView.release(velocity: velocity)
            let release = try #require(fixture.recorder.lastRelease)
            #expect(release.velocity.x.isFinite && release.velocity.y.isFinite && release.target.x.isFinite)
            #expect(driver.settle(limit: 20), "\(velocity): it comes to rest")
            #expect(fixture.recorder.offsets.allSatisfy { $0.x.isFinite && $0.y.isFinite })
            #expect(fixture.scrollView.horizontalMetrics.range.contains(fixture.scrollView.contentOffset.x))
        }

        // A NaN press is no touch at all.
        fixture.recorder.reset()
        driver.root.handle(.pointer(PointerEvent(.down, at: CGPoint(x: CGFloat.nan, y: .nan), time: driver.time)))
        driver.root.handle(.pointer(PointerEvent(.up, at: CGPoint(x: CGFloat.nan, y: .nan), time: driver.time + 0.05)))
        driver.settle()
        #expect(fixture.recorder.calls.isEmpty)
    }

    @Test("two-axis momentum stops both axes together, as UIKit: a (1000, 20) pt/s release moves y 9.88 pt, not 4.99")
    func jointStop() {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.contentSize = CGSize(width: 5000, height: 5000)
        let recorder = DelegateRecorder()
        view.delegate = recorder
        let driver = FrameDriver(size: CGSize(width: 300, height: 300), containing: view)
        view.contentOffset = CGPoint(x: 1000, y: 1000)
        view.release(velocity: CGPoint(x: 1000, y: 20))
        let share = 0.01 * 20 / hypot(1000.0, 20) // y's part of the joint 0.01 pt/ms
        #expect(
            abs(recorder.lastRelease!.target.y - (1000 + (0.02 - share) / -log(0.998))) < 1e-6,
            "the reported landing knows it too")
        driver.settle()
        #expect(abs(view.contentOffset.y - 1009.88) < 0.05, "\(view.contentOffset.y)")
        #expect(abs(view.contentOffset.x - 1494.01) < 0.1)
    }

    @Test("oracle 18: 9.9 pt of movement never starts a pan, 10 pt does; a tap fails once the pointer moved 11 pt")
    func slopBoundary() {
        let fixture = ScrollFixture()
        fixture.driver.press(at: fixture.middle)
        fixture.driver.move(to: CGPoint(x: 200 - 9.9, y: 150), after: 0.02)
        #expect(!fixture.scrollView.isDragging && fixture.scrollView.contentOffset.x == 0)
        fixture.driver.move(to: CGPoint(x: 200 - 7, y: 150 + 7), after: 0.02) // 9.9 pt diagonally
        #expect(!fixture.scrollView.isDragging)
        fixture.driver.move(to: CGPoint(x: 190, y: 150), after: 0.02)
        #expect(fixture.scrollView.isDragging)
        fixture.driver.release(after: 0.1)
        fixture.driver.settle()

        let tile = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var taps = 0
        tile.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        let driver = FrameDriver(size: CGSize(width: 200, height: 200), containing: tile)
        for (moved, expected) in [(CGFloat(10), 1), (11, 1), (9.9, 2)] {
            driver.press(at: CGPoint(x: 50, y: 50))
            driver.move(to: CGPoint(x: 50 + moved, y: 50), after: 0.02)
            driver.release(after: 0.02)
            #expect(taps == expected, "moved \(moved) pt")
        }
    }
}
