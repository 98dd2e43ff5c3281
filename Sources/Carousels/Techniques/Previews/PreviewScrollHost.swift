import Foundation
import ScrollKit

/// Seed D: a paged strip with visible previews (the App Store / Safari-tabs look), whatever its
/// cells are, along either axis and in either direction, laid out by the core's `CarouselLayout`.
///
/// A `pageSize` `ScrollView` sits centred in the host with `clipsToBounds = false`, so the items
/// beyond its frame draw outside it: the previews (D1), beside a horizontal strip, above and below a
/// vertical one. The host overrides `hitTest(_:)` so that a press in a preview area (inside the host,
/// outside the scroll view) goes to the scroll view, and dragging a preview scrolls; a press inside
/// the scroll view takes the normal path, so a cell's own views still get their clicks (D2), and a
/// click on an item's cell there selects it. The paging keys along `flow`, wheel notches and clicks
/// on a preview page toward it, animated, adding up during an animation.
///
/// **The scroll view is the snap window.** The core's `layout` and `itemLengths` are measured in the
/// scroll view's length along the main axis (`pageSize`): an item that fills is the scroll view less
/// the layout's insets, `itemsPerView` counts items per scroll view, the snap point (start, centre,
/// end) is the scroll view's, paging by view turns as many items as fit in it, and the finite host's
/// `trim` keeps its ends inside it. The previews are the host's extension of that window on both
/// sides. When the snaps are whole scroll views apart (items that fill it with no inset and no
/// spacing, one item per page: the default, `CarouselLayout.previewPages`), the scroll view pages
/// natively by its bounds, as in the seed; any other layout turns off native paging and the core
/// re-aims each release onto a snap with UIKit's paging rule (`CarouselCore.restingSnap(velocity:from:)`).
///
/// **The page around each item (D3) is the layout's.** The seed shows a 210 × 280 view on a 240 × 320
/// page. The default layout, `CarouselLayout.previewPages`, says so in layout terms: filling items
/// inset 15 points at the ends with 30 points between them (twice the inset, so each item and one
/// spacing make exactly one scroll view: native paging) and 20 points from the edges across
/// (`crossInset`). A layout of one's own sizes and spaces the items the same way as on any other
/// technique; nothing else insets a cell (the deprecated `pageInsets` aside).
///
/// The host reasons in logical main-axis positions (item order) and maps them to the scroll view
/// through `flow`: a right-to-left strip puts item 0 at the right, a vertical one stacks the items top
/// to bottom.
///
/// The items' views come from a page source the host holds (`PreviewPageSource`), chosen by the kind
/// of host, so a host can never be of the wrong kind:
/// - `FinitePreviewScrollHost`: `count` items, cells loaded lazily and recycled (D4, D6); the strip
///   ends, and `layout.contain` applies.
/// - `InfinitePreviewScrollHost`: seed A's ring of recycled cells (three for one item per page);
///   endless, the seam between the last item and the first keeping the layout's spacing.
///
/// The previews are clipped to a centred "strip" no longer along the main axis than what the source
/// always has views for (its preview fraction of the scroll view on each side), so no blank ever
/// shows beside the items however large the host is. `pageSize` is in points: the scroll view's frame,
/// the window the layout is measured in, as UIKit's `pageSize` scroll view in the seed.
@MainActor
public class PreviewScrollHost: CarouselHostView, Carousel {
    /// The article's page around its image: a 240×320 page shows a 210×280 view (points).
    @available(
        *, deprecated,
        message: "the page around each item is the layout's: CarouselLayout.previewPages (inset 15, spacing 30, crossInset 20)"
    )
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

    /// The `pageSize` scroll view, the snap window (no clipping, no indicators): paging natively when
    /// the snaps are whole scroll views apart.
    public let scrollView = ScrollView()
    /// The size of the scroll view, the window the layout is measured in, in points. Changing it lays
    /// out again, keeping the current item.
    public var pageSize: CGSize { didSet { if pageSize != oldValue { setNeedsLayout() } } }
    /// How far each cell is inset from its item's place, in points, physical edges whatever the flow,
    /// on top of the layout (default `.zero`). Changing it lays out again.
    @available(
        *, deprecated,
        message: "size and space the items with the layout: its inset, spacing and crossInset (CarouselLayout.previewPages)"
    )
    public var pageInsets: EdgeInsets {
        get { cellInsets }
        set { cellInsets = newValue }
    }
    /// What the deprecated `pageInsets` hold: `.zero` unless a caller still sets them.
    var cellInsets: EdgeInsets { didSet { if cellInsets != oldValue { setNeedsLayout() } } }
    /// The radius of every cell's rounded corners (`View.cornerRadius`), in points: the layout's
    /// `cornerRadius`, applied to every cell at once.
    @available(
        *, deprecated, renamed: "layout.cornerRadius",
        message: "set layout.cornerRadius, the one corner radius of every carousel"
    )
    public var cellCornerRadius: CGFloat {
        get { core.layout.cornerRadius }
        set {
            core.layout.cornerRadius = newValue
            for cell in source.allViews { applyCornerRadius(to: cell) }
        }
    }
    /// Shows the dark-to-clear gradients along the two edges the strip runs along (D5): top and
    /// bottom of a horizontal strip, left and right of a vertical one.
    public var showsDropShadow = true { didSet { updateChrome() } }
    /// The opaque colour the host is drawn on, when it is one colour there: the shadows are then
    /// drawn as the opaque colours they make over it, the same pixels copied instead of blended. nil
    /// (or a translucent colour): the shadows are blended over whatever is there.
    public var shadowGround: Color? { didSet { updateChrome() } }

    /// Clips the previews to what the source's views always cover; holds the scroll view.
    let stripView = View()
    let topShadow = GradientView(from: PreviewScrollHost.topShadowColor, to: .clear)
    let bottomShadow = GradientView(from: .clear, to: PreviewScrollHost.bottomShadowColor)
    /// Where the item views come from: the host's kind.
    let source: any PreviewPageSource
    /// What placed the items at the last layout.
    private var laidOutPlacement: Placement?

    /// The inputs of a layout (`placement`).
    private struct Placement: Equatable {
        var size: CGSize
        var pageSize: CGSize
        var cellInsets: EdgeInsets
        var layout: CarouselLayout
        var lengths: [CGFloat?]
        var count: Int
        var flow: ItemFlow
    }

    /// A host whose item views come from `source`, with no items yet.
    init(frame: CGRect, pageSize: CGSize, cellInsets: EdgeInsets, source: any PreviewPageSource) {
        self.pageSize = pageSize
        self.cellInsets = cellInsets
        self.source = source
        super.init(
            frame: frame,
            core: CarouselCore(scrollView: scrollView, snapping: .paging, isEndless: source.isEndless, layout: .previewPages))
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
        setItems(count: 0, cells: .empty)
    }

    /// The item the host is centred on (logical, `0..<itemCount`): for the finite host the one at the
    /// snap point, for the endless host the first item of the ring's centre snap; 0 when there are
    /// none. Before the host is laid out, the item last aligned on command.
    package var centredItem: Int { source.currentIndex(in: self) }

    /// The item the host is centred on (0 when there are none).
    @available(
        *, deprecated, renamed: "currentItem",
        message: "use currentItem, the one current item of every carousel (nil with no items)"
    )
    public var currentIndex: Int { centredItem }

    /// Takes `count` items in cells made afresh by `cells` (every old cell dropped) and lays them out.
    func reload(count: Int, cells: CarouselCells) {
        source.reset(count: count, cells: cells, in: self)
        layOutItems()
    }

    // MARK: Layout

    /// The scroll view's frame in the host's coordinates: outside it lie the preview areas.
    public var scrollViewFrameInHost: CGRect {
        scrollView.frame.offsetBy(dx: stripView.frame.minX, dy: stripView.frame.minY)
    }

    /// Places the strip, the scroll view and the shadows for the bounds and lays the items out again
    /// around the item the strip rests on (cause `.resize`). A pass in which nothing that places the
    /// items changed (only the corners, say) leaves the strip and any motion alone.
    public override func layoutSubviews() {
        guard placement != laidOutPlacement else {
            for cell in source.allViews { applyCornerRadius(to: cell) }
            return
        }
        core.relayOut(cause: .resize)
        reportProgress()
    }

    /// What places the items: the bounds, the page, its insets, the layout but its corners, the item
    /// lengths and count. Compared with the last layout's to skip a pass that would move nothing.
    private var placement: Placement {
        var layout = core.layout
        layout.cornerRadius = 0
        return Placement(
            size: bounds.size, pageSize: pageSize, cellInsets: cellInsets, layout: layout, lengths: core.itemLengths,
            count: source.count, flow: flow)
    }

    /// Places the strip, the scroll view and the shadows for the bounds and flow and lays the pages
    /// out (the core aligns next).
    func layOutItems() {
        placeFrames()
        layOutPages()
        updateChrome()
    }

    /// Takes a batch's count and cells: the source keeps its views (the finite pages as spares, the
    /// endless ring's in their slots), each configured again before it shows, and the items are laid
    /// out; the core aligns next.
    func takeItems(count: Int, cells: CarouselCells) {
        source.takeBatch(count: count, cells: cells, in: self)
        layOutPages()
    }

    /// Gives the core the geometry of the layout in the scroll view's length and sizes the content.
    private func layOutPages() {
        core.layOut(core.makeGeometry(count: source.count, viewportLength: flow.main(pageSize)))
        laidOutPlacement = placement
        source.layOut(in: self)
        sizeContent()
    }

    /// Sizes the content for the source (along the main axis) and the page (across).
    func sizeContent() {
        scrollView.contentSize = flow.size(main: source.contentLength(in: self), cross: flow.cross(pageSize))
    }

    /// Sizes the strip, the scroll view (centred) and the shadows to the bounds, along `flow`.
    private func placeFrames() {
        let (main, cross) = (flow.main(bounds.size), flow.cross(bounds.size))
        let pageMain = flow.main(pageSize)
        let stripMain = min(main, pageMain * (1 + 2 * source.previewFraction))
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

    /// The frame of occurrence `i`'s cell in content coordinates: its place along the main axis (the
    /// core's geometry, from the source's anchor), the page across less the layout's `crossInset`
    /// (and any deprecated `pageInsets`). Call it once the content is sized. O(1).
    func cellFrame(ofOccurrence i: Int) -> CGRect {
        core.frame(ofOccurrence: i, crossLength: flow.cross(pageSize), contentLength: flow.main(scrollView.contentSize))
            .inset(by: cellInsets)
    }

    /// How far beyond the scroll view the source must have views on each side, in points: its
    /// preview fraction of the scroll view's length.
    var previewMargin: CGFloat { source.previewFraction * core.geometry.viewportLength }

    /// Seed D pages by its scroll view's bounds, one fixed page size with previews peeking around it;
    /// Material's keylines size and move the items themselves, so the host lays its pages out plainly.
    var keylineRefusal: String? {
        "seed D's preview pages are its scroll view's bounds (pageSize), so it lays them out without keylines: "
            + "pick another technique for a Material 3 layout"
    }

    /// Gives a cell the host's corner radius (and lays it out again for it).
    func applyCornerRadius(to cell: View) {
        let radius = core.layout.cornerRadius
        guard cell.cornerRadius != radius else { return }
        cell.cornerRadius = radius
        cell.setNeedsLayout()
    }

    private func updateChrome() {
        topShadow.isHidden = !showsDropShadow
        bottomShadow.isHidden = !showsDropShadow
        let ground = shadowGround.flatMap { $0.alpha >= 1 ? $0 : nil }
        func shade(_ color: Color) -> Color { ground.map { color.composited(over: $0) } ?? color }
        (topShadow.startColor, topShadow.endColor) = (shade(PreviewScrollHost.topShadowColor), shade(.clear))
        (bottomShadow.startColor, bottomShadow.endColor) = (shade(.clear), shade(PreviewScrollHost.bottomShadowColor))
        scrollView.isScrollEnabled = source.count > 0
    }

    // MARK: Hit testing (D2)

    /// A press in a preview area (inside the host, outside the scroll view) is given to the scroll
    /// view, so dragging a preview scrolls; elsewhere the normal path, so cells keep their clicks.
    public override func hitTest(_ point: CGPoint) -> View? {
        guard acceptsHits, self.point(inside: point) else { return nil }
        if !scrollViewFrameInHost.contains(point), scrollView.acceptsHits { return scrollView }
        return super.hitTest(point)
    }
}
