import Foundation
import ScrollKit

/// A finite strip of items in a plain `ScrollView`, for feeling the physics, laid out along `flow`
/// by the core's `CarouselLayout` (any item length, alignment, paging by item or by view,
/// containment, items of their own lengths):
/// - free (`paging == false`): `.normal` deceleration, bouncing, an indicator; the strip glides on
///   and stops where it stops;
/// - paging: a release lands on the next snap or the nearest (UIKit's rule). With filling items
///   (`.fill`, the default) a page is the strip's main length, the item inset by `inset` inside it,
///   and the scroll view pages by its bounds; with any other item length the items sit as the
///   layout says and the core pages by snap.
///
/// Keys along `flow` (and Page Up / Down) and wheel notches move one snap, animated; a click on the
/// current item selects it, on another item brings it to the snap point. It reports the current,
/// target and settled items (`CarouselDelegate`).
///
/// Only the items in view have views (made by `CarouselCells`, recycled as the strip scrolls), so a
/// strip of 200 000 items costs what a strip of ten does. The content spans the core's
/// `CarouselGeometry.scrollRange` plus a view, so the strip rests anywhere in that range and no
/// further.
@MainActor
public final class FiniteStrip: CarouselHostView, Carousel {
    /// The scroll view the item views live in.
    public let scrollView = ScrollView()
    /// Paging (true) or a free strip.
    public let paging: Bool
    let strip: RecyclingStrip<View>
    var cells = CarouselCells.empty
    /// How many items were last given.
    var count = 0
    /// The strip position shown at content offset 0: the start of the core's scroll range, in points.
    private(set) var scrollRangeStart: CGFloat = 0
    /// The content's length along the main axis, in points: the scroll range plus a view.
    private(set) var contentLength: CGFloat = 0

    /// A strip in `frame` laid out by `layout`, paged or free, showing no items until it is given
    /// some.
    public init(frame: CGRect = .zero, layout: CarouselLayout = .standard, paging: Bool) {
        self.paging = paging
        strip = RecyclingStrip(pool: ReusePool { [cells] in cells.makeCell() })
        super.init(
            frame: frame,
            core: CarouselCore(scrollView: scrollView, snapping: paging ? .paging : .free, isEndless: false, layout: layout))
        core.strategy = self
        scrollView.decelerationRate = .normal
        scrollView.delegate = core
        addSubview(scrollView)
    }

    // MARK: Layout

    /// The logical offset the scroll view shows now (item order from the content's start edge).
    var logicalOffset: CGFloat { core.logicalOffset(of: scrollView.contentOffset) }

    /// Whether each page is the whole view: paging with filling items of one length (the scroll view
    /// pages by its bounds, each item inset by `layout.inset` inside its page).
    var pagesAreViews: Bool {
        paging && layout.itemLength == .fill && layout.keylines == nil && core.itemLengths.allSatisfy { $0 == nil }
    }

    /// Gives the core the geometry for the current flow, size, count and layout and sizes the
    /// content, the offset left where it is.
    func layOutItems() {
        let viewport = flow.main(bounds.size)
        let geometry = core.makeGeometry(count: count, viewportLength: viewport, pages: pagesAreViews)
        let range = geometry.scrollRange ?? 0...0
        scrollRangeStart = range.lowerBound
        contentLength = count > 0 ? range.upperBound - range.lowerBound + viewport : 0
        scrollView.frame = bounds
        scrollView.contentSize = flow.size(main: contentLength, cross: flow.cross(bounds.size))
        core.layOut(geometry)
    }

    /// Gives views to the items in view (one more each side) and places them.
    ///
    /// - Complexity: O(v) for v items in view, O(log n) to find them.
    func placeItems() {
        defer { reportProgress() }
        let geometry = core.geometry
        // In view: overlapping it (an item only touching an edge is not).
        let inView = geometry.items(inViewAt: core.position, margin: -1e-6)
        let range = geometry.widened(inView, by: core.layoutReach.plus(1))
        strip.sync(to: range, in: scrollView) { [cells, layout] view, index in
            view.cornerRadius = layout.cornerRadius
            cells.configure(view, forItem: index)
        }
        let inset = pagesAreViews ? min(layout.inset, geometry.viewportLength / 2) : 0
        let across = layout.crossSpan(in: flow.cross(bounds.size))
        for (offset, view) in strip.views.enumerated() {
            let index = strip.firstIndex + offset
            view.frame = flow.frame(
                mainStart: core.logicalStart(ofOccurrence: index) + inset,
                mainLength: max(0, geometry.length(ofItem: index) - 2 * inset), crossStart: across.start,
                crossLength: across.length, in: contentLength)
        }
    }

    // MARK: Clicks

    /// A click on an item view hits its item; a gap, nothing.
    func hit(at point: CGPoint) -> CarouselHit {
        guard let offset = View.frontmost(of: strip.views, at: scrollView.convert(point, from: self)) else { return .nothing }
        return .item(occurrence: strip.firstIndex + offset)
    }
}
