import Foundation
import ScrollKit

/// Fits a release's whole momentum glide inside a scroll view's range by first moving the offset
/// invisibly (a recentre or a whole-data-set shift), so an infinite strip never meets an edge.
///
/// Why: ScrollKit computes a release's momentum once, against the range at release time; later
/// offset assignments (recentring) carry the motion along but do not move the edges it bounces at.
/// A glide longer than the distance to the edge would stop and bounce mid-strip. UIKit checks the
/// edge every frame, so the seeds' articles never needed this.
///
/// All values are content offsets or distances along x, in points.
public enum GlideFit {
    /// Where the offset should jump before the momentum starts, and where the momentum lands.
    public struct Plan: Hashable, Sendable {
        /// The offset to move to (without visible change) before the momentum starts.
        public var start: CGFloat
        /// The landing to give the scroll view (`targetContentOffset.x`).
        public var target: CGFloat
    }

    /// The natural glide of a release: how far free momentum at `velocity` (**points per
    /// millisecond**, as the delegate hears it) travels at `rate`, unclamped. This is where the
    /// motion really stops (UIKit's stop at 10 pt/s), about 0.1 % short of the landing the scroll view
    /// reports (PHYSICS §1.4, §11): landing exactly here keeps the glide's length unchanged.
    public static func glideDistance(velocityPerMillisecond velocity: CGFloat, rate: DecelerationRate) -> CGFloat {
        DecelerationSimulation(offset: 0, velocity: ScrollPhysics.perSecond(fromPerMillisecond: velocity), rate: rate)
            .finalPosition
    }

    /// For a strip that may jump anywhere (seed B): nil when the glide from `offset` already lands
    /// at least `margin` inside `range`; otherwise a start that centres the glide in the range. A glide
    /// longer than the range (minus margins) is shortened to fit (it lands at the far end).
    public static func anywhere(offset: CGFloat, distance: CGFloat, range: ClosedRange<CGFloat>,
                                margin: CGFloat) -> Plan? {
        let low = range.lowerBound + margin, high = range.upperBound - margin
        guard high > low else { return nil }
        if (low...high).contains(offset + distance) { return nil }
        let travel = min(max(distance, low - high), high - low)
        let start = (low + high) / 2 - travel / 2
        return Plan(start: start, target: start + travel)
    }

    /// For a strip that may only jump by whole `period`s (seed C): nil when the glide already lands
    /// inside `range`; otherwise the start (offset + k·period) that puts the glide's middle nearest
    /// the range's middle. A glide longer than the range lands on the point inside the range that
    /// shows the same picture as the natural landing (a whole number of periods short).
    ///
    /// - Complexity: O(1).
    public static func byPeriods(offset: CGFloat, distance: CGFloat, range: ClosedRange<CGFloat>,
                                 period: CGFloat) -> Plan? {
        guard period > 0, !(range.contains(offset + distance)) else { return nil }
        let middle = (range.lowerBound + range.upperBound) / 2
        let shifts = ((middle - (offset + distance / 2)) / period).rounded()
        let start = offset + shifts * period
        var target = start + distance
        if target > range.upperBound { target -= ((target - range.upperBound) / period).rounded(.up) * period }
        if target < range.lowerBound { target += ((range.lowerBound - target) / period).rounded(.up) * period }
        return Plan(start: start, target: target)
    }
}
