import Foundation
import ScrollKit

/// Seed D: a paged strip with visible previews (the App Store / Safari-tabs look).
///
/// A page-sized paging `ScrollView` sits centred in the host with `clipsToBounds = false`, so the
/// neighbouring pages draw outside its frame: the previews (D1). The host overrides `hitTest(_:)`
/// so that a press in a preview area (inside the host, outside the scroll view) goes to the scroll
/// view, and dragging a preview scrolls; a press inside the scroll view takes the normal path, so a
/// page's own views still get their clicks (D2). Spacing is made inside each page: a page's view is
/// the page rectangle inset by `pageInsets` (D3).
///
/// Two modes (`PreviewScrollMode`):
/// - `.finite`: pages from `dataSource`, loaded lazily — only the current page and its two
///   neighbours are subviews (D4); pages that leave that window wait in a small cache that
///   `didReceiveMemoryWarning()` drops (D6). See `PreviewScrollHost+Pages.swift`.
/// - `.infinite`: the banners of `set(items:)` on exactly three recycled `BannerItemView`s, recentred
///   by one page when a neighbour comes within a third of a page of being centred (seed A's A5).
///   See `PreviewScrollHost+Recycling.swift`.
///
/// Left/Right/PageUp/PageDown page it (animated, adding up during an animation), and a click on a
/// preview pages toward it (`PreviewScrollHost+Commands.swift`).
///
/// The previews are clipped to a centred "strip" no wider than what the loaded pages always cover
/// (half a page each side in finite mode, a third in infinite mode), so no blank ever shows beside
/// the pages however wide the host is. Coordinates: `pageSize` and `pageInsets` are in points; the
/// scroll view's content coordinates have page `k` (finite) or slot `k` at `x = k × pageWidth`
/// (infinite: slot `k` at page `k + 1`).
@MainActor
public final class PreviewScrollHost: View, ScrollViewDelegate, KeyboardPaging {
    /// The widest preview on each side in finite mode, as a fraction of the page width: pages
    /// current ± 1 cover half a page beyond the centred page at every offset.
    public static let finitePreviewLimit: CGFloat = 1.0 / 2
    /// The widest preview on each side in infinite mode, as a fraction of the page width: three slots
    /// recentred at a third of a page cover a third of a page beyond the centred one.
    public static let infinitePreviewLimit: CGFloat = 1.0 / 3
    /// The article's page around its image: a 240×320 page shows a 210×280 view (points).
    public static let defaultPageInsets = EdgeInsets(top: 20, left: 15, bottom: 20, right: 15)
    /// How many page views beyond current ± 1 the finite mode keeps for scrolling back (D6).
    public static let defaultPageCacheLimit = 4
    /// The top drop shadow's height, in points (D5).
    public static let topShadowHeight: CGFloat = 20
    /// The bottom drop shadow's height, in points (D5): half the top one, as if lit from above.
    public static let bottomShadowHeight: CGFloat = 10
    /// The dark end of the top shadow; it fades to clear downwards.
    public static let topShadowColor = Color.black.withAlpha(0.5)
    /// The dark end of the bottom shadow (lighter, as the shadow is shorter); it fades to clear upwards.
    public static let bottomShadowColor = Color.black.withAlpha(0.25)

    /// Finite or infinite; fixed at creation.
    public let mode: PreviewScrollMode
    /// The page-sized paging scroll view (no clipping, no indicators).
    public let scrollView = ScrollView()
    /// Finite mode: where pages come from. Setting it reloads.
    public weak var dataSource: PreviewScrollHostDataSource? { didSet { reloadData() } }
    /// Hears settled page changes and (infinite mode) selections.
    public weak var delegate: PreviewScrollHostDelegate?
    /// The size of one page (and of the scroll view), in points. Changing it lays out again.
    public var pageSize: CGSize { didSet { if pageSize != oldValue { setNeedsLayout() } } }
    /// How far each page's view is inset from its page, in points: the spacing between pages (D3).
    public var pageInsets: EdgeInsets { didSet { if pageInsets != oldValue { setNeedsLayout() } } }
    /// Shows the dark-to-clear gradients along the top and bottom edges (D5).
    public var showsDropShadow = true { didSet { updateChrome() } }

    /// Infinite mode: the banners, in order (empty in finite mode).
    public private(set) var items: [Banner] = []
    /// How many pages (finite) or banners (infinite) there are.
    public private(set) var pageCount = 0
    /// Called after every recentring jump with the change of the content offset, in points
    /// (`InspectableCarousel`).
    public var onRecentre: (@MainActor (CGFloat) -> Void)?

    /// Clips the previews to what the loaded pages cover; holds the scroll view.
    let stripView = View()
    let topShadow = GradientView(from: PreviewScrollHost.topShadowColor, to: .clear)
    let bottomShadow = GradientView(from: .clear, to: PreviewScrollHost.bottomShadowColor)
    private let emptyLabel = Label(text: "Nothing to show", font: Font(size: 17, weight: .bold), textColor: Color.white.withAlpha(0.6))

    /// Finite mode: the loaded page views by page index (current ± 1 only).
    var loadedPages: [Int: View] = [:]
    /// Finite mode: page views that left the loaded window recently.
    var pageCache: PreviewPageCache
    /// Infinite mode: the three recycled views, left to right (empty in finite mode).
    let slots: [BannerItemView]
    /// Infinite mode: the logical index of the centred banner.
    var currentIndex = 0
    var isRecentring = false
    /// Set while the host itself moves the offset (data, layout, retargets): no report midway.
    var isUpdating = false
    private var reportedPage: Int?

    /// A host of `mode` with pages of `pageSize` points inset by `pageInsets`; finite mode keeps up
    /// to `pageCacheLimit` page views beyond current ± 1.
    public init(frame: CGRect = .zero, mode: PreviewScrollMode, pageSize: CGSize,
                pageInsets: EdgeInsets = PreviewScrollHost.defaultPageInsets,
                pageCacheLimit: Int = PreviewScrollHost.defaultPageCacheLimit) {
        self.mode = mode
        self.pageSize = pageSize
        self.pageInsets = pageInsets
        pageCache = PreviewPageCache(limit: pageCacheLimit)
        slots = mode == .infinite ? (0..<3).map { _ in BannerItemView() } : []
        super.init(frame: frame)
        clipsToBounds = true
        stripView.clipsToBounds = true
        scrollView.clipsToBounds = false  // the previews (D1)
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.delegate = self
        for shadow in [topShadow, bottomShadow] { addSubview(shadow) }  // behind the pages
        addSubview(stripView)
        stripView.addSubview(scrollView)
        for slot in slots { scrollView.addSubview(slot) }
        emptyLabel.textAlignment = .center
        addSubview(emptyLabel)
        addTapHandler { [weak self] point in self?.clicked(at: point) }
        placeFrames()
        relayoutStrip(page: 0)
        updateChrome()
    }

    public override var canBecomeFocused: Bool { true }

    // MARK: Data

    /// Infinite mode only: replaces the banners. The centred item becomes `min(current, count − 1)`
    /// and is centred at once, any motion stopped.
    public func set(items: [Banner]) {
        precondition(mode == .infinite, "set(items:) is for the infinite mode; the finite mode reads its dataSource")
        self.items = items
        pageCount = items.count
        currentIndex = items.isEmpty ? 0 : min(currentIndex, items.count - 1)
        isUpdating = true
        placeFrames()
        relayoutStrip(page: currentIndex)
        isUpdating = false
        updateChrome()
        reportIfSettled()
    }

    /// Finite mode: asks the data source again for the count, drops every loaded and cached page
    /// view, and centres `min(current page, count − 1)` at once.
    public func reloadData() {
        guard mode == .finite else { return }
        let page = currentPage
        for view in loadedPages.values { view.removeFromSuperview() }
        loadedPages.removeAll()
        pageCache.removeAll()
        pageCount = max(0, dataSource?.numberOfPages(in: self) ?? 0)
        isUpdating = true
        placeFrames()
        relayoutStrip(page: page)
        isUpdating = false
        updateChrome()
        reportIfSettled()
    }

    /// The centred page (finite: D4's floor((offset − w/2)/w) + 1, clamped to the pages) or, in
    /// infinite mode, the logical index of the centred banner. 0 when there are no pages.
    public var currentPage: Int {
        guard pageCount > 0 else { return 0 }
        switch mode {
        case .finite:
            let width = scrollView.bounds.width
            guard width > 0 else { return 0 }
            return min(max(PreviewScrollHost.page(forOffset: scrollView.contentOffset.x, pageWidth: width), 0), pageCount - 1)
        case .infinite:
            return currentIndex
        }
    }

    /// D4's page formula: the page whose centre half-page contains `offset` (points), for pages
    /// `pageWidth` points wide. Not clamped.
    public static func page(forOffset offset: CGFloat, pageWidth: CGFloat) -> Int {
        Int(((offset - pageWidth / 2) / pageWidth).rounded(.down)) + 1
    }

    // MARK: Layout

    /// The width of one page, in points (the scroll view's width once laid out).
    var pageWidth: CGFloat { scrollView.bounds.width }

    /// The scroll view's frame in the host's coordinates: outside it lie the preview areas.
    public var scrollViewFrameInHost: CGRect {
        scrollView.frame.offsetBy(dx: stripView.frame.minX, dy: stripView.frame.minY)
    }

    public override func layoutSubviews() {
        let page = currentPage  // measured with the old geometry
        isUpdating = true
        placeFrames()
        relayoutStrip(page: page)
        isUpdating = false
        reportIfSettled()
    }

    /// Sizes the strip, the scroll view (centred), the shadows and the empty label to the bounds.
    private func placeFrames() {
        let limit = mode == .finite ? PreviewScrollHost.finitePreviewLimit : PreviewScrollHost.infinitePreviewLimit
        let stripWidth = min(bounds.width, pageSize.width * (1 + 2 * limit))
        stripView.frame = CGRect(x: (bounds.width - stripWidth) / 2, y: 0, width: stripWidth, height: bounds.height)
        scrollView.frame = CGRect(x: (stripWidth - pageSize.width) / 2, y: (bounds.height - pageSize.height) / 2,
                                  width: pageSize.width, height: pageSize.height)
        topShadow.frame = CGRect(x: 0, y: 0, width: bounds.width, height: PreviewScrollHost.topShadowHeight)
        bottomShadow.frame = CGRect(x: 0, y: bounds.height - PreviewScrollHost.bottomShadowHeight,
                                    width: bounds.width, height: PreviewScrollHost.bottomShadowHeight)
        emptyLabel.frame = bounds
    }

    /// Sizes the content, places the page views and centres `page` (finite) or the current banner
    /// (infinite) at once, stopping any motion.
    private func relayoutStrip(page: Int) {
        switch mode {
        case .finite: relayoutPages(centring: page)
        case .infinite: relayoutSlots()
        }
    }

    /// The frame of page `position`'s view in content coordinates: the page inset by `pageInsets`.
    func pageViewFrame(at position: Int) -> CGRect {
        CGRect(x: CGFloat(position) * pageSize.width, y: 0, width: pageSize.width, height: pageSize.height)
            .inset(by: pageInsets)
    }

    private func updateChrome() {
        topShadow.isHidden = !showsDropShadow
        bottomShadow.isHidden = !showsDropShadow
        emptyLabel.isHidden = pageCount > 0
        scrollView.isScrollEnabled = pageCount > 0
        for slot in slots { slot.isHidden = pageCount == 0 }
    }

    // MARK: Hit testing (D2)

    /// A press in a preview area (inside the host, outside the scroll view) is given to the scroll
    /// view, so dragging a preview scrolls; elsewhere the normal path, so pages keep their clicks.
    public override func hitTest(_ point: CGPoint) -> View? {
        guard acceptsHits, self.point(inside: point) else { return nil }
        if !scrollViewFrameInHost.contains(point), scrollView.acceptsHits { return scrollView }
        return super.hitTest(point)
    }

    // MARK: Scroll view delegate

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        switch mode {
        case .finite: updateLoadedPages()
        case .infinite: recentre()
        }
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { reportIfSettled() }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { reportIfSettled() }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { reportIfSettled() }

    /// Tells the delegate about a new centred page once the strip is at rest.
    func reportIfSettled() {
        guard !isUpdating, !scrollView.isTracking, !scrollView.isDragging, scrollView.restingTarget == nil else { return }
        let page: Int? = pageCount > 0 ? currentPage : nil
        guard page != reportedPage else { return }
        reportedPage = page
        if let page { delegate?.previewScrollHost(self, didChangeCurrentPage: page) }
    }

    // MARK: Commands

    public override func handleKey(_ event: KeyEvent) -> Bool {
        handlePagingKey(event)
    }
}
