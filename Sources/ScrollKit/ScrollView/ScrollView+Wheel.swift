import Foundation

/// Wheel and trackpad as the gestures a finger makes (`WheelGestureClassifier` decides which):
///
/// - A swipe (precise deltas, or a burst of notches) is a drag: the content follows the deltas 1:1,
///   rubber-banded past the edges; at its end (a pause, or the OS's inertia tail beginning) the
///   velocity from the pointer's `VelocityTracker` goes to the normal release (`release(velocity:)`:
///   paging target, the delegate's landing, free momentum). The OS's inertia tail is swallowed; a new
///   swipe during the tail or the landing catches the strip, as a press does.
/// - A deliberate notch is a step of one item: the delegate's (`scrollView(_:stepBy:)`), else one
///   page when paging, else the notch's distance; animated, adding up from the running animation's
///   target like key presses.
/// - The gesture's dominant axis (its first delta's) decides: it drives a view scrolling along it; a
///   view scrolling only the other axis takes it too (a vertical wheel scrolls a horizontal strip)
///   unless a scroll view above scrolls along it. Shift turns a vertical wheel horizontal.
/// - A swipe belongs to the view it began in: while a scroll view above is swiping, a view starts no
///   gesture of its own and hands the deltas up (nested strips: a column's swipe never moves a row).
extension ScrollView {
    enum WheelAxis { case horizontal, vertical }

    struct WheelState {
        var classifier = WheelGestureClassifier()
        /// A swipe is moving the content (the view is dragging).
        var isSwiping = false
        /// The gesture's axis, from its first delta.
        var axis: WheelAxis = .horizontal
        /// The swipe as a pointer would have moved: minus the content deltas so far, points.
        var position: CGPoint = .zero
        /// The pointer's velocity tracker, fed the swipe, and the time of its newest sample.
        var tracker = VelocityTracker()
        var lastSampleTime: Timestamp = -.infinity
        /// How far the swipe has moved the content from where it began, points (recentring-proof),
        /// and how far it may (`maximumWheelSwipeDistance`).
        var travel: CGPoint = .zero
        var travelLimits = (x: -CGFloat.infinity...CGFloat.infinity, y: -CGFloat.infinity...CGFloat.infinity)

        /// Something is under way: a swipe, a burst being told from a notch, or a tail.
        var isActive: Bool { isSwiping || classifier.phase != .idle }
    }

    /// How long after the last wheel delta every wheel gesture is over (a swipe released, a tail
    /// swallowed), in seconds.
    public static let wheelSettleDelay: TimeInterval = max(
        WheelGestureClassifier.tailEndPause, WheelGestureClassifier.burstTailMaximumPause)

    func scrollByWheel(_ event: WheelEvent) -> Bool {
        guard isScrollEnabled else { return false }
        if wheel.classifier.advance(to: event.timestamp) { releaseWheelSwipe() }
        var dx = event.dx
        var dy = event.dy
        if event.modifiers.contains(.shift), dx == 0 { (dx, dy) = (dy, 0) }
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return false }
        let ongoing = wheel.classifier.phase != .idle
        // A swipe under way in a scroll view above keeps its deltas: one of them along this view's
        // axis (a trackpad's sideways wobble, or a row passing under the pointer as a column
        // scrolls) does not start a gesture of this view's own. A tail or a notch above does not.
        guard ongoing || !hasSwipingAncestor() else { return false }
        let axis = ongoing ? wheel.axis : (abs(dx) >= abs(dy) ? WheelAxis.horizontal : .vertical)
        guard let delta = wheelContentDelta(dx: dx, dy: dy, axis: axis) else { return false }
        guard !isTracking else { return true } // a press owns the content
        let along = axis == .horizontal ? (scrollsHorizontally ? delta.x : delta.y) : (scrollsVertically ? delta.y : delta.x)
        guard along != 0 else { return ongoing } // off-axis noise within a gesture is still its
        wheel.axis = axis
        switch wheel.classifier.feed(delta: along, time: event.timestamp, isPrecise: event.isPrecise) {
        case .swallow:
            break
        case .step(let step):
            stepByWheel(
                step, distance: abs(along), horizontal: scrollsHorizontally && (axis == .horizontal || !scrollsVertically))
        case .beginSwipe(let since):
            beginWheelSwipe(since: since)
            followWheel(delta, at: event.timestamp)
        case .moveSwipe:
            followWheel(delta, at: event.timestamp)
        case .endSwipe:
            releaseWheelSwipe()
        }
        keepTicking()
        return true
    }

    /// The content-offset delta the view takes from a wheel delta of a gesture along `axis`, or nil
    /// when it leaves the gesture to a view above.
    private func wheelContentDelta(dx: CGFloat, dy: CGFloat, axis: WheelAxis) -> CGPoint? {
        switch (scrollsHorizontally, scrollsVertically) {
        case (true, true):
            return CGPoint(x: dx, y: dy)
        case (true, false):
            if axis == .horizontal { return CGPoint(x: dx, y: 0) }
            return hasScrollingAncestor(vertical: true) ? nil : CGPoint(x: contentDirection == .rightToLeft ? -dy : dy, y: 0)
        case (false, true):
            if axis == .vertical { return CGPoint(x: 0, y: dy) }
            return hasScrollingAncestor(vertical: false) ? nil : CGPoint(x: 0, y: dx)
        case (false, false):
            return nil
        }
    }

    /// Whether a scroll view above this one is following a wheel or trackpad swipe.
    private func hasSwipingAncestor() -> Bool {
        var view = superview
        while let current = view {
            if let scroll = current as? ScrollView, scroll.wheel.isSwiping { return true }
            view = current.superview
        }
        return false
    }

    /// Whether a scroll view above this one scrolls along that axis (it then gets such gestures).
    private func hasScrollingAncestor(vertical: Bool) -> Bool {
        var view = superview
        while let current = view {
            if let scroll = current as? ScrollView, scroll.isScrollEnabled,
                vertical ? scroll.scrollsVertically : scroll.scrollsHorizontally
            {
                return true
            }
            view = current.superview
        }
        return false
    }

    /// Starts a swipe: catches any motion (a new swipe during a paging snap then goes one page past
    /// its target, as a flick does) and begins dragging from the content shown.
    private func beginWheelSwipe(since: Timestamp?) {
        // Dragging from here on, as a press is tracking before it stops a motion: the motion's end
        // call then finds the strip held, and nobody reports a resting place midway.
        isDragging = true
        cause = .trackpad
        drag.carried = carriedMomentumCatchingMotion()
        if let moving = motion {
            if isPagingEnabled, moving.kind != .programmatic { drag.interruptedPagingTarget = moving.target }
            stopMotion(notify: true)
        }
        wheel.isSwiping = true
        wheel.position = .zero
        wheel.travel = .zero
        wheel.travelLimits = (
            swipeTravelLimit(offset: contentOffset.x, page: bounds.width, caught: drag.interruptedPagingTarget?.x),
            swipeTravelLimit(offset: contentOffset.y, page: bounds.height, caught: drag.interruptedPagingTarget?.y)
        )
        wheel.tracker.reset()
        wheel.lastSampleTime = -.infinity
        if let since { addWheelSample(at: since) }
        drag.startOffset = CGPoint(x: horizontalMetrics.dragStartOffset, y: verticalMetrics.dragStartOffset)
        drag.anchor = .zero
        notify { $0.scrollViewWillBeginDragging(self) }
    }

    /// Moves the content by `delta` (content-offset points) as a drag would, rubber-banded past the
    /// edges, and feeds the velocity tracker.
    private func followWheel(_ delta: CGPoint, at time: Timestamp) {
        guard wheel.isSwiping else { return }
        let travel = CGPoint(
            x: min(max(wheel.travel.x + delta.x, wheel.travelLimits.x.lowerBound), wheel.travelLimits.x.upperBound),
            y: min(max(wheel.travel.y + delta.y, wheel.travelLimits.y.lowerBound), wheel.travelLimits.y.upperBound))
        drag.startOffset.x += travel.x - wheel.travel.x
        drag.startOffset.y += travel.y - wheel.travel.y
        wheel.travel = travel
        var offset = contentOffset
        if scrollsHorizontally { offset.x = horizontalMetrics.draggedOffset(drag.startOffset.x, bounces: bounces) }
        if scrollsVertically { offset.y = verticalMetrics.draggedOffset(drag.startOffset.y, bounces: bounces) }
        wheel.position.x -= delta.x
        wheel.position.y -= delta.y
        drag.carried.dragMoved(to: wheel.position, at: time)
        addWheelSample(at: time)
        moveContent(to: offset, byScrollView: true)
    }

    /// The travel a swipe starting at `offset` may make along one axis, relative to `offset`:
    /// `maximumWheelSwipeDistance` either way, or when paging (and it is nil) to the neighbouring
    /// pages of the page it starts on (the caught snap's target, or the nearest), so the release
    /// turns one page at most.
    private func swipeTravelLimit(offset: CGFloat, page: CGFloat, caught: CGFloat?) -> ClosedRange<CGFloat> {
        if let limit = maximumWheelSwipeDistance {
            let distance = max(limit, 0)
            return -distance...distance
        }
        guard isPagingEnabled, page > 0 else { return -CGFloat.infinity...CGFloat.infinity }
        let base = caught ?? nearestPage(offset, length: page)
        return min(base - page - offset, 0)...max(base + page - offset, 0)
    }

    /// Feeds the tracker the swipe's position at `time`. Deltas less than `minimumSampleInterval`
    /// apart are one sample (the newest position replaced): SDL stamps events in whole milliseconds
    /// and pumps a frame's events together, so closer stamps are the same moment, not a velocity.
    private func addWheelSample(at time: Timestamp) {
        let merged = time - wheel.lastSampleTime < ScrollView.minimumWheelSampleInterval
        let stamp = merged ? wheel.lastSampleTime : time
        wheel.tracker.addSample(time: stamp, position: wheel.position)
        wheel.lastSampleTime = stamp
    }

    /// Wheel deltas closer in time than this are one velocity sample, seconds (SDL's stamp resolution).
    static let minimumWheelSampleInterval: TimeInterval = 0.001

    /// Ends the swipe with the tracker's velocity, through the normal release.
    private func releaseWheelSwipe() {
        guard wheel.isSwiping else { return }
        wheel.isSwiping = false
        let pointer = wheel.tracker.velocity // the pointer's: the content offset moves the other way
        var velocity = CGPoint(x: scrollsHorizontally ? -pointer.x : 0, y: scrollsVertically ? -pointer.y : 0)
        // A paging swipe held at its travel limit rests on the neighbouring page already: its speed
        // (the fingers went on past the limit) must not carry it a page further.
        if isPagingEnabled {
            if !wheel.travelLimits.x.isInterior(wheel.travel.x) { velocity.x = 0 }
            if !wheel.travelLimits.y.isInterior(wheel.travel.y) { velocity.y = 0 }
        }
        // Released at its last delta (the pause that ends it is no pause of the fingers): a swipe
        // carries a caught glide's momentum as a drag does.
        release(velocity: velocity, cause: .trackpad, at: wheel.lastSampleTime)
    }

    /// One item forward (`step` +1) or back (−1): the delegate's step, else a page when paging, else
    /// `distance` points; animated, from the running motion's target so that steps add up.
    private func stepByWheel(_ step: Int, distance: CGFloat, horizontal: Bool) {
        if delegate?.scrollView(self, stepBy: step) == true { return }
        let base = restingTarget ?? contentOffset
        var target = base
        let sign = CGFloat(step)
        if horizontal {
            target.x =
                isPagingEnabled ? nearestPage(base.x, length: bounds.width) + sign * bounds.width : base.x + sign * distance
        } else {
            target.y =
                isPagingEnabled ? nearestPage(base.y, length: bounds.height) + sign * bounds.height : base.y + sign * distance
        }
        target = clamped(target)
        guard target != base || motion != nil else { return }
        setContentOffset(target, animated: true, cause: .wheel)
    }

    private func nearestPage(_ offset: CGFloat, length: CGFloat) -> CGFloat {
        length > 0 ? (offset / length).rounded() * length : offset
    }

    /// Releases a swipe that has paused (the driver calls this every frame).
    func advanceWheel(to now: Timestamp) {
        if wheel.classifier.advance(to: now) { releaseWheelSwipe() }
    }

    /// A press ends the wheel gesture: a swipe is released at rest (a paging view starts its snap,
    /// which the press then catches); a trackpad's tail that follows is swallowed.
    func endWheelGesture() {
        wheel.classifier.interrupt()
        guard wheel.isSwiping else { return }
        wheel.isSwiping = false
        release(velocity: .zero, cause: .trackpad)
    }
}

extension ClosedRange where Bound == CGFloat {
    /// Whether `value` lies strictly between the bounds.
    fileprivate func isInterior(_ value: CGFloat) -> Bool { value > lowerBound && value < upperBound }
}
