import Foundation

/// Slots: an occurrence and the gap after it, the unit seeds B and C cover the view with (a tile, a
/// row). Occurrence `i`'s slot runs from its leading edge to the next occurrence's, `start(i)`
/// to `start(i + 1)`, so the slots of an endless strip tile the whole line, the seam's gap included.
extension CarouselGeometry {
    /// The occurrences whose slot meets the view at `position` (the strip coordinate of its start
    /// edge): from the one whose slot holds the start edge to the last one that starts before the end
    /// edge, in order. With equal items, at most `⌈viewportLength / (item + spacing)⌉ + 1` of them.
    /// Empty with no items, no viewport, an empty period or a non-finite position.
    ///
    /// Equal items are found by arithmetic (exact at any magnitude a `Double` holds: an offset of
    /// 10²¹ points still names its slot), items of their own lengths by a binary search.
    ///
    /// - Complexity: O(1) for equal items, O(log n) with lengths of their own; no allocation.
    func slots(inViewAt position: CGFloat) -> Range<Int> {
        guard count > 0, viewportLength > 0, period > 0, position.isFinite else { return 0..<0 }
        let end = position + viewportLength
        if positions.storedCount == 0 {
            let pitch = positions.defaultLength + positions.spacing
            let first = Self.wholeSlots((position / pitch).rounded(.down))
            let after = Self.wholeSlots((end / pitch).rounded(.up))
            let most = Self.wholeSlots((viewportLength / pitch).rounded(.up)) &+ 1
            return first..<max(first, min(after, first &+ most))
        }
        // The first whose slot ends past the start edge; the first that starts at or past the end.
        let first = items(inViewAt: position, margin: spacing).lowerBound
        var after = items(inViewAt: position, margin: 0).upperBound
        while after > first, start(ofItem: after - 1) >= end { after -= 1 }
        return first..<max(first, after)
    }

    /// The occurrence whose slot holds strip coordinate `position`, and how far into the slot it is
    /// as a fraction of the slot's length (in `0..<1`); nil with no items, an empty period or a
    /// non-finite position. What a relayout keeps: `position(inSlot:fraction:)` of a new geometry puts
    /// the same point of the same occurrence back. O(log n), O(1) for equal items.
    func slot(containing position: CGFloat) -> (occurrence: Int, fraction: CGFloat)? {
        guard count > 0, period > 0, position.isFinite else { return nil }
        let occurrence: Int
        if positions.storedCount == 0 {
            occurrence = Self.wholeSlots((position / (positions.defaultLength + positions.spacing)).rounded(.down))
        } else {
            occurrence = items(inViewAt: position, margin: spacing).lowerBound
        }
        let start = start(ofItem: occurrence)
        let length = distance(fromItem: occurrence, toItem: occurrence + 1)
        let fraction = length > 0 ? (position - start) / length : 0
        return (occurrence, min(max(fraction, 0), 1))
    }

    /// The strip coordinate `fraction` of the way through occurrence `occurrence`'s slot, in points.
    /// O(1).
    func position(inSlot occurrence: Int, fraction: CGFloat) -> CGFloat {
        start(ofItem: occurrence) + fraction * distance(fromItem: occurrence, toItem: occurrence + 1)
    }

    /// `value` (a whole number) as an `Int`, saturating at ±2⁶² (0 for a non-finite value).
    private static func wholeSlots(_ value: CGFloat) -> Int {
        let limit = CGFloat(Int.max / 2)
        guard value.isFinite else { return 0 }
        return Int(min(max(value, -limit), limit))
    }
}
