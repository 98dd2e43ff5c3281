import Foundation

/// Where one item of a keyline carousel is drawn at one scroll offset, and how much of it shows
/// (what Compose's `Modifier.carouselItem` computes for each item).
///
/// The item is laid out at the strategy's `itemLength` (the focal length) at `unadjustedStart`, its
/// place in the end-to-end strip; it is drawn moved by `translation` along the main axis and masked
/// to `maskStart...maskEnd`, measured inside the item. All lengths are in points; offsets along the
/// main axis from the carousel's start.
public struct KeylinePlacement: Hashable, Sendable {
    /// The item's index.
    public var index: Int
    /// The keyline interpolated at the item's centre: its `size` is the masked length, its `offset`
    /// where the centre is drawn (for items inside the keylines).
    public var keyline: Keyline
    /// Where the item's leading edge is in the end-to-end strip, relative to the carousel's start.
    public var unadjustedStart: CGFloat
    /// How far the item is moved from `unadjustedStart` along the main axis (Compose's translation).
    public var translation: CGFloat
    /// The start of the visible part, measured from the item's own leading edge (0...itemLength).
    public var maskStart: CGFloat
    /// The end of the visible part, measured from the item's own leading edge.
    public var maskEnd: CGFloat
    /// The item's full (focal) length.
    public var itemLength: CGFloat
    /// The smallest keyline size of the nearest whole step: how small items get here (Compose's
    /// `CarouselItemInfo.minSize`).
    public var minLength: CGFloat
    /// The focal size of the nearest whole step (Compose's `CarouselItemInfo.maxSize`).
    public var maxLength: CGFloat
    /// Whether the item's centre is beyond the first or last keyline (it sits at an anchor, off screen).
    public var isOutOfKeylineBounds: Bool

    /// The visible length: `maskEnd − maskStart`, never negative.
    public var maskedLength: CGFloat { maskEnd - maskStart }
    /// Where the item's centre is drawn, from the carousel's start.
    public var center: CGFloat { unadjustedStart + itemLength / 2 + translation }
    /// Where the visible part begins, from the carousel's start.
    public var visibleStart: CGFloat { unadjustedStart + translation + maskStart }
    /// Where the visible part ends, from the carousel's start.
    public var visibleEnd: CGFloat { unadjustedStart + translation + maskEnd }
}

extension KeylineStrategy {
    /// Where item `index` of `itemCount` is drawn and masked when the end-to-end strip is scrolled by
    /// `scrollOffset` points (the item's unmasked leading edge is at `index · (itemLength + itemSpacing)
    /// − scrollOffset`).
    ///
    /// The item's centre is placed between the keyline before and the keyline after it, at the same
    /// fraction it has between their unadjusted offsets; its mask is that interpolated keyline's size,
    /// centred in the item. Beyond the first or last keyline the item takes that keyline, nudged by
    /// Compose's `(centre − keyline's unadjusted offset) / keyline size`, which keeps it at the off-screen
    /// anchor. Adjacent items inside the keylines are then exactly `itemSpacing` apart.
    ///
    /// - Returns: nil when the strategy is not valid, `index` is outside `0..<itemCount`, or
    ///   `scrollOffset` is NaN.
    /// - Complexity: O(n + s) for n keylines and s steps.
    public func placement(ofItemAt index: Int, scrollOffset: CGFloat, itemCount: Int) -> KeylinePlacement? {
        guard isValid, (0..<itemCount).contains(index), !scrollOffset.isNaN else { return nil }
        let maxOffset = maxScrollOffset(itemCount: itemCount)
        let current = keylines(forScrollOffset: scrollOffset, maxScrollOffset: maxOffset)
        let rounded = keylines(forScrollOffset: scrollOffset, maxScrollOffset: maxOffset, roundingToNearestStep: true)
        let start = CGFloat(index) * (itemLength + itemSpacing) - scrollOffset
        guard let placed = place(itemStartingAt: start, in: current) else { return nil }
        return KeylinePlacement(
            index: index, keyline: placed.keyline, unadjustedStart: start, translation: placed.translation,
            maskStart: placed.maskStart, maskEnd: placed.maskEnd, itemLength: itemLength,
            minLength: rounded.keylines.map(\.size).min() ?? 0, maxLength: rounded.firstFocal?.size ?? itemLength,
            isOutOfKeylineBounds: placed.isOutside)
    }

    /// Where an item whose unmasked leading edge is at `start` (points from the carousel's start) is
    /// drawn and masked under `keylines` (the list for the scroll offset: `keylines(forScrollOffset:…)`,
    /// found once for every item of a frame): its centre is placed between the keyline before and the one
    /// after it, at the fraction it has between their unadjusted offsets, and masked to that interpolated
    /// keyline's size, centred in the item (see `placement(ofItemAt:scrollOffset:itemCount:)`). nil when
    /// `keylines` is empty.
    ///
    /// - Complexity: O(n) for n keylines; allocates nothing.
    public func place(itemStartingAt start: CGFloat, in keylines: KeylineList) -> (
        keyline: Keyline, translation: CGFloat, maskStart: CGFloat, maskEnd: CGFloat, isOutside: Bool
    )? {
        let center = start + itemLength / 2
        guard let before = keylines.keyline(before: center), let after = keylines.keyline(after: center) else { return nil }
        let isOutside = before == after
        let progress = isOutside ? 1 : (center - before.unadjustedOffset) / (after.unadjustedOffset - before.unadjustedOffset)
        let keyline = Keyline.interpolated(from: before, to: after, fraction: progress)
        var translation = keyline.offset - center
        if isOutside {
            translation += (center - keyline.unadjustedOffset) / keyline.size
        }
        let half = max(0, keyline.size) / 2
        return (keyline, translation, itemLength / 2 - half, itemLength / 2 + half, isOutside)
    }
}
