import Foundation
import ScrollKit

extension CarouselCore {
    /// How many items beyond those in view, on each side, a technique lays out: 0; under keylines, as
    /// many as Material's keylines move an item by, and one; or under a 3D effect
    /// (`CarouselEffect.style3D`) half the items its layout shows (`Carousel3DGeometry.visibleItemCount`),
    /// so that a coverflow's stacked side items and a ring's far side are there to draw. Seed A's three
    /// views and seed D's endless pages keep the views they have. O(1).
    var layoutReach: Int {
        if let keylines = geometry.keylines {
            // Material's keylines draw items far from where they are laid out (the small ones at the
            // ends): as many more as the farthest keyline moves an item, in items, and one.
            let pitch = keylines.itemLength + keylines.itemSpacing
            let moved = keylines.defaultKeylines.keylines.lazy.map { abs($0.offset - $0.unadjustedOffset) }.max() ?? 0
            return pitch > 0 ? Int((moved / pitch).rounded(.up)) + 1 : 0
        }
        guard let style = effectApplier.effect.style3D, geometry.count > 0 else { return 0 }
        let viewport = strategy.map { $0.bounds.size } ?? scrollView.bounds.size
        let layout3D = Carousel3DGeometry(
            style: style, itemLength: geometry.defaultItemLength, viewport: viewport, itemCount: geometry.count,
            wraps: geometry.isEndless, flow: flow, options: effectApplier.tuning.options3D)
        return (layout3D.visibleItemCount + 1) / 2
    }
}

extension CarouselGeometry {
    /// `range` (occurrences) with `reach` more on each side, kept within the items on a finite strip.
    /// O(1).
    func widened(_ range: Range<Int>, by reach: Int) -> Range<Int> {
        guard reach > 0, !range.isEmpty else { return range }
        let low = range.lowerBound &- reach
        let high = range.upperBound &+ reach
        guard !isEndless else { return low..<high }
        let clampedLow = min(max(low, 0), count)
        return clampedLow..<max(clampedLow, min(high, count))
    }
}
