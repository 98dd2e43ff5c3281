import Foundation

/// UIKit's choice of the page a paging scroll view settles on when a drag ends (docs/PHYSICS.md §4).
///
/// With `p` = (offset − origin)/pageLength and `v` the release velocity:
/// - on a page boundary exactly: stay;
/// - v > 300 pt/s: the next boundary ahead, `ceil(p)`; v < −300 pt/s: the previous, `floor(p)`;
/// - otherwise the nearest, `floor(p + 0.5)` (at or past `maxOffset`: `ceil(p)`);
/// - clamped to the scrollable range.
///
/// So a swipe moves at most one page, however fast. The exception is a flick in the same
/// direction as a snap still running: it targets that snap's target plus one page, so rapid
/// flicks advance a page each. The delegate cannot move a paging target.
public struct PagingTarget: Hashable, Sendable {
    /// UIKit's paging flick threshold, in points per second (0.3 pt/ms): faster releases go to
    /// the adjacent page in the direction of the flick.
    public static let flickVelocityThreshold: CGFloat = 300

    /// Offsets within this many pages of a boundary count as on it (floating-point slack only).
    public static let boundaryTolerance: CGFloat = 1e-9

    /// The page length along the axis, in points: the bounds size plus inter-page spacing.
    public let pageLength: CGFloat
    /// The content offset of page 0, in points.
    public let origin: CGFloat
    /// The scrollable range of content offsets, in points.
    public let range: ClosedRange<CGFloat>

    /// Paging of `pageLength` points from `origin` (points) within `range` (points).
    public init(pageLength: CGFloat, origin: CGFloat = 0, range: ClosedRange<CGFloat>) {
        precondition(pageLength > 0, "page length must be positive")
        self.pageLength = pageLength
        self.origin = origin
        self.range = range
    }

    /// The content offset, in points, of page `index` (not clamped).
    public func offset(ofPage index: Int) -> CGFloat { origin + CGFloat(index) * pageLength }

    /// The target content offset, in points, for a drag released at `offset` (points) with
    /// `velocity` (**points per second**, content-offset direction).
    ///
    /// - Parameters:
    ///   - offset: the content offset at the release, in points.
    ///   - velocity: the release velocity, in points per second; beyond `flickVelocityThreshold`
    ///     (300 pt/s) it picks the next page in its direction, below it the nearest page.
    ///   - runningSnapTarget: the target of a paging snap still running at the release,
    ///     in points, if any. A flick beyond the threshold toward it targets one page past it.
    public func targetOffset(offset: CGFloat, velocity: CGFloat, runningSnapTarget: CGFloat? = nil) -> CGFloat {
        let threshold = Self.flickVelocityThreshold
        if let previous = runningSnapTarget, abs(velocity) > threshold,
            ScrollPhysics.sign(previous - offset) == ScrollPhysics.sign(velocity)
        {
            return clamp(previous + ScrollPhysics.sign(velocity) * pageLength)
        }
        let page = (offset - origin) / pageLength
        if abs(page - page.rounded()) <= Self.boundaryTolerance { return clamp(offset) }
        let target: CGFloat
        if velocity > threshold {
            target = page.rounded(.up)
        } else if velocity < -threshold {
            target = page.rounded(.down)
        } else if offset >= range.upperBound {
            target = page.rounded(.up)
        } else {
            target = (page + 0.5).rounded(.down)
        }
        return clamp(origin + target * pageLength)
    }

    /// `value` (points) clamped into the range.
    private func clamp(_ value: CGFloat) -> CGFloat { min(max(value, range.lowerBound), range.upperBound) }
}

extension ScrollAxisMetrics {
    /// The paging target for a release at `velocity` (**points per second**) with pages
    /// `pageLength` points long from `pageOrigin` (points); see `PagingTarget`.
    public func pagingTarget(
        velocity: CGFloat, pageLength: CGFloat, pageOrigin: CGFloat = 0, runningSnapTarget: CGFloat? = nil
    ) -> CGFloat {
        PagingTarget(pageLength: pageLength, origin: pageOrigin, range: range)
            .targetOffset(offset: offset, velocity: velocity, runningSnapTarget: runningSnapTarget)
    }
}
