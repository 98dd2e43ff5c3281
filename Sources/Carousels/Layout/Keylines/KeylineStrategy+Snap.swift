import Foundation

extension KeylineStrategy {
    /// How far from the carousel's start item `index` of `itemCount` begins when it is snapped,
    /// i.e. focal, in whole points (Material's `getSnapPositionOffset`, rounded half up as Compose rounds
    /// to pixels).
    ///
    /// Away from the ends this is where the default keylines' first focal item begins; item k of the
    /// first few snaps where start step (last − k) puts its first focal item, item k from the end
    /// where end step (last − k) puts its last focal item, so every item can be focal (Compose's
    /// current rule, the one its `KeylineSnapPositionTest` checks). 0 when the strategy is not valid or `index` is outside `0..<itemCount`.
    ///
    /// - Complexity: O(1).
    public func snapPositionOffset(ofItemAt index: Int, itemCount: Int) -> CGFloat {
        guard isValid, (0..<itemCount).contains(index), let focal = defaultKeylines.firstFocal,
            let first = defaultKeylines.firstFocalIndex, let last = defaultKeylines.lastFocalIndex
        else { return 0 }
        // Items away from the ends snap the default first focal keyline's place.
        var focalCenter = focal.unadjustedOffset
        // The first items line up with the start steps, last step first: item 0 with the last step.
        let lastStart = startKeylineSteps.count - 1
        if index <= lastStart, let step = startKeylineSteps[lastStart - index].firstFocal {
            focalCenter = step.unadjustedOffset
        }
        // The last items line up with the end steps, the last item with the last step; skipped when
        // every item fits on a focal keyline.
        let lastEnd = endKeylineSteps.count - 1
        let fromEnd = itemCount - 1 - index
        if lastEnd >= 0, fromEnd <= lastEnd, itemCount > last - first + 1,
            let step = endKeylineSteps[lastEnd - fromEnd].lastFocal
        {
            focalCenter = step.unadjustedOffset
        }
        return KeylineMath.roundHalfUp(focalCenter - itemLength / 2)
    }

    /// The scroll offset at which item `index` of `itemCount` is snapped (focal), in points: its start
    /// in the end-to-end strip less its snap position, held within `0...maxScrollOffset(itemCount:)`.
    /// 0 when the strategy is not valid or `index` is outside `0..<itemCount`.
    ///
    /// - Complexity: O(1).
    public func snapScrollOffset(ofItemAt index: Int, itemCount: Int) -> CGFloat {
        guard isValid, (0..<itemCount).contains(index) else { return 0 }
        let start = CGFloat(index) * (itemLength + itemSpacing)
        return KeylineMath.clamp(
            start - snapPositionOffset(ofItemAt: index, itemCount: itemCount), 0, maxScrollOffset(itemCount: itemCount))
    }
}
