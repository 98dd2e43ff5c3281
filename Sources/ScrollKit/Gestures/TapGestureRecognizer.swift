import Foundation

/// Recognizes a click: a press and release without moving more than `allowableMovement` and without
/// holding longer than `maximumPressDuration`.
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
    /// How far the pointer may move, in points, before the tap fails (UIKit's `allowableMovement`).
    public static let defaultAllowableMovement: CGFloat = 10
    /// How long a press may last, in seconds, and still be a tap: a longer one is a long press.
    public static let defaultMaximumPressDuration: TimeInterval = 0.5

    /// How far the pointer may move from the press, in points, before this tap fails.
    public var allowableMovement = TapGestureRecognizer.defaultAllowableMovement
    /// How long the press may last, in seconds, and still be this tap.
    public var maximumPressDuration = TapGestureRecognizer.defaultMaximumPressDuration

    private var start: PointerEvent?
    /// Where the tap happened, in window coordinates (valid once recognized).
    public private(set) var location: CGPoint = .zero

    /// Where the tap happened, in `view`'s coordinates (`nil`: the window's).
    public func location(in view: View?) -> CGPoint {
        view?.convert(location, from: nil) ?? location
    }

    /// Remembers the press (a non-finite one fails the tap).
    public override func pointerBegan(_ event: PointerEvent) {
        guard event.isFinite else {
            state = .failed
            return
        }
        start = event
        location = event.location
    }

    /// Fails the tap once the pointer is more than `allowableMovement` from the press.
    public override func pointerMoved(_ event: PointerEvent) {
        guard state == .possible, let start else { return }
        // `!(≤)` so that a NaN location fails the tap too.
        if !(event.location.distance(to: start.location) <= allowableMovement) { state = .failed }
    }

    /// Recognizes the tap (`.ended`, at the press location) if the release is within
    /// `allowableMovement` of the press and `maximumPressDuration` after it; otherwise fails.
    public override func pointerEnded(_ event: PointerEvent) {
        guard state == .possible, let start else { return }
        let held = event.timestamp - start.timestamp
        if !(event.location.distance(to: start.location) <= allowableMovement) || !(held <= maximumPressDuration) {
            state = .failed
            return
        }
        location = start.location
        transition(to: .ended)
    }

    /// A second finger makes the touch a two-finger one: not this tap.
    public override func fingersChanged(count: Int, _ event: PointerEvent) {
        if count > 1, state == .possible { state = .failed }
    }

    public override func reset() {
        super.reset()
        start = nil
    }
}

extension View {
    /// Attaches a tap recognizer that calls `handler` with the click's location in this view's
    /// coordinates, for every click on the view or a subview that no inner recognizer took.
    @discardableResult
    public func addTapHandler(_ handler: @escaping @MainActor (CGPoint) -> Void) -> TapGestureRecognizer {
        addTapHandler { point, _ in handler(point) }
    }

    /// Attaches a tap recognizer that calls `handler` with the tap's location in this view's
    /// coordinates and the device that made it (the mouse, a finger, or the gamepad's A: the
    /// recognizer's `device`), for every tap on the view or a subview that no inner recognizer took.
    @discardableResult
    public func addTapHandler(
        _ handler: @escaping @MainActor (CGPoint, PointerDevice) -> Void
    ) -> TapGestureRecognizer {
        let recognizer = TapGestureRecognizer()
        recognizer.action = { [weak self] recognizer in
            guard let self, let tap = recognizer as? TapGestureRecognizer else { return }
            handler(tap.location(in: self), tap.device)
        }
        addGestureRecognizer(recognizer)
        return recognizer
    }
}
