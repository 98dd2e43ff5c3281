import Foundation

/// The root of a window's view tree: it routes input to views and gesture recognizers, owns the
/// animation driver, keeps keyboard focus, and produces each frame's display list.
///
/// A press is hit-tested once; the recognizers of the hit view and its ancestors then own the touch
/// until it lifts, whatever the pointer passes over (capture).
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
    /// before it first came in).
    public private(set) var pointerLocation: CGPoint?
    /// Whether a touch (a press of the primary button) is under way.
    public var isPointerDown: Bool { touchActive }

    private var touchRecognizers: [GestureRecognizer] = []
    private var touchActive = false
    private var displayList = DisplayList()

    /// The root of a window of `size` points, at the window's origin.
    public init(size: CGSize) {
        super.init(frame: CGRect(origin: .zero, size: size))
        touchRecognizers.reserveCapacity(8)
    }

    /// Feeds one input event. Returns false for `.quit`, true otherwise.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointer(let pointer):
            animationDriver.noteEventTime(pointer.timestamp)
            pointerLocation = pointer.phase == .exited || pointer.phase == .cancelled ? nil : pointer.location
            route(pointer)
        case .key(let key):
            animationDriver.noteEventTime(key.timestamp)
            routeKey(key)
        case .wheel(let wheel):
            animationDriver.noteEventTime(wheel.timestamp)
            routeWheel(wheel)
        case .resized(let size):
            frame = CGRect(origin: .zero, size: size)
            onResize?()
        case .focusLost(let time):
            // A drag whose button-up will never arrive ends as cancelled.
            if touchActive { route(PointerEvent(.cancelled, at: .zero, time: time)) }
        case .quit:
            return false
        }
        return true
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
        switch event.phase {
        case .down:
            if touchActive { route(PointerEvent(.cancelled, at: event.location, time: event.timestamp)) }
            beginTouch(event)
        case .moved:
            guard touchActive else { return }
            for recognizer in touchRecognizers where recognizer.isEnabled { recognizer.pointerMoved(event) }
            resolveWinner(event)
        case .up:
            guard touchActive else { return }
            // Innermost first, and the first to win takes the touch: nested taps fire once, inside out.
            for recognizer in touchRecognizers where recognizer.isEnabled {
                recognizer.pointerEnded(event)
                resolveWinner(event)
            }
            endTouch()
        case .cancelled:
            guard touchActive else { return }
            for recognizer in touchRecognizers { recognizer.pointerCancelled(event) }
            endTouch()
        case .hovered, .exited:
            break
        }
    }

    private func beginTouch(_ event: PointerEvent) {
        touchRecognizers.removeAll(keepingCapacity: true)
        var view = hitTest(event.location)
        if let hit = view, let target = hit.firstFocusableAncestor() { focusedView = target }
        while let current = view { // innermost first
            for recognizer in current.gestureRecognizers where recognizer.isEnabled {
                recognizer.reset()
                touchRecognizers.append(recognizer)
            }
            view = current.superview
        }
        touchActive = true
        for recognizer in touchRecognizers { recognizer.pointerBegan(event) }
        // A recognizer that claims the press (a moving scroll view braking) takes the whole touch:
        // it is never a tap, on the content or on any view around it.
        if let claimer = touchRecognizers.first(where: { $0.claimsTouchOnPress }) {
            for recognizer in touchRecognizers where recognizer !== claimer { recognizer.yield(event) }
        }
    }

    /// Once one recognizer has won, every other one of the touch gives way.
    private func resolveWinner(_ event: PointerEvent) {
        guard let winner = touchRecognizers.first(where: { $0.hasWon }) else { return }
        for recognizer in touchRecognizers where recognizer !== winner { recognizer.yield(event) }
    }

    private func endTouch() {
        touchActive = false
        touchRecognizers.removeAll(keepingCapacity: true)
    }

    // MARK: Keys and wheel

    private func routeKey(_ event: KeyEvent) {
        var view = focusedView
        while let current = view {
            if current.handleKey(event) { return }
            view = current.superview
        }
    }

    private func routeWheel(_ event: WheelEvent) {
        var view = hitTest(event.location)
        while let current = view {
            if current.handleWheel(event) { return }
            view = current.superview
        }
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
