import Foundation

/// One axis of a scroll view at one moment, as an immutable value: the content offset, the
/// scrollable range of offsets and the visible size on that axis. The scroll policies
/// (clamping, overscroll, rubber band, projected landing, momentum) are functions of it.
///
/// All values are in points, in content-offset terms (`contentOffset.x` or `.y`).
public struct ScrollAxisMetrics: Hashable, Sendable {
    /// The current content offset, in points (may be outside the range while overscrolled).
    public let offset: CGFloat
    /// The smallest resting content offset, in points (`−adjustedContentInset.left/top`).
    public let minOffset: CGFloat
    /// The largest resting content offset, in points; never below `minOffset`.
    public let maxOffset: CGFloat
    /// The visible size along the axis (bounds width or height), in points: the rubber band's `d`.
    public let viewportDimension: CGFloat

    /// Metrics for an axis. A `maxOffset` below `minOffset` (content shorter than the view) is
    /// raised to `minOffset`, as UIKit does.
    public init(offset: CGFloat, minOffset: CGFloat, maxOffset: CGFloat, viewportDimension: CGFloat) {
        self.offset = offset
        self.minOffset = minOffset
        self.maxOffset = max(minOffset, maxOffset)
        self.viewportDimension = viewportDimension
    }

    /// The scrollable range `minOffset...maxOffset`, in points.
    public var range: ClosedRange<CGFloat> { minOffset...maxOffset }

    /// The same metrics at another content offset (points).
    public func with(offset: CGFloat) -> ScrollAxisMetrics {
        ScrollAxisMetrics(offset: offset, minOffset: minOffset, maxOffset: maxOffset, viewportDimension: viewportDimension)
    }

    /// `offset` clamped into the range, in points.
    public var clampedOffset: CGFloat { clamp(offset) }

    /// `value` (points) clamped into the range.
    public func clamp(_ value: CGFloat) -> CGFloat { min(max(value, minOffset), maxOffset) }

    /// How far `offset` is past the range, in points: negative before `minOffset`, positive past
    /// `maxOffset`, 0 inside.
    public var overscroll: CGFloat { offset - clampedOffset }

    /// Whether `offset` lies outside the range.
    public var isOutOfRange: Bool { offset < minOffset || offset > maxOffset }

    /// The rubber band for this axis (`d` = `viewportDimension`, c = 0.55).
    public var rubberBand: RubberBand { RubberBand(dimension: viewportDimension) }

    /// The content offset to show, in points, for the unclamped drag offset `dragOffset`
    /// (`startOffset − translation`): rubber-banded past the edges when `bounces`, clamped otherwise.
    ///
    /// - Parameters:
    ///   - dragOffset: the unclamped drag offset, in points.
    ///   - bounces: whether the axis rubber-bands past its edges; false clamps to the range.
    ///   - band: the band the drag uses (`grabRubberBand` of the metrics when it began);
    ///     nil: this axis' own band.
    public func draggedOffset(_ dragOffset: CGFloat, bounces: Bool = true, band: RubberBand? = nil) -> CGFloat {
        bounces ? (band ?? rubberBand).rubberBandedOffset(dragOffset, in: range) : clamp(dragOffset)
    }

    /// The rubber band a drag that grabs the view now uses, so that the content neither jumps nor
    /// ever moves more than the pointer: this axis' own band, unless the content is shown more than
    /// half the band's dimension out (a fast bounce can carry it beyond anything a drag shows, up to
    /// and past `d` itself, where the band has no inverse); then a band of dimension 2·|overscroll|,
    /// on which the shown overscroll sits where the own band shows d/2. Its slope is at most 0.55,
    /// as every rubber band's, so the content follows the pointer at most 0.55 : 1.
    public var grabRubberBand: RubberBand {
        RubberBand(dimension: max(viewportDimension, 2 * abs(overscroll)))
    }

    /// The unclamped drag offset, in points, at which a drag that grabs the view now should
    /// start, so the content does not jump: `offset` itself inside the range, the inverse of
    /// `grabRubberBand` when overscrolled (a bouncing or stretched view).
    public var dragStartOffset: CGFloat { grabRubberBand.unbandedOffset(offset, in: range) }

    /// The landing reported to the delegate for a release at `velocity` (**points per second**):
    /// `offset − (v − s·sign v)/ln d` (v in pt/ms), clamped to the range (docs/PHYSICS.md §1.4), with `s`
    /// the stop speed, 0.01 pt/ms or this axis' share of a two-axis fling's joint stop.
    public func projectedRestOffset(
        velocity: CGFloat, rate: DecelerationRate = .normal,
        stopSpeedPerMillisecond: CGFloat = ScrollPhysics.stopSpeedPerMillisecond
    ) -> CGFloat {
        DecelerationSimulation.projectedRestOffset(
            offset: offset, velocity: velocity, rate: rate, in: range,
            stopSpeedPerMillisecond: stopSpeedPerMillisecond)
    }

    /// The momentum to run after a release at `velocity` (**points per second**).
    ///
    /// - Parameters:
    ///   - velocity: the release velocity, in points per second (content-offset direction).
    ///   - rate: the per-millisecond decay (`.normal` 0.998, `.fast` 0.99).
    ///   - bounces: whether the motion bounces past an edge; false stops it on the edge.
    ///   - landing: the target the delegate chose, in points; pass nil when it kept the reported
    ///     `projectedRestOffset` (free momentum, which bounces at or stops on an edge). A moved
    ///     target is clamped to the range and reached exactly (`DecelerationSimulation(…landingAt:)`).
    public func momentum(
        velocity: CGFloat, rate: DecelerationRate = .normal, bounces: Bool = true, landing: CGFloat? = nil
    ) -> any Simulation {
        momentumSimulation(velocity: velocity, rate: rate, bounces: bounces, landing: landing).base
    }
}
