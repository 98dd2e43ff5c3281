import Foundation
import ScrollKitTestSupport
import Testing

@testable import ScrollKit

@MainActor
@Suite("Gamepad: the d-pad's keys and their repeats, the shoulders, A and B, the stick's drag and release")
struct GamepadNavigatorTests {
    /// A window holding a key recorder around a paging scroll view (300 pt pages, 30 of them).
    @MainActor
    struct Pad {
        let recorder = KeyRecorderView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let scrollView = ScrollView(frame: CGRect(x: 50, y: 50, width: 300, height: 200))
        let delegate = DelegateRecorder()
        let driver: FrameDriver

        init(paging: Bool = true) {
            scrollView.contentSize = CGSize(width: 9000, height: 200)
            scrollView.isPagingEnabled = paging
            scrollView.delegate = delegate
            recorder.addSubview(scrollView)
            driver = FrameDriver(size: CGSize(width: 400, height: 300), containing: recorder)
            driver.root.focus(recorder)
        }
    }

    @Test("a d-pad press is one arrow key; held, it repeats after the delay, then faster, none dropped")
    func dpadRepeat() throws {
        let pad = Pad()
        let start = pad.driver.time
        pad.driver.gamepad(.dpadRight, pressed: true)
        #expect(pad.recorder.keys.map(\.key) == [.right] && pad.recorder.keys[0].isRepeat == false)
        pad.driver.wait(GamepadNavigator.repeatDelay - 0.02)
        #expect(pad.recorder.keys.count == 1, "no repeat before the delay")
        pad.driver.wait(2.0 - (GamepadNavigator.repeatDelay - 0.02))
        let repeats = pad.recorder.keys.dropFirst()
        #expect(repeats.allSatisfy { $0.key == .right && $0.isRepeat })
        // Expected times: the delay, then every interval until fastRepeatAfter, then the fast interval.
        var expected: [Timestamp] = []
        var next = start + GamepadNavigator.repeatDelay
        while next <= pad.driver.time + 1e-9 {
            expected.append(next)
            next +=
                next - start >= GamepadNavigator.fastRepeatAfter
                ? GamepadNavigator.fastRepeatInterval : GamepadNavigator.repeatInterval
        }
        #expect(repeats.count == expected.count)
        for (key, time) in zip(repeats, expected) { #expect(abs(key.timestamp - time) < 1e-9) }
        let gaps = zip(expected.dropFirst(), expected).map { $0 - $1 }
        #expect(gaps.first! > gaps.last!, "it speeds up")
        pad.driver.gamepad(.dpadRight, pressed: false)
        let count = pad.recorder.keys.count
        pad.driver.wait(1)
        #expect(pad.recorder.keys.count == count, "released: no more repeats")
        #expect(pad.driver.root.animationDriver.isIdle || !pad.driver.root.gamepad.isActive)
    }

    @Test("a long frame sends every repeat it covered, each at its own time")
    func longFrameDropsNothing() {
        let pad = Pad()
        pad.driver.gamepad(.dpadDown, pressed: true)
        // One frame 1 s late: the window ticks once.
        _ = pad.driver.root.frame(at: pad.driver.time + 1.0)
        let times = pad.recorder.keys.dropFirst().map(\.timestamp)
        let expectedCount = 1 + Int(((1.0 - GamepadNavigator.repeatDelay) / GamepadNavigator.repeatInterval).rounded(.down))
        #expect(times.count == expectedCount)
        #expect(pad.recorder.keys.allSatisfy { $0.key == .down })
        #expect(times == times.sorted())
    }

    @Test("each d-pad direction is its arrow key; the newest held direction repeats")
    func directions() {
        let pad = Pad()
        for button in [GamepadButton.dpadLeft, .dpadUp, .dpadDown, .dpadRight] {
            pad.driver.gamepad(button, pressed: true)
            pad.driver.gamepad(button, pressed: false)
        }
        #expect(pad.recorder.keys.map(\.key) == [.left, .up, .down, .right])
        pad.driver.gamepad(.dpadLeft, pressed: true)
        pad.driver.gamepad(.dpadUp, pressed: true)
        pad.driver.gamepad(.dpadLeft, pressed: false) // not the one repeating
        pad.driver.wait(0.5)
        #expect(pad.recorder.keys.suffix(3).map(\.key) == [.left, .up, .up])
    }

    @Test("shoulders are Tab and Shift-Tab, B is Esc; a button's release sends nothing")
    func shouldersAndB() {
        let pad = Pad()
        pad.driver.gamepad(.rightShoulder, pressed: true)
        pad.driver.gamepad(.rightShoulder, pressed: false)
        pad.driver.gamepad(.leftShoulder, pressed: true)
        pad.driver.gamepad(.b, pressed: true)
        pad.driver.gamepad(.b, pressed: false)
        #expect(pad.recorder.keys.map(\.key) == [.tab, .tab, .escape])
        #expect(pad.recorder.keys.map(\.modifiers) == [[], .shift, []])
    }

    @Test("A taps the centre of the focused view's scroll view, with the device gamepad, when no view takes Enter")
    func aTaps() {
        let pad = Pad()
        var taps: [(CGPoint, PointerDevice?)] = []
        let content = View(frame: CGRect(x: 0, y: 0, width: 9000, height: 200))
        pad.scrollView.addSubview(content)
        content.addTapHandler { point, device in taps.append((point, device)) }
        pad.recorder.passedKeys = [.enter] // A's Enter finds no taker
        pad.driver.gamepad(.a, pressed: true)
        pad.driver.gamepad(.a, pressed: false)
        #expect(taps.count == 1)
        #expect(taps.first?.0 == CGPoint(x: 150, y: 100) && taps.first?.1 == .gamepad)
        #expect(pad.driver.root.pointerLocation == nil, "the pointer did not move")
    }

    @Test("A first offers Enter (device gamepad) to the focused view chain; taken, there is no tap")
    func aOffersEnterFirst() {
        let pad = Pad()
        var taps = 0
        let content = View(frame: CGRect(x: 0, y: 0, width: 9000, height: 200))
        pad.scrollView.addSubview(content)
        content.addTapHandler { _, _ in taps += 1 }
        pad.driver.gamepad(.a, pressed: true)
        pad.driver.gamepad(.a, pressed: false)
        #expect(pad.recorder.keys.map(\.key) == [.enter])
        #expect(pad.recorder.keys.first?.device == .gamepad)
        #expect(taps == 0, "the key was taken: no tap")
    }

    @Test("the stick scrolls at a speed proportional to its deflection past the dead zone, along the view's axis")
    func stickSpeed() {
        #expect(GamepadNavigator.speed(forDeflection: 0.15) == 0)
        #expect(GamepadNavigator.speed(forDeflection: -1) == -GamepadNavigator.maximumStickSpeed)
        #expect(abs(GamepadNavigator.speed(forDeflection: 0.6) - GamepadNavigator.maximumStickSpeed / 2) < 1e-9)
        #expect(GamepadNavigator.speed(forDeflection: .nan) == 0)
        let pad = Pad(paging: false)
        pad.driver.gamepad(.leftX, 0.6)
        pad.driver.gamepad(.leftY, 1) // the view does not scroll vertically
        #expect(pad.scrollView.isDragging && pad.scrollView.isStickScrolling)
        let before = pad.scrollView.contentOffset.x
        pad.driver.frames(30)
        let travelled = pad.scrollView.contentOffset.x - before
        #expect(abs(travelled - GamepadNavigator.maximumStickSpeed / 2 * 0.5) < 1e-6, "half speed for 30 frames, 0.5 s")
        #expect(pad.scrollView.contentOffset.y == 0)
        #expect(pad.delegate.calls.first == "willBeginDragging")
        #expect(pad.scrollView.cause == .gamepad)
    }

    @Test("on a view whose focus the stick steps, the stick is a d-pad: an arrow past the threshold, repeating, nothing scrolled")
    func stickStepsFocus() {
        let pad = Pad()
        pad.recorder.stepsFocusWithStick = true
        pad.driver.gamepad(.leftX, 0.35) // past the dead zone, short of the threshold
        pad.driver.wait(0.5)
        #expect(pad.recorder.keys.isEmpty)
        pad.driver.gamepad(.leftY, 0.9)
        #expect(pad.recorder.keys.map(\.key) == [.down] && pad.recorder.keys.first?.device == .gamepad)
        pad.driver.wait(GamepadNavigator.repeatDelay + 0.01)
        #expect(pad.recorder.keys.map(\.key) == [.down, .down], "held, it repeats as the d-pad does")
        pad.driver.gamepad(.leftY, 0)
        pad.driver.gamepad(.leftX, -0.8)
        let beforeRelease = pad.recorder.keys.count
        pad.driver.gamepad(.leftX, 0)
        pad.driver.wait(1)
        #expect(pad.recorder.keys.dropFirst(2).map(\.key) == [.left])
        #expect(pad.recorder.keys.count == beforeRelease, "back in the dead zone: no repeat")
        #expect(pad.scrollView.contentOffset == .zero, "the stick scrolled nothing")
    }

    @Test("let go, the stick's velocity carries on and a paging view lands exactly on a page")
    func stickRelease() throws {
        let pad = Pad()
        pad.driver.gamepad(.leftX, 1)
        pad.driver.wait(0.3)
        // The stick springs back over two frames.
        pad.driver.gamepad(.leftX, 0.5)
        pad.driver.frame()
        pad.driver.gamepad(.leftX, 0.05)
        #expect(!pad.scrollView.isDragging && !pad.scrollView.isTracking && !pad.scrollView.isStickScrolling)
        let release = try #require(pad.delegate.lastRelease)
        #expect(release.velocity.x > 1.2, "pt/ms: most of the stick's 2.4 carries on")
        #expect(pad.scrollView.cause == .gamepad)
        pad.driver.settle()
        let page = pad.scrollView.contentOffset.x / 300
        #expect(page == page.rounded() && page >= 3, "lands on a page past where the stick let go")
        #expect(!pad.driver.root.gamepad.isActive)
    }

    @Test("a press during a stick drag ends it and catches the glide; losing focus releases the stick")
    func stickInterrupted() {
        let pad = Pad()
        pad.driver.gamepad(.leftX, -0.9)
        pad.driver.wait(0.1)
        pad.driver.press(at: CGPoint(x: 200, y: 150))
        #expect(!pad.scrollView.isStickScrolling && pad.scrollView.isTracking && !pad.scrollView.isDecelerating)
        pad.driver.release()
        pad.driver.wait(0.2)
        #expect(!pad.scrollView.isDragging && !pad.scrollView.isTracking)
        pad.driver.gamepad(.leftX, 0)
        pad.driver.settle()
        #expect(pad.scrollView.contentOffset.x == 0, "a paging strip at the start lands back on page 0")
        pad.driver.gamepad(.leftX, 0.9)
        pad.driver.wait(0.1)
        pad.driver.root.handle(.focusLost(pad.driver.time))
        #expect(!pad.scrollView.isStickScrolling && !pad.scrollView.isDragging)
        pad.driver.settle()
        let page = pad.scrollView.contentOffset.x / 300
        #expect(page == page.rounded())
    }
}

extension GamepadNavigatorTests {
    @Test("scrolling disabled during a stick drag ends it: nothing stays dragging")
    func disabledMidStick() {
        let pad = Pad()
        pad.driver.gamepad(.leftX, 0.8)
        pad.driver.frames(5)
        #expect(pad.scrollView.isStickScrolling)
        pad.scrollView.isScrollEnabled = false
        #expect(!pad.scrollView.isStickScrolling && !pad.scrollView.isDragging && !pad.scrollView.isTracking)
        pad.driver.frames(5)
        pad.driver.gamepad(.leftX, 0)
        pad.driver.settle()
        #expect(!pad.scrollView.isDragging && !pad.driver.root.gamepad.isActive)
    }
}

extension GamepadNavigatorTests {
    @Test("a cause as a device gives it: a finger's click is touch, the gamepad's click and key are gamepad")
    func causeByDevice() {
        #expect(ScrollCause.click.given(by: .touch) == .touch)
        #expect(ScrollCause.click.given(by: .gamepad) == .gamepad)
        #expect(ScrollCause.key.given(by: .gamepad) == .gamepad)
        #expect(ScrollCause.key.given(by: .touch) == .key)
        #expect(ScrollCause.click.given(by: .mouse) == .click)
        #expect(ScrollCause.click.given(by: nil) == .click)
        for cause in ScrollCause.allCases where cause != .click && cause != .key {
            #expect(cause.given(by: .gamepad) == cause && cause.given(by: .touch) == cause)
        }
    }
}
