import Foundation

/// Which items are current and which are in view at a position. Results further than
/// `Int.max / (4 × count)` periods from 0 saturate there.
extension CarouselGeometry {
    /// The current item at `position` (the strip coordinate of the viewport's start edge): the
    /// occurrence whose anchor is nearest `position + snapPoint`, ties to the lower. Finite: in
    /// `0..<count` (clamped); endless: an unbounded occurrence (wrap it with `item(ofOccurrence:)`).
    /// nil with no items or a non-finite position. O(log n).
    public func nearestItem(at position: CGFloat) -> Int? {
        guard count > 0, position.isFinite else { return nil }
        let target = position + snapPoint
        if isEndless {
            return MonotoneSearch.nearestPeriodic(to: target, count: count, period: period, cycleLimit: cycleLimit) {
                localAnchor($0)
            }
        }
        return MonotoneSearch.nearest(to: target, in: 0..<count) { localAnchor($0) }
    }

    /// The occurrences any part of which lies in `[position − margin, position + viewportLength +
    /// margin]` (an edge touching counts), in order. Finite: within `0..<count`; endless: unbounded.
    /// Empty with no items, a non-finite position or margin, or a negative margin larger than half
    /// the viewport. O(log n).
    public func items(inViewAt position: CGFloat, margin: CGFloat = 0) -> Range<Int> {
        guard count > 0, position.isFinite, margin.isFinite else { return 0..<0 }
        let low = position - margin
        let high = position + viewportLength + margin
        guard low.isFinite, high.isFinite, low <= high else { return 0..<0 }
        guard isEndless else {
            let first = MonotoneSearch.partitionPoint(in: 0..<count) { positions.end($0) >= low }
            let after = MonotoneSearch.partitionPoint(in: 0..<count) { positions.start($0) > high }
            return first..<max(first, after)
        }
        guard period > 0 else { return low <= 0 && 0 <= high ? 0..<count : 0..<0 }
        let first = MonotoneSearch.firstPeriodic(
            past: low, strictly: false, count: count, period: period, cycleLimit: cycleLimit
        ) { positions.end($0) }
        let after = MonotoneSearch.firstPeriodic(
            past: high, strictly: true, count: count, period: period, cycleLimit: cycleLimit
        ) { positions.start($0) }
        return first..<max(first, after)
    }
}
