import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// `WindowRoot.reducesMotion`: programmatic changes cut, what the user moves still moves.
@MainActor
@Suite("ScrollView: reduced motion")
struct ReducedMotionTests {
    @Test("an animated setContentOffset is a cut: the offset is there at once, one end call follows, no frame moves it")
    func animatedOffsetCuts() {
        let fixture = ScrollFixture { _ in }
        fixture.driver.root.reducesMotion = true
        fixture.recorder.reset()
        fixture.scrollView.setContentOffset(CGPoint(x: 300, y: 0), animated: true, cause: .key)
        #expect(fixture.scrollView.contentOffset.x == 300)
        #expect(fixture.scrollView.isAtRest)
        #expect(fixture.recorder.calls == ["didScroll", "didEndScrollingAnimation"], "\(fixture.recorder.calls)")
        #expect(fixture.scrollView.cause == .key)
        fixture.driver.frames(30)
        #expect(fixture.scrollView.contentOffset.x == 300)
        #expect(fixture.recorder.calls.count == 2, "nothing more after the cut")
    }

    @Test("a cut during a running glide replaces it with one end call")
    func cutReplacesGlide() {
        let fixture = ScrollFixture { _ in }
        fixture.scrollView.setContentOffset(CGPoint(x: 300, y: 0), animated: true)
        fixture.driver.frames(3)
        fixture.driver.root.reducesMotion = true
        fixture.recorder.reset()
        fixture.scrollView.setContentOffset(CGPoint(x: 600, y: 0), animated: true)
        #expect(fixture.scrollView.contentOffset.x == 600)
        #expect(fixture.recorder.calls.filter { $0 == "didEndScrollingAnimation" }.count == 1, "\(fixture.recorder.calls)")
    }

    @Test("a fling still glides and lands where it would without reduced motion")
    func flingStillMoves() {
        let plain = ScrollFixture { _ in }
        plain.fling(-200, speed: 1500)
        _ = plain.driver.settle()
        let reduced = ScrollFixture { _ in }
        reduced.driver.root.reducesMotion = true
        reduced.fling(-200, speed: 1500)
        reduced.driver.frames(2)
        #expect(reduced.scrollView.isDecelerating, "momentum runs frame by frame")
        _ = reduced.driver.settle()
        #expect(reduced.scrollView.contentOffset == plain.scrollView.contentOffset)
    }
}
