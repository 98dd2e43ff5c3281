import Foundation
import ScrollKitTestSupport
import Testing

@testable import ScrollKit

@MainActor
@Suite("ScrollView observers")
struct ScrollViewObserverTests {
    @Test("an observer hears every call the delegate hears, in the same order, after it")
    func sameCalls() {
        let observer = DelegateRecorder()
        let fixture = ScrollFixture { $0.addObserver(observer) }
        fixture.fling(-200, speed: 1500)
        _ = fixture.driver.settle()
        fixture.scrollView.setContentOffset(CGPoint(x: 40, y: 0), animated: true)
        _ = fixture.driver.settle()
        #expect(!observer.calls.isEmpty)
        #expect(observer.calls == fixture.recorder.calls)
        #expect(observer.offsets == fixture.recorder.offsets)
    }

    @Test("two observers both hear every call, the delegate first, then each in the order added")
    func twoObservers() {
        let log = CallLog()
        let first = OrderedObserver(name: "first", log: log)
        let second = OrderedObserver(name: "second", log: log)
        let delegate = OrderedObserver(name: "delegate", log: log)
        let fixture = ScrollFixture {
            $0.delegate = delegate
            $0.addObserver(first)
            $0.addObserver(second)
            $0.addObserver(first) // twice: no effect
        }
        fixture.fling(-200, speed: 1500)
        _ = fixture.driver.settle()
        #expect(log.entries.count > 9, "a fling makes a dozen calls or more")
        #expect(log.entries.count % 3 == 0)
        for start in stride(from: 0, to: log.entries.count - 2, by: 3) {
            let (a, b, c) = (log.entries[start], log.entries[start + 1], log.entries[start + 2])
            #expect([a.name, b.name, c.name] == ["delegate", "first", "second"], "call \(start / 3)")
            #expect(a.call == b.call && b.call == c.call, "call \(start / 3): \(a.call), \(b.call), \(c.call)")
        }
        #expect(log.entries.contains { $0.call == "willEndDragging" } && log.entries.last?.call == "didEndDecelerating")
    }

    @Test("every observer sees the landing the delegate chose, and none can move it")
    func seesDelegateTarget() throws {
        let first = DelegateRecorder()
        let second = DelegateRecorder()
        first.retarget = { _ in CGPoint(x: 1, y: 0) } // ignored: observers only watch
        second.retarget = { _ in CGPoint(x: 2, y: 0) }
        let fixture = ScrollFixture {
            $0.addObserver(first)
            $0.addObserver(second)
        }
        fixture.recorder.retarget = { _ in CGPoint(x: 900, y: 0) }
        fixture.fling(-200, speed: 1500)
        _ = fixture.driver.settle()
        #expect(try #require(first.lastRelease).target.x == 900)
        #expect(try #require(second.lastRelease).target.x == 900, "not the first observer's change")
        #expect(fixture.scrollView.contentOffset.x == 900)
    }

    @Test("an observer alone (no delegate) hears the calls too")
    func observerWithoutDelegate() {
        let observer = DelegateRecorder()
        let fixture = ScrollFixture {
            $0.delegate = nil
            $0.addObserver(observer)
        }
        fixture.fling(-200, speed: 1500)
        _ = fixture.driver.settle()
        #expect(observer.calls.first == "willBeginDragging")
        #expect(observer.calls.contains("didEndDecelerating"))
    }

    @Test("a removed observer and a released one hear nothing more; the others go on hearing")
    func removedAndReleased() {
        let kept = CountingObserver()
        let removed = CountingObserver()
        var released: CountingObserver? = CountingObserver()
        weak let releasedWeakly = released
        let fixture = ScrollFixture { scrollView in
            scrollView.addObserver(removed)
            scrollView.addObserver(released!)
            scrollView.addObserver(kept)
        }
        fixture.scrollView.contentOffset = CGPoint(x: 10, y: 0)
        #expect(kept.scrolls == 1 && removed.scrolls == 1 && released?.scrolls == 1)
        fixture.scrollView.removeObserver(removed)
        released = nil
        #expect(releasedWeakly == nil, "held weakly: the scroll view does not keep it alive")
        fixture.fling(-200, speed: 1500)
        _ = fixture.driver.settle()
        #expect(kept.scrolls > 10 && kept.releases == 1 && kept.ends == 1)
        #expect(removed.scrolls == 1 && removed.releases == 0 && removed.ends == 0)
        fixture.scrollView.removeObserver(removed) // not there any more: nothing happens
        fixture.scrollView.addObserver(removed)
        fixture.scrollView.contentOffset = CGPoint(x: 20, y: 0)
        #expect(removed.scrolls == 2, "added again, it hears again")
    }

    @Test(
        "notifying the delegate and two observers allocates nothing, a release's copies of the landing included",
        .enabled(if: AllocationCounter.isAvailable, "allocations are counted on glibc outside sanitizer builds"))
    func notifyingAllocatesNothing() throws {
        let delegate = CountingObserver()
        let first = CountingObserver()
        let second = CountingObserver()
        let fixture = ScrollFixture {
            $0.delegate = delegate
            $0.showsHorizontalScrollIndicator = false
            $0.showsVerticalScrollIndicator = false
            $0.addObserver(first)
            $0.addObserver(second)
        }
        let scrollView = fixture.scrollView
        scrollView.contentOffset = CGPoint(x: 1, y: 0) // warm: a first pass may fill caches
        let notifications = try #require(
            AllocationCounter.count {
                for _ in 0..<100 {
                    scrollView.notify { $0.scrollViewDidScroll(scrollView) }
                    scrollView.notifyObserversOfRelease(velocity: CGPoint(x: 1, y: 0), target: CGPoint(x: 300, y: 0))
                }
            })
        #expect(notifications == 0)
        #expect(delegate.scrolls == 101 && first.scrolls == 101 && second.scrolls == 101)
        #expect(first.releases == 100 && second.releases == 100)

        // Through the real path: moving the content with two observers allocates no more than with none
        // (whatever the rest of an unoptimised build's assignment allocates).
        let moves = { (range: ClosedRange<Int>) in
            AllocationCounter.count {
                for step in range { scrollView.contentOffset = CGPoint(x: CGFloat(step), y: 0) }
            }
        }
        let observed = try #require(moves(2...101))
        #expect(first.scrolls == 201 && second.scrolls == 201)
        scrollView.removeObserver(first)
        scrollView.removeObserver(second)
        let unobserved = try #require(moves(102...201))
        #expect(delegate.scrolls == 301 && first.scrolls == 201)
        #expect(observed == unobserved, "\(observed) allocations observed, \(unobserved) without observers")
    }

    @Test(
        "the allocation count sees an observer that allocates (so a zero above means none)",
        .enabled(if: AllocationCounter.isAvailable, "allocations are counted on glibc outside sanitizer builds"))
    func allocatingObserverIsCounted() throws {
        let recorder = DelegateRecorder() // appends every offset it sees to an array
        let fixture = ScrollFixture { $0.addObserver(recorder) }
        let scrollView = fixture.scrollView
        let allocations = try #require(
            AllocationCounter.count {
                for _ in 0..<100 { scrollView.notify { $0.scrollViewDidScroll(scrollView) } }
            })
        #expect(allocations > 0)
        #expect(recorder.offsets.count == 100)
    }
}

/// Counts the calls it hears, allocating nothing.
@MainActor
private final class CountingObserver: ScrollViewDelegate {
    private(set) var scrolls = 0
    private(set) var releases = 0
    private(set) var ends = 0

    func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        releases += 1
        targetContentOffset = .zero // ignored: observers only watch
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { ends += 1 }
}

/// The calls several delegates and observers heard, in the order they heard them.
@MainActor
private final class CallLog {
    private(set) var entries: [(name: String, call: String)] = []
    func note(_ name: String, _ call: String) { entries.append((name, call)) }
}

/// Notes each call in a shared `CallLog` under its name.
@MainActor
private final class OrderedObserver: ScrollViewDelegate {
    let name: String
    let log: CallLog

    init(name: String, log: CallLog) {
        self.name = name
        self.log = log
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { log.note(name, "didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { log.note(name, "willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        log.note(name, "willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        log.note(name, "didEndDragging")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { log.note(name, "willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { log.note(name, "didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { log.note(name, "didEndScrollingAnimation") }
}
