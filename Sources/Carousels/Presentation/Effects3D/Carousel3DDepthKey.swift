import Foundation
import ScrollKit

/// Where an item comes in iCarousel's drawing order (`compareViewDepth`): sort ascending and draw in
/// that order, back to front.
///
/// iCarousel does not sort by the depth of an item's centre (`Projection3D.centerDepth`, the
/// transform's `m43`) but by the depth of the item's local point (1, 1, 1), `m13 + m23 + m33 + m43`,
/// and breaks exact ties by the distance from the current item along the main axis (measured on the
/// point (1, 1, 1) too), the farther drawn first. The tie-break matters: coverflow's side items all
/// sit at the same depth once their offset is past 1 (they are clamped to the same turn), and only it
/// keeps each in front of the one beyond it; a rotary pair at ±offset ties too. The (1, 1, 1) point
/// also puts, of two items with equal centre depth but opposite turns (a cylinder's ±offset), the one
/// whose +x edge comes forward in front.
public struct Carousel3DDepthKey: Comparable, Hashable, Sendable {
    /// `m13 + m23 + m33 + m43` of the item's transform: the depth toward the viewer, in points, of the
    /// item's local point (1, 1, 1), before the perspective divide. Larger is nearer.
    public var depth: CGFloat
    /// How far the item is from the current one along the main axis, in points (x, or y when vertical,
    /// of the same point, before the perspective divide).
    public var distanceFromCurrent: CGFloat

    /// A key with these parts.
    public init(depth: CGFloat, distanceFromCurrent: CGFloat) {
        self.depth = depth
        self.distanceFromCurrent = distanceFromCurrent
    }

    /// Behind first: the smaller depth, and at equal depths the one farther from the current item.
    public static func < (lhs: Carousel3DDepthKey, rhs: Carousel3DDepthKey) -> Bool {
        if lhs.depth != rhs.depth { return lhs.depth < rhs.depth }
        return lhs.distanceFromCurrent > rhs.distanceFromCurrent
    }
}

extension Carousel3DGeometry {
    /// The drawing-order key of the item `offset` items from the current one (see
    /// `Carousel3DDepthKey`). The current item is the one whose offset is within −0.5 ..< 0.5, so its
    /// offset is `offset − ⌊offset + 0.5⌋` (after wrapping). Computed on the left-to-right transform,
    /// so mirroring right to left keeps the order. An offset that is not finite is the centred item's. O(1).
    public func depthKey(offset: CGFloat) -> Carousel3DDepthKey {
        let o = wrappedOffset(offset)
        let item = unmirroredTransform(offset: o)
        let current = unmirroredTransform(offset: o - (o + 0.5).rounded(.down))
        let depth = item.m13 + item.m23 + item.m33 + item.m43
        let distance = abs(mainPosition(of: item) - mainPosition(of: current))
        return Carousel3DDepthKey(depth: depth, distanceFromCurrent: distance.isFinite ? distance : 0)
    }

    /// The current item of a pass, as `placement(offset:current:)` keeps it: its offset from the
    /// current one (`offset − ⌊offset + 0.5⌋`, wrapped) and its main position (`mainPosition(of:)` of its
    /// transform). Items whose offsets differ by whole items (equal items) share it.
    struct CurrentItem {
        var offset: CGFloat
        var main: CGFloat
    }

    /// `transform(offset:)` and `depthKey(offset:)` at once: the item's transform is made once, and the
    /// current item's main position is taken from `current` when it was found for the same offset (an
    /// earlier item of the pass), else found and kept there. O(1).
    func placement(offset: CGFloat, current: inout CurrentItem?) -> (transform: Transform3D, key: Carousel3DDepthKey) {
        let o = wrappedOffset(offset)
        let item = unmirroredTransform(offset: o)
        let currentOffset = o - (o + 0.5).rounded(.down)
        let currentMain: CGFloat
        if let current, current.offset == currentOffset {
            currentMain = current.main
        } else {
            currentMain = mainPosition(of: unmirroredTransform(offset: currentOffset))
            current = CurrentItem(offset: currentOffset, main: currentMain)
        }
        let depth = item.m13 + item.m23 + item.m33 + item.m43
        let distance = abs(mainPosition(of: item) - currentMain)
        let key = Carousel3DDepthKey(depth: depth, distanceFromCurrent: distance.isFinite ? distance : 0)
        return (flow.isReversed ? Self.mirrored(item) : item, key)
    }

    /// x (y when vertical) of the local point (1, 1, 1) under `t`, before the perspective divide.
    private func mainPosition(of t: Transform3D) -> CGFloat {
        flow.axis == .vertical ? t.m12 + t.m22 + t.m32 + t.m42 : t.m11 + t.m21 + t.m31 + t.m41
    }
}
