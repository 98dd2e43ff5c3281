import Carousels
import Foundation
import ScrollKit
import Testing

/// `AttractMode` at chosen times: when the idle timeout fires, and which input it swallows.
@Suite("AttractMode")
struct AttractModeTests {
    /// The value under test, in a box so that `#expect` can call its mutating methods.
    final class Subject {
        var mode: AttractMode
        init(idleTimeout: TimeInterval) { mode = AttractMode(idleTimeout: idleTimeout) }
        func update(now: Timestamp) -> Bool { mode.update(now: now) }
        func admit(_ event: InputEvent) -> Bool { mode.admit(event) }
        var isAttracting: Bool { mode.isAttracting }
        var isHeld: Bool { mode.isHeld }
        var deadline: Timestamp? { mode.deadline }
    }

    /// A value past its first update at 0 that fired at `timeout` (attracting now).
    func attracting(timeout: TimeInterval = 10) -> Subject {
        let mode = Subject(idleTimeout: timeout)
        _ = mode.update(now: 0)
        #expect(mode.update(now: timeout))
        #expect(mode.isAttracting)
        return mode
    }

    func pointer(_ phase: PointerEvent.Phase, _ time: Timestamp, x: CGFloat = 100) -> InputEvent {
        .pointer(PointerEvent(phase, at: CGPoint(x: x, y: 50), time: time))
    }

    func finger(_ id: Int, _ phase: TouchEvent.Phase, _ time: Timestamp) -> InputEvent {
        .touch(TouchEvent(finger: id, phase, at: CGPoint(x: 100, y: 50), time: time))
    }

    func button(_ button: GamepadButton, _ pressed: Bool, _ time: Timestamp) -> InputEvent {
        .gamepad(GamepadEvent(.button(button, isPressed: pressed), time: time))
    }

    func stick(_ value: Double, _ time: Timestamp) -> InputEvent {
        .gamepad(GamepadEvent(.axis(.leftX, value: value), time: time))
    }

    func key(_ key: Key, _ time: Timestamp, repeats: Bool = false) -> InputEvent {
        .key(KeyEvent(key, isRepeat: repeats, time: time))
    }

    func wheel(_ time: Timestamp) -> InputEvent {
        .wheel(WheelEvent(dx: 4, dy: 0, at: CGPoint(x: 100, y: 50), isPrecise: true, time: time))
    }

    @Test("left alone, it fires once, idleTimeout after the first update, and not again until an input")
    func firesOncePerIdlePeriod() {
        let mode = Subject(idleTimeout: 5)
        var fired: [Double] = []
        for frame in 0...1_200 { // 20 s at 60 Hz, from 100 s
            let now = 100 + Double(frame) / 60
            if mode.update(now: now) { fired.append(now - 100) }
        }
        #expect(fired.count == 1)
        #expect(abs((fired.first ?? 0) - 5) < 1.0 / 60 + 1e-9, "\(fired)")
        #expect(mode.isAttracting)
        #expect(mode.deadline == nil, "no deadline while attracting")
    }

    @Test("idle time counts from the last input: each input pushes the timeout back; after a wake-up a new period begins")
    func idleFromLastInput() {
        let mode = Subject(idleTimeout: 5)
        #expect(!mode.update(now: 0))
        #expect(mode.deadline == 5)
        #expect(mode.admit(key(.right, 3)))
        #expect(mode.deadline == 8)
        #expect(!mode.update(now: 7.9))
        #expect(mode.admit(pointer(.hovered, 7.95)))
        #expect(!mode.update(now: 12.9), "the hover at 7.95 s restarted the wait")
        #expect(mode.update(now: 12.95))
        #expect(!mode.update(now: 30), "once per idle period")
        #expect(!mode.admit(key(.right, 31)), "the wake-up key is swallowed")
        #expect(!mode.isAttracting)
        #expect(mode.deadline == 36)
        #expect(!mode.update(now: 35.99))
        #expect(mode.update(now: 36), "the next idle period fires again")
    }

    @Test("nothing fires while a press, a finger, a gamepad button or the stick is held; the wait starts at the lift")
    func heldIsNotIdle() {
        let presses: [(down: InputEvent, up: InputEvent)] = [
            (pointer(.down, 1), pointer(.up, 20)),
            (finger(3, .down, 1), finger(3, .up, 20)),
            (button(.a, true, 1), button(.a, false, 20)),
            (stick(0.9, 1), stick(0.1, 20)),
        ]
        for (down, up) in presses {
            let mode = Subject(idleTimeout: 5)
            _ = mode.update(now: 0)
            #expect(mode.admit(down))
            #expect(mode.isHeld && mode.deadline == nil)
            #expect(!mode.update(now: 19), "held for 18 s: \(down)")
            #expect(mode.admit(up))
            #expect(!mode.isHeld)
            #expect(mode.deadline == 25, "\(up)")
            #expect(mode.update(now: 25))
        }
    }

    @Test("the click that wakes it is swallowed from press to lift; the next click is delivered")
    func wakingClickSwallowed() {
        let mode = attracting()
        #expect(!mode.admit(pointer(.down, 20)))
        #expect(!mode.isAttracting, "the press woke it")
        #expect(!mode.admit(pointer(.moved, 20.05, x: 140)), "its move")
        #expect(!mode.admit(pointer(.moved, 20.1, x: 300)), "its drag")
        #expect(!mode.admit(pointer(.up, 20.2, x: 300)), "its lift")
        #expect(mode.deadline == 30.2, "idle from the lift")
        #expect(mode.admit(pointer(.hovered, 20.5)))
        #expect(mode.admit(pointer(.down, 21)), "a second click is delivered")
        #expect(mode.admit(pointer(.moved, 21.05)))
        #expect(mode.admit(pointer(.up, 21.1)))
    }

    @Test("a cancelled waking press ends its swallowing too")
    func cancelledPress() {
        let mode = attracting()
        #expect(!mode.admit(pointer(.down, 20)))
        #expect(!mode.admit(pointer(.cancelled, 20.1)))
        #expect(mode.admit(pointer(.down, 21)))
    }

    @Test("a waking finger is swallowed to its lift; a second finger landing meanwhile is delivered")
    func wakingFinger() {
        let mode = attracting()
        #expect(!mode.admit(finger(1, .down, 20)))
        #expect(!mode.admit(finger(1, .moved, 20.02)))
        #expect(mode.admit(finger(2, .down, 20.03)), "another finger is a second input")
        #expect(!mode.admit(finger(1, .moved, 20.04)))
        #expect(mode.admit(finger(2, .moved, 20.05)))
        #expect(!mode.admit(finger(1, .up, 20.06)))
        #expect(mode.admit(finger(2, .up, 20.07)))
        #expect(mode.admit(finger(1, .down, 21)), "the first finger's next touch is delivered")
    }

    @Test("a waking key is swallowed with its auto-repeats; the next press of it is delivered")
    func wakingKey() {
        let mode = attracting()
        #expect(!mode.admit(key(.right, 20)))
        #expect(!mode.admit(key(.right, 20.5, repeats: true)))
        #expect(!mode.admit(key(.right, 20.53, repeats: true)))
        #expect(mode.deadline == 30.53, "the repeats keep it awake")
        #expect(mode.admit(key(.right, 21)))
        #expect(mode.admit(key(.right, 21.5, repeats: true)), "the delivered press's repeats are delivered")
    }

    @Test("a waking wheel gesture is swallowed while its deltas keep coming; one after a pause is delivered")
    func wakingWheel() {
        let mode = attracting()
        let gap = AttractMode.wheelGestureGap
        #expect(!mode.admit(wheel(20)))
        var time = 20.0
        for _ in 0..<30 { // a swipe and its tail, a delta a frame
            time += 1.0 / 60
            #expect(!mode.admit(wheel(time)))
        }
        #expect(!mode.admit(wheel(time + gap * 0.9)), "a late delta of the tail")
        time += gap * 0.9
        #expect(mode.admit(wheel(time + gap + 0.01)), "a new gesture after a pause of the gap")
    }

    @Test("a waking gamepad button is swallowed with its release; a stick push until it comes back inside the dead zone")
    func wakingGamepad() {
        let mode = attracting()
        #expect(!mode.admit(button(.a, true, 20)))
        #expect(!mode.admit(button(.a, false, 20.1)))
        #expect(mode.admit(button(.a, true, 20.5)))
        #expect(mode.admit(button(.a, false, 20.6)))

        let pushed = attracting()
        #expect(!pushed.admit(stick(0.9, 20)))
        #expect(!pushed.admit(stick(0.5, 20.2)))
        #expect(!pushed.admit(stick(0, 20.4)), "back to rest: the end of the swallowed push")
        #expect(pushed.admit(stick(0.9, 21)))

        let twitched = attracting()
        #expect(twitched.admit(stick(0.05, 20)), "a twitch inside the dead zone is no input")
        #expect(twitched.isAttracting)
    }

    @Test("a hover wakes it and is delivered; a resize and a focus loss neither wake it nor are swallowed")
    func hoverAndWindowEvents() {
        let mode = attracting()
        #expect(mode.admit(.resized(CGSize(width: 100, height: 100))))
        #expect(mode.admit(.focusLost(20)))
        #expect(mode.isAttracting)
        #expect(mode.admit(pointer(.hovered, 21)))
        #expect(!mode.isAttracting)
    }

    @Test("a focus loss ends a swallowed press: its lift, arriving later, no longer counts as swallowed input")
    func focusLossEndsSwallowing() {
        let mode = attracting()
        #expect(!mode.admit(pointer(.down, 20)))
        #expect(mode.admit(.focusLost(20.5)))
        #expect(!mode.isHeld, "nothing held after a focus loss")
        #expect(mode.admit(pointer(.up, 20.6)), "a stray lift while awake is delivered")
    }

    @Test("a timeout that is not a positive number never fires")
    func badTimeouts() {
        for timeout in [0, -3, Double.nan] {
            let mode = Subject(idleTimeout: timeout)
            _ = mode.update(now: 0)
            #expect(!mode.update(now: 1e9), "\(timeout)")
            #expect(mode.deadline == nil)
        }
    }

    @Test("its wheel gap and stick dead zone are ScrollKit's")
    @MainActor
    func constantsMatchScrollKit() {
        #expect(AttractMode.wheelGestureGap == ScrollView.wheelSettleDelay)
        #expect(AttractMode.stickDeadZone == GamepadNavigator.deadZone)
    }
}
