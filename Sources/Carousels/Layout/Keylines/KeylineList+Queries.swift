import Foundation

extension KeylineList {
    /// Whether the first focal item's leading edge is inside the carousel and it is the first
    /// non-anchor keyline: the focal range cannot move further towards the start.
    ///
    /// - Complexity: O(1).
    public var isFirstFocalItemAtStartOfContainer: Bool {
        guard let focal = firstFocal, let nonAnchor = firstNonAnchor else { return false }
        return focal.offset - focal.size / 2 >= 0 && focal == nonAnchor
    }

    /// Whether the last focal item's trailing edge is inside a carousel `availableLength` points
    /// long and it is the last non-anchor keyline: the focal range cannot move further towards the end.
    ///
    /// - Complexity: O(1).
    public func isLastFocalItemAtEndOfContainer(availableLength: CGFloat) -> Bool {
        guard let focal = lastFocal, let nonAnchor = lastNonAnchor else { return false }
        return focal.offset + focal.size / 2 <= availableLength && focal == nonAnchor
    }

    /// The first index from the last focal keyline on whose size is exactly `size`, else the last index
    /// (where a keyline moved across the focal range goes so the list keeps its balance).
    ///
    /// - Complexity: O(n) for n keylines.
    public func firstIndexAfterFocalRange(withSize size: CGFloat) -> Int {
        guard let from = lastFocalIndex else { return keylines.count - 1 }
        return keylines.indices[from...].first { keylines[$0].size == size } ?? keylines.count - 1
    }

    /// The last index before the first focal keyline whose size is exactly `size`, else 0.
    ///
    /// - Complexity: O(n) for n keylines.
    public func lastIndexBeforeFocalRange(withSize size: CGFloat) -> Int {
        guard let focal = firstFocalIndex, focal > 0 else { return 0 }
        return (0..<focal).reversed().first { keylines[$0].size == size } ?? 0
    }

    /// The last keyline whose unadjusted offset is less than `unadjustedOffset` (points), else the first.
    /// Nil only for the empty list.
    ///
    /// - Complexity: O(n) for n keylines.
    public func keyline(before unadjustedOffset: CGFloat) -> Keyline? {
        keylines.last { $0.unadjustedOffset < unadjustedOffset } ?? keylines.first
    }

    /// The first keyline whose unadjusted offset is `unadjustedOffset` (points) or more, else the last.
    /// Nil only for the empty list.
    ///
    /// - Complexity: O(n) for n keylines.
    public func keyline(after unadjustedOffset: CGFloat) -> Keyline? {
        keylines.first { $0.unadjustedOffset >= unadjustedOffset } ?? keylines.last
    }
}

extension KeylineList {
    /// The smallest size of a keyline on screen (not an anchor) and the focal (large) size, in points:
    /// how small and how large items get in view under this list (Compose's `CarouselItemInfo.minSize`
    /// and `maxSize`); (0, 0) when empty. Uncontained keylines keep every item large: both are the
    /// large size.
    ///
    /// - Complexity: O(n) for n keylines; allocates nothing.
    public var sizeRange: (smallest: CGFloat, large: CGFloat) {
        guard let large = firstFocal?.size ?? keylines.first?.size else { return (0, 0) }
        var smallest = large
        for keyline in keylines where !keyline.isAnchor && keyline.size < smallest { smallest = keyline.size }
        return (smallest, large)
    }
}
