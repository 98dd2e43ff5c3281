import Foundation

/// Turns the pointer stream of the views it is attached to into an action: UIKit's
/// `UIGestureRecognizer`, kept to what the carousels need.
///
/// The window (`WindowRoot`) hit-tests a press and captures the recognizers of the hit view and of
/// its ancestors until the pointer lifts; each is fed every event of that touch. When one begins (or,
/// for a discrete gesture, recognizes) the others are cancelled or fail: one gesture per touch.
@MainActor
open class GestureRecognizer {
    /// Where a recognizer is in the current touch (UIKit's `UIGestureRecognizer.State`).
    public enum State: Hashable, Sendable {
        /// Watching the touch, nothing decided.
        case possible
        /// A continuous gesture started (a pan past its slop).
        case began
        /// A continuous gesture moved.
        case changed
        /// A continuous gesture finished, or a discrete one (a tap) was recognized.
        case ended
        /// The touch was taken away (another gesture won, focus was lost).
        case cancelled
        /// The gesture cannot happen in this touch.
        case failed
    }

    /// The view the recognizer is attached to (it owns the recognizer).
    public internal(set) weak var view: View?
    /// A disabled recognizer is not given touches.
    public var isEnabled = true
    /// Where the recognizer is in the current touch; back to `.possible` when the touch is over.
    public internal(set) var state: State = .possible
    /// Called on every state change to began, changed, ended or cancelled.
    public var action: (@MainActor (GestureRecognizer) -> Void)?
    /// What presses in the touch the recognizer follows (or last followed): the mouse, fingers or the
    /// gamepad's A. The window sets it from each event it hands over, so an action can tell a click
    /// from a finger or the gamepad (`ScrollCause.given(by:)`). `.mouse` before any touch.
    public internal(set) var device: PointerDevice = .mouse
    /// When the last event the window handed the recognizer happened, in seconds on the run loop's
    /// clock (0 before any touch): during an action, the time of the event that caused it.
    public internal(set) var timestamp: Timestamp = 0

    /// A recognizer that calls `action` on every state change to began, changed, ended or cancelled.
    /// Attach it with `View.addGestureRecognizer(_:)`.
    public init(action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        self.action = action
    }

    /// Whether the gesture is under way or done, so that the others of the touch must give way.
    public var hasWon: Bool { state == .began || state == .changed || state == .ended }

    /// Whether this recognizer, on the press that just began, takes the touch from every other
    /// recognizer of the touch (a scroll view caught while moving brakes: the press is not a tap).
    open var claimsTouchOnPress: Bool { false }

    // MARK: Touch stream (called by the window; override in subclasses)

    /// The primary button went down on the view or a subview (the touch began). The default does nothing.
    open func pointerBegan(_ event: PointerEvent) {}
    /// The pointer moved with the button held, wherever it is now (the touch is captured). The default
    /// does nothing.
    open func pointerMoved(_ event: PointerEvent) {}
    /// The button went up: the touch ended. The default does nothing.
    open func pointerEnded(_ event: PointerEvent) {}
    /// The touch will never end normally (focus lost mid-drag). The default cancels a gesture under way
    /// and fails a possible one.
    open func pointerCancelled(_ event: PointerEvent) {
        if state == .began || state == .changed { transition(to: .cancelled) } else if state == .possible { state = .failed }
    }

    /// A finger landed on or lifted from the touch, which now has `count` fingers (touchscreens only;
    /// `event` is the finger's). The pointer the recognizer follows does not move: it is the fingers'
    /// centroid, re-anchored. The default does nothing; a tap fails when a second finger lands.
    open func fingersChanged(count: Int, _ event: PointerEvent) {}

    /// Back to `.possible` for the next touch.
    open func reset() {
        state = .possible
    }

    /// Sets the state and calls the action for states an action reports.
    public func transition(to newState: State) {
        state = newState
        switch newState {
        case .began, .changed, .ended, .cancelled: action?(self)
        case .possible, .failed: break
        }
    }

    // MARK: Delivery (the window's)

    /// Hands the recognizer one event of its touch, its device and time noted first (`device`,
    /// `timestamp`): a press to `pointerBegan(_:)`, a move to `pointerMoved(_:)`, a lift to
    /// `pointerEnded(_:)`, a cancel to `pointerCancelled(_:)`. Hover and exit are no part of a touch.
    func receive(_ event: PointerEvent) {
        note(event)
        switch event.phase {
        case .down: pointerBegan(event)
        case .moved: pointerMoved(event)
        case .up: pointerEnded(event)
        case .cancelled: pointerCancelled(event)
        case .hovered, .exited: break
        }
    }

    /// Hands the recognizer a finger landing on or lifting from its touch (`fingersChanged(count:_:)`),
    /// the event's device and time noted first.
    func receiveFingersChanged(count: Int, _ event: PointerEvent) {
        note(event)
        fingersChanged(count: count, event)
    }

    private func note(_ event: PointerEvent) {
        device = event.device
        timestamp = event.timestamp
    }

    /// Gives up the touch because another gesture won it (`event`: the touch's event being routed,
    /// noted as `receive(_:)` does).
    func yield(_ event: PointerEvent) {
        note(event)
        switch state {
        case .began, .changed: transition(to: .cancelled)
        case .possible: state = .failed
        case .ended, .cancelled, .failed: break
        }
    }
}

extension View {
    /// Attaches `recognizer` to this view; it then sees every touch that hits this view or a subview.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    /// Detaches `recognizer`.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
