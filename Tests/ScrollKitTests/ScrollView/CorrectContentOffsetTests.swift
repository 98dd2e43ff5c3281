import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@Suite("ScrollView: correcting the offset silently")
@MainActor
struct CorrectContentOffsetTests {
    @Test("a correction moves bounds.origin and calls neither the delegate nor an observer")
    func silent() {
        let fixture = ScrollFixture()
        let observer = DelegateRecorder()
        fixture.scrollView.addObserver(observer)
        fixture.scrollView.contentOffset = CGPoint(x: 500, y: 0)
        fixture.recorder.reset()
        observer.reset()
        fixture.scrollView.correctContentOffset(by: CGPoint(x: -120, y: 0))
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 380, y: 0))
        #expect(fixture.scrollView.bounds.origin == CGPoint(x: 380, y: 0))
        #expect(fixture.recorder.calls.isEmpty && observer.calls.isEmpty)
    }

    @Test("momentum carries on through a correction: the glide keeps its length from the new place")
    func carriesMomentum() {
        let reference = ScrollFixture()
        reference.fling(-200, speed: 1_500)
        #expect(reference.driver.settle())
        let plain = reference.scrollView.contentOffset.x

        let fixture = ScrollFixture()
        fixture.fling(-200, speed: 1_500)
        fixture.driver.frames(5)
        #expect(fixture.scrollView.isDecelerating)
        fixture.recorder.reset()
        fixture.scrollView.correctContentOffset(by: CGPoint(x: -100, y: 0))
        #expect(fixture.scrollView.isDecelerating, "the motion goes on")
        #expect(fixture.driver.settle())
        #expect(abs(fixture.scrollView.contentOffset.x - (plain - 100)) < 0.5)
        #expect(fixture.recorder.calls.filter { $0 == "didEndDecelerating" }.count == 1, "one end, at the real end")
    }

    @Test("a drag carries on through a correction: the content keeps following the pointer without a jump")
    func carriesDrag() {
        let fixture = ScrollFixture()
        fixture.scrollView.contentOffset = CGPoint(x: 1_000, y: 0)
        fixture.driver.press(at: fixture.middle)
        fixture.driver.move(to: CGPoint(x: 150, y: 150), after: 0.016)
        let before = fixture.scrollView.contentOffset.x
        fixture.scrollView.correctContentOffset(by: CGPoint(x: 300, y: 0))
        fixture.driver.move(to: CGPoint(x: 140, y: 150), after: 0.016)
        #expect(abs(fixture.scrollView.contentOffset.x - (before + 300 + 10)) < 1e-9)
        fixture.driver.release()
    }

    @Test("a non-finite or zero correction changes nothing")
    func ignoresNonFinite() {
        let fixture = ScrollFixture()
        fixture.scrollView.contentOffset = CGPoint(x: 500, y: 0)
        fixture.scrollView.correctContentOffset(by: CGPoint(x: CGFloat.nan, y: 0))
        fixture.scrollView.correctContentOffset(by: CGPoint(x: CGFloat.infinity, y: 0))
        fixture.scrollView.correctContentOffset(by: .zero)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 500, y: 0))
    }
}
