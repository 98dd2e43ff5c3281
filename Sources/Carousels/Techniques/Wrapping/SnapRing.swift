import Foundation

/// Seed A's ring of recycled views, for any layout (A2, A5): which snap the content is built around,
/// which item occurrences need views, and how far the content jumps when the strip drifts off.
///
/// The content covers the strip from the previous snap's position (`contentStart`) to the next
/// snap's plus a view, so a release can land on either neighbour, and no further. While the strip
/// stays in `recentreRange` (until a neighbour snap has come within a third of its length of the
/// snap point, or half-way) nothing happens; when it leaves, `recentre(position:in:)` moves the centre snap on and
/// says how far the content's start moved, which the carousel takes back from the offset: the same
/// picture, built around the next snap. The views are the occurrences in view anywhere in that range
/// (`occurrences(in:)`): three when one item fills the view (the seed's three views), more for
/// smaller items.
///
/// The whole state is `centreSnap`, an unbounded snap index of the endless `CarouselGeometry`
/// (pure arithmetic on it: a million wraps leave no drift). Every query is O(1) or O(log n) for
/// items of their own lengths, and allocates nothing.
public struct SnapRing: Hashable, Sendable {
    /// The snap the content is built around (any Int: snaps of an endless strip do not wrap).
    public private(set) var centreSnap = 0

    /// A ring built around snap 0.
    public init() {}

    /// Builds the ring around snap `snap`.
    public mutating func reset(centring snap: Int) { centreSnap = snap }

    /// The strip position at the content's start (logical offset 0): the previous snap's position.
    public func contentStart(in geometry: CarouselGeometry) -> CGFloat { geometry.snapPosition(centreSnap - 1) }

    /// The content's length along the main axis, in points: from the previous snap's position to the
    /// next one's, plus a view.
    public func contentLength(in geometry: CarouselGeometry) -> CGFloat {
        geometry.distance(fromSnap: centreSnap - 1, toSnap: centreSnap + 1) + geometry.viewportLength
    }

    /// Where the centre snap rests, as a logical offset in the content (from `contentStart`).
    package func centredOffset(in geometry: CarouselGeometry) -> CGFloat {
        geometry.distance(fromSnap: centreSnap - 1, toSnap: centreSnap)
    }

    /// The positions the ring leaves alone: from a third of the previous snap's length past its
    /// position to a third of the next snap's length short of its position (A5's threshold: a
    /// neighbour within a third of its length of the snap point), each at most half the distance
    /// between the two snaps, so the ranges of neighbouring centre snaps always overlap. Nil with no
    /// items or no view.
    public func recentreRange(in geometry: CarouselGeometry) -> ClosedRange<CGFloat>? {
        guard geometry.count > 0, geometry.viewportLength > 0 else { return nil }
        let back = geometry.distance(fromSnap: centreSnap - 1, toSnap: centreSnap)
        let ahead = geometry.distance(fromSnap: centreSnap, toSnap: centreSnap + 1)
        let lower = geometry.snapPosition(centreSnap - 1) + min(Self.third(ofSnap: centreSnap - 1, in: geometry), back / 2)
        let upper = geometry.snapPosition(centreSnap + 1) - min(Self.third(ofSnap: centreSnap + 1, in: geometry), ahead / 2)
        return lower <= upper ? lower...upper : nil
    }

    /// Moves the centre snap on while `position` lies outside `recentreRange` (one snap per step, the
    /// way it drifted) and returns how far the content's start moved along the strip, in points (0
    /// inside the range): the carousel moves its offset back by as much.
    ///
    /// - Complexity: O(k) for k snaps moved (one, except after a jump of several in one event).
    public mutating func recentre(position: CGFloat, in geometry: CarouselGeometry) -> CGFloat {
        guard position.isFinite, let target = geometry.nearestSnap(to: position) else { return 0 }
        let before = centreSnap
        // A jump of many snaps in one event goes straight to the one before the nearest.
        if abs(target - centreSnap) > 2 { centreSnap = target - (target > centreSnap ? 1 : -1) }
        // Neighbouring ranges overlap, so a few steps reach the range holding `position`.
        for _ in 0..<4 {
            guard let range = recentreRange(in: geometry), !range.contains(position) else { break }
            centreSnap += position > range.upperBound ? 1 : -1
        }
        return geometry.distance(fromSnap: before - 1, toSnap: centreSnap - 1)
    }

    /// The occurrences that need views: every one any part of which shows at some position of
    /// `recentreRange` (at the centre snap's position when there is none), in item order. Empty with
    /// no items.
    public func occurrences(in geometry: CarouselGeometry) -> Range<Int> {
        guard geometry.count > 0 else { return 0..<0 }
        let range = recentreRange(in: geometry) ?? geometry.snapPosition(centreSnap)...geometry.snapPosition(centreSnap)
        // Overlapping the view (an item only touching an edge does not show).
        let first = geometry.items(inViewAt: range.lowerBound, margin: -1e-6)
        let last = geometry.items(inViewAt: range.upperBound, margin: -1e-6)
        let lower = first.isEmpty ? last.lowerBound : first.lowerBound
        return lower..<max(lower, last.isEmpty ? first.upperBound : last.upperBound)
    }

    /// Whether occurrence `occurrence` repeats an item that an occurrence nearer the centre snap's
    /// first item also shows within `occurrences` (one or two items, or few small ones): a clone. Of
    /// two equally near, the later is the clone. O(1).
    public func isClone(_ occurrence: Int, among occurrences: Range<Int>, in geometry: CarouselGeometry) -> Bool {
        let count = geometry.count
        guard count > 0 else { return false }
        let centre = geometry.items(ofSnap: centreSnap).lowerBound
        let distance = abs(occurrence - centre)
        // The same item one period nearer the centre, or as near on the earlier side.
        let nearer = occurrence > centre ? occurrence - count : occurrence + count
        guard occurrences.contains(nearer) else { return false }
        let other = abs(nearer - centre)
        return other < distance || (other == distance && nearer < occurrence)
    }

    /// What an inspector sees of `view`, which shows `occurrence` at `frame` among the ring's
    /// `occurrences`: its item and whether it is a clone (`isClone(_:among:in:)`). O(1).
    public func inspectedItem(
        frame: CGRect, occurrence: Int, among occurrences: Range<Int>, in geometry: CarouselGeometry
    ) -> InspectedItem {
        InspectedItem(
            frame: frame, index: geometry.item(ofOccurrence: occurrence),
            isClone: isClone(occurrence, among: occurrences, in: geometry))
    }

    /// A third of snap `snap`'s length (from its first item's leading edge to its last item's trailing
    /// edge), in points.
    static func third(ofSnap snap: Int, in geometry: CarouselGeometry) -> CGFloat {
        let items = geometry.items(ofSnap: snap)
        guard !items.isEmpty else { return 0 }
        let last = items.upperBound - 1
        return max(0, geometry.start(ofItem: last) + geometry.length(ofItem: last) - geometry.start(ofItem: items.lowerBound)) / 3
    }
}
