import Foundation

/// Wheel and trackpad scrolling: horizontal deltas (or Shift + vertical) move the content directly,
/// with no momentum of their own; when the wheel goes idle the scroll view settles as after a release
/// at rest, so a paging or snapping view lands on its target.
extension ScrollView {
    struct WheelState {
        /// A wheel gesture is under way (the content was moved by the wheel and has not settled).
        var isActive = false
        /// The time of the last wheel event, in seconds.
        var lastEventTime: Timestamp = 0
    }

    /// How long the wheel must be idle before the gesture ends and the view settles, in seconds.
    public static let wheelSettleDelay: TimeInterval = 0.15

    func scrollByWheel(_ event: WheelEvent) -> Bool {
        guard isScrollEnabled else { return false }
        var dx = event.dx, dy = event.dy
        if event.modifiers.contains(.shift), dx == 0 { (dx, dy) = (dy, 0) }
        if !scrollsHorizontally { dx = 0 }
        if !scrollsVertically { dy = 0 }
        guard dx != 0 || dy != 0 else { return false }
        guard !isTracking else { return true }  // a press owns the content

        if !wheel.isActive {
            stopMotion(notify: true)
            wheel.isActive = true
            isDragging = true
            notify { $0.scrollViewWillBeginDragging(self) }
        }
        wheel.lastEventTime = event.timestamp
        let offset = contentOffset
        moveContent(to: clamped(CGPoint(x: offset.x + dx, y: offset.y + dy)), byScrollView: true)
        keepTicking()
        return true
    }

    /// Ends a wheel gesture that has been idle for `wheelSettleDelay`, as a release at rest.
    func advanceWheel(to now: Timestamp) {
        guard wheel.isActive, now - wheel.lastEventTime >= ScrollView.wheelSettleDelay else { return }
        endWheelGesture()
    }

    func endWheelGesture() {
        guard wheel.isActive else { return }
        wheel.isActive = false
        release(velocity: .zero, cause: .wheel)
    }
}
