import Foundation
import ScrollKitTestSupport
import Testing

@testable import ScrollKit

@MainActor
@Suite("Touch: fingers drag, flick, tap and catch as the mouse does; two fingers follow their centroid")
struct TouchTests {
    /// A scroll view in `ScrollFixture` with a tap recognizer on its content that counts taps and
    /// notes the device of each.
    @MainActor
    final class TapCounter {
        var devices: [PointerDevice?] = []
        init(on view: View) {
            view.addTapHandler { [unowned self] _, device in self.devices.append(device) }
        }
    }

    @Test("one finger drags the content as the mouse does: the slop, then exactly with the finger; the release says touch")
    func oneFingerDrag() {
        let fixture = ScrollFixture()
        let driver = fixture.driver
        driver.touchDown(1, at: fixture.middle)
        driver.frame()
        driver.touchMove(1, to: CGPoint(x: 195, y: 150))
        #expect(fixture.scrollView.contentOffset.x == 0 && fixture.scrollView.isTracking)
        driver.frame()
        driver.touchMove(1, to: CGPoint(x: 150, y: 150))
        #expect(fixture.scrollView.contentOffset.x == 40, "the content trails the finger by the 10 pt slop")
        driver.wait(0.2) // still before lifting: no momentum
        driver.touchUp(1, at: CGPoint(x: 150, y: 150))
        #expect(fixture.recorder.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(fixture.scrollView.cause == .touch)
        #expect(!fixture.scrollView.isTracking && !fixture.scrollView.isDragging)
        #expect(fixture.driver.root.pointerLocation == nil, "a finger does not hover once lifted")
    }

    @Test("a flick by touch carries the finger's speed into momentum, as a mouse flick of the same path does")
    func flick() throws {
        let touch = ScrollFixture()
        touch.driver.touchDrag(from: touch.middle, by: CGPoint(x: -150, y: 0), speed: 1500)
        let touchRelease = try #require(touch.recorder.lastRelease)
        #expect(touch.scrollView.isDecelerating && touch.scrollView.cause == .touch)
        #expect(touchRelease.velocity.x > 1.3 && touchRelease.velocity.x < 1.7, "pt/ms: the finger's 1.5")
        touch.driver.settle()
        #expect(abs(touch.scrollView.contentOffset.x - touchRelease.target.x) < 1)
    }

    @Test("a short touch is a tap, with the device touch; a moved one is not")
    func tap() {
        let fixture = ScrollFixture()
        let content = View(frame: CGRect(x: 0, y: 0, width: 3000, height: 200))
        fixture.scrollView.addSubview(content)
        let taps = TapCounter(on: content)
        fixture.driver.touchDown(3, at: fixture.middle)
        fixture.driver.wait(0.05)
        fixture.driver.touchUp(3, at: CGPoint(x: 202, y: 151))
        #expect(taps.devices == [.touch])
        fixture.driver.touchDrag(3, from: fixture.middle, by: CGPoint(x: -60, y: 0), speed: 300)
        #expect(taps.devices == [.touch], "a drag is not a tap")
        fixture.driver.settle()
        fixture.driver.click(at: fixture.middle)
        #expect(taps.devices == [.touch, .mouse])
    }

    @Test("a finger on a moving strip catches it at once and is not a tap; the strip then settles")
    func catchMovingStrip() {
        let fixture = ScrollFixture(paging: true)
        let content = View(frame: CGRect(x: 0, y: 0, width: 3000, height: 200))
        fixture.scrollView.addSubview(content)
        let taps = TapCounter(on: content)
        fixture.driver.touchDrag(from: fixture.middle, by: CGPoint(x: -120, y: 0), speed: 1500)
        fixture.driver.frames(3)
        #expect(fixture.scrollView.isDecelerating)
        let moving = fixture.scrollView.contentOffset
        fixture.driver.touchDown(2, at: fixture.middle)
        #expect(!fixture.scrollView.isDecelerating && fixture.scrollView.contentOffset == moving, "stopped where it was shown")
        fixture.driver.frames(2)
        #expect(fixture.scrollView.contentOffset == moving)
        fixture.driver.touchUp(2, at: fixture.middle)
        #expect(taps.devices.isEmpty, "a catch is a brake, never a tap")
        fixture.driver.settle()
        let page = fixture.scrollView.contentOffset.x / fixture.scrollView.bounds.width
        #expect(page == page.rounded(), "the caught paging strip lands on a page")
    }

    @Test("a second finger landing and the first lifting never make the content jump; the last lift flings")
    func secondFinger() throws {
        let fixture = ScrollFixture(contentWidth: 6000)
        let driver = fixture.driver
        var offsets: [CGFloat] = [fixture.scrollView.contentOffset.x]
        var largestFingerStep: CGFloat = 0
        var one = CGPoint(x: 300, y: 150)
        var two = CGPoint(x: 100, y: 120)
        driver.touchDown(1, at: one)
        for frame in 0..<40 {
            driver.frame()
            let dx: CGFloat = -6
            if frame < 30 { // finger 1 moves until it lifts at frame 30
                one.x += dx
                driver.touchMove(1, to: one)
            }
            if frame == 10 { driver.touchDown(2, at: two) } // 200 pt to the left of finger 1
            if frame > 10 {
                two.x += dx
                driver.touchMove(2, to: two)
            }
            if frame == 30 { driver.touchUp(1, at: one) }
            largestFingerStep = max(largestFingerStep, abs(dx))
            offsets.append(fixture.scrollView.contentOffset.x)
        }
        let steps = zip(offsets.dropFirst(), offsets).map { abs($0 - $1) }
        let largest = try #require(steps.max())
        #expect(largest <= largestFingerStep + 1e-9, "no jump: at most what a finger moved in a frame (\(steps))")
        #expect(fixture.scrollView.isDragging, "finger 2 still holds the content")
        #expect(abs(steps.last! - 6) < 1e-9, "finger 2 alone drives it, 1:1")
        driver.touchUp(2, at: two)
        let release = try #require(fixture.recorder.lastRelease)
        #expect(release.velocity.x > 0.3 && release.velocity.x < 0.42, "pt/ms: the centroid's 6 pt per 16.7 ms carries on")
        #expect(fixture.scrollView.isDecelerating)
    }

    @Test("a second finger fails a tap: two fingers are not a one-finger tap")
    func twoFingerTouchIsNoTap() {
        let fixture = ScrollFixture()
        let content = View(frame: CGRect(x: 0, y: 0, width: 3000, height: 200))
        fixture.scrollView.addSubview(content)
        let taps = TapCounter(on: content)
        fixture.driver.touchDown(1, at: fixture.middle)
        fixture.driver.touchDown(2, at: CGPoint(x: 260, y: 150))
        fixture.driver.touchUp(2, at: CGPoint(x: 260, y: 150))
        fixture.driver.touchUp(1, at: fixture.middle)
        #expect(taps.devices.isEmpty)
    }

    @Test("a cancelled touch ends like a lift at rest, without a tap, and the paging strip lands")
    func cancelled() {
        let fixture = ScrollFixture(paging: true)
        let content = View(frame: CGRect(x: 0, y: 0, width: 3000, height: 200))
        fixture.scrollView.addSubview(content)
        let taps = TapCounter(on: content)
        fixture.driver.touchDown(1, at: fixture.middle)
        fixture.driver.touchCancel(1, at: fixture.middle)
        #expect(taps.devices.isEmpty && !fixture.scrollView.isTracking)
        fixture.driver.touchDrag(from: fixture.middle, by: CGPoint(x: -100, y: 0), speed: 800, lift: false)
        #expect(fixture.scrollView.isDragging)
        fixture.driver.touchCancel(1, at: CGPoint(x: 100, y: 150))
        #expect(!fixture.scrollView.isDragging && !fixture.scrollView.isTracking)
        #expect(fixture.scrollView.cause == .touch)
        #expect(fixture.recorder.lastRelease?.velocity == .zero, "cancelled: released at rest")
        fixture.driver.settle()
        #expect(fixture.scrollView.contentOffset.x == 0, "100 pt of a 300 pt page: back to page 0")
        #expect(taps.devices.isEmpty)
        #expect(fixture.driver.root.pointerLocation == nil && !fixture.driver.root.isPointerDown)
    }

    @Test("fingers on two scroll views drag each independently")
    func twoViews() {
        let left = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let right = ScrollView(frame: CGRect(x: 200, y: 0, width: 200, height: 100))
        for view in [left, right] { view.contentSize = CGSize(width: 2000, height: 100) }
        let root = WindowRoot(size: CGSize(width: 400, height: 100))
        root.addSubview(left)
        root.addSubview(right)
        let driver = FrameDriver(root: root)
        driver.touchDown(1, at: CGPoint(x: 150, y: 50))
        driver.touchDown(2, at: CGPoint(x: 350, y: 50))
        driver.frame()
        driver.touchMove(1, to: CGPoint(x: 100, y: 50))
        driver.touchMove(2, to: CGPoint(x: 250, y: 50))
        #expect(left.contentOffset.x == 40 && right.contentOffset.x == 90)
        driver.touchUp(2, at: CGPoint(x: 250, y: 50))
        #expect(left.isTracking && !right.isTracking)
    }

    @Test("losing the window's focus cancels every finger's touch")
    func focusLost() {
        let fixture = ScrollFixture()
        fixture.driver.touchDrag(from: fixture.middle, by: CGPoint(x: -100, y: 0), speed: 800, lift: false)
        fixture.driver.root.handle(.focusLost(fixture.driver.time))
        #expect(!fixture.scrollView.isDragging && !fixture.scrollView.isTracking && !fixture.driver.root.isPointerDown)
    }
}

extension TouchTests {
    @Test("a second finger on another item of the same strip joins the touch before it has moved: one drag, no taps")
    func secondFingerOnAnotherItem() {
        let fixture = ScrollFixture()
        let first = View(frame: CGRect(x: 0, y: 0, width: 150, height: 200))
        let second = View(frame: CGRect(x: 150, y: 0, width: 150, height: 200))
        fixture.scrollView.addSubview(first)
        fixture.scrollView.addSubview(second)
        let taps = [TapCounter(on: first), TapCounter(on: second)]
        let driver = fixture.driver
        driver.touchDown(1, at: CGPoint(x: 100, y: 150)) // on the first item
        driver.touchDown(2, at: CGPoint(x: 300, y: 150)) // on the second: joins, centroid 200
        for step in 1...10 {
            driver.frame()
            driver.touchMove(1, to: CGPoint(x: 100 - CGFloat(step) * 5, y: 150)) // the second finger stays
        }
        #expect(fixture.scrollView.contentOffset.x == 15, "the centroid moved 25: the content 25 less the slop")
        driver.touchUp(1, at: CGPoint(x: 50, y: 150))
        driver.touchUp(2, at: CGPoint(x: 300, y: 150))
        #expect(taps.allSatisfy { $0.devices.isEmpty })
        #expect(!fixture.scrollView.isTracking && !fixture.driver.root.isPointerDown)
    }
}

extension TouchTests {
    @Test("a finger nowhere (NaN) is not followed; a finger down twice lets its old touch go first")
    func oddFingers() {
        let fixture = ScrollFixture()
        let driver = fixture.driver
        driver.touchDown(1, at: fixture.middle)
        driver.touchDown(2, at: CGPoint(x: CGFloat.nan, y: 150)) // ignored: the centroid stays finger 1
        driver.frame()
        driver.touchMove(1, to: CGPoint(x: 150, y: 150))
        #expect(fixture.scrollView.contentOffset.x == 40)
        driver.touchUp(2, at: CGPoint(x: 10, y: 10)) // a finger never followed: nothing
        #expect(fixture.scrollView.isDragging)
        driver.touchDown(1, at: CGPoint(x: 300, y: 150)) // finger 1 again, its lift unseen
        #expect(!fixture.scrollView.isDragging, "the old drag was let go")
        #expect(fixture.recorder.lastRelease?.velocity == .zero, "cancelled: at rest")
        driver.frame()
        driver.touchMove(1, to: CGPoint(x: 250, y: 150))
        #expect(fixture.scrollView.isDragging && fixture.scrollView.contentOffset.x == 80, "a new drag from the new press")
    }
}
