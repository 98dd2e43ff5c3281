import Foundation
import ScrollKit

/// Seed E: a compact option picker, a small paging scroll view showing one option at a time, that
/// never ends. A `Carousel` whose items are its options.
///
/// n ≥ 2 options become n + 2 pages: a copy of the last option in front, a copy of the first at the
/// end, and the offset starts on the first real page (E1); only the pages in view have a cell,
/// recycled as the strip moves. Page `p` shows option `(p − 1) mod n`, so logical offsets `x` and
/// `x ± n·w` show the same picture. When a motion reaches a copy page (at or past page n + 1, at or
/// before page 0) the offset jumps by n pages to the real page that looks the same, and the motion
/// carries on from there (E2, both ways): on the frame an animation lands on a copy, or earlier if it
/// runs on past it (quick clicks). While the pointer holds the strip the jump comes once a copy is
/// more than half shown, so a drag never reaches the content's edge.
///
/// The pages run along `flow`: side by side (right to left, page 0, the copy of the last option, sits
/// at the right end and option 0 is the first from the right) or stacked top to bottom. All the
/// maths is done on logical main-axis positions (page `p` starts at `p · w`) and mapped to physical
/// coordinates through `flow`, so one code path serves every axis and direction.
///
/// A transparent tap area covers the whole component (the scroll view is `scrollWidthFraction` of
/// its length along the main axis, centred, and spans the whole cross axis); a click anywhere
/// advances one page with the paging animation (E3). Presses go to the scroll view, so they drag and
/// fling it, and a press on a moving strip catches it (A9) whatever moves it; key presses and wheel
/// notches during an animation add up, none is dropped. With one option there are no copies and
/// nothing moves; with none, nothing shows (E5).
///
/// The delegate hears *option changed* (the article's `optionChanged(to:)`) as
/// `carousel(_:didChangeTargetIndex:cause:)`, once per change of the option the picker is heading to,
/// as soon as it is known: at a click, key, wheel notch or `scrollToItem` (before the animation, as
/// the article does), at the release of a drag, never while the pointer is down (E4); the settled
/// option once the strip rests, and the first once options are set (cause `.api`). The picker's
/// selection is its current option, so it sends no `didSelectItemAt`: a click advances.
///
/// The cells are configured from their page's option alone: a copy holds no state of its own.
///
/// One option per page, whatever the layout: a picker shows one option at a time, so its pages are
/// the scroll view's length and it ignores its core's `layout` (items per view, a fixed item length,
/// the alignment, paging by view, containment) and `itemLengths`; it may be given them, as the lab
/// gives every technique the config's, and keys, flicks and clicks still turn one option. Its cells
/// take the layout's `cornerRadius`.
@MainActor
public final class InfinitePagingPicker: CarouselHostView, Carousel {
    /// The article's proportion: the scroll view is half the component's length along the main axis.
    public static let defaultScrollWidthFraction: CGFloat = 0.5
    /// Offsets within this fraction of a page of a page boundary after a jump are snapped onto it,
    /// so a landing stays exact after the subtraction of n pages.
    static let pageSnapTolerance: CGFloat = 1e-9
    /// While the pointer holds the strip, a copy page shown by more than this fraction of a page
    /// triggers the jump (strictly more, so the jump cannot bounce back).
    static let heldJumpFraction: CGFloat = 0.5

    /// The small paging scroll view (no indicators).
    public let scrollView = ScrollView()
    /// The transparent view over the whole component that takes the clicks (E3); holds the scroll view.
    public let tapArea = View()
    /// The scroll view's length along the main axis as a fraction of the component's (0...1; values
    /// outside are clamped).
    public var scrollWidthFraction: CGFloat { didSet { if scrollWidthFraction != oldValue { setNeedsLayout() } } }
    /// The radius of every cell's rounded corners, in points: the layout's `cornerRadius`.
    @available(
        *, deprecated, renamed: "layout.cornerRadius",
        message: "set layout.cornerRadius, the one corner radius of every carousel"
    )
    public var itemCornerRadius: CGFloat {
        get { layout.cornerRadius }
        set { layout.cornerRadius = newValue }
    }

    /// How many options there are (as laid out).
    private var count = 0
    /// Makes and fills the cells.
    private var cells = CarouselCells.empty
    /// The cells of the pages in view, in page order, recycled as the strip moves: only the pages
    /// the component shows have a cell (the scroll view does not clip; the component does), so a
    /// frame costs the same for 3 options or a million. A new pool comes with new cells.
    private let strip = RecyclingStrip(pool: ReusePool<View> { View() })
    /// The cells of the pages in view, in page order: `pageViews[i]` shows page `firstShownPage + i`.
    var pageViews: [View] { strip.views }
    /// The page `pageViews[0]` shows.
    var firstShownPage: Int { strip.firstIndex }
    /// How many cells the picker has made since its cells were last set (at most the pages in view
    /// at once).
    var madeCellCount: Int { strip.pool.createdCount }
    /// Whole data sets the offset has jumped by since the options were shown (−1 for each jump back
    /// from the copy at the end, +1 forward from the copy in front), so the occurrence on the first
    /// real page is `−jumps × count`.
    private var jumps = 0

    private let tapRecognizer = TapGestureRecognizer()

    /// How many options there are (while laying out, before the core has them).
    private var itemCount: Int { count }

    /// An empty picker (no options until `setItems(count:cells:)` or `set(items:)`), left to right,
    /// its scroll view `scrollWidthFraction` of its length.
    public init(frame: CGRect = .zero, scrollWidthFraction: CGFloat = InfinitePagingPicker.defaultScrollWidthFraction) {
        self.scrollWidthFraction = scrollWidthFraction
        super.init(
            frame: frame, core: CarouselCore(scrollView: scrollView, snapping: .paging, isEndless: true), takesClicks: false)
        core.strategy = self
        clipsToBounds = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.delegate = core
        tapArea.backgroundColor = .clear
        addSubview(tapArea)
        tapArea.addSubview(scrollView)
        tapRecognizer.action = { [weak self] _ in
            guard let self else { return }
            self.core.tapped(self.hit(at: self.tapRecognizer.location(in: self)), by: self.tapRecognizer.device)
        }
        tapArea.addGestureRecognizer(tapRecognizer)
        placeFrames()
    }

    // MARK: Options

    /// Takes `count` options shown by `cells`, which make one cell per page in view (at most the pages
    /// the component shows at once, whatever `count`) and configure it for a page's option (E4).
    ///
    /// - Complexity: O(pages in view), whatever `count`.
    func reload(count: Int, cells: CarouselCells) {
        self.count = count
        self.cells = cells
        strip.restart(making: cells.makeCell)
        layOutItems()
    }

    // MARK: Pages

    /// Whether the pages include the two copies (n ≥ 2).
    var usesCopies: Bool { itemCount >= 2 }
    /// The number of pages: n + 2 with copies, else n.
    public var pageCount: Int { usesCopies ? itemCount + 2 : itemCount }
    /// The page of option 0 (the first real page).
    var firstRealPage: Int { usesCopies ? 1 : 0 }
    /// The length of one page along the main axis, in points (the scroll view's).
    public var pageLength: CGFloat { flow.main(scrollView.bounds.size) }

    /// The logical option page `page` shows (any integer page: the pattern repeats every n pages).
    package func option(atPage page: Int) -> Int {
        usesCopies ? WrapMath.wrap(page - 1, count: itemCount) : 0
    }

    /// The occurrence page `page` shows, in the core's numbering (the first real page is occurrence
    /// `−jumps × count`: `anchorOccurrence`).
    func occurrence(ofPage page: Int) -> Int { page - firstRealPage &- jumps &* itemCount }

    /// The page the picker rests on or is heading to (the running motion's target, else the offset),
    /// rounded to a whole page; nil without options.
    var plannedPage: Int? {
        guard itemCount > 0 else { return nil }
        let length = flow.main(scrollView.bounds.size)
        guard length > 0 else { return firstRealPage }
        let page = mirroredPages(flow.main(scrollView.landingOffset) / length, in: flow).rounded()
        // A finite offset is always a few pages from the real ones; anything else is no page at all.
        return page.isFinite && abs(page) < 1e15 ? Int(page) : firstRealPage
    }

    /// The logical option the picker rests on or is heading to; nil without options.
    package var plannedIndex: Int? { plannedPage.map(option(atPage:)) }

    /// The physical content offset that shows page `page` (any integer: past either end for a motion
    /// that will jump on the way).
    private func contentOffset(ofPage page: Int) -> CGPoint {
        flow.point(main: mirroredPages(CGFloat(page), in: flow) * pageLength, cross: 0)
    }

    /// Maps a main-axis content offset counted in pages between logical (from page 0's start) and
    /// physical (from the content's left or top edge) through `flow`, both ways. Mapped in pages, so
    /// a whole page stays a whole number, and `page · length` the exact offset of a page boundary,
    /// whatever the page length and the direction.
    private func mirroredPages(_ pages: CGFloat, in flow: ItemFlow) -> CGFloat {
        flow.contentOffset(logical: pages, contentLength: CGFloat(pageCount), viewportLength: 1)
    }

    // MARK: Layout

    /// What the last layout pass placed the pages for: a pass with the same (a new corner radius, say)
    /// leaves the strip and any motion alone.
    private var placedFor: PlacedFor?

    private struct PlacedFor: Equatable {
        var size: CGSize
        var flow: ItemFlow
        var count: Int
        var fraction: CGFloat
    }

    public override func layoutSubviews() {
        for view in strip.views { applyCornerRadius(to: view) }
        let placing = PlacedFor(size: bounds.size, flow: flow, count: itemCount, fraction: scrollWidthFraction)
        guard placing != placedFor else { return }
        placedFor = placing
        core.relayOut(cause: .resize)
    }

    /// Lays the picker out for its size, flow and options: one option a page (the core aligns next).
    func layOutItems() { placeFrames() }

    func placeFrames() {
        tapArea.frame = bounds
        let length = flow.main(bounds.size)
        let cross = flow.cross(bounds.size)
        let page = length * min(max(scrollWidthFraction, 0), 1)
        scrollView.frame = flow.frame(
            mainStart: (length - page) / 2, mainLength: page, crossStart: 0, crossLength: cross, in: length)
        scrollView.contentSize = flow.size(main: CGFloat(pageCount) * page, cross: cross)
        scrollView.contentDirection = flow.effectiveDirection
        // One option a page, whatever else the layout says: only its corner radius is the picker's.
        core.layOut(core.makeGeometry(count: itemCount, viewportLength: page, pages: true))
        scrollView.isScrollEnabled = usesCopies
    }

    /// The pages the component shows at the current offset: those overlapping its bounds.
    private func shownPageRange() -> Range<Int> {
        let length = pageLength
        guard pageCount > 0, length > 0 else { return 0..<min(pageCount, 1) }
        // The component's extent along the main axis, in the scroll view's content coordinates, in
        // pages, then logical.
        let start = (flow.main(scrollView.contentOffset) - flow.main(scrollView.frame.origin)) / length
        let end = start + flow.main(bounds.size) / length
        let count = CGFloat(pageCount)
        let ends = (flow.physical(start, in: count), flow.physical(end, in: count))
        let low = min(ends.0, ends.1)
        let high = max(ends.0, ends.1)
        guard low.isFinite, high.isFinite else { return 0..<0 }
        let first = Int(max(0, min(count, low.rounded(.down))))
        let last = Int(max(0, min(count, high.rounded(.up))))
        return first < last ? first..<last : first..<first
    }

    /// Gives each shown page a cell (kept if it already had one, else recycled or made), puts the
    /// others back in the pool, and places them.
    private func updateShownPages() {
        defer { reportProgress() }
        strip.sync(to: shownPageRange(), in: scrollView) { view, page in
            cells.configure(view, forItem: option(atPage: page))
        }
        let length = pageLength
        let content = CGFloat(pageCount) * length
        let across = core.layout.crossSpan(in: flow.cross(scrollView.bounds.size))
        for (offset, view) in strip.views.enumerated() {
            view.frame = flow.frame(
                mainStart: CGFloat(strip.firstIndex + offset) * length, mainLength: length, crossStart: across.start,
                crossLength: across.length, in: content)
            applyCornerRadius(to: view)
        }
    }

    private func applyCornerRadius(to view: View) {
        let radius = layout.cornerRadius
        guard view.cornerRadius != radius else { return }
        view.cornerRadius = radius
        view.setNeedsLayout() // a cell may round its own subviews in its layout
    }

    /// Puts `option`'s real page in view at once, stopping any motion.
    private func show(option: Int, cause: ScrollCause) {
        jumps = 0
        let offset = itemCount == 0 ? CGPoint.zero : contentOffset(ofPage: option + firstRealPage)
        scrollView.setContentOffset(offset, animated: false, cause: cause)
        updateShownPages()
    }

    // MARK: Hit testing (E3)

    /// Every press inside the component goes to the scroll view (its recognizers and the tap area's
    /// both see it): at rest a click advances; on a moving strip (a drag's momentum, a click's or
    /// key's animation) the press catches it, as a finger does (A9), and is not a click.
    public override func hitTest(_ point: CGPoint) -> View? {
        guard acceptsHits, self.point(inside: point) else { return nil }
        return scrollView.acceptsHits ? scrollView : tapArea
    }

    /// A tap anywhere advances one page (E3); with `clicksSelect`, a tap on an option's page hits that
    /// page's occurrence, which the core selects where it is.
    func hit(at point: CGPoint) -> CarouselHit {
        guard core.clicksSelect, let shown = View.frontmost(of: pageViews, at: scrollView.convert(point, from: self))
        else { return .step(1) }
        return .item(occurrence: occurrence(ofPage: firstShownPage + shown))
    }

    // MARK: Copies (E2)

    func coreDidScroll() {
        if let range = recentreRange {
            let span = CGFloat(itemCount) * pageLength
            var offset = flow.main(scrollView.contentOffset)
            while offset > range.upperBound { offset -= span }
            while offset < range.lowerBound { offset += span }
            jump(to: offset)
        }
        updateShownPages()
    }

    /// The physical main-axis content offsets the picker leaves alone (nil without copies). Moving on
    /// its own, it jumps when the motion lands on (or runs past) a copy page (E2). Held, it jumps once
    /// a copy is more than half shown, so the pointer never drags the content to its edge, where the
    /// rubber band would bend the motion before the jump could happen.
    public var recentreRange: ClosedRange<CGFloat>? {
        let length = pageLength
        guard usesCopies, length > 0 else { return nil }
        let held = scrollView.isTracking || scrollView.isDragging
        let fraction = InfinitePagingPicker.heldJumpFraction
        // In logical pages: held, within half a page of the real pages; else up to the copies.
        let logical = held ? (fraction, CGFloat(itemCount) + fraction) : (0, CGFloat(pageCount - 1))
        let ends = (mirroredPages(logical.0, in: flow) * length, mirroredPages(logical.1, in: flow) * length)
        let low = min(ends.0, ends.1)
        let high = max(ends.0, ends.1)
        // Not held: strictly inside the copies, so an offset on a copy page jumps.
        return held ? low...high : low.nextUp...high.nextDown
    }

    /// Moves the main-axis offset silently to `target` (the same picture, a whole number of data sets
    /// away, from the real pages): a running motion or drag carries on from there.
    private func jump(to target: CGFloat) {
        let length = pageLength
        var offset = target
        let page = (offset / length).rounded()
        if abs(offset / length - page) < InfinitePagingPicker.pageSnapTolerance { offset = page * length }
        let delta = flow.physicalDelta(offset - flow.main(scrollView.contentOffset)) // logical
        guard delta != 0 else { return }
        jumps &+= WrapMath.wholeSteps(delta / (CGFloat(itemCount) * length) + 0.5)
        core.jump(byLogical: delta)
    }

}

// Seed E on the core: its wrap strategy is the n + 2 pages and the jump off a copy (E2).
extension InfinitePagingPicker: CarouselStrategy {
    /// The first real page's occurrence (one data set earlier after each jump back) and its start.
    var anchorOccurrence: (occurrence: Int, logicalStart: CGFloat) {
        (0 &- jumps &* itemCount, CGFloat(firstRealPage) * pageLength)
    }

    /// Takes a batch's count and cells: the pages go back to the pool (kept) and are configured
    /// afresh as the alignment shows them; copies follow the new count (n + 2 pages from 2 options).
    func takeItems(count: Int, cells: CarouselCells) {
        self.count = count
        self.cells = cells
        strip.removeAll()
        placeFrames()
    }

    /// Shows option `occurrence` (wrapped) on its real page at once.
    func align(occurrence: Int, cause: ScrollCause) {
        show(option: core.resolvedIndex(occurrence) ?? 0, cause: cause)
    }
}
