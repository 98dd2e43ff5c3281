import Foundation

/// A finite strip's snaps under `Containment.trim`, Embla's `trimSnaps`: the strip rests only where
/// no empty space shows, from `−inset` (item 0's leading edge at the inset) to
/// `contentLength + inset − viewport` (the last item's trailing edge at the inset at the end).
///
/// As in Embla: when the whole content fits in the view (within `fitTolerance`) there is one snap
/// (here the one position that aligns the content per the alignment); otherwise the first snap is
/// the range's start and the last its end, the others are clamped into the range, a snap within
/// `boundTolerance` of an end goes to that end, and the snaps that land on an end are merged into
/// one, its group then holding all their items. Made in O(log n), from the groups' aligned positions.
struct SnapTrim: Sendable {
    /// How close the content may come to fitting and still count as fitting, in points (Embla's
    /// `pixelTolerance`; also its slack when grouping items by view).
    static let fitTolerance: CGFloat = 2
    /// How close to an end of the range a snap may lie and still be taken to that end, in points
    /// (Embla's `usePixelTolerance`); it merges snaps that would move the strip by a point or less.
    static let boundTolerance: CGFloat = 1

    /// The range of positions the strip may take (one position when the content fits).
    let range: ClosedRange<CGFloat>
    /// Whether the content fits in the view: one snap, holding every item.
    let fits: Bool
    /// The group whose snap is the first one (the groups before it are merged into it).
    let firstGroup: Int
    /// The group whose snap is the last one (the groups after it are merged into it).
    let lastGroup: Int

    /// The trim of groups `0..<groupCount` whose untrimmed snap positions are `aligned` (nondecreasing),
    /// for content `contentLength` long in a view `viewport` long with `inset` at each end.
    init(
        groupCount: Int, contentLength: CGFloat, viewport: CGFloat, inset: CGFloat,
        alignment: CarouselLayout.Alignment, aligned: (Int) -> CGFloat
    ) {
        let lower = -inset
        let upper = contentLength + inset - viewport
        guard upper - lower > Self.fitTolerance, groupCount > 1 else {
            fits = upper - lower <= Self.fitTolerance
            let position = fits ? Self.fitPosition(lower: lower, upper: upper, alignment: alignment) : lower
            range = fits ? position...position : lower...upper
            firstGroup = 0
            lastGroup = 0
            return
        }
        fits = false
        range = lower...upper
        let nearStart = MonotoneSearch.partitionPoint(in: 0..<(groupCount - 1)) { aligned($0) > lower + Self.boundTolerance }
        firstGroup = max(nearStart - 1, 0)
        let nearEnd = MonotoneSearch.partitionPoint(in: 1..<groupCount) { aligned($0) >= upper - Self.boundTolerance }
        lastGroup = min(nearEnd, groupCount - 1)
    }

    /// Where content that fits rests: its start at the inset, its middle at the view's middle, or its
    /// end at the inset at the end.
    private static func fitPosition(lower: CGFloat, upper: CGFloat, alignment: CarouselLayout.Alignment) -> CGFloat {
        switch alignment {
        case .start: return lower
        case .center: return (lower + upper) / 2
        case .end: return upper
        }
    }

    /// How many snaps there are.
    var snapCount: Int { fits ? 1 : lastGroup - firstGroup + 1 }

    /// The position of snap `snap` (in `0..<snapCount`), `aligned` giving each group's untrimmed one.
    func position(ofSnap snap: Int, aligned: (Int) -> CGFloat) -> CGFloat {
        if snap <= 0 { return range.lowerBound }
        if snap >= snapCount - 1 { return range.upperBound }
        return min(max(aligned(firstGroup + snap), range.lowerBound), range.upperBound)
    }

    /// The items snap `snap` (in `0..<snapCount`) brings: its group, with the merged ones at the ends.
    func items(ofSnap snap: Int, groups: ItemGroups, itemCount: Int) -> Range<Int> {
        if snapCount == 1 { return 0..<itemCount }
        if snap <= 0 { return 0..<groups.items(ofGroup: firstGroup).upperBound }
        if snap >= snapCount - 1 { return groups.items(ofGroup: lastGroup).lowerBound..<itemCount }
        return groups.items(ofGroup: firstGroup + snap)
    }

    /// The snap whose items include group `group`'s.
    func snap(containingGroup group: Int) -> Int {
        min(max(group - firstGroup, 0), snapCount - 1)
    }
}
