import Foundation
import ScrollKit

/// Seed A: an endless strip made of a few recycled item views in a scroll view: three when one item
/// fills the view, as in the seed, as many as the view needs for smaller items (any
/// `CarouselLayout`).
///
/// Geometry (A1), along the main axis of `flow` (left to right, right to left, or top to bottom), by
/// the core's `layout`: by default the centred item is inset `layout.inset` from each end of the
/// carousel and its neighbours, `spacing` apart, peek in (the ears: left and right, or top and
/// bottom). The content reaches from the previous snap to the next one plus a view (`SnapRing`), and
/// the scrollable range `landingMargin` beyond. So every landing the carousel aims at lies strictly
/// inside the range: a hard fling's projection is clamped to the range's edge, which is never the
/// landing, so the scroll view always takes the re-aimed landing and reaches it exactly, whatever the
/// speed (A6, by construction rather than the article's 300 pt inset). The margin itself is never
/// seen: recentring keeps the strip within a third of a snap of the centre one.
///
/// While scrolling, when a neighbour comes within a third of its length of the snap point, the offset
/// jumps one snap back and the views are given to the items now around it (A5): invisible, and the
/// strip never ends. A release is re-aimed to land on a snap exactly (A4). The whole state is one
/// number, the ring's centre snap, plus the scroll view's offset.
///
/// All the maths is done on *logical* main-axis values (growing in item order from the start edge),
/// the left-to-right maths; `flow` maps them to the physical offsets and frames the scroll view
/// uses, once, at the boundary.
@MainActor
public final class RecyclingCarousel: CarouselHostView, Carousel {
    /// The scroll view the item views live in (`.fast` deceleration, no indicators: A3).
    public let scrollView = ScrollView()
    /// How far the scrollable range reaches beyond the outermost landing, in points. Any positive
    /// value keeps the landings strictly inside the range; it is never visible.
    public static let landingMargin: CGFloat = 1

    /// The recycled item views, in item order (A2): `views[i]` shows occurrence `firstIndex + i`.
    let strip: RecyclingStrip<View>
    /// Fills the views.
    var cells = CarouselCells.empty
    /// Which snap the content is built around and when the offset jumps (A5).
    var ring = SnapRing()
    /// How many items were last given.
    var count = 0
    /// The content's length along the main axis as last laid out, in points.
    private(set) var contentLength: CGFloat = 0

    /// A carousel in `frame` laid out by `layout`, showing no items until it is given some.
    public init(frame: CGRect = .zero, layout: CarouselLayout = .standard) {
        strip = RecyclingStrip(pool: ReusePool { View() })
        super.init(frame: frame, core: CarouselCore(scrollView: scrollView, snapping: .snap, isEndless: true, layout: layout))
        core.strategy = self
        scrollView.decelerationRate = .fast
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.delegate = core
        addSubview(scrollView)
        set(items: [])
    }

    /// The views the ring shows, in item order: three when one item fills the view.
    var slots: [View] { strip.views }

    /// The logical index of the item the ring's centre snap starts with (0 when there are none): the
    /// ring's own bookkeeping, which a drag moves only when the ring rotates. `currentItem` is the
    /// carousel's current item.
    package var centredItem: Int {
        count > 0 ? core.item(ofOccurrence: core.geometry.items(ofSnap: ring.centreSnap).lowerBound) : 0
    }

    /// The item the ring's centre snap starts with (0 when there are none).
    @available(
        *, deprecated, renamed: "currentItem",
        message: "use currentItem, the one current item of every carousel (nil with no items)"
    )
    public var currentIndex: Int { centredItem }

    // MARK: Geometry (logical, along the main axis)

    /// The carousel's length along the main axis, in points.
    private var viewportLength: CGFloat { flow.main(bounds.size) }
    /// The length of an item without a length of its own along the main axis, in points.
    public var itemLength: CGFloat { core.geometry.defaultItemLength }
    /// The distance from the centre snap to the next, in points (an item and a gap by default).
    public var step: CGFloat { core.geometry.distance(fromSnap: ring.centreSnap, toSnap: ring.centreSnap + 1) }
    /// The logical content offset at which the centre snap rests (equal to the physical one except
    /// right to left).
    package var centredOffset: CGFloat { ring.centredOffset(in: core.geometry) }

    /// The scroll view's offset as a logical main-axis offset (the item-order position of the
    /// viewport's start edge).
    var logicalOffset: CGFloat { core.logicalOffset(of: scrollView.contentOffset) }

    /// Sizes the content for the ring's centre snap.
    func sizeContent() {
        contentLength = count > 0 ? ring.contentLength(in: core.geometry) : 0
        scrollView.contentSize = flow.size(main: contentLength, cross: flow.cross(bounds.size))
        scrollView.contentInset = flow.insets(start: RecyclingCarousel.landingMargin, end: RecyclingCarousel.landingMargin)
    }

    /// Gives views to the occurrences around the centre snap and places them along the main axis.
    ///
    /// - Complexity: O(v) for v views.
    func placeViews() {
        let geometry = core.geometry
        strip.sync(to: ring.occurrences(in: geometry), in: scrollView) { [cells, layout, core] view, occurrence in
            view.cornerRadius = layout.cornerRadius
            cells.configure(view, forItem: core.item(ofOccurrence: occurrence))
        }
        let cross = flow.cross(bounds.size)
        for (offset, view) in strip.views.enumerated() {
            view.frame = core.frame(ofOccurrence: strip.firstIndex + offset, crossLength: cross, contentLength: contentLength)
        }
        reportProgress()
    }

    /// Stops any motion and aligns the ring's centre snap.
    func centre(cause: ScrollCause) {
        sizeContent()
        scrollView.setContentOffset(core.physicalOffset(logical: centredOffset), animated: false, cause: cause)
        placeViews()
    }

    // MARK: Clicks

    /// A click on an item view hits its occurrence; on a gap or an inset, a step toward that side.
    func hit(at point: CGPoint) -> CarouselHit {
        guard count > 0 else { return .nothing }
        let point = scrollView.convert(point, from: self)
        if let hit = View.frontmost(of: strip.views, at: point) { return .item(occurrence: strip.firstIndex + hit) }
        let main = flow.physical(flow.main(point), in: contentLength)
        let centre = core.geometry.items(ofSnap: ring.centreSnap)
        return .step(main < core.logicalStart(ofOccurrence: centre.lowerBound) ? -1 : 1)
    }
}
