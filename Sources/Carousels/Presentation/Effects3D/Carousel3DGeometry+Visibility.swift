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
