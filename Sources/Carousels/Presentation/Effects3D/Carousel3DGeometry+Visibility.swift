import Foundation
import ScrollKit

extension Carousel3DGeometry {
    /// iCarousel's opacity for the item `offset` items from the current one (`alphaForItemWithOffset:`):
    /// 1, falling linearly to `fadeMinAlpha` over `fadeRange` items past `fadeMin` or `fadeMax` (the
    /// options, else the style's defaults: only the time machine fades, items past the current one, and
    /// the inverted one items before it). The offset is wrapped first; one that is not finite gives 0
    /// (the item is not shown). O(1).
    public func alpha(offset: CGFloat) -> CGFloat {
        guard offset.isFinite else { return 0 }
        let o = wrappedOffset(offset)
        let fadeMin = options.fadeMin.flatMap { $0.isNaN ? nil : $0 } ?? style.defaultFadeMin
        let fadeMax = options.fadeMax.flatMap { $0.isNaN ? nil : $0 } ?? style.defaultFadeMax
        let range = Self.finite(options.fadeRange) ?? 1
        let minAlpha = max(0, min(1, Self.finite(options.fadeMinAlpha) ?? 0))
        var beyond: CGFloat = 0
        if o > fadeMax {
            beyond = o - fadeMax
        } else if o < fadeMin {
            beyond = fadeMin - o
        }
        guard range > 0 else { return beyond > 0 ? minAlpha : 1 }
        return 1 - min(beyond, range) / range * (1 - minAlpha)
    }

    /// Whether the item `offset` items from the current one faces the viewer by iCarousel's test: the
    /// transform's `m33 > 0` (its normal still has a part toward the viewer, perspective aside). Mirroring
    /// right to left does not change it. O(1).
    ///
    /// This differs from `Projection3D.showsBack(size:)`, which looks at the projected corners' winding
    /// and so also counts the perspective: an item far to the side and turned a little under a quarter
    /// turn can show its back in perspective while iCarousel still calls it front facing.
    public func facesViewer(offset: CGFloat) -> Bool {
        transform(offset: offset).m33 > 0
    }

    /// Whether iCarousel hides the item `offset` items from the current one as a back face: it does not
    /// face the viewer (`facesViewer(offset:)`) and `showsBackFaces` is false (by default, only the
    /// inverted cylinder). O(1).
    public func isCulled(offset: CGFloat) -> Bool {
        !showsBackFaces && !facesViewer(offset: offset)
    }
}

extension Carousel3DGeometry {
    /// How far from the current item, in items, an item can still show some of itself on one side of a
    /// viewport that reaches `extent` points past the carousel's centre along the main axis (the point
    /// every item is projected about): no item farther than this (a larger offset on that side) has a
    /// point in view that the items nearer the current one do not cover. nil when no such bound is
    /// known: every style but coverflow, and coverflow with a tilt outside `0 < tilt ≤ 1`, a spacing
    /// that is not positive, a perspective that is positive, or an item whose far edge reaches the eye.
    ///
    /// Coverflow turns every item one item or more from the current one by the same angle, its outer
    /// edge toward the viewer, and steps it `spacing` items along: they are parallel, each drawn in front
    /// of the one beyond it (`Carousel3DDepthKey`). Seen in perspective, an item beyond another is
    /// smaller at every point of the screen where both are (it is farther back there), so the one in
    /// front covers it up to its own outer edge: of item `o` only what lies past the outer edge of item
    /// `o − 1` shows. That edge moves out linearly with `o`; once it reaches `extent`, nothing of the
    /// items beyond is in view. The items within 2 of the current one (the ones still turning) are
    /// always counted. O(1).
    public func shownReach(within extent: CGFloat) -> CGFloat? {
        guard style == .coverflow, extent.isFinite, itemLength > 0, itemLength.isFinite,
            spacing > 0, spacing.isFinite, tilt > 0, tilt <= 1, perspective <= 0
        else { return nil }
        let step = itemLength * spacing
        // Item 1, fully turned; item o is it moved (o − 1) steps along the main axis, before the divide.
        let t = unmirroredTransform(offset: 1)
        let vertical = flow.axis == .vertical
        let half = itemLength / 2
        // The offset at which the edge at `q` (either end of the item) reaches `extent`:
        // (main + (o − 1) × step) / w = extent; nil when that edge is at or behind the eye.
        func reaching(_ q: CGFloat) -> CGFloat? {
            let h = vertical ? t.apply(x: 0, y: q, z: 0) : t.apply(x: q, y: 0, z: 0)
            guard h.w >= Projection3D.nearestW else { return nil }
            return 1 + (extent * h.w - (vertical ? h.y : h.x)) / step
        }
        // The first offset whose outer edge reaches `extent`: the sooner of the two ends.
        guard let low = reaching(-half), let high = reaching(half), !low.isNaN, !high.isNaN else { return nil }
        let first = min(low, high)
        // Item o shows while item o − 1's outer edge is short of the extent: o < first + 1.
        let reach = max(2, first + 1)
        guard reach.isFinite else { return nil }
        if wraps, reach >= CGFloat(itemCount) / 2 { return nil }
        return reach
    }
}
