import Foundation

/// Motion after a release, and programmatic animation: per-axis simulations advanced by the driver.
extension ScrollView {
    /// What moves the content on its own: a pair of pure simulations and the time they began.
    struct Motion {
        enum Kind {
            /// Free momentum after a release (bouncing or stopping at the edges): ends with
            /// `didEndDecelerating`. Its target is wherever the decay runs out.
            case momentum
            /// A landing the delegate chose, a bounce back or a paging snap: ends with
            /// `didEndDecelerating`. Its target is a place in the content.
            case deceleration
            /// `setContentOffset(_:animated: true)` or `scrollRectToVisible`: ends with `didEndScrollingAnimation`.
            case programmatic
        }

        let kind: Kind
        let horizontal: AxisSimulation
        let vertical: AxisSimulation
        /// When the simulations' time 0 is, on the run loop's clock.
        let start: Timestamp
        /// Where the motion will rest, in current content coordinates.
        private(set) var target: CGPoint
        /// The sum of outside offset assignments during the motion (recentring), in points.
        private(set) var displacement: CGPoint = .zero

        init(kind: Kind, horizontal: AxisSimulation, vertical: AxisSimulation, start: Timestamp) {
            self.kind = kind
            self.horizontal = horizontal
            self.vertical = vertical
            self.start = start
            target = CGPoint(x: horizontal.finalPosition, y: vertical.finalPosition)
        }

        func offset(at now: Timestamp) -> CGPoint {
            let t = now - start
            return CGPoint(x: horizontal.position(at: t) + displacement.x, y: vertical.position(at: t) + displacement.y)
        }

        func isDone(at now: Timestamp) -> Bool {
            let t = now - start
            return horizontal.isDone(at: t) && vertical.isDone(at: t)
        }

        /// Carries the motion along with an outside jump of the offset.
        mutating func shift(by delta: CGPoint) {
            displacement.x += delta.x
            displacement.y += delta.y
            target.x += delta.x
            target.y += delta.y
        }
    }

    /// The response of the spring that `setContentOffset(_:animated: true)` and `scrollRectToVisible`
    /// run, in seconds: UIKit's 0.3 s animation duration (from rest, 99 % of the way in 0.32 s).
    public static let programmaticAnimationDuration: TimeInterval = RetargetingSpringSimulation.defaultResponse

    /// The fastest an animated `setContentOffset` moves (unless it started faster), in viewport
    /// lengths (bounds width or height) per second: 2400 pt/s in a 300 pt view. A one-page move
    /// from rest peaks at 2π/(0.3·e) ≈ 7.7 pages per second, just below, so only bursts are limited.
    public static let programmaticSpeedLimit: CGFloat = 8

    /// Where the running motion will rest, or nil when nothing moves on its own.
    public var restingTarget: CGPoint? { motion?.target }

    /// Starts free momentum (`free`) or a landing, snap or bounce from simulations whose time 0 is now.
    func startDeceleration(horizontal: AxisSimulation, vertical: AxisSimulation, free: Bool) {
        motion = Motion(kind: free ? .momentum : .deceleration, horizontal: horizontal, vertical: vertical, start: now)
        isDecelerating = true
        keepTicking()
        notify { $0.scrollViewWillBeginDecelerating(self) }
    }

    /// Carries the running motion along an outside jump of the offset by `delta` (a recentre).
    ///
    /// A landing, snap or animation aims at a place in the content, so it moves with it. Free momentum
    /// restarts from the new offset with the velocity it has now: decay has no memory, so the glide is
    /// the same, but it now meets the real edges of the range, as UIKit's per-frame integration does.
    func carryMotion(by delta: CGPoint) {
        guard var current = motion else { return }
        guard current.kind == .momentum else {
            current.shift(by: delta)
            motion = current
            return
        }
        let t = now - current.start
        let horizontalVelocity = current.horizontal.velocity(at: t)
        let verticalVelocity = current.vertical.velocity(at: t)
        let shown = current.offset(at: now)
        let offset = CGPoint(x: shown.x + delta.x, y: shown.y + delta.y)
        let stops = ScrollPhysics.jointStopSpeeds(velocity: CGPoint(x: horizontalVelocity, y: verticalVelocity))
        motion = Motion(
            kind: .momentum,
            horizontal: horizontalMetrics.with(offset: offset.x).momentumSimulation(
                velocity: horizontalVelocity, rate: decelerationRate, bounces: bounces, stopSpeedPerMillisecond: stops.horizontal),
            vertical: verticalMetrics.with(offset: offset.y).momentumSimulation(
                velocity: verticalVelocity, rate: decelerationRate, bounces: bounces, stopSpeedPerMillisecond: stops.vertical),
            start: now
        )
    }

    /// Runs `body`, in which the owner lays its content out again and may set the offset without
    /// animation (a change of its data), then carries the motion that was running along by however
    /// far the offset moved, as `correctContentOffset(by:)` does: a glide, a landing or an animation
    /// goes on from the new place, with no delegate call, and keeps its `cause` (a drag always goes
    /// on). A motion `body` starts itself replaces it.
    public func keepingMotion(_ body: () -> Void) {
        let running = motion
        let decelerating = isDecelerating
        let before = bounds.origin
        let runningCause = cause
        body()
        guard let running, motion == nil else { return }
        cause = runningCause
        motion = running
        isDecelerating = decelerating
        carryMotion(by: CGPoint(x: bounds.origin.x - before.x, y: bounds.origin.y - before.y))
        keepTicking()
    }

    /// Re-aims the running landing, snap or animation at `offset` (content coordinates), from where the
    /// content is and how fast it moves now: it glides on to `offset` on the spring an animated
    /// `setContentOffset` runs (`RetargetingSpringSimulation`, velocity kept, so nothing jerks; not
    /// clamped to the range, so a technique that recentres on the way can aim past its content), and
    /// ends and reports as it would have (`didEndDecelerating` for a landing or a snap,
    /// `didEndScrollingAnimation` for an animation). Free momentum, which has no landing to keep, and
    /// rest are left alone; so is a non-finite offset. For a carousel whose landing item moved in a
    /// change of data.
    public func retargetMotion(to offset: CGPoint) {
        guard let running = motion, running.kind != .momentum, running.target != offset, offset.x.isFinite,
            offset.y.isFinite
        else { return }
        let t = now - running.start
        let shown = running.offset(at: now)
        let velocity = CGPoint(x: running.horizontal.velocity(at: t), y: running.vertical.velocity(at: t))
        motion = Motion(
            kind: running.kind,
            horizontal: programmaticSimulation(from: shown.x, velocity: velocity.x, to: offset.x, viewport: bounds.width),
            vertical: programmaticSimulation(from: shown.y, velocity: velocity.y, to: offset.y, viewport: bounds.height),
            start: now)
    }

    /// Starts (or retargets) the animation of `setContentOffset(_:animated: true)` toward `offset`,
    /// from where the content is now and how fast it moves: a `RetargetingSpringSimulation` per axis,
    /// limited to `programmaticSpeedLimit` viewport lengths per second.
    ///
    /// Replacing a running programmatic animation is silent (one glide, one
    /// `didEndScrollingAnimation` at its end); replacing momentum, a landing or a snap ends it with
    /// `didEndDecelerating` first and keeps its velocity.
    func startProgrammaticAnimation(to offset: CGPoint) {
        // A non-finite target (a delegate dividing by a zero width) would poison the spring.
        guard offset.x.isFinite, offset.y.isFinite else { return }
        var from = contentOffset
        var velocity = CGPoint.zero
        var wasAnimating = false
        if let running = motion {
            let t = now - running.start
            from = running.offset(at: now)
            velocity = CGPoint(x: running.horizontal.velocity(at: t), y: running.vertical.velocity(at: t))
            wasAnimating = running.kind == .programmatic
            if wasAnimating { motion = nil } else { stopMotion(notify: true) }
        }
        guard offset != from || velocity != .zero else {
            if from != contentOffset { moveContent(to: from, byScrollView: true) }
            if wasAnimating { notify { $0.scrollViewDidEndScrollingAnimation(self) } }
            return
        }
        motion = Motion(
            kind: .programmatic,
            horizontal: programmaticSimulation(from: from.x, velocity: velocity.x, to: offset.x, viewport: bounds.width),
            vertical: programmaticSimulation(from: from.y, velocity: velocity.y, to: offset.y, viewport: bounds.height),
            start: now
        )
        keepTicking()
    }

    private func programmaticSimulation(from: CGFloat, velocity: CGFloat, to target: CGFloat, viewport: CGFloat) -> AxisSimulation
    {
        guard from != target || velocity != 0 else { return .resting(RestingSimulation(position: target)) }
        let limit = viewport > 0 ? ScrollView.programmaticSpeedLimit * viewport : .infinity
        return .retargetingSpring(
            RetargetingSpringSimulation(
                from: from, velocity: velocity, to: target, response: ScrollView.programmaticAnimationDuration, speedLimit: limit)
        )
    }

    /// Moves the content to where the motion is at `now`, and ends the motion when it is done.
    func advanceMotion(to now: Timestamp) {
        guard let current = motion else { return }
        let done = current.isDone(at: now)
        moveContent(to: current.offset(at: now), byScrollView: true)
        // The delegate may have recentred (shifting `motion`) or started another motion in didScroll.
        guard done, let after = motion, after.start == current.start, after.kind == current.kind else { return }
        finishMotion()
    }

    /// Stops any motion where it is, telling the delegate it ended when `notify`.
    func stopMotion(notify: Bool) {
        guard motion != nil else { return }
        if notify {
            finishMotion()
        } else {
            motion = nil
            isDecelerating = false
        }
    }

    private func finishMotion() {
        guard let ended = motion else { return }
        motion = nil
        isDecelerating = false
        switch ended.kind {
        case .momentum, .deceleration: notify { $0.scrollViewDidEndDecelerating(self) }
        case .programmatic: notify { $0.scrollViewDidEndScrollingAnimation(self) }
        }
    }
}
