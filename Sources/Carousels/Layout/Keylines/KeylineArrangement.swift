import Foundation

/// How many small, medium and large items fill a carousel and how long each kind is (Material's
/// `Arrangement`), with the search for the arrangement that changes the large length least.
///
/// Lengths are in points. Medium items sit between large and small: `(large + small) / 2`, give or
/// take the 10 % a fit may flex them.
public struct KeylineArrangement: Hashable, Sendable {
    /// The arrangement's rank among those searched: 1 is the most wanted; cost grows with it.
    public var priority: Int
    /// The length of each small item, in points (0 when there are none).
    public var smallSize: CGFloat
    /// How many small items.
    public var smallCount: Int
    /// The length of each medium item, in points.
    public var mediumSize: CGFloat
    /// How many medium items.
    public var mediumCount: Int
    /// The length of each large (focal) item, in points.
    public var largeSize: CGFloat
    /// How many large items.
    public var largeCount: Int

    /// How much a medium item may grow or shrink, as a fraction of its length, to keep the large length.
    static let mediumFlex: CGFloat = 0.1

    /// An arrangement from its counts and lengths.
    public init(
        priority: Int, smallSize: CGFloat, smallCount: Int, mediumSize: CGFloat, mediumCount: Int, largeSize: CGFloat,
        largeCount: Int
    ) {
        self.priority = priority
        self.smallSize = smallSize
        self.smallCount = smallCount
        self.mediumSize = mediumSize
        self.mediumCount = mediumCount
        self.largeSize = largeSize
        self.largeCount = largeCount
    }

    /// The number of items (keylines, anchors aside) in the arrangement.
    public var itemCount: Int { largeCount + mediumCount + smallCount }

    /// Whether the sizes are ordered: large > medium > small when all three are present, large > small
    /// when there is no medium.
    public var isValid: Bool {
        if largeCount > 0 && smallCount > 0 && mediumCount > 0 {
            return largeSize > mediumSize && mediumSize > smallSize
        }
        if largeCount > 0 && smallCount > 0 { return largeSize > smallSize }
        return true
    }

    /// How far the large length moved from `targetLargeSize`, times the priority; the largest finite
    /// value for an invalid arrangement. Lower is better.
    ///
    /// - Complexity: O(1).
    public func cost(targetLargeSize: CGFloat) -> CGFloat {
        isValid ? abs(targetLargeSize - largeSize) * CGFloat(priority) : .greatestFiniteMagnitude
    }

    /// Fits every combination of `largeCounts` × `mediumCounts` × `smallCounts` (in that nesting, so
    /// earlier counts get lower priority numbers) into `availableSpace` points, less the item spacing
    /// between them, and returns the one of lowest cost; it stops at the first that keeps the large
    /// length exactly. Nil only when a count list is empty.
    ///
    /// - Complexity: O(l · m · s), the number of combinations.
    public static func lowestCost(
        availableSpace: CGFloat, itemSpacing: CGFloat, targetSmallSize: CGFloat, minSmallSize: CGFloat,
        maxSmallSize: CGFloat, smallCounts: [Int], targetMediumSize: CGFloat, mediumCounts: [Int],
        targetLargeSize: CGFloat, largeCounts: [Int]
    ) -> KeylineArrangement? {
        var best: KeylineArrangement?
        var priority = 1
        for largeCount in largeCounts {
            for mediumCount in mediumCounts {
                for smallCount in smallCounts {
                    let candidate = fit(
                        priority: priority, availableSpace: availableSpace, itemSpacing: itemSpacing,
                        small: (targetSmallSize, smallCount, minSmallSize...max(minSmallSize, maxSmallSize)),
                        medium: (targetMediumSize, mediumCount), large: (targetLargeSize, largeCount))
                    let cost = candidate.cost(targetLargeSize: targetLargeSize)
                    if best.map({ cost < $0.cost(targetLargeSize: targetLargeSize) }) ?? true {
                        best = candidate
                        if cost == 0 { return candidate }
                    }
                    priority += 1
                }
            }
        }
        return best
    }

    /// One combination of counts fitted into the space: small items resized first (within their
    /// bounds), then the large length solved for, then medium items flexed by up to 10 % to give back
    /// what the large items had to give up.
    ///
    /// - Complexity: O(1).
    private static func fit(
        priority: Int, availableSpace: CGFloat, itemSpacing: CGFloat,
        small: (target: CGFloat, count: Int, bounds: ClosedRange<CGFloat>), medium: (target: CGFloat, count: Int),
        large: (target: CGFloat, count: Int)
    ) -> KeylineArrangement {
        let space = availableSpace - CGFloat(large.count + medium.count + small.count - 1) * itemSpacing
        var smallSize = KeylineMath.clamp(small.target, small.bounds.lowerBound, small.bounds.upperBound)
        let delta =
            space
            - (large.target * CGFloat(large.count) + medium.target * CGFloat(medium.count)
                + smallSize * CGFloat(small.count))
        if small.count > 0 && delta > 0 {
            smallSize += min(delta / CGFloat(small.count), small.bounds.upperBound - smallSize)
        } else if small.count > 0 && delta < 0 {
            smallSize += max(delta / CGFloat(small.count), small.bounds.lowerBound - smallSize)
        }
        if small.count == 0 { smallSize = 0 }

        // space = large·L + ((L + S) / 2)·M + S·s, solved for L.
        let halfMedium = CGFloat(medium.count) / 2
        var largeSize = (space - (CGFloat(small.count) + halfMedium) * smallSize) / (CGFloat(large.count) + halfMedium)
        var mediumSize = (largeSize + smallSize) / 2

        if medium.count > 0 && largeSize != large.target {
            let wanted = (large.target - largeSize) * CGFloat(large.count)
            let flex = mediumSize * mediumFlex * CGFloat(medium.count)
            let moved = min(abs(wanted), flex)
            let sign: CGFloat = wanted > 0 ? 1 : -1
            mediumSize -= sign * moved / CGFloat(medium.count)
            largeSize += sign * moved / CGFloat(large.count)
        }
        return KeylineArrangement(
            priority: priority, smallSize: smallSize, smallCount: small.count, mediumSize: mediumSize,
            mediumCount: medium.count, largeSize: largeSize, largeCount: large.count)
    }
}
