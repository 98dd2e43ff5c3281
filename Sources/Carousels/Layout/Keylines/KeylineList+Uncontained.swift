import Foundation

extension KeylineList {
    /// Material's uncontained keylines (Compose's `uncontainedKeylineList`): as many whole items of
    /// `itemLength` as fit, then one item cut off by the carousel's end, long enough to move visibly.
    ///
    /// Compose's large length is `itemLength + itemSpacing` (held to the available length), and so is
    /// this one. The cut-off item is 1.5 × the space left (a third cut off), at least the anchor length,
    /// and if that comes within `KeylineDefaults.mediumLargeItemDifferenceThreshold` of the large length,
    /// the larger of that threshold and 1.2 × the space left, never more than the large length (as in
    /// Compose's current sources and its `UncontainedTest`). The start anchor is half the cut-off
    /// item (at least `Swift.min(anchorLength, itemLength)`), so items leave the start about as they enter
    /// at the end.
    ///
    /// - Parameters:
    ///   - availableLength: the carousel's length along its main axis, in points.
    ///   - itemLength: the items' length, in points.
    ///   - itemSpacing: the gap between items, in points.
    /// - Returns: the keylines; `.empty` when `availableLength` or `itemLength` is 0 (the fallback
    ///   Compose uses for a carousel not laid out yet).
    /// - Throws: `KeylineProblem` for a length that is not finite or is negative.
    /// - Complexity: O(availableLength / itemLength) keylines.
    public static func uncontained(
        availableLength: CGFloat, itemLength: CGFloat, itemSpacing: CGFloat = 0
    ) throws(KeylineProblem) -> KeylineList {
        try checkFactoryInput(
            availableLength: availableLength, itemLength: ("itemLength", itemLength), itemSpacing: itemSpacing,
            itemCount: nil, minSmall: nil, maxSmall: nil)
        guard availableLength > 0, itemLength > 0 else { return .empty }

        let largeSize = Swift.min(itemLength + itemSpacing, availableLength)
        let largeCount = Int(Swift.min(Swift.max(1, (availableLength / largeSize).rounded(.down)), 10_000))
        let remaining = availableLength - CGFloat(largeCount) * largeSize
        let anchor = KeylineDefaults.anchorLength
        let mediumSize = cutOffItemLength(minimum: anchor, largeSize: largeSize, remaining: remaining)
        let arrangement = KeylineArrangement(
            priority: 0, smallSize: 0, smallCount: 0, mediumSize: mediumSize, mediumCount: remaining > 0 ? 1 : 0,
            largeSize: largeSize, largeCount: largeCount)
        let startAnchor = Swift.max(Swift.min(anchor, itemLength), mediumSize * 0.5)
        return startAligned(
            arrangement, availableLength: availableLength, itemSpacing: itemSpacing, anchors: (startAnchor, anchor))
    }

    /// The cut-off item's length (Compose's `calculateMediumChildSize`), in points.
    private static func cutOffItemLength(minimum: CGFloat, largeSize: CGFloat, remaining: CGFloat) -> CGFloat {
        var size = Swift.max(remaining * 1.5, minimum)
        let threshold = largeSize * KeylineDefaults.mediumLargeItemDifferenceThreshold
        if size > threshold {
            size = Swift.min(Swift.max(threshold, remaining * 1.2), largeSize)
        }
        return size
    }
}
