import Foundation
import ScrollKitTestSupport
import Testing

@testable import ScrollKit

/// `ScrollView.keepingMotion` and `retargetMotion(to:)` (issue 28: a carousel whose data changes
/// while it moves): a landing re-aimed lands exactly on the new offset and reports its end once, as
/// it would have; an animation likewise; free momentum and rest are left alone; an offset set inside
/// `keepingMotion` carries the running motion along instead of stopping it.
@MainActor
@Suite("ScrollView: keeping and re-aiming a motion")
struct KeepingMotionTests {
    /// A paging fixture flung one page forward, three frames into its landing (a `.deceleration`).
    private func landing() -> ScrollFixture {
        let fixture = ScrollFixture(paging: true)
        fixture.fling(-120, speed: 1_500)
        fixture.driver.frames(3)
        #expect(fixture.scrollView.motion?.kind == .deceleration)
        fixture.recorder.reset()
        return fixture
    }

    /// A free fixture flung, five frames into its momentum.
    private func momentum() -> ScrollFixture {
        let fixture = ScrollFixture()
        fixture.fling(-200, speed: 1_500)
        fixture.driver.frames(5)
        #expect(fixture.scrollView.motion?.kind == .momentum)
        fixture.recorder.reset()
        return fixture
    }

    /// A fixture three frames into an animated `setContentOffset` to x = 900.
    private func animation() -> ScrollFixture {
        let fixture = ScrollFixture()
        fixture.scrollView.setContentOffset(CGPoint(x: 900, y: 0), animated: true)
        fixture.driver.frames(3)
        #expect(fixture.scrollView.motion?.kind == .programmatic)
        fixture.recorder.reset()
        return fixture
    }

    private func count(_ name: String, in fixture: ScrollFixture) -> Int { fixture.recorder.calls.filter { $0 == name }.count }

    // MARK: retargetMotion(to:)

    @Test("a landing re-aimed lands exactly on the new offset, without a jerk, and ends once with didEndDecelerating")
    func retargetsLanding() {
        let fixture = landing()
        let scrollView = fixture.scrollView
        let before = scrollView.contentOffset.x
        let speedBefore = abs(before - fixture.scrollView.motion!.offset(at: fixture.driver.time - 1.0 / 60).x) * 60
        scrollView.retargetMotion(to: CGPoint(x: 1_500, y: 0))
        #expect(scrollView.restingTarget == CGPoint(x: 1_500, y: 0))
        #expect(scrollView.contentOffset.x == before, "re-aiming moves nothing by itself")
        fixture.driver.frame()
        let step = abs(scrollView.contentOffset.x - before) * 60
        #expect(step < max(speedBefore, 1) * 3 + 1_000, "no jerk: \(step) pt/s after \(speedBefore)")
        #expect(fixture.driver.settle())
        #expect(scrollView.contentOffset == CGPoint(x: 1_500, y: 0))
        #expect(count("didEndDecelerating", in: fixture) == 1, "\(fixture.recorder.calls)")
        #expect(count("didEndScrollingAnimation", in: fixture) == 0, "\(fixture.recorder.calls)")
    }

    @Test("an animation re-aimed lands exactly and ends once with didEndScrollingAnimation")
    func retargetsAnimation() {
        let fixture = animation()
        fixture.scrollView.retargetMotion(to: CGPoint(x: 420, y: 0))
        #expect(fixture.driver.settle())
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 420, y: 0))
        #expect(count("didEndScrollingAnimation", in: fixture) == 1, "\(fixture.recorder.calls)")
        #expect(count("didEndDecelerating", in: fixture) == 0, "\(fixture.recorder.calls)")
    }

    @Test("free momentum is left alone: it glides where it would have")
    func leavesMomentum() {
        let reference = momentum()
        #expect(reference.driver.settle())
        let fixture = momentum()
        let target = fixture.scrollView.restingTarget
        fixture.scrollView.retargetMotion(to: CGPoint(x: 2_000, y: 0))
        #expect(fixture.scrollView.restingTarget == target)
        #expect(fixture.driver.settle())
        #expect(fixture.scrollView.contentOffset == reference.scrollView.contentOffset)
        #expect(count("didEndDecelerating", in: fixture) == 1)
    }

    @Test("rest is left alone: nothing moves, nothing is reported, nothing ticks")
    func leavesRest() {
        let fixture = ScrollFixture()
        fixture.scrollView.contentOffset = CGPoint(x: 300, y: 0)
        #expect(fixture.driver.settle(), "the indicators fade")
        fixture.recorder.reset()
        fixture.scrollView.retargetMotion(to: CGPoint(x: 900, y: 0))
        #expect(fixture.scrollView.motion == nil)
        #expect(fixture.driver.root.animationDriver.isIdle)
        fixture.driver.frames(30)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 300, y: 0))
        #expect(fixture.recorder.calls.isEmpty)
    }

    @Test("a non-finite offset is ignored: the landing goes on to its own target")
    func ignoresNonFinite() {
        let fixture = landing()
        let target = fixture.scrollView.restingTarget
        fixture.scrollView.retargetMotion(to: CGPoint(x: CGFloat.nan, y: 0))
        fixture.scrollView.retargetMotion(to: CGPoint(x: 0, y: CGFloat.infinity))
        #expect(fixture.scrollView.restingTarget == target)
        #expect(fixture.driver.settle())
        #expect(fixture.scrollView.contentOffset == target)
    }

    // MARK: keepingMotion

    @Test("an offset set without animation inside keepingMotion carries a landing along: it lands as far on, ends once")
    func keepsLanding() {
        let fixture = landing()
        let scrollView = fixture.scrollView
        let target = scrollView.restingTarget!
        let cause = scrollView.cause
        scrollView.keepingMotion {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x + 600, y: 0), animated: false)
        }
        #expect(scrollView.isDecelerating)
        #expect(scrollView.restingTarget == CGPoint(x: target.x + 600, y: 0))
        #expect(scrollView.cause == cause, "the motion keeps its cause (\(cause)), not the body's")
        #expect(count("didEndDecelerating", in: fixture) == 0)
        #expect(fixture.driver.settle())
        #expect(scrollView.contentOffset == CGPoint(x: target.x + 600, y: 0))
        #expect(count("didEndDecelerating", in: fixture) == 1, "\(fixture.recorder.calls)")
    }

    @Test("momentum carried along by keepingMotion glides on from the new place as far as it would have")
    func keepsMomentum() {
        let reference = momentum()
        #expect(reference.driver.settle())
        let fixture = momentum()
        let scrollView = fixture.scrollView
        scrollView.keepingMotion {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x - 100, y: 0), animated: false)
        }
        #expect(scrollView.isDecelerating)
        #expect(fixture.driver.settle())
        #expect(abs(scrollView.contentOffset.x - (reference.scrollView.contentOffset.x - 100)) < 0.5)
        #expect(count("didEndDecelerating", in: fixture) == 1)
    }

    @Test("an animation carried along by keepingMotion lands as far on and ends once")
    func keepsAnimation() {
        let fixture = animation()
        let scrollView = fixture.scrollView
        scrollView.keepingMotion {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x + 300, y: 0), animated: false)
        }
        #expect(fixture.driver.settle())
        #expect(scrollView.contentOffset == CGPoint(x: 1_200, y: 0))
        #expect(count("didEndScrollingAnimation", in: fixture) == 1, "\(fixture.recorder.calls)")
    }

    @Test("a motion the body starts replaces the running one")
    func bodyMotionWins() {
        let fixture = landing()
        let scrollView = fixture.scrollView
        scrollView.keepingMotion { scrollView.setContentOffset(CGPoint(x: 60, y: 0), animated: true) }
        #expect(scrollView.motion?.kind == .programmatic)
        #expect(fixture.driver.settle())
        #expect(scrollView.contentOffset == CGPoint(x: 60, y: 0))
    }

    @Test("at rest, keepingMotion only runs the body: nothing starts moving")
    func restStaysRest() {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView
        scrollView.keepingMotion { scrollView.setContentOffset(CGPoint(x: 450, y: 0), animated: false) }
        #expect(scrollView.motion == nil && !scrollView.isDecelerating)
        fixture.driver.frames(30)
        #expect(scrollView.contentOffset == CGPoint(x: 450, y: 0))
    }

    @Test("a drag goes on through keepingMotion: the content keeps following the pointer from the new place")
    func keepsDrag() {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView
        scrollView.contentOffset = CGPoint(x: 1_000, y: 0)
        fixture.driver.press(at: fixture.middle)
        fixture.driver.move(to: CGPoint(x: 150, y: 150), after: 0.016)
        let before = scrollView.contentOffset.x
        scrollView.keepingMotion { scrollView.correctContentOffset(by: CGPoint(x: 300, y: 0)) }
        #expect(scrollView.isDragging)
        fixture.driver.move(to: CGPoint(x: 140, y: 150), after: 0.016)
        #expect(abs(scrollView.contentOffset.x - (before + 310)) < 1e-9)
        fixture.driver.release()
    }
}
