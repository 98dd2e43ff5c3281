import Foundation

extension KeylineList {
    /// Material's hero keylines (Compose's `heroKeylineList`): one large item (or more, when
    /// `maxItemLength` leaves room) beside small items, no medium ones.
    ///
    /// Without `maxItemLength` the large item fills the carousel less the small items. A centred
    /// list needs an even number of small items (two, one each side) and at least three items;
    /// with fewer it is start-aligned (`large · small`). A carousel shorter than the small items plus
    /// a large item 1.25 × the minimum small length, or showing one item, gets no small items (the
    /// large item fills it).
    ///
    /// - Parameters:
    ///   - availableLength: the carousel's length along its main axis, in points.
    ///   - maxItemLength: the most a large item may be, in points; nil for "as large as fits".
    ///   - itemSpacing: the gap between items, in points.
    ///   - itemCount: how many items the carousel shows.
    ///   - isCentered: whether the large item is centred between small ones.
    ///   - minSmall: the smallest a small item may be, in points.
    ///   - maxSmall: the largest a small item may be, in points.
    /// - Returns: the keylines; `.empty` when `availableLength` or `maxItemLength` is 0.
    /// - Throws: `KeylineProblem` for a length that is not finite or is negative, a negative
    ///   `itemCount`, or small bounds that are not above 0 or are crossed.
    /// - Complexity: O(k) for k ≈ availableLength / maxItemLength candidate large counts.
    public static func hero(
        availableLength: CGFloat, maxItemLength: CGFloat? = nil, itemSpacing: CGFloat = 0, itemCount: Int,
        isCentered: Bool, minSmall: CGFloat = KeylineDefaults.minSmallItemLength,
        maxSmall: CGFloat = KeylineDefaults.maxSmallItemLength
    ) throws(KeylineProblem) -> KeylineList {
        try checkFactoryInput(
            availableLength: availableLength, itemLength: maxItemLength.map { ("maxItemLength", $0) },
            itemSpacing: itemSpacing, itemCount: itemCount, minSmall: minSmall, maxSmall: maxSmall)
        guard availableLength > 0, maxItemLength ?? 1 > 0 else { return .empty }

        let shouldCenter = isCentered && itemCount >= 3
        var smallCount = shouldCenter ? 2 : 1
        let targetLarge = Swift.min(maxItemLength ?? availableLength, availableLength)
        let targetSmall = KeylineMath.clamp(targetLarge / 3, minSmall, maxSmall)
        // Room for the small items and a large one at least 25 % longer than a small one.
        // A single item has nothing to browse to: it fills the carousel (Compose's CenteredHeroTest
        // `oneItemOnly_shouldGoFullscreen`).
        if availableLength < minSmall * CGFloat(smallCount) + minSmall * 1.25 || itemCount <= 1 {
            smallCount = 0
        }
        let leastLargeSpace = availableLength - minSmall * CGFloat(smallCount)
        let largeCounts = largeCountRange(
            minimum: (leastLargeSpace / targetLarge).rounded(.down), maximum: (availableLength / targetLarge).rounded(.up))
        guard
            let arrangement = KeylineArrangement.lowestCost(
                availableSpace: availableLength, itemSpacing: itemSpacing, targetSmallSize: targetSmall,
                minSmallSize: minSmall, maxSmallSize: maxSmall, smallCounts: [smallCount], targetMediumSize: 0,
                mediumCounts: [0], targetLargeSize: targetLarge, largeCounts: largeCounts)
        else { return .empty }

        let anchors = (KeylineDefaults.anchorLength, KeylineDefaults.anchorLength)
        if shouldCenter && itemCount >= arrangement.itemCount {
            return centerAligned(arrangement, availableLength: availableLength, itemSpacing: itemSpacing, anchors: anchors)
        }
        return startAligned(arrangement, availableLength: availableLength, itemSpacing: itemSpacing, anchors: anchors)
    }

    /// Material's centred hero keylines (Compose's `HorizontalCenteredHeroCarousel`):
    /// `small · large · small` around a centred large item; `hero(…, isCentered: true)`.
    ///
    /// - Throws: `KeylineProblem`, as `hero`.
    /// - Complexity: as `hero`.
    public static func centeredHero(
        availableLength: CGFloat, maxItemLength: CGFloat? = nil, itemSpacing: CGFloat = 0, itemCount: Int,
        minSmall: CGFloat = KeylineDefaults.minSmallItemLength, maxSmall: CGFloat = KeylineDefaults.maxSmallItemLength
    ) throws(KeylineProblem) -> KeylineList {
        try hero(
            availableLength: availableLength, maxItemLength: maxItemLength, itemSpacing: itemSpacing, itemCount: itemCount,
            isCentered: true, minSmall: minSmall, maxSmall: maxSmall)
    }
}
