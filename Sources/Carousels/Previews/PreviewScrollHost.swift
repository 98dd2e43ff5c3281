import Foundation
import ScrollKit

/// Seed D: a paged strip with visible previews (the App Store / Safari-tabs look), whatever its
/// cells are, along either axis and in either direction.
///
/// A page-sized paging `ScrollView` sits centred in the host with `clipsToBounds = false`, so the
/// neighbouring pages draw outside its frame: the previews (D1), beside a horizontal strip, above
/// and below a vertical one. The host overrides `hitTest(_:)` so that a press in a preview area
/// (inside the host, outside the scroll view) goes to the scroll view, and dragging a preview
/// scrolls; a press inside the scroll view takes the normal path, so a cell's own views still get
/// their clicks (D2), and a click on the page itself selects its item. Spacing is made inside each
/// page: a cell is the page rectangle inset by `pageInsets` (D3). The paging keys along `flow`,
/// wheel notches and clicks on a preview page toward it, animated, adding up during an animation.
///
/// The host reasons in logical main-axis positions (page `k` starts at `k × page length` in item
/// order) and maps them to the scroll view through `flow`: a right-to-left strip puts item 0 at the
/// right, a vertical one stacks the pages top to bottom.
///
/// The pages come from one of two subclasses, so a host can never be of the wrong kind:
/// - `FinitePreviewScrollHost`: `count` pages, cells loaded lazily and recycled (D4, D6); the strip
///   ends.
/// - `InfinitePreviewScrollHost`: seed A's three recycled cells (`ThreeSlotRing`); endless.
///
/// The previews are clipped to a centred "strip" no longer along the main axis than what the loaded
/// pages always cover (`previewLimit` of a page on each side), so no blank ever shows beside the
/// pages however large the host is. `pageSize` and `pageInsets` are in points.
@MainActor
public class PreviewScrollHost: View, Carousel {
    /// The article's page around its image: a 240×320 page shows a 210×280 view (points).
    public static let defaultPageInsets = EdgeInsets(top: 20, left: 15, bottom: 20, right: 15)
    /// The first drop shadow's thickness, in points (D5): along the top edge of a horizontal strip,
    /// the left edge of a vertical one.
    public static let topShadowHeight: CGFloat = 20
    /// The second drop shadow's thickness, in points (D5): half the first one, as if lit from above
    /// (from the left for a vertical strip). Along the bottom edge, or the right edge of a vertical strip.
    public static let bottomShadowHeight: CGFloat = 10
    /// The dark end of the first shadow; it fades to clear toward the middle.
    public static let topShadowColor = Color.black.withAlpha(0.5)
    /// The dark end of the second shadow (lighter, as the shadow is shorter); it fades to clear
    /// toward the middle.
    public static let bottomShadowColor = Color.black.withAlpha(0.25)

    /// The page-sized paging scroll view (no clipping, no indicators).
    public let scrollView = ScrollView()
    /// The state, rules and events: paging by the scroll view's page.
    public let core: CarouselCore
    /// The size of one page (and of the scroll view), in points. Changing it lays out again.
    public var pageSize: CGSize { didSet { if pageSize != oldValue { setNeedsLayout() } } }
    /// How far each cell is inset from its page, in points: the spacing between pages (D3). Physical
    /// edges, whatever the flow.
    public var pageInsets: EdgeInsets { didSet { if pageInsets != oldValue { setNeedsLayout() } } }
    /// The radius of every cell's rounded corners (`View.cornerRadius`), in points.
    public var cellCornerRadius: CGFloat = CarouselLayout.standard.cornerRadius {
        didSet { for cell in allCells { applyCornerRadius(to: cell) } }
    }
    /// Shows the dark-to-clear gradients along the two edges the strip runs along (D5): top and
    /// bottom of a horizontal strip, left and right of a vertical one.
    public var showsDropShadow = true { didSet { updateChrome() } }
    /// The opaque colour the host is drawn on, when it is one colour there: the shadows are then
    /// drawn as the opaque colours they make over it, the same pixels copied instead of blended. nil
    /// (or a translucent colour): the shadows are blended over whatever is there.
    public var shadowGround: Color? { didSet { updateChrome() } }

    /// Clips the previews to what the loaded pages cover; holds the scroll view.
    let stripView = View()
    let topShadow = GradientView(from: PreviewScrollHost.topShadowColor, to: .clear)
    let bottomShadow = GradientView(from: .clear, to: PreviewScrollHost.bottomShadowColor)
    private var laidOutFlow = ItemFlow.horizontal

    init(frame: CGRect, pageSize: CGSize, pageInsets: EdgeInsets, isEndless: Bool) {
        self.pageSize = pageSize
        self.pageInsets = pageInsets
        core = CarouselCore(scrollView: scrollView, snapping: .paging, isEndless: isEndless)
        super.init(frame: frame)
        core.strategy = self
        clipsToBounds = true
        stripView.clipsToBounds = true
        scrollView.clipsToBounds = false // the previews (D1)
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.delegate = core
        for shadow in [topShadow, bottomShadow] { addSubview(shadow) } // behind the pages
        addSubview(stripView)
        stripView.addSubview(scrollView)
        addTapHandler { [weak self] point, device in self?.clicked(at: point, by: device) }
        placeFrames()
    }

    /// The host takes keyboard focus, for the paging keys.
    public override var canBecomeFocused: Bool { true }

    /// Which way the pages run: horizontal (left to right or right to left) or vertical. Changing it
    /// lays the strip out again at once, keeping the current item.
    public var flow: ItemFlow {
        get { laidOutFlow }
        set {
            guard newValue != laidOutFlow else { return }
            let index = currentIndex // read along the old flow
            laidOutFlow = newValue
            core.flow = newValue
            reload(centring: index)
        }
    }

    // MARK: What the subclasses supply

    /// How many items the subclass holds.
    var sourceCount: Int { 0 }

    /// The item centred now (logical, `0..<itemCount`); 0 when there are none.
    public var currentIndex: Int { 0 }

    /// Replaces the items: `count` of them (a negative count is taken as 0), shown in cells made by
    /// `cells`. Every old cell is dropped; the current item becomes `min(current, count − 1)` and is
    /// centred at once, any motion stopped, and reported if it changed (cause `.api`).
    public func setItems(count: Int, cells: CarouselCells) {}

    /// The widest preview on each side, as a fraction of the page length: what the loaded pages cover.
    var previewLimit: CGFloat { 0 }

    /// Every cell the host holds (shown, cached or spare), for settings that apply to all of them.
    var allCells: [View] { [] }

    /// Sizes the content and places the cells for the page size and flow.
    func relayoutStrip() {}

    /// One occurrence the subclass shows and the logical start of its page (`CarouselStrategy`).
    var anchorOccurrence: (occurrence: Int, logicalStart: CGFloat) { (0, 0) }

    /// Centres occurrence `occurrence` at once, stopping any motion, for `cause` (`CarouselStrategy`).
    func align(occurrence: Int, cause: ScrollCause) {}

    /// What the subclass does as the strip moves: loads pages, recentres (`CarouselStrategy`).
    func coreDidScroll() {}

    /// A click by `device` inside the scroll view at `point` (host coordinates) that no cell's own
    /// view took.
    func clickedInside(at point: CGPoint, by device: PointerDevice) {}

    /// Calls `body` for every cell laid out now, in item order (`InspectableCarousel`).
    func inspectPages(_ body: (View, InspectedItem) -> Void) {}

    /// The logical offsets the host leaves alone; nil when it never jumps (`InspectableCarousel`).
    var logicalRecentreRange: ClosedRange<CGFloat>? { nil }

    // MARK: Layout

    /// The scroll view's frame in the host's coordinates: outside it lie the preview areas.
    public var scrollViewFrameInHost: CGRect {
        scrollView.frame.offsetBy(dx: stripView.frame.minX, dy: stripView.frame.minY)
    }

    /// Places the strip, the scroll view and the shadows for the bounds and lays the pages out again
    /// around the current item (cause `.resize`).
    public override func layoutSubviews() {
        let index = currentIndex // measured with the old geometry
        placeFrames()
        layOutPages()
        core.align(item: index, cause: .resize)
        reportProgress()
    }

    /// Lays the strip out again for new data or a new flow, keeping `index` (clamped) centred, and
    /// reports it if it changed.
    func reload(centring index: Int) {
        scrollView.contentDirection = flow.effectiveDirection
        placeFrames()
        layOutPages()
        core.align(item: min(index, max(sourceCount - 1, 0)), cause: .api)
        reportProgress()
        updateChrome()
    }

    /// Gives the core the pages' geometry (one item a page) and lays the strip out.
    private func layOutPages() {
        let pages = CarouselLayout(inset: 0, spacing: 0, cornerRadius: cellCornerRadius)
        core.layOut(
            CarouselGeometry(layout: pages, count: sourceCount, viewportLength: flow.main(pageSize), isEndless: core.isEndless))
        relayoutStrip()
    }

    /// Sizes the strip, the scroll view (centred) and the shadows to the bounds, along `flow`.
    private func placeFrames() {
        let (main, cross) = (flow.main(bounds.size), flow.cross(bounds.size))
        let pageMain = flow.main(pageSize)
        let stripMain = min(main, pageMain * (1 + 2 * previewLimit))
        stripView.frame = CGRect(
            origin: flow.point(main: (main - stripMain) / 2, cross: 0), size: flow.size(main: stripMain, cross: cross))
        scrollView.frame = CGRect(
            origin: flow.point(main: (stripMain - pageMain) / 2, cross: (cross - flow.cross(pageSize)) / 2), size: pageSize)
        let (first, second) = (PreviewScrollHost.topShadowHeight, PreviewScrollHost.bottomShadowHeight)
        topShadow.frame = CGRect(origin: .zero, size: flow.size(main: main, cross: first))
        bottomShadow.frame = CGRect(
            origin: flow.point(main: 0, cross: cross - second), size: flow.size(main: main, cross: second))
        let across: GradientAxis = flow.axis == .horizontal ? .vertical : .horizontal
        (topShadow.axis, bottomShadow.axis) = (across, across)
    }

    /// The length of one page along the main axis, in points (the scroll view's, once laid out).
    var pageLength: CGFloat { flow.main(scrollView.bounds.size) }

    /// The content size for `pages` pages along the main axis.
    func contentSize(pages: Int) -> CGSize {
        flow.size(main: CGFloat(pages) * flow.main(pageSize), cross: flow.cross(pageSize))
    }

    /// Puts the page-aligned logical `offset` in view at once, stopping any motion, for `cause`.
    func centre(atLogical offset: CGFloat, cause: ScrollCause) {
        scrollView.setContentOffset(scrollView.clamped(core.physicalOffset(logical: offset)), animated: false, cause: cause)
    }

    /// The frame of the cell on logical page `position` in content coordinates: the page inset by
    /// `pageInsets`. Call it once `contentSize` is set.
    func pageViewFrame(at position: Int) -> CGRect {
        let length = flow.main(pageSize)
        return flow.frame(
            mainStart: CGFloat(position) * length, mainLength: length, crossStart: 0, crossLength: flow.cross(pageSize),
            in: flow.main(scrollView.contentSize)
        ).inset(by: pageInsets)
    }

    /// Gives a cell the host's corner radius (and lays it out again for it).
    func applyCornerRadius(to cell: View) {
        guard cell.cornerRadius != cellCornerRadius else { return }
        cell.cornerRadius = cellCornerRadius
        cell.setNeedsLayout()
    }

    private func updateChrome() {
        topShadow.isHidden = !showsDropShadow
        bottomShadow.isHidden = !showsDropShadow
        let ground = shadowGround.flatMap { $0.alpha >= 1 ? $0 : nil }
        func shade(_ color: Color) -> Color { ground.map { color.composited(over: $0) } ?? color }
        (topShadow.startColor, topShadow.endColor) = (shade(PreviewScrollHost.topShadowColor), shade(.clear))
        (bottomShadow.startColor, bottomShadow.endColor) = (shade(.clear), shade(PreviewScrollHost.bottomShadowColor))
        scrollView.isScrollEnabled = sourceCount > 0
    }

    // MARK: Hit testing (D2)

    /// A press in a preview area (inside the host, outside the scroll view) is given to the scroll
    /// view, so dragging a preview scrolls; elsewhere the normal path, so cells keep their clicks.
    public override func hitTest(_ point: CGPoint) -> View? {
        guard acceptsHits, self.point(inside: point) else { return nil }
        if !scrollViewFrameInHost.contains(point), scrollView.acceptsHits { return scrollView }
        return super.hitTest(point)
    }

    // MARK: Keys

    /// The paging keys along `flow` (`Carousel.handlePagingKey(_:)`).
    public override func handleKey(_ event: KeyEvent) -> Bool {
        handlePagingKey(event)
    }
}
