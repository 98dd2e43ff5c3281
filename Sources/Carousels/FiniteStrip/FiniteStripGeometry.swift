import Foundation
import ScrollKit

/// Where a `FiniteStrip`'s items sit, as a value: a pure function of the flow, the mode, the item
/// count, the strip's size and the banner layout. Every member is O(1).
///
/// Logical main positions grow in item order from the strip's start (the left, the right for a
/// right-to-left strip, the top for a vertical one). Item `i` starts at logical `inset + i × step`
/// and is the strip's main length less `2 × inset` long, so item `i` is centred at logical offset
/// `i × step`:
/// - free (`paging == false`): `step` is the item length plus `spacing`, neighbours peek in;
/// - paging: `step` is the strip's main length (a page), the item inset by `inset` inside its page.
///
/// The content is `(count − 1) × step + viewportLength` long (both modes), so the first and the last
/// item can each be centred, and no further.
public struct FiniteStripGeometry: Hashable, Sendable {
    /// Which way the items run.
    public var flow: ItemFlow
    /// One item per page (true) or a free strip.
    public var paging: Bool
    /// How many items there are.
    public var count: Int
    /// The strip's size, in points.
    public var viewport: CGSize
    /// The gap between an item and the strip's ends (and, paging, its page's ends), in points.
    public var inset: CGFloat
    /// The gap between neighbouring items of a free strip, in points.
    public var spacing: CGFloat

    /// The geometry of `count` items (a negative count is taken as 0) in a strip of size `viewport`.
    public init(flow: ItemFlow, paging: Bool, count: Int, viewport: CGSize, layout: BannerLayout) {
        self.flow = flow
        self.paging = paging
        self.count = max(0, count)
        self.viewport = viewport
        inset = layout.inset
        spacing = layout.spacing
    }

    /// The strip's length along the main axis, in points.
    public var viewportLength: CGFloat { flow.main(viewport) }
    /// The length of one item along the main axis, in points.
    public var itemLength: CGFloat { max(0, viewportLength - 2 * inset) }
    /// The distance from one item to the next, in points: a page, or an item and a gap.
    public var step: CGFloat { paging ? viewportLength : itemLength + spacing }
    /// The content's length along the main axis, in points (0 with no items).
    public var contentLength: CGFloat { count > 0 ? CGFloat(count - 1) * step + viewportLength : 0 }
    /// The scroll view's content size: the content along the main axis, the strip's breadth across.
    public var contentSize: CGSize { flow.size(main: contentLength, cross: flow.cross(viewport)) }

    /// The logical offset for a physical main-axis content offset (and back: an involution).
    public func logicalOffset(physical offset: CGFloat) -> CGFloat {
        flow.contentOffset(logical: offset, contentLength: contentLength, viewportLength: viewportLength)
    }

    /// The physical content offset that shows logical offset `offset`.
    public func physicalOffset(logical offset: CGFloat) -> CGPoint {
        flow.point(main: logicalOffset(physical: offset), cross: 0)
    }

    /// The logical offset at which item `index` is centred.
    public func centredOffset(ofItem index: Int) -> CGFloat { CGFloat(index) * step }

    /// The physical frame of item `index` in the content.
    public func frame(ofItem index: Int) -> CGRect {
        flow.frame(
            mainStart: inset + CGFloat(index) * step, mainLength: itemLength, crossStart: 0,
            crossLength: flow.cross(viewport), in: contentLength)
    }

    /// `index` clamped into `0..<count` (nil with no items).
    public func clamped(_ index: Int) -> Int? {
        count > 0 ? min(max(index, 0), count - 1) : nil
    }

    /// The item nearest to being centred at logical offset `offset` (the one under the middle), or nil
    /// with no items or no geometry.
    public func nearestItem(toLogicalOffset offset: CGFloat) -> Int? {
        guard step > 0, offset.isFinite else { return clamped(0) }
        let steps = (offset / step).rounded()
        return clamped(Int(min(max(steps, -1), CGFloat(count))))
    }

    /// The item whose span contains logical main position `position` (content coordinates), or nil
    /// for a gap, an inset or outside the items.
    public func item(atLogicalPosition position: CGFloat) -> Int? {
        guard step > 0, position.isFinite, position >= inset else { return nil }
        let index = ((position - inset) / step).rounded(.down)
        guard index < CGFloat(count), position <= inset + index * step + itemLength else { return nil }
        return Int(index)
    }

    /// The items in view at logical offset `offset`, and one more at each end (empty with no items or
    /// no geometry).
    public func itemsInView(atLogicalOffset offset: CGFloat) -> Range<Int> {
        guard count > 0, step > 0, viewportLength > 0, offset.isFinite else { return 0..<0 }
        let first = min(max(((offset - inset) / step).rounded(.down) - 1, 0), CGFloat(count))
        let last = min(max(((offset + viewportLength) / step).rounded(.up) + 1, 0), CGFloat(count))
        return Int(first)..<max(Int(first), Int(last))
    }
}
