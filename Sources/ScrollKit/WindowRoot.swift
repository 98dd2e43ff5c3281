import Foundation

/// The root of a window's view tree: it routes input to views and gesture recognizers, owns the
/// animation driver, keeps keyboard focus, and produces each frame's display list.
///
/// A press is hit-tested once; the recognizers of the hit view and its ancestors then own the touch
/// until it lifts, whatever the pointer passes over (capture). Touchscreen fingers are routed the
/// same way, each hit-tested once as it lands: a finger on a view whose touch is under way joins it
/// (the recognizers follow the centroid of its fingers, re-anchored so it never jumps, and the last
/// finger's lift is the release), any other finger starts a touch of its own. SDL's mouse events
/// synthesised from touches never get here (the backend drops them). Gamepad events go to
/// `gamepad`, which pages, moves the focus and scrolls with the stick.
@MainActor
open class WindowRoot: View {
    /// Advances every animation; the run loop ticks it once per frame.
    public let animationDriver = AnimationDriver()
    /// Measures text for labels; the backend sets it.
    public var textMeasurer: TextMeasuring?
    /// Called after a `.resized` event has changed the root's frame, so the content can follow.
    public var onResize: (@MainActor () -> Void)?
    /// The user asked for less motion (WCAG 2.3.3; iOS's Reduce Motion): every scroll view in this
    /// window then cuts to the place an animated `setContentOffset` aims at instead of sliding there
    /// (keys, wheel notches, clicks, autoplay), still ending with `scrollViewDidEndScrollingAnimation`
    /// so that index events are unchanged. What the user moves directly (a drag, a fling and its
    /// landing, the paging snap, the rubber band) moves as always.
    public var reducesMotion = false
    /// The view that receives key presses first (then its superviews).
    public private(set) weak var focusedView: View?
    /// Where the pointer is, in window points, pressed or not; nil once it has left the window (or
    /// before it first came in). A finger down counts as the pointer until the last one lifts.
    public private(set) var pointerLocation: CGPoint?
    /// Whether a touch (a press of the primary button, or a finger) is under way.
    public var isPointerDown: Bool { !sessions.isEmpty }
    /// Turns gamepad events into key presses, taps and stick scrolling.
    public private(set) lazy var gamepad = GamepadNavigator(root: self)

    private var sessions: [TouchSession] = []
    /// Ended sessions, reused by the next touches: with `chain`, a press allocates nothing.
    private var spareSessions: [TouchSession] = []
    /// The recognizers of the view a finger lands on and its ancestors (scratch, kept between presses).
    private var chain: [GestureRecognizer] = []
    private var displayList = DisplayList()

    /// The finger id of the mouse's session.
    static let mouseFinger = 0

    /// The root of a window of `size` points, at the window's origin.
    public init(size: CGSize) {
        super.init(frame: CGRect(origin: .zero, size: size))
        frameClock = animationDriver
        sessions.reserveCapacity(4)
        spareSessions.reserveCapacity(4)
        chain.reserveCapacity(8)
    }

    /// Feeds one input event. Returns false for `.quit`, true otherwise.
    ///
    /// The animation driver notes the event's time first (`InputEvent.timestamp`), so work the event
    /// starts measures from it. The recognizers of a touch learn its device and time from the events
    /// they are handed (`GestureRecognizer.device`, `timestamp`); a key carries its own
    /// (`KeyEvent.device`).
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        if let time = event.timestamp { animationDriver.noteEventTime(time) }
        switch event {
        case .pointer(let pointer):
            pointerLocation = pointer.phase == .exited || pointer.phase == .cancelled ? nil : pointer.location
            route(pointer)
        case .touch(let touch):
            route(touch)
        case .key(let key):
            routeKey(key)
        case .wheel(let wheel):
            routeWheel(wheel)
        case .gamepad(let pad):
            gamepad.handle(pad)
        case .resized(let size):
            frame = CGRect(origin: .zero, size: size)
            onResize?()
        case .focusLost(let time):
            // A drag whose button-up will never arrive ends as cancelled; so do the fingers'.
            while let session = sessions.last {
                cancel(session, at: PointerEvent(.cancelled, at: session.point, device: session.device, time: time))
            }
            gamepad.reset(at: time)
        case .quit:
            return false
        }
        return true
    }

    /// Feeds one key press, as `handle(.key(event))` does: to the focused view, then up its
    /// superviews until one handles it.
    /// - Returns: whether a view handled it (its `handleKey` returned true); false when no view has
    ///   the focus or none of the chain wanted the key. An embedding host passes on what no view used.
    @discardableResult
    public func handle(key event: KeyEvent) -> Bool {
        animationDriver.noteEventTime(event.timestamp)
        return routeKey(event)
    }

    /// Feeds one wheel or trackpad scroll, as `handle(.wheel(event))` does: to the view under
    /// `event.location`, then up its superviews until one handles it.
    /// - Returns: whether a view handled it (its `handleWheel` returned true); false when the scroll
    ///   is over nothing that scrolls that way. An embedding host passes on what no view used.
    @discardableResult
    public func handle(wheel event: WheelEvent) -> Bool {
        animationDriver.noteEventTime(event.timestamp)
        return routeWheel(event)
    }

    /// Advances animations to `now`, lays out what needs it, and returns the frame's display list.
    ///
    /// The list's storage is last frame's, moved through the build rather than copied, so a steady
    /// frame allocates nothing, as long as the caller lets go of the previous frame's list.
    public func frame(at now: Timestamp) -> DisplayList {
        animationDriver.tick(now)
        layoutIfNeeded()
        makeDisplayList(into: &displayList, textMeasurer: textMeasurer)
        return displayList
    }

    /// Gives keyboard focus to `view` (nil clears it).
    public func focus(_ view: View?) {
        focusedView = view
    }

    // MARK: Pointer

    private func route(_ event: PointerEvent) {
        let session = sessions.first { $0.device == event.device && $0.contains(finger: Self.mouseFinger) }
        switch event.phase {
        case .down:
            if let session {
                cancel(session, at: PointerEvent(.cancelled, at: event.location, device: event.device, time: event.timestamp))
            }
            begin(finger: Self.mouseFinger, event)
        case .moved:
            guard let session else { return }
            move(session, finger: Self.mouseFinger, event)
        case .up:
            guard let session else { return }
            lift(session, finger: Self.mouseFinger, event)
        case .cancelled:
            guard let session else { return }
            cancel(session, at: event)
        case .hovered, .exited:
            break
        }
    }

    private func route(_ touch: TouchEvent) {
        let session = sessions.first { $0.device == .touch && $0.contains(finger: touch.finger) }
        switch touch.phase {
        case .down:
            // A finger that goes down twice lifted unseen: its old touch lets it go first.
            if let session { letGo(session, finger: touch.finger, time: touch.timestamp) }
            // A finger nowhere (NaN or infinite) is not followed: it would poison its touch's centroid.
            guard touch.location.x.isFinite, touch.location.y.isFinite else { return }
            pointerLocation = touch.location
            begin(finger: touch.finger, PointerEvent(.down, at: touch.location, device: .touch, time: touch.timestamp))
        case .moved:
            pointerLocation = touch.location
            guard let session else { return }
            move(session, finger: touch.finger, pointerEvent(.moved, touch))
        case .up:
            guard let session else { return }
            lift(session, finger: touch.finger, pointerEvent(.up, touch))
        case .cancelled:
            guard let session else { return }
            letGo(session, finger: touch.finger, time: touch.timestamp)
        }
        if !sessions.contains(where: { $0.device == .touch }), touch.phase != .down, touch.phase != .moved {
            pointerLocation = nil // a finger does not hover
        }
    }

    /// A finger leaves its touch where it last was: the other fingers hold on, or, the last one, the
    /// touch is cancelled (it ends as a lift at rest, never a tap).
    private func letGo(_ session: TouchSession, finger: Int, time: Timestamp) {
        if session.fingers.count > 1, let last = session.location(of: finger) {
            lift(session, finger: finger, PointerEvent(.up, at: last, device: .touch, time: time))
        } else {
            cancel(session, at: PointerEvent(.cancelled, at: session.point, device: .touch, time: time))
        }
    }

    /// `touch` as a pointer event at the finger (the session turns it into its centroid's).
    private func pointerEvent(_ phase: PointerEvent.Phase, _ touch: TouchEvent) -> PointerEvent {
        PointerEvent(phase, at: touch.location, device: .touch, time: touch.timestamp)
    }

    /// A tap at `location` (window points) for `device`, hit-tested like a click: pressed and lifted
    /// at `time`. The gamepad's A taps this way. Does not move `pointerLocation`.
    func tap(at location: CGPoint, device: PointerDevice, time: Timestamp) {
        let finger = -1
        begin(finger: finger, PointerEvent(.down, at: location, device: device, time: time))
        if let session = sessions.first(where: { $0.device == device && $0.contains(finger: finger) }) {
            lift(session, finger: finger, PointerEvent(.up, at: location, device: device, time: time))
        }
    }

    /// A finger (or the mouse) goes down at `event.location`: it joins the touch under way on the
    /// view it lands on, or starts one.
    private func begin(finger: Int, _ event: PointerEvent) {
        chain.removeAll(keepingCapacity: true)
        var view = hitTest(event.location)
        if let hit = view, let target = hit.firstFocusableAncestor() { focusedView = target }
        while let current = view { // innermost first
            for recognizer in current.gestureRecognizers where recognizer.isEnabled { chain.append(recognizer) }
            view = current.superview
        }
        if event.device == .touch,
            let session = sessions.first(where: { session in
                session.device == .touch && session.key.map { key in self.chain.contains { $0 === key } } == true
            })
        {
            session.add(finger: finger, at: event.location)
            for recognizer in session.recognizers where recognizer.isEnabled {
                recognizer.receiveFingersChanged(count: session.fingers.count, event)
            }
            return
        }
        // A recognizer already following another touch stays with it.
        chain.removeAll { recognizer in sessions.contains { $0.recognizers.contains { $0 === recognizer } } }
        for recognizer in chain { recognizer.reset() }
        let session: TouchSession
        if let spare = spareSessions.popLast() {
            spare.restart(device: event.device, recognizers: chain, finger: finger, at: event.location)
            session = spare
        } else {
            session = TouchSession(device: event.device, recognizers: chain, finger: finger, at: event.location)
        }
        sessions.append(session)
        for recognizer in chain { recognizer.receive(event) }
        // A recognizer that claims the press (a moving scroll view braking) takes the whole touch:
        // it is never a tap, on the content or on any view around it.
        if let claimer = chain.first(where: { $0.claimsTouchOnPress }) {
            for recognizer in chain where recognizer !== claimer { recognizer.yield(event) }
        }
    }

    private func move(_ session: TouchSession, finger: Int, _ event: PointerEvent) {
        // A NaN or infinite sample goes to the recognizers as it is (they drop it), not into the centroid.
        if event.isFinite { session.move(finger: finger, to: event.location) }
        let moved = PointerEvent(
            .moved, at: event.isFinite ? session.point : event.location, device: session.device, time: event.timestamp)
        for recognizer in session.recognizers where recognizer.isEnabled { recognizer.receive(moved) }
        resolveWinner(session, moved)
    }

    /// A finger lifts at `event.location`: another finger holds on (the centroid re-anchored), or
    /// the touch ends.
    private func lift(_ session: TouchSession, finger: Int, _ event: PointerEvent) {
        let moved = event.isFinite && session.location(of: finger).map { $0 != event.location } == true
        if session.fingers.count > 1 {
            // Its last step is a sample of the touch; then the others hold it where it is.
            if moved {
                move(
                    session, finger: finger,
                    PointerEvent(.moved, at: event.location, device: session.device, time: event.timestamp))
            }
            session.remove(finger: finger)
            for recognizer in session.recognizers where recognizer.isEnabled {
                recognizer.receiveFingersChanged(count: session.fingers.count, event)
            }
            return
        }
        // The lift's position is not a sample (its pump stamps it late, see VelocityTracker): the
        // recognizers get it with the lift, as a mouse's button-up.
        if moved { session.move(finger: finger, to: event.location) }
        let up = PointerEvent(
            .up, at: event.isFinite ? session.point : event.location, device: session.device, time: event.timestamp)
        // Innermost first, and the first to win takes the touch: nested taps fire once, inside out.
        for recognizer in session.recognizers where recognizer.isEnabled {
            recognizer.receive(up)
            resolveWinner(session, up)
        }
        end(session)
    }

    private func cancel(_ session: TouchSession, at event: PointerEvent) {
        for recognizer in session.recognizers { recognizer.receive(event) }
        end(session)
    }

    /// Once one recognizer has won, every other one of the touch gives way.
    private func resolveWinner(_ session: TouchSession, _ event: PointerEvent) {
        guard let winner = session.recognizers.first(where: { $0.hasWon }) else { return }
        for recognizer in session.recognizers where recognizer !== winner { recognizer.yield(event) }
    }

    private func end(_ session: TouchSession) {
        guard let index = sessions.firstIndex(where: { $0 === session }) else { return }
        sessions.remove(at: index)
        session.clear()
        if spareSessions.count < 4 { spareSessions.append(session) }
    }

    // MARK: Keys and wheel

    /// Hands `event` to the focused view, then to its superviews until one takes it; whether one did.
    /// The gamepad sends its keys here too (`KeyEvent.device` `.gamepad`).
    @discardableResult
    func routeKey(_ event: KeyEvent) -> Bool {
        var view = focusedView
        while let current = view {
            if current.handleKey(event) { return true }
            view = current.superview
        }
        return false
    }

    /// Offers `event` to the view under it, then its superviews; whether one handled it.
    private func routeWheel(_ event: WheelEvent) -> Bool {
        var view = hitTest(event.location)
        while let current = view {
            if current.handleWheel(event) { return true }
            view = current.superview
        }
        return false
    }
}

extension View {
    /// The window root this view is in, if any.
    public var windowRoot: WindowRoot? {
        var view: View? = self
        while let current = view {
            if let root = current as? WindowRoot { return root }
            view = current.superview
        }
        return nil
    }

    /// `self` or the nearest ancestor that can take keyboard focus.
    func firstFocusableAncestor() -> View? {
        var view: View? = self
        while let current = view {
            if current.canBecomeFocused { return current }
            view = current.superview
        }
        return nil
    }
}
