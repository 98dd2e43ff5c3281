import Foundation

/// The scroll view's state as physics metrics, and the choice of simulation for a release.
/// The policies themselves are pure functions in `Physics/`.
extension ScrollView {
    /// The horizontal axis now: offset, resting range and visible width.
    public var horizontalMetrics: ScrollAxisMetrics {
        ScrollAxisMetrics(
            offset: contentOffset.x, minOffset: minimumContentOffset.x,
            maxOffset: maximumContentOffset.x, viewportDimension: bounds.width)
    }

    /// The vertical axis now: offset, resting range and visible height.
    public var verticalMetrics: ScrollAxisMetrics {
        ScrollAxisMetrics(
            offset: contentOffset.y, minOffset: minimumContentOffset.y,
            maxOffset: maximumContentOffset.y, viewportDimension: bounds.height)
    }

    /// Where a release at `velocity` (points per second, content-offset terms) comes to rest before
    /// the delegate has its say: the paging target (one page at most, one past a caught snap's target
    /// for a flick the same way), or UIKit's projected momentum landing, clamped.
    func proposedLanding(velocity: CGPoint) -> CGPoint {
        let horizontal = horizontalMetrics
        let vertical = verticalMetrics
        guard isPagingEnabled else {
            let stops = ScrollPhysics.jointStopSpeeds(velocity: velocity)
            return CGPoint(
                x: horizontal.projectedRestOffset(
                    velocity: velocity.x, rate: decelerationRate, stopSpeedPerMillisecond: stops.horizontal),
                y: vertical.projectedRestOffset(
                    velocity: velocity.y, rate: decelerationRate, stopSpeedPerMillisecond: stops.vertical))
        }
        let caught = drag.interruptedPagingTarget
        return CGPoint(
            x: bounds.width > 0
                ? horizontal.pagingTarget(velocity: velocity.x, pageLength: bounds.width, runningSnapTarget: caught?.x)
                : horizontal.offset,
            y: bounds.height > 0
                ? vertical.pagingTarget(velocity: velocity.y, pageLength: bounds.height, runningSnapTarget: caught?.y)
                : vertical.offset
        )
    }

    /// The motion of one axis after a release at `velocity` (points per second): a paging snap, the
    /// free momentum (bouncing or stopping at the edges) when the delegate kept the `proposed` landing,
    /// or a momentum that lands exactly on the delegate's `target`. Free momentum stops below
    /// `stopSpeed` (pt/ms), this axis' share of UIKit's joint stop (`ScrollPhysics.jointStopSpeeds`).
    func releaseSimulation(
        _ metrics: ScrollAxisMetrics, velocity: CGFloat, proposed: CGFloat, target: CGFloat,
        pageSize: CGFloat, stopSpeed: CGFloat = ScrollPhysics.stopSpeedPerMillisecond
    ) -> AxisSimulation {
        if isPagingEnabled {
            guard metrics.offset != target else { return .resting(RestingSimulation(position: target)) }
            return .pagingSpring(
                PagingSpringSimulation(offset: metrics.offset, velocity: velocity, target: target, pageWidth: pageSize))
        }
        return metrics.momentumSimulation(
            velocity: velocity, rate: decelerationRate, bounces: bounces,
            landing: target == proposed ? nil : target, stopSpeedPerMillisecond: stopSpeed)
    }

    /// The momentum a press or a new swipe catching the running motion now carries into its release
    /// (`CarriedMomentum`, Flutter's rule): only a free glide's, in a scroll view that does not page;
    /// nothing on an axis where the glide is at or beyond an edge. The drag starts at translation 0.
    func carriedMomentumCatchingMotion() -> CarriedMomentum {
        guard !isPagingEnabled, let moving = motion, moving.kind == .momentum else { return .none }
        let t = now - moving.start
        let shown = moving.offset(at: now)
        let velocity = CGPoint(x: moving.horizontal.velocity(at: t), y: moving.vertical.velocity(at: t))
        return CarriedMomentum(
            catching: velocity, at: now,
            atEdge: (
                shown.x <= minimumContentOffset.x || shown.x >= maximumContentOffset.x,
                shown.y <= minimumContentOffset.y || shown.y >= maximumContentOffset.y
            ))
    }

    /// `velocity` (points per second, content-offset terms) with the drag's carried momentum added
    /// (`CarriedMomentum.releaseVelocity`) for a release at `time`; unchanged when paging (a paged
    /// technique turns one page per swipe) or on an axis dragged past an edge.
    func velocityWithCarriedMomentum(_ velocity: CGPoint, at time: Timestamp) -> CGPoint {
        guard !isPagingEnabled, drag.carried.isCarrying else { return velocity }
        let offset = contentOffset
        return drag.carried.releaseVelocity(
            velocity, at: time,
            beyondEdge: (
                offset.x < minimumContentOffset.x || offset.x > maximumContentOffset.x,
                offset.y < minimumContentOffset.y || offset.y > maximumContentOffset.y
            ))
    }
}
