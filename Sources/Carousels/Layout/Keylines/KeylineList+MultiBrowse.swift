import Foundation

extension KeylineList {
    /// Material's multi-browse keylines (Compose's `multiBrowseKeylineList`): as many large items as
    /// fit near `preferredItemLength`, then a medium and a small one, start-aligned between two
    /// off-screen anchors of `KeylineDefaults.anchorLength`.
    ///
    /// The small target is a third of the large one held within `minSmall...maxSmall`, the medium
    /// target halfway between; `KeylineArrangement.lowestCost` picks the counts that change the large
    /// length least. With fewer items than the arrangement has keylines, small then medium keylines
    /// are dropped (one medium is kept). A carousel shorter than two minimum small items gets no small item.
    ///
    /// - Parameters:
    ///   - availableLength: the carousel's length along its main axis, in points.
    ///   - preferredItemLength: the large items' wanted length, in points (may be adjusted to fit).
    ///   - itemSpacing: the gap between items, in points.
    ///   - itemCount: how many items the carousel shows.
    ///   - minSmall: the smallest a small item may be, in points.
    ///   - maxSmall: the largest a small item may be, in points.
    /// - Returns: the keylines; `.empty` (a documented fallback, not an error) when `availableLength`
    ///   or `preferredItemLength` is 0, as Compose returns for a carousel not laid out yet.
    /// - Throws: `KeylineProblem` for a length that is not finite or is negative, a negative
    ///   `itemCount`, or small bounds that are not above 0 or are crossed.
    /// - Complexity: O(k) for k ≈ availableLength / preferredItemLength candidate large counts.
    public static func multiBrowse(
        availableLength: CGFloat, preferredItemLength: CGFloat, itemSpacing: CGFloat = 0, itemCount: Int,
        minSmall: CGFloat = KeylineDefaults.minSmallItemLength, maxSmall: CGFloat = KeylineDefaults.maxSmallItemLength
    ) throws(KeylineProblem) -> KeylineList {
        try checkFactoryInput(
            availableLength: availableLength, itemLength: ("preferredItemLength", preferredItemLength),
            itemSpacing: itemSpacing, itemCount: itemCount, minSmall: minSmall, maxSmall: maxSmall)
        guard availableLength > 0, preferredItemLength > 0 else { return .empty }
        guard
            let arrangement = multiBrowseArrangement(
                availableLength: availableLength, preferredItemLength: preferredItemLength, itemSpacing: itemSpacing,
                itemCount: itemCount, counts: (small: [1], medium: [1, 0]), minSmall: minSmall, maxSmall: maxSmall)
        else { return .empty }
        return startAligned(
            arrangement, availableLength: availableLength, itemSpacing: itemSpacing,
            anchors: (KeylineDefaults.anchorLength, KeylineDefaults.anchorLength))
    }

    /// Multi-browse keylines for a carousel that wraps: the focal range centred in the carousel, with
    /// the same number of medium and small keylines on each side (`small · medium · large… · medium ·
    /// small`), between the two anchors.
    ///
    /// The search is `multiBrowse`'s with even counts (two small, two or no medium), the rule Compose
    /// uses for its centred hero, so both sides match; with fewer items than keylines it falls back to
    /// `multiBrowse`'s start-aligned list. Parameters, fallback and problems are `multiBrowse`'s.
    ///
    /// - Complexity: O(k) for k ≈ availableLength / preferredItemLength candidate large counts.
    public static func centeredMultiBrowse(
        availableLength: CGFloat, preferredItemLength: CGFloat, itemSpacing: CGFloat = 0, itemCount: Int,
        minSmall: CGFloat = KeylineDefaults.minSmallItemLength, maxSmall: CGFloat = KeylineDefaults.maxSmallItemLength
    ) throws(KeylineProblem) -> KeylineList {
        try checkFactoryInput(
            availableLength: availableLength, itemLength: ("preferredItemLength", preferredItemLength),
            itemSpacing: itemSpacing, itemCount: itemCount, minSmall: minSmall, maxSmall: maxSmall)
        guard availableLength > 0, preferredItemLength > 0 else { return .empty }
        guard
            let arrangement = multiBrowseArrangement(
                availableLength: availableLength, preferredItemLength: preferredItemLength, itemSpacing: itemSpacing,
                itemCount: Int.max, counts: (small: [2], medium: [2, 0]), minSmall: minSmall, maxSmall: maxSmall),
            itemCount >= arrangement.itemCount
        else {
            return try multiBrowse(
                availableLength: availableLength, preferredItemLength: preferredItemLength, itemSpacing: itemSpacing,
                itemCount: itemCount, minSmall: minSmall, maxSmall: maxSmall)
        }
        return centerAligned(
            arrangement, availableLength: availableLength, itemSpacing: itemSpacing,
            anchors: (KeylineDefaults.anchorLength, KeylineDefaults.anchorLength))
    }

    /// Compose's multi-browse search with the given candidate small and medium counts, trimmed to
    /// `itemCount` items (small keylines first, then medium ones down to one).
    private static func multiBrowseArrangement(
        availableLength: CGFloat, preferredItemLength: CGFloat, itemSpacing: CGFloat, itemCount: Int,
        counts: (small: [Int], medium: [Int]), minSmall: CGFloat, maxSmall: CGFloat
    ) -> KeylineArrangement? {
        let targetLarge = Swift.min(preferredItemLength, availableLength)
        let targetSmall = KeylineMath.clamp(targetLarge / 3, minSmall, maxSmall)
        let targetMedium = (targetLarge + targetSmall) / 2
        // Too short for a large item beside a small one: allow no small items.
        let smallCounts = availableLength < minSmall * 2 ? [0] : counts.small

        let leastLargeSpace =
            availableLength - targetMedium * CGFloat(counts.medium.max() ?? 0) - maxSmall * CGFloat(smallCounts.max() ?? 0)
        let largeCounts = largeCountRange(
            minimum: (leastLargeSpace / targetLarge).rounded(.down), maximum: (availableLength / targetLarge).rounded(.up))
        var arrangement = KeylineArrangement.lowestCost(
            availableSpace: availableLength, itemSpacing: itemSpacing, targetSmallSize: targetSmall, minSmallSize: minSmall,
            maxSmallSize: maxSmall, smallCounts: smallCounts, targetMediumSize: targetMedium, mediumCounts: counts.medium,
            targetLargeSize: targetLarge, largeCounts: largeCounts)

        if let found = arrangement, found.itemCount > itemCount {
            var smallCount = found.smallCount
            var mediumCount = found.mediumCount
            for _ in 0..<(found.itemCount - itemCount) {
                // Large items are whole already; keep one medium so they never fill the carousel.
                if smallCount > 0 {
                    smallCount -= 1
                } else if mediumCount > 1 {
                    mediumCount -= 1
                }
            }
            arrangement = KeylineArrangement.lowestCost(
                availableSpace: availableLength, itemSpacing: itemSpacing, targetSmallSize: targetSmall,
                minSmallSize: minSmall, maxSmallSize: maxSmall, smallCounts: [smallCount], targetMediumSize: targetMedium,
                mediumCounts: [mediumCount], targetLargeSize: targetLarge, largeCounts: largeCounts)
        }
        return arrangement
    }

    /// The large counts to try, most first: from `maximum` down to `minimum` (at least 1). The
    /// bounds come from divisions of finite, positive lengths, so they are finite; they are capped at
    /// 10 000 so a tiny item in a huge carousel cannot ask for an absurd search.
    static func largeCountRange(minimum: CGFloat, maximum: CGFloat) -> [Int] {
        let cap: CGFloat = 10_000
        let low = Int(Swift.min(Swift.max(1, minimum), cap))
        let high = Int(Swift.min(Swift.max(1, maximum), cap))
        return high >= low ? Array((low...high).reversed()) : [low]
    }

    /// `anchor · large… · medium… · small… · anchor`, focal range at the start (Compose's
    /// `createLeftAlignedKeylineList`).
    static func startAligned(
        _ arrangement: KeylineArrangement, availableLength: CGFloat, itemSpacing: CGFloat,
        anchors: (start: CGFloat, end: CGFloat)
    ) -> KeylineList {
        KeylineList(aligned: .start, availableLength: availableLength, itemSpacing: itemSpacing) { list in
            list.add(anchors.start, isAnchor: true)
            for _ in 0..<arrangement.largeCount { list.add(arrangement.largeSize) }
            for _ in 0..<arrangement.mediumCount { list.add(arrangement.mediumSize) }
            for _ in 0..<arrangement.smallCount { list.add(arrangement.smallSize) }
            list.add(anchors.end, isAnchor: true)
        }
    }

    /// `anchor · small… · medium… · large… · medium… · small… · anchor` with half the small and medium
    /// items on each side, focal range centred (Compose's `createCenterAlignedKeylineList`).
    static func centerAligned(
        _ arrangement: KeylineArrangement, availableLength: CGFloat, itemSpacing: CGFloat,
        anchors: (start: CGFloat, end: CGFloat)
    ) -> KeylineList {
        KeylineList(aligned: .center, availableLength: availableLength, itemSpacing: itemSpacing) { list in
            list.add(anchors.start, isAnchor: true)
            for _ in 0..<(arrangement.smallCount / 2) { list.add(arrangement.smallSize) }
            for _ in 0..<(arrangement.mediumCount / 2) { list.add(arrangement.mediumSize) }
            for _ in 0..<arrangement.largeCount { list.add(arrangement.largeSize) }
            for _ in 0..<(arrangement.mediumCount / 2) { list.add(arrangement.mediumSize) }
            for _ in 0..<(arrangement.smallCount / 2) { list.add(arrangement.smallSize) }
            list.add(anchors.end, isAnchor: true)
        }
    }

    /// The checks every factory makes before any maths.
    static func checkFactoryInput(
        availableLength: CGFloat, itemLength: (name: String, value: CGFloat)?, itemSpacing: CGFloat, itemCount: Int?,
        minSmall: CGFloat?, maxSmall: CGFloat?
    ) throws(KeylineProblem) {
        if let problem = KeylineProblem.length("availableLength", availableLength) { throw problem }
        if let item = itemLength, let problem = KeylineProblem.length(item.name, item.value) { throw problem }
        if let problem = KeylineProblem.length("itemSpacing", itemSpacing) { throw problem }
        if let count = itemCount, count < 0 {
            throw KeylineProblem("itemCount is \(count): it must be 0 or more")
        }
        if let low = minSmall, let high = maxSmall, let problem = KeylineProblem.smallBounds(min: low, max: high) {
            throw problem
        }
    }
}
