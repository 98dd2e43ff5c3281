import Foundation
import ScrollKit

/// How many items beyond those in view a technique lays out, before them and after them (in item
/// order), so that what a layout draws away from its flat place is there to draw.
struct LayoutReach: Equatable {
    /// Items laid out before the first in view.
    var before: Int
    /// Items laid out after the last in view.
    var after: Int

    /// `count` items on each side.
    init(_ count: Int) {
        before = count
        after = count
    }

    /// `before` items before, `after` after.
    init(before: Int, after: Int) {
        self.before = before
        self.after = after
    }

    /// No item beyond those in view.
    static let none = LayoutReach(0)

    /// The larger side.
    var most: Int { max(before, after) }

    /// `extra` more on each side.
    func plus(_ extra: Int) -> LayoutReach { LayoutReach(before: before &+ extra, after: after &+ extra) }
}

extension CarouselCore {
    /// How many items beyond those in view, before and after them, a technique lays out: none; under
    /// keylines, as many as Material's keylines move an item by, and one, on each side; or under a 3D
    /// effect (`CarouselEffect.style3D`) the items it can show (`layoutReach3D`). Seed A's three views
    /// and seed D's endless pages keep the views they have. O(1).
    var layoutReach: LayoutReach {
        if let keylines = geometry.keylines {
            // Material's keylines draw items far from where they are laid out (the small ones at the
            // ends): as many more as the farthest keyline moves an item, in items, and one.
            let pitch = keylines.itemLength + keylines.itemSpacing
            let moved = keylines.defaultKeylines.keylines.lazy.map { abs($0.offset - $0.unadjustedOffset) }.max() ?? 0
            return LayoutReach(pitch > 0 ? Int((moved / pitch).rounded(.up)) + 1 : 0)
        }
        guard let style = effectApplier.effect.style3D, geometry.count > 0 else { return .none }
        return layoutReach3D(style)
    }

    /// The reach of a 3D layout of `style`. Where the items it can show are known
    /// (`Carousel3DGeometry.shownReach(within:)`: coverflow on a strip of equal items that fills the
    /// carousel, with no `Carousel3DOptions.visibleItems` of its own), the items whose offset from the
    /// snap point is within that reach on either side, however the view lies about the snap point:
    /// seeds B and C under coverflow lay out about 17 views in 1280 points of 280-point tiles. Otherwise
    /// half the items iCarousel shows (`Carousel3DGeometry.visibleItemCount`) on each side, so that a
    /// coverflow's stacked side items and a ring's far side are there to draw. O(1).
    private func layoutReach3D(_ style: Carousel3DStyle) -> LayoutReach {
        let viewport = strategy.map { $0.bounds.size } ?? scrollView.bounds.size
        let layout3D = Carousel3DGeometry(
            style: style, itemLength: geometry.defaultItemLength, viewport: viewport, itemCount: geometry.count,
            wraps: geometry.isEndless, flow: flow, options: effectApplier.tuning.options3D)
        let halfShown = LayoutReach((layout3D.visibleItemCount + 1) / 2)
        // In item order from the viewport's start edge: its length, the pitch, and the centre every item
        // is projected about (the middle of an item at the snap point).
        let length = geometry.viewportLength
        let pitch = itemPitch
        let itemLength = geometry.defaultItemLength
        guard layout3D.options.visibleItems == nil, geometry.positions.storedCount == 0, length > 0,
            abs(flow.main(viewport) - length) < 0.5, pitch > 0, pitch.isFinite
        else { return halfShown }
        let aligned = CarouselGeometry.anchor(from: 0, to: itemLength, geometry.alignment)
        let centre = geometry.snapPoint - aligned + itemLength / 2
        guard let before = layout3D.shownReach(within: centre), let after = layout3D.shownReach(within: length - centre)
        else { return halfShown }
        // Item i's offset is (i × pitch + aligned − position − snapPoint) / pitch; the slots in view at
        // `position` run from ⌊position / pitch⌋ to ⌈(position + length) / pitch⌉ − 1. The items within
        // `before` and `after` of the snap point are then at most these many beyond them.
        let shift = (geometry.snapPoint - aligned) / pitch
        let most = CGFloat(Carousel3DOptions.maxVisibleItems)
        let low = min(most, max(0, (before - shift).rounded(.down)))
        let high = min(most, max(0, (after + shift + 1 - length / pitch).rounded(.down)))
        return LayoutReach(before: Int(low), after: Int(high))
    }
}

extension CarouselGeometry {
    /// `range` (occurrences) with `reach` more on each side, kept within the items on a finite strip.
    /// O(1).
    func widened(_ range: Range<Int>, by reach: LayoutReach) -> Range<Int> {
        guard reach != .none, !range.isEmpty else { return range }
        let low = range.lowerBound &- reach.before
        let high = range.upperBound &+ reach.after
        guard !isEndless else { return low..<high }
        let clampedLow = min(max(low, 0), count)
        return clampedLow..<max(clampedLow, min(high, count))
    }
}
