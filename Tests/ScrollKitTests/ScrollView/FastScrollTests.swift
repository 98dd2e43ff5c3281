import Foundation
import ScrollKitTestSupport
import Testing

@testable import ScrollKit

/// A long free strip (300 pt view, 300 000 pt of content) resting at 150 000, or a paging one.
@MainActor
func fastScrollFixture(delivery: FrameDriver.PointerDelivery, paging: Bool = false) -> ScrollFixture {
    let fixture = ScrollFixture(contentWidth: 300_000, paging: paging, delivery: delivery)
    fixture.scrollView.contentOffset.x = 150_000
    fixture.recorder.reset()
    return fixture
}

/// One flick's release, as the delegate saw it: velocity (pt/ms), and the landing UIKit projects
/// from it minus the offset at the release (the flick's travel), points.
struct FlickRelease {
    var velocity: CGFloat
    var travel: CGFloat
}

@MainActor
@Suite("ScrollView: fast scroll (repeated flicks carry the glide's momentum, Flutter's rule)")
struct FastScrollTests {
    /// A flick of the pointer by `distance` points (negative: leftwards, scrolling forward) at
    /// 2 000 pt/s, after holding still for `holdFirst` seconds once pressed; returns its release.
    func flick(_ fixture: ScrollFixture, _ distance: CGFloat = -200, holdFirst: TimeInterval = 0) -> FlickRelease? {
        if holdFirst > 0 {
            fixture.driver.press(at: fixture.middle)
            fixture.driver.wait(holdFirst)
            let steps = 12
            for step in 1...steps {
                let x = fixture.middle.x + distance * CGFloat(step) / CGFloat(steps)
                fixture.driver.move(
                    to: CGPoint(x: x, y: fixture.middle.y), after: TimeInterval(abs(distance)) / 2000 / Double(steps))
            }
            fixture.driver.release()
        } else {
            fixture.fling(distance, speed: 2000)
        }
        guard let release = fixture.recorder.lastRelease else {
            Issue.record("the flick was never released: \(fixture.recorder.calls)")
            return nil
        }
        return FlickRelease(velocity: release.velocity.x, travel: release.target.x - release.offset.x)
    }

    /// The travel of a flick on a strip at rest, points.
    func loneTravel(_ delivery: FrameDriver.PointerDelivery, paging: Bool = false) -> CGFloat {
        let fixture = fastScrollFixture(delivery: delivery, paging: paging)
        return flick(fixture)?.travel ?? 0
    }

    @Test(
        "a lone flick glides UIKit's distance; a second and a third quick flick the same way travel further, the third well over 1.5×",
        arguments: pointerDeliveries)
    func quickFlicksBuildUp(delivery: FrameDriver.PointerDelivery) {
        let lone = loneTravel(delivery)
        #expect(lone > 700 && lone < 1300, "a 2 000 pt/s flick: about 1 000 pt (\(lone))")
        let fixture = fastScrollFixture(delivery: delivery)
        var travels: [CGFloat] = []
        for _ in 0..<3 {
            guard let release = flick(fixture) else { return }
            travels.append(release.travel)
            fixture.driver.wait(0.15)
            #expect(fixture.scrollView.isDecelerating, "still gliding when the next flick catches it")
        }
        #expect(abs(travels[0] - lone) < 0.02 * lone, "the first flick is a lone one: \(travels[0]) vs \(lone)")
        #expect(travels[1] > 1.3 * lone, "the second carries the glide: \(travels)")
        #expect(travels[2] > travels[1], "the third more: \(travels)")
        #expect(travels[2] > 1.8 * lone, "well over 1.5× a lone flick: \(travels[2]) vs \(lone)")
        // The strip really goes that far: the last glide lands where UIKit projected it.
        guard let last = fixture.recorder.lastRelease else { return }
        fixture.driver.settle()
        #expect(abs(fixture.scrollView.contentOffset.x - last.target.x) < 5)
    }

    @Test("a reversal resets it: a flick back during the glide travels a lone flick's distance", arguments: pointerDeliveries)
    func reversalResets(delivery: FrameDriver.PointerDelivery) {
        let lone = loneTravel(delivery)
        let fixture = fastScrollFixture(delivery: delivery)
        _ = flick(fixture)
        fixture.driver.wait(0.15)
        guard let back = flick(fixture, 200) else { return }
        #expect(back.travel < 0 && abs(abs(back.travel) - lone) < 0.05 * lone, "back \(back.travel) vs lone \(lone)")
        // And forward again, against the backward glide: reversed again, nothing carried.
        fixture.driver.wait(0.15)
        guard let forward = flick(fixture) else { return }
        #expect(abs(forward.travel - lone) < 0.05 * lone, "forward \(forward.travel) vs lone \(lone)")
    }

    @Test(
        "a pause resets it: a press held still for 100 ms before flicking carries nothing; the same flick without the hold does")
    func pauseResets() {
        let lone = loneTravel(.exact)
        for hold in [0.1, 0] as [TimeInterval] {
            let fixture = fastScrollFixture(delivery: .exact)
            _ = flick(fixture)
            fixture.driver.wait(0.15)
            guard let second = flick(fixture, holdFirst: hold) else { return }
            if hold > 0 {
                #expect(second.travel < 1.05 * lone, "held: \(second.travel) vs lone \(lone)")
            } else {
                #expect(second.travel > 1.3 * lone, "not held: \(second.travel) vs lone \(lone)")
            }
        }
    }

    @Test("a flick ending with the pointer held still (a pause before lifting) carries nothing")
    func holdBeforeLiftResets() {
        let fixture = fastScrollFixture(delivery: .exact)
        _ = flick(fixture)
        fixture.driver.wait(0.15)
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: -200, y: 0), speed: 2000, hold: 0.06)
        let velocity = fixture.recorder.lastRelease?.velocity.x ?? .nan
        #expect(velocity < 2.1, "no more than the fling itself (2 pt/ms, faded by the hold): \(velocity)")
    }

    @Test("an edge resets it: a glide caught while bouncing past the end carries nothing")
    func edgeResets() {
        let fixture = ScrollFixture(contentWidth: 3000, paging: false)
        fixture.scrollView.contentOffset.x = 2300
        fixture.fling(-200, speed: 3000) // into the end (2 700), with a bounce
        var beyond = false
        for _ in 0..<120 where !beyond {
            fixture.driver.frame()
            beyond = fixture.scrollView.contentOffset.x > 2700 + 5
        }
        #expect(beyond, "the glide bounced past the end")
        fixture.driver.drag(from: CGPoint(x: 250, y: 150), by: CGPoint(x: -200, y: 0), speed: 2000)
        let velocity = fixture.recorder.lastRelease?.velocity.x ?? .nan
        #expect(velocity < 2.1, "the fling's own velocity, nothing carried: \(velocity) pt/ms")
    }

    @Test("paging ignores it: three quick flicks turn three pages exactly", arguments: pointerDeliveries)
    func pagingUnaffected(delivery: FrameDriver.PointerDelivery) {
        let fixture = fastScrollFixture(delivery: delivery, paging: true)
        var velocities: [CGFloat] = []
        for _ in 0..<3 {
            guard let release = flick(fixture) else { return }
            velocities.append(release.velocity)
            fixture.driver.wait(0.1)
        }
        fixture.driver.settle()
        #expect(abs(fixture.scrollView.contentOffset.x - (150_000 + 3 * 300)) < 1e-6, "\(fixture.scrollView.contentOffset.x)")
        #expect(velocities.allSatisfy { $0 < 2.1 }, "no carried momentum reported: \(velocities)")
    }

    @Test(
        "a trackpad swipe released into a glide carries like a drag: the second quick swipe leaves faster", arguments: wheelClocks
    )
    func swipesCarry(hz: Double) {
        let fixture = ScrollFixture(hz: hz, contentWidth: 300_000, paging: false)
        fixture.scrollView.contentOffset.x = 150_000
        let swipe = WheelTrace.swipe(peak: 30, tailRatio: nil)
        fixture.driver.play(swipe, at: fixture.middle)
        fixture.driver.wait(0.1) // the pause releases it
        let first = fixture.recorder.lastRelease?.velocity.x ?? .nan
        fixture.driver.wait(0.1)
        #expect(fixture.scrollView.isDecelerating)
        fixture.driver.play(swipe, at: fixture.middle)
        fixture.driver.wait(0.1)
        let second = fixture.recorder.lastRelease?.velocity.x ?? .nan
        #expect(first > 0.5, "the first swipe flings: \(first) pt/ms")
        #expect(second > 1.3 * first, "the second carries the first's glide: \(second) vs \(first) pt/ms")
        #expect(fixture.recorder.calls.filter { $0 == "willBeginDragging" }.count == 2)
    }
}
