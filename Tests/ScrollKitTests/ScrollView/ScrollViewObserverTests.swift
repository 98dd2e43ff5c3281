import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@MainActor
@Suite("ScrollView observer")
struct ScrollViewObserverTests {
    @Test("the observer hears every call the delegate hears, in the same order, after it")
    func sameCalls() {
        let observer = DelegateRecorder()
        let fixture = ScrollFixture { $0.observer = observer }
        fixture.fling(-200, speed: 1500)
        _ = fixture.driver.settle()
        fixture.scrollView.setContentOffset(CGPoint(x: 40, y: 0), animated: true)
        _ = fixture.driver.settle()
        #expect(!observer.calls.isEmpty)
        #expect(observer.calls == fixture.recorder.calls)
        #expect(observer.offsets == fixture.recorder.offsets)
    }

    @Test("the observer sees the landing the delegate chose and cannot move it")
    func seesDelegateTarget() throws {
        let observer = DelegateRecorder()
        observer.retarget = { _ in CGPoint(x: 1, y: 0) } // ignored: observers only watch
        let fixture = ScrollFixture { $0.observer = observer }
        fixture.recorder.retarget = { _ in CGPoint(x: 900, y: 0) }
        fixture.fling(-200, speed: 1500)
        _ = fixture.driver.settle()
        let release = try #require(observer.lastRelease)
        #expect(release.target.x == 900)
        #expect(fixture.scrollView.contentOffset.x == 900)
    }

    @Test("an observer alone (no delegate) hears the calls too")
    func observerWithoutDelegate() {
        let observer = DelegateRecorder()
        let fixture = ScrollFixture {
            $0.delegate = nil
            $0.observer = observer
        }
        fixture.fling(-200, speed: 1500)
        _ = fixture.driver.settle()
        #expect(observer.calls.first == "willBeginDragging")
        #expect(observer.calls.contains("didEndDecelerating"))
    }
}
