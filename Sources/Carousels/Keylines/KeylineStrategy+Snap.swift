import Foundation

extension KeylineStrategy {
    /// How far from the carousel's start item `index` of `itemCount` begins when it is snapped,
    /// i.e. focal, in whole points (Material's `getSnapPositionOffset`, rounded half up as Compose rounds
    /// to pixels).
    ///
    /// Away from the ends this is where the default keylines' first focal item begins; the first few
    /// items snap where a start step puts the focal range, the last few where an end step does, so
    /// every item can be focal. 0 when the strategy is not valid or `index` is outside `0..<itemCount`.
    ///
    /// - Complexity: O(1).
    public func snapPositionOffset(ofItemAt index: Int, itemCount: Int) -> CGFloat {
        guard isValid, (0..<itemCount).contains(index), let first = defaultKeylines.firstFocalIndex,
            let last = defaultKeylines.lastFocalIndex, let focal = defaultKeylines.firstFocal
        else { return 0 }
        let extraFocal = last - first
        let startStepsSize = startKeylineSteps.count + extraFocal
        let endStepsSize = endKeylineSteps.count + extraFocal

        var focalCenter = focal.unadjustedOffset
        if index < startStepsSize, !startKeylineSteps.isEmpty {
            let step = min(startKeylineSteps.count - 1, max(0, startStepsSize - 1 - index))
            focalCenter = startKeylineSteps[step].firstFocal?.unadjustedOffset ?? focalCenter
        }
        if itemCount > extraFocal + 1 && index >= itemCount - endStepsSize, !endKeylineSteps.isEmpty {
            let step = min(endKeylineSteps.count - 1, max(0, index - itemCount + endStepsSize))
            focalCenter = endKeylineSteps[step].firstFocal?.unadjustedOffset ?? focalCenter
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
