import Foundation

/// Drives the focused view with a gamepad, as a TV or game UI does: the window's `gamepad`.
///
/// Keys and taps go out as the gamepad's (`KeyEvent.device` and the tap recognizers' `device`
/// `.gamepad`), so what they move names the gamepad as its cause (`ScrollCause.gamepad`).
///
/// - The d-pad sends the arrow keys to the focused view (Left, Right, Up, Down): one press, one
///   key; held, it repeats like a held key, after `repeatDelay` every `repeatInterval`, and after
///   `fastRepeatAfter` every `fastRepeatInterval`. Every repeat due is sent, however long a frame
///   took (none dropped), stamped with its own time. The newest direction held is the one repeating.
/// - The shoulders send Tab (right) and Shift-Tab (left): the focus moves.
/// - B sends Esc: back.
/// - A first sends Enter (`KeyEvent.device` `.gamepad`) to the focused view and up its superviews;
///   if none handles it, A taps the centre of the focused view's scroll view (or of the focused
///   view), hit-tested like a click there: it selects the centred item, with the tap's device
///   `.gamepad`.
/// - When the focused view's `stickStepsFocus` is true, the left stick is a d-pad: pushed past
///   `stickStepThreshold` it sends the arrow of its dominant axis, repeating as a held d-pad does,
///   until it comes back inside the dead zone (or turns to another arrow).
/// - Otherwise the left stick drags the focused view's scroll view (the focused view itself, or the first
///   scroll view under it, breadth first) at `maximumStickSpeed` × its deflection past `deadZone`
///   (rescaled from 0 at the dead zone to 1 at full tilt), points per second, along the axes it
///   scrolls. Back inside the dead zone, the view is released with the velocity the stick gave it,
///   as a lifted finger is, and the view's own landing logic takes it from there.
///
/// Time comes from the events and from the window's `AnimationDriver`, which ticks the navigator
/// while a d-pad direction is held or the stick is out of its dead zone; nothing reads a clock.
@MainActor
public final class GamepadNavigator: FrameAnimating {
    /// How long a d-pad direction is held before it repeats, seconds.
    public static let repeatDelay: TimeInterval = 0.4
    /// Seconds between repeats at first.
    public static let repeatInterval: TimeInterval = 0.12
    /// How long a direction is held before it repeats faster, seconds.
    public static let fastRepeatAfter: TimeInterval = 1.2
    /// Seconds between repeats once fast.
    public static let fastRepeatInterval: TimeInterval = 0.06
    /// The stick deflection (0 to 1, per axis) that does nothing: sticks rarely rest at exactly 0.
    public static let deadZone: Double = 0.2
    /// The scroll speed at full deflection, points per second.
    public static let maximumStickSpeed: CGFloat = 2400
    /// The deflection (0 to 1) past which a stick that steps the focus (`View.stickStepsFocus`) sends
    /// an arrow: well past the dead zone, so a stick drifting near it never steps.
    public static let stickStepThreshold: Double = 0.5

    private unowned let root: WindowRoot
    private var held: (button: GamepadButton, key: Key, pressedAt: Timestamp, nextRepeat: Timestamp)?
    /// The stick's raw position, each axis in [−1, 1].
    private var stick = CGPoint.zero
    private weak var stickTarget: ScrollView?
    /// The d-pad direction the stick holds down for a view whose focus it steps; nil when none.
    private var stickHeld: GamepadButton?
    private var stickTime: Timestamp = 0

    init(root: WindowRoot) {
        self.root = root
    }

    /// Whether a d-pad direction is held or the stick is scrolling: the window keeps ticking.
    public var isActive: Bool { held != nil || stickTarget != nil }

    /// The scroll speed for a raw axis `value` (−1 to 1), points per second: 0 within the dead zone,
    /// then linear to ±`maximumStickSpeed` at full deflection.
    public static func speed(forDeflection value: Double) -> CGFloat {
        let magnitude = min(abs(value), 1)
        guard magnitude > deadZone else { return 0 } // false for NaN
        let scaled = (magnitude - deadZone) / (1 - deadZone)
        return CGFloat(value < 0 ? -scaled : scaled) * maximumStickSpeed
    }

    /// Applies one gamepad event.
    func handle(_ event: GamepadEvent) {
        let time = event.timestamp
        guard time.isFinite else { return }
        switch event.change {
        case .button(let button, let pressed):
            if pressed { press(button, at: time) } else if held?.button == button { held = nil }
        case .axis(let axis, let raw):
            let value = raw.isNaN ? 0 : min(max(raw, -1), 1)
            advanceStick(to: time) // the old deflection until now
            switch axis {
            case .leftX: stick.x = CGFloat(value)
            case .leftY: stick.y = CGFloat(value)
            }
            if stickTarget == nil, root.focusedView?.stickStepsFocus == true {
                stepFocus(at: time)
            } else {
                updateStick(at: time)
            }
        }
    }

    /// Lets go of everything (the window lost focus): no repeat goes on, a stick drag is released.
    func reset(at time: Timestamp) {
        held = nil
        stickHeld = nil
        stick = .zero
        updateStick(at: time)
    }

    /// Moves the stick's scroll view to `now` (seconds) and sends every d-pad repeat due by then,
    /// each stamped with its own time. Returns whether a direction is still held or the stick still
    /// scrolls (the driver then keeps ticking it).
    public func advance(to now: Timestamp) -> Bool {
        advanceStick(to: now)
        while let current = held, current.nextRepeat <= now {
            let heldFor = current.nextRepeat - current.pressedAt
            let step = heldFor >= Self.fastRepeatAfter ? Self.fastRepeatInterval : Self.repeatInterval
            held?.nextRepeat = current.nextRepeat + step
            root.routeKey(KeyEvent(current.key, isRepeat: true, device: .gamepad, time: current.nextRepeat))
        }
        return isActive
    }

    // MARK: Buttons

    private func press(_ button: GamepadButton, at time: Timestamp) {
        switch button {
        case .dpadLeft, .dpadRight, .dpadUp, .dpadDown:
            guard held?.button != button else { return } // a press already held
            let key: Key =
                switch button {
                case .dpadLeft: .left
                case .dpadRight: .right
                case .dpadUp: .up
                default: .down
                }
            held = (button, key, time, time + Self.repeatDelay)
            root.routeKey(KeyEvent(key, device: .gamepad, time: time))
            root.animationDriver.add(self)
        case .leftShoulder:
            root.routeKey(KeyEvent(.tab, modifiers: .shift, device: .gamepad, time: time))
        case .rightShoulder:
            root.routeKey(KeyEvent(.tab, device: .gamepad, time: time))
        case .b:
            root.routeKey(KeyEvent(.escape, device: .gamepad, time: time))
        case .a:
            guard let focused = root.focusedView else { return }
            // Enter first: a view that selects what it focuses (a carousel's focus) takes it.
            if root.routeKey(KeyEvent(.enter, device: .gamepad, time: time)) { return }
            let target = Self.scrollView(for: focused) ?? focused
            let centre = target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: nil)
            root.tap(at: centre, device: .gamepad, time: time)
        }
    }

    // MARK: Stick

    /// The stick as a d-pad, for a view whose focus it steps: the arrow of its dominant axis past
    /// `stickStepThreshold` is pressed (and repeats, as a held d-pad); back inside the dead zone, or
    /// turned to another arrow, the one before is let go.
    private func stepFocus(at time: Timestamp) {
        let x = Double(stick.x)
        let y = Double(stick.y)
        let button: GamepadButton?
        if max(abs(x), abs(y)) >= Self.stickStepThreshold {
            button = abs(x) >= abs(y) ? (x < 0 ? .dpadLeft : .dpadRight) : (y < 0 ? .dpadUp : .dpadDown)
        } else if max(abs(x), abs(y)) <= Self.deadZone {
            button = nil
        } else {
            return // between the dead zone and the threshold: whatever is held stays held
        }
        if let stickHeld, stickHeld != button {
            if held?.button == stickHeld { held = nil }
            self.stickHeld = nil
        }
        guard let button, stickHeld != button else { return }
        stickHeld = button
        press(button, at: time)
    }

    /// The content-offset velocity the stick asks for now, points per second.
    private var stickVelocity: CGPoint {
        CGPoint(x: Self.speed(forDeflection: Double(stick.x)), y: Self.speed(forDeflection: Double(stick.y)))
    }

    /// Moves the stick's scroll view by the current velocity from the last step to `time`.
    private func advanceStick(to time: Timestamp) {
        guard let target = stickTarget else { return }
        guard target.isStickScrolling, target.windowRoot === root else {
            stickTarget = nil // a press took it, or it left the window
            return
        }
        let elapsed = time - stickTime
        guard elapsed > 0 else { return }
        let velocity = stickVelocity
        target.stickScroll(by: CGPoint(x: velocity.x * elapsed, y: velocity.y * elapsed), at: time)
        stickTime = time
    }

    /// Starts a stick drag when the stick leaves its dead zone, releases it when it comes back.
    private func updateStick(at time: Timestamp) {
        let velocity = stickVelocity
        if velocity == .zero {
            if let target = stickTarget {
                stickTarget = nil
                target.endStickScroll(at: time)
            }
            return
        }
        guard stickTarget == nil, let focused = root.focusedView, let target = Self.scrollView(for: focused),
            target.beginStickScroll(at: time)
        else { return }
        stickTarget = target
        stickTime = time
        root.animationDriver.add(self)
    }

    /// The scroll view a gamepad drives for `view`: `view` itself, or the first enabled scroll view
    /// under it, breadth first.
    static func scrollView(for view: View) -> ScrollView? {
        var queue = [view]
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            if let scrollView = current as? ScrollView, scrollView.isScrollEnabled { return scrollView }
            queue.append(contentsOf: current.subviews)
        }
        return nil
    }
}
