import Foundation

/// A gamepad stick drags the content as a finger would: the content moves by what the stick asks
/// (`GamepadNavigator` turns its deflection into points per second), rubber-banded past the edges,
/// and when the stick is let go the scroll view releases it through the same path as a lifted
/// finger, at the velocity the stick had been moving it (a least-squares fit over the last 150 ms,
/// `VelocityTracker`), so a paged or snapping technique lands centred on an item.
extension ScrollView {
    /// A stick's drag: how far it has moved the content, and its samples for the release velocity.
    struct StickDrag {
        /// Points of content offset the stick has scrolled since it began (unbanded).
        var travel: CGPoint = .zero
        var tracker = VelocityTracker()
    }

    /// Whether a gamepad stick is scrolling the content now.
    public var isStickScrolling: Bool { drag.stick != nil }

    /// Starts a stick drag at `time` (seconds): stops any motion where it is (as a press does) and
    /// begins dragging. Returns false, changing nothing, when the view cannot scroll or the pointer
    /// already holds it.
    func beginStickScroll(at time: Timestamp) -> Bool {
        guard isScrollEnabled, !isTracking, !isDragging, time.isFinite else { return false }
        endWheelGesture()
        stopMotion(notify: true)
        drag = DragState()
        let horizontal = horizontalMetrics
        let vertical = verticalMetrics
        drag.startOffset = CGPoint(x: horizontal.dragStartOffset, y: vertical.dragStartOffset)
        drag.bandDimension = CGPoint(x: horizontal.grabRubberBand.dimension, y: vertical.grabRubberBand.dimension)
        var stick = StickDrag()
        stick.tracker.addSample(time: time, position: .zero)
        drag.stick = stick
        isTracking = true
        isDragging = true
        cause = .gamepad
        notify { $0.scrollViewWillBeginDragging(self) }
        return true
    }

    /// Moves the content by `delta` points of content offset at `time` (seconds), along the axes the
    /// view scrolls. Does nothing unless a stick drag is under way; non-finite deltas are dropped.
    func stickScroll(by delta: CGPoint, at time: Timestamp) {
        guard var stick = drag.stick, delta.x.isFinite, delta.y.isFinite else { return }
        if scrollsHorizontally { stick.travel.x += delta.x }
        if scrollsVertically { stick.travel.y += delta.y }
        stick.tracker.addSample(time: time, position: stick.travel)
        drag.stick = stick
        followPointer(translation: CGPoint(x: -stick.travel.x, y: -stick.travel.y))
    }

    /// The stick was let go at `time` (seconds): the content is released at the velocity the stick
    /// was moving it, with cause `.gamepad`. Does nothing unless a stick drag is under way.
    func endStickScroll(at time: Timestamp) {
        guard let stick = drag.stick else { return }
        let velocity = stick.tracker.releaseVelocity(time: time, position: stick.travel)
        drag.stick = nil
        isTracking = false
        release(velocity: velocity, cause: .gamepad)
        drag = DragState()
    }
}
