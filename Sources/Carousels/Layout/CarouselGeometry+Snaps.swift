import Foundation

/// Snaps: the places the strip rests, each with the items it brings (one item, or a group when
/// paging by view). A finite strip has `snapCount` snaps, indexed `0..<snapCount`; an endless one
/// repeats its `snapCount` snaps every period, a snap index being any Int (snap `k` is snap
/// `k mod snapCount` shifted by whole periods). Snap indices further than `Int.max / (4 × count)`
/// periods from 0 saturate there.
extension CarouselGeometry {
    /// Finite: how many snaps there are; endless: how many per period (0 with no items). Paging by
    /// item one per item, by view one per group, fewer when `Containment.trim` merges some. O(1).
    public var snapCount: Int {
        guard count > 0 else { return 0 }
        return trim?.snapCount ?? groups.count
    }

    /// The untrimmed position of group `group` (in `0..<groups.count`) within cycle 0: the group as a
    /// whole aligned (its first item's leading edge, its middle, or its last item's trailing edge at
    /// the snap point).
    func alignedPosition(ofGroup group: Int) -> CGFloat {
        Self.anchor(ofGroup: group, groups, positions, alignment) - snapPoint
    }

    /// Snap index `k` of an endless strip as whole periods and a snap of cycle 0.
    func splitSnapIndex(_ k: Int) -> (cycle: Int, snap: Int) { splitSnap(k) }

    /// Snap index `k` of an endless strip as whole periods and a snap of cycle 0.
    private func splitSnap(_ k: Int) -> (cycle: Int, snap: Int) {
        let perPeriod = groups.count
        var cycle = k / perPeriod
        var snap = k % perPeriod
        if snap < 0 {
            snap += perPeriod
            cycle -= 1
        }
        return (min(max(cycle, -cycleLimit), cycleLimit), snap)
    }

    /// The position at which the strip rests at snap `k`, in points (finite: `k` clamped into
    /// `0..<snapCount`; 0 with no items). O(1).
    public func snapPosition(_ k: Int) -> CGFloat {
        guard count > 0 else { return 0 }
        if isEndless {
            let (cycle, snap) = splitSnap(k)
            return CGFloat(cycle) * period + alignedPosition(ofGroup: snap)
        }
        let snap = min(max(k, 0), snapCount - 1)
        guard let trim else { return alignedPosition(ofGroup: snap) }
        return trim.position(ofSnap: snap) { alignedPosition(ofGroup: $0) }
    }

    /// The occurrences snap `k` brings (its group; with `Containment.trim` the first and last snaps
    /// also hold the groups merged into them); finite: `k` clamped; empty with no items. O(1), or
    /// O(log n) among groups of items with lengths of their own.
    public func items(ofSnap k: Int) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        if isEndless {
            let (cycle, snap) = splitSnap(k)
            let items = groups.items(ofGroup: snap)
            let shift = cycle * count
            return (items.lowerBound + shift)..<(items.upperBound + shift)
        }
        let snap = min(max(k, 0), snapCount - 1)
        guard let trim else { return groups.items(ofGroup: snap) }
        return trim.items(ofSnap: snap, groups: groups, itemCount: count)
    }

    /// The snap whose items hold occurrence `item` (finite: `item` clamped into `0..<count`; a merged
    /// item gives the snap it was merged into; 0 with no items). O(1), or O(log n) among groups of
    /// items with lengths of their own.
    public func snap(containing item: Int) -> Int {
        guard count > 0 else { return 0 }
        let (cycle, local) = split(item)
        let group = groups.group(ofItem: local)
        if isEndless { return min(max(cycle, -cycleLimit), cycleLimit) * groups.count + group }
        return trim?.snap(containingGroup: group) ?? group
    }

    /// The snap whose position is nearest `position` (ties to the lower index): finite, in
    /// `0..<snapCount`; endless, any snap index. nil with no items or a non-finite position. O(log n).
    public func nearestSnap(to position: CGFloat) -> Int? {
        guard count > 0, position.isFinite else { return nil }
        if isEndless {
            return MonotoneSearch.nearestPeriodic(
                to: position, count: groups.count, period: period, cycleLimit: cycleLimit
            ) { alignedPosition(ofGroup: $0) }
        }
        return MonotoneSearch.nearest(to: position, in: 0..<snapCount) { snapPosition($0) }
    }

    /// The positions a finite strip may take, in points: with `Containment.none` from the first snap
    /// to the last (every item can reach the snap point); with `.trim` the content's extent,
    /// `−inset ... contentLength + inset − viewportLength`, or, when all the content fits in the view
    /// (within 2 points, Embla's tolerance), the one position that aligns it per the alignment.
    /// `0...0` with no items; nil for an endless strip. O(1).
    public var scrollRange: ClosedRange<CGFloat>? {
        guard !isEndless else { return nil }
        guard count > 0 else { return 0...0 }
        if let trim { return trim.range }
        let first = snapPosition(0)
        return first...max(first, snapPosition(snapCount - 1))
    }
}

extension CarouselGeometry {
    /// Whether each snap is exactly one viewport on from the one before (within a thousandth of a
    /// point) and a finite strip's content reaches from the first to the last, so a scroll view whose
    /// content starts at a snap and that pages by its bounds lands on exactly these snaps: equal items
    /// paged one at a time, an item and one spacing as long as the viewport, the spacing twice the
    /// inset (items that fill the view with no inset and no spacing; seed D's pages,
    /// `CarouselLayout.previewPages`). False with no items or no viewport. O(1).
    public var snapsAreViews: Bool {
        guard count > 0, viewportLength > 0, positions.storedCount == 0, groups.count == count else { return false }
        let tolerance: CGFloat = 0.001
        return abs(positions.defaultLength + spacing - viewportLength) <= tolerance && abs(spacing - 2 * inset) <= tolerance
    }
}

extension CarouselGeometry {
    /// `snapPosition(b) − snapPosition(a)`, in points, worked out from the two snaps' places within
    /// their periods and the whole periods between them, so it stays exact however far from 0 the
    /// snaps are (what keeps a million recentres free of drift). O(1).
    public func distance(fromSnap a: Int, toSnap b: Int) -> CGFloat {
        guard count > 0, isEndless else { return snapPosition(b) - snapPosition(a) }
        let (cycleA, snapA) = splitSnapIndex(a)
        let (cycleB, snapB) = splitSnapIndex(b)
        return CGFloat(cycleB - cycleA) * period + (alignedPosition(ofGroup: snapB) - alignedPosition(ofGroup: snapA))
    }

    /// `start(ofItem: b) − start(ofItem: a)`, in points, exact however far from 0 (see
    /// `distance(fromSnap:toSnap:)`). O(1).
    public func distance(fromItem a: Int, toItem b: Int) -> CGFloat {
        let (cycleA, itemA) = split(a)
        let (cycleB, itemB) = split(b)
        return CGFloat(cycleB - cycleA) * period + (positions.start(itemB) - positions.start(itemA))
    }
}
