import Foundation

extension Carousel3DGeometry {
    /// `offset` as iCarousel takes it (`offsetForItemAtIndex`): when the carousel wraps and has items,
    /// moved by whole turns of `itemCount` into −`itemCount`/2 … +`itemCount`/2 (an offset just past
    /// half a turn is the item seen from the other side); otherwise unchanged. An offset that is not
    /// finite is 0. O(1).
    public func wrappedOffset(_ offset: CGFloat) -> CGFloat {
        guard offset.isFinite else { return 0 }
        guard wraps, itemCount > 0 else { return offset }
        let n = CGFloat(itemCount)
        let half = n / 2
        if offset > half { return offset - n * ((offset - half) / n).rounded(.up) }
        if offset < -half { return offset + n * ((-half - offset) / n).rounded(.up) }
        return offset
    }

    /// The offset, in items, of item `index` from the scroll position `scrollOffset` (the fractional
    /// index at the carousel's centre): `index − scrollOffset`, wrapped (`wrappedOffset(_:)`). A scroll
    /// position that is not finite counts as 0. O(1).
    public func offset(ofItem index: Int, scrollOffset: CGFloat) -> CGFloat {
        let position = scrollOffset.isFinite ? scrollOffset : 0
        return wrappedOffset(CGFloat(index) - position)
    }

    /// The item steps from the current item that iCarousel lays out (`loadUnloadViews`):
    /// `−visibleItemCount / 2 ..< visibleItemCount − visibleItemCount / 2` (integer halves), e.g.
    /// −2 ..< 3 for 5 items, −3 ..< 3 for 6; empty when nothing is visible. A carousel that does not wrap
    /// shifts this window at its ends (`visibleIndices(scrollOffset:)`). O(1).
    public var visibleOffsets: Range<Int> {
        let before = visibleItemCount / 2
        return -before..<(visibleItemCount - before)
    }

    /// The item indices iCarousel lays out at scroll position `scrollOffset`: `visibleOffsets` around the
    /// current item (the nearest to `scrollOffset`, halves away from zero), kept within `0 ..< itemCount`
    /// when the carousel does not wrap, and not wrapped when it does (take them modulo `itemCount`; the
    /// window is never longer than `itemCount`, so no item comes twice). iCarousel then skips items
    /// whose `alpha(offset:)` is 0. A scroll position that is not finite counts as 0. O(1).
    public func visibleIndices(scrollOffset: CGFloat) -> Range<Int> {
        let position = scrollOffset.isFinite ? scrollOffset : 0
        let limit = CGFloat(Int.max / 4)
        let current = Int(max(-limit, min(limit, position.rounded())))
        let window = visibleOffsets
        guard !wraps else { return (current + window.lowerBound)..<(current + window.upperBound) }
        let first = max(0, min(itemCount - visibleItemCount, current + window.lowerBound))
        return first..<(first + visibleItemCount)
    }
}
