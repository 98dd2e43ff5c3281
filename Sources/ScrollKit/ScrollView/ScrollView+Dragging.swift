import Foundation

/// The pointer: press (catching a moving view), drag (rubber-banded), release (landing and momentum).
extension ScrollView {
    struct DragState {
        /// The unbanded content offset the drag measures from (the inverse rubber band of an
        /// overscrolled offset, so a grab never makes the content jump).
        var startOffset: CGPoint = .zero
        /// The part of the pan's translation spent crossing the slop, never applied to the content.
        var anchor: CGPoint = .zero
        /// The rubber bands' dimensions for this drag, points (`ScrollAxisMetrics.grabRubberBand`
        /// when it began: wider than the view when it grabbed a bounce shown far out).
        var bandDimension: CGPoint = .zero
        /// The target of a paging snap the press caught: a flick the same way goes one page past it.
        var interruptedPagingTarget: CGPoint?
        /// The glide's momentum the drag caught, added to a release the same way (fast scroll).
        var carried = CarriedMomentum.none
        /// A gamepad stick's drag (`ScrollView+Stick`), nil for the pointer's.
        var stick: StickDrag?

        mutating func shift(by delta: CGPoint) {
            startOffset.x += delta.x
            startOffset.y += delta.y
            interruptedPagingTarget?.x += delta.x
            interruptedPagingTarget?.y += delta.y
        }
    }

    /// The pointer went down on the scroll view. Stops any motion where it is shown now, within the
    /// frame. Returns whether something was moving (the press is then a brake, not a tap).
    func pointerPressed() -> Bool {
        // A stick drag under way is let go first; the press then catches the glide it started.
        if isStickScrolling { endStickScroll(at: now) }
        isTracking = true
        drag = DragState()
        // A wheel gesture ends as it would have: released at rest, so a paging view starts its snap,
        // which this press then catches like any other motion.
        endWheelGesture()
        guard let moving = motion else { return false }
        if isPagingEnabled, moving.kind != .programmatic { drag.interruptedPagingTarget = moving.target }
        drag.carried = carriedMomentumCatchingMotion()
        stopMotion(notify: true)
        return true
    }

    /// The pointer lifted (or the touch was cancelled). A press that caught a moving view and lifted
    /// without dragging settles it like a release at rest, so a paging or snapping view still lands.
    func pointerLifted(afterPanning panned: Bool, caughtMotion: Bool, device: PointerDevice = .mouse) {
        // Scrolling disabled during a stick drag cancels the pan: the stick's drag ends too.
        if isStickScrolling {
            endStickScroll(at: now)
            return
        }
        isTracking = false
        if caughtMotion, !panned, !isDragging {
            isDragging = true
            notify { $0.scrollViewWillBeginDragging(self) }
            release(velocity: .zero, cause: device.releaseCause)
        }
        drag = DragState()
    }

    func panChanged(_ pan: ScrollPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let horizontal = horizontalMetrics
            let vertical = verticalMetrics
            drag.startOffset = CGPoint(x: horizontal.dragStartOffset, y: vertical.dragStartOffset)
            drag.bandDimension = CGPoint(x: horizontal.grabRubberBand.dimension, y: vertical.grabRubberBand.dimension)
            drag.anchor = pan.slopTranslation
            isDragging = true
            // What moves the content from now on (a carousel's live index says so); the release
            // tells a drag from a fling.
            cause = pan.device.releaseCause ?? .drag
            notify { $0.scrollViewWillBeginDragging(self) }
            followPointer(translation: pan.translation)
        case .changed:
            followPointer(translation: pan.translation)
        case .ended:
            followPointer(translation: pan.translation)
            let pointer = pan.velocity // the pointer's: the content offset moves the other way
            release(
                velocity: CGPoint(x: scrollsHorizontally ? -pointer.x : 0, y: scrollsVertically ? -pointer.y : 0),
                cause: pan.device.releaseCause)
        case .cancelled:
            release(velocity: .zero, cause: pan.device.releaseCause)
        case .possible, .failed:
            break
        }
    }

    /// Moves the content with the pointer: start − (translation − anchor), rubber-banded past the edges
    /// by the drag's bands (never narrower than the view is now).
    func followPointer(translation: CGPoint) {
        drag.carried.dragMoved(to: translation, at: now)
        var offset = contentOffset
        if scrollsHorizontally {
            let metrics = horizontalMetrics
            let band = RubberBand(dimension: max(metrics.viewportDimension, drag.bandDimension.x))
            offset.x = metrics.draggedOffset(drag.startOffset.x - (translation.x - drag.anchor.x), bounces: bounces, band: band)
        }
        if scrollsVertically {
            let metrics = verticalMetrics
            let band = RubberBand(dimension: max(metrics.viewportDimension, drag.bandDimension.y))
            offset.y = metrics.draggedOffset(drag.startOffset.y - (translation.y - drag.anchor.y), bounces: bounces, band: band)
        }
        moveContent(to: offset, byScrollView: true)
    }

    /// Ends a drag (or wheel gesture) with the content moving at `velocity`, points per second in
    /// content-offset terms: proposes the landing, lets the delegate move it (not when paging), and
    /// starts the motion that reaches it. `cause`: the input that let go (a drag at rest or a fling
    /// when nil). A non-finite velocity component is made finite first
    /// (`ScrollPhysics.finiteVelocity`), and a non-finite landing from the delegate is ignored on that
    /// axis, so no delegate call and no motion ever carries a NaN or an infinity. A free scroll view
    /// adds the momentum the drag caught (`CarriedMomentum`, fast scroll) for a release at `time`
    /// (seconds; now when nil: a swipe's release comes a pause after its last delta).
    func release(velocity: CGPoint, cause: ScrollCause? = nil, at time: Timestamp? = nil) {
        let finite = CGPoint(x: ScrollPhysics.finiteVelocity(velocity.x), y: ScrollPhysics.finiteVelocity(velocity.y))
        let velocity = velocityWithCarriedMomentum(finite, at: time ?? now)
        drag.carried = .none
        self.cause = cause ?? (velocity == .zero ? .drag : .fling)
        let proposed = proposedLanding(velocity: velocity)
        var target = proposed
        let reported = CGPoint(
            x: ScrollPhysics.perMillisecond(fromPerSecond: velocity.x),
            y: ScrollPhysics.perMillisecond(fromPerSecond: velocity.y))
        delegate?.scrollViewWillEndDragging(self, withVelocity: reported, targetContentOffset: &target)
        if isPagingEnabled { target = proposed } // UIKit: a paging view's landing cannot be moved
        if !target.x.isFinite { target.x = proposed.x }
        if !target.y.isFinite { target.y = proposed.y }
        notifyObserversOfRelease(velocity: reported, target: target)
        let stops = ScrollPhysics.jointStopSpeeds(velocity: velocity)
        let horizontal = releaseSimulation(
            horizontalMetrics, velocity: velocity.x, proposed: proposed.x, target: target.x,
            pageSize: bounds.width, stopSpeed: stops.horizontal)
        let vertical = releaseSimulation(
            verticalMetrics, velocity: velocity.y, proposed: proposed.y, target: target.y,
            pageSize: bounds.height, stopSpeed: stops.vertical)
        isDragging = false
        drag.interruptedPagingTarget = nil
        let decelerates = !(horizontal.isDone(at: 0) && vertical.isDone(at: 0))
        if !decelerates { moveContent(to: CGPoint(x: horizontal.finalPosition, y: vertical.finalPosition), byScrollView: true) }
        notify { $0.scrollViewDidEndDragging(self, willDecelerate: decelerates) }
        if decelerates {
            startDeceleration(horizontal: horizontal, vertical: vertical, free: !isPagingEnabled && target == proposed)
        }
    }
}

extension PointerDevice {
    /// The cause a release by this device reports: nil for the mouse (`.drag` or `.fling`, by the
    /// velocity), the device for the others.
    var releaseCause: ScrollCause? {
        switch self {
        case .mouse: nil
        case .touch: .touch
        case .gamepad: .gamepad
        }
    }
}

extension ScrollCause {
    /// This cause as `device` gave it: a `.click` by a finger is `.touch`, by the gamepad's A
    /// `.gamepad`; a `.key` the gamepad sent (its d-pad) is `.gamepad`. Any other cause, or any
    /// cause with no device (nil) or the mouse, is itself. The device is the tap recognizer's
    /// (`GestureRecognizer.device`, or the second argument of an `addTapHandler` handler) or the
    /// key's (`KeyEvent.device`): a technique that pages or selects for a tap or a key passes its
    /// cause through here before `setContentOffset(_:animated:cause:)`, which takes it as it is.
    public func given(by device: PointerDevice?) -> ScrollCause {
        switch (self, device) {
        case (.click, .touch?): .touch
        case (.click, .gamepad?), (.key, .gamepad?): .gamepad
        default: self
        }
    }
}
