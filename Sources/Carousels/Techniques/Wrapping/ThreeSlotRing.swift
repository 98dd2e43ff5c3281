import Foundation
import ScrollKit

/// Seed A's three recycled views as one value (A2, A5): which item each slot shows, where the
/// offset may wander, and how far it jumps when it leaves that range.
///
/// Three slots sit `step` points apart in the content, the middle one centred at `centredOffset`.
/// While the offset stays within `recentreDistance` of `centredOffset` nothing happens. When it
/// drifts further (a neighbour has come close to being centred), `recentre(offset:)` rotates the
/// contents one slot (1-2-3 becomes 2-3-1) and says how far the offset must jump back: the same
/// picture, one item on. The whole state is `centreIndex`; every position is a pure function of it.
///
/// The seed's ring exactly as its article tells it, kept as the reference: the techniques run on
/// `SnapRing`, its generalisation to any layout, which with one filling item per view is this ring
/// (three views, the same recentre threshold, the same jumps).
public struct ThreeSlotRing: Hashable, Sendable {
    /// How many logical items there are (0 shows nothing).
    public private(set) var count = 0
    /// The logical index of the item the middle slot shows (0 when there are none).
    public private(set) var centreIndex = 0
    /// The occurrence the middle slot shows: `centreIndex` before wrapping, counting every rotation
    /// (an item's k-th repeat forward is occurrence `index + k × count`), so positions measured from
    /// it never jump when the index wraps.
    public private(set) var centreOccurrence = 0
    /// The content offset at which the middle slot is centred, in points.
    package var centredOffset: CGFloat = 0
    /// The distance from one slot to the next, in points.
    public var step: CGFloat = 0
    /// How far the offset may drift from `centredOffset` before the ring rotates, in points:
    /// less than `step`, so a neighbour never reaches the centre unrotated.
    public var recentreDistance: CGFloat = 0

    /// The most steps one recentre takes, far beyond any real offset change; keeps `Int` safe.
    static let maximumSteps: CGFloat = 1e15

    /// An empty ring: no items, centred index 0.
    public init() {}

    /// Takes `count` items and centres `index` (clamped into range).
    public mutating func reset(count: Int, centring index: Int) {
        self.count = max(0, count)
        centreIndex = self.count == 0 ? 0 : min(max(index, 0), self.count - 1)
        centreOccurrence = centreIndex
    }

    /// The logical index slot `slot` (0, 1, 2: left, centre, right) shows, wrapped into range.
    public func index(ofSlot slot: Int) -> Int {
        WrapMath.wrap(centreIndex + slot - 1, count: count)
    }

    /// Whether slot `slot` repeats an item another slot already shows (one or two items): the
    /// centre's item on a side slot, or the left slot's item again on the right.
    public func isClone(slot: Int) -> Bool {
        let index = index(ofSlot: slot)
        return (slot != 1 && index == centreIndex) || (slot == 2 && index == self.index(ofSlot: 0))
    }

    /// The offsets it leaves alone: within `recentreDistance` of `centredOffset`. Nil with no items
    /// or no geometry (it never jumps).
    public var recentreRange: ClosedRange<CGFloat>? {
        guard count > 0, step > 0, recentreDistance >= 0 else { return nil }
        return (centredOffset - recentreDistance)...(centredOffset + recentreDistance)
    }

    /// Rotates while `offset` lies outside `recentreRange` and returns the change the offset must
    /// make so the picture stays (−k·step after k rotations forward; 0 inside the range).
    ///
    /// - Complexity: O(k) for k rotations (one, except after a jump of several steps in one event).
    public mutating func recentre(offset: CGFloat) -> CGFloat {
        guard let range = recentreRange, offset.isFinite else { return 0 }
        let excess: CGFloat
        if offset > range.upperBound {
            excess = ((offset - range.upperBound) / step).rounded(.up)
        } else if offset < range.lowerBound {
            excess = -((range.lowerBound - offset) / step).rounded(.up)
        } else {
            return 0
        }
        let steps = Int(min(max(excess, -ThreeSlotRing.maximumSteps), ThreeSlotRing.maximumSteps))
        centreIndex = WrapMath.wrap(centreIndex + steps, count: count)
        centreOccurrence = centreOccurrence.addingReportingOverflow(steps).partialValue
        return -CGFloat(steps) * step
    }

    /// Where a strip heading for `offset` comes to rest, a whole number of steps from the centre, and
    /// the logical index centred there.
    public func landing(near offset: CGFloat) -> (offset: CGFloat, index: Int) {
        guard count > 0, step > 0, offset.isFinite else { return (centredOffset, centreIndex) }
        let steps = Int(((offset - centredOffset) / step).rounded())
        return (centredOffset + CGFloat(steps) * step, WrapMath.wrap(centreIndex + steps, count: count))
    }
}
