import Foundation
import ScrollKit

/// Seed D as written: items `0..<count`, each page's cell loaded lazily, in a strip that ends.
///
/// Policy (D4, D6): the loaded window is the current page and its two neighbours; only their cells
/// are subviews of the scroll view. A cell that leaves the window goes to a small most-recently-used
/// cache (at most `pageCacheLimit` cells, out of the view tree, still configured for its page), so
/// scrolling back shows it again without configuring it; a page that is neither loaded nor cached
/// gets a recycled cell (one the cache let go) or, when there is none, a new one from `CarouselCells`,
/// configured for the page. So at most 3 + `pageCacheLimit` cells are ever alive.
/// `didReceiveMemoryWarning()` drops the cache, the spare cells and anything loaded outside the
/// window. Page `k` starts at logical position `k × page length` in the scroll view's content: at
/// the left of a left-to-right strip, the right of a right-to-left one, the top of a vertical one.
@MainActor
public final class FinitePreviewScrollHost: PreviewScrollHost {
    /// The widest preview on each side, as a fraction of the page length: pages current ± 1 cover
    /// half a page beyond the centred page at every offset.
    public static let previewFraction: CGFloat = 1.0 / 2
    /// How many cells beyond current ± 1 are kept for scrolling back (D6).
    public static let defaultPageCacheLimit = 4

    /// Makes and configures the cells.
    private var cells = CarouselCells.empty
    /// The loaded cells by page index (current ± 1 only).
    private var loadedPages: [Int: View] = [:]
    /// Cells that left the loaded window recently, each still showing its page.
    private var pageCache: PreviewPageCache
    /// Cells the cache let go, to be configured for the next page that needs one.
    private var spareCells: [View] = []
    private var pageCount = 0
    /// The page last centred on command: the current page while there is no page length to read it
    /// from the offset (before the host is laid out).
    private var commandedPage = 0

    /// A host with pages of `pageSize` points inset by `pageInsets`, keeping up to `pageCacheLimit`
    /// cells beyond current ± 1. It shows nothing until `setItems(count:cells:)`.
    public init(
        frame: CGRect = .zero, pageSize: CGSize, pageInsets: EdgeInsets = PreviewScrollHost.defaultPageInsets,
        pageCacheLimit: Int = FinitePreviewScrollHost.defaultPageCacheLimit
    ) {
        pageCache = PreviewPageCache(limit: pageCacheLimit)
        super.init(frame: frame, pageSize: pageSize, pageInsets: pageInsets, isEndless: false)
        reload(centring: 0)
    }

    /// How many pages there are.
    override var sourceCount: Int { pageCount }

    /// D4's page: floor((offset − length/2)/length) + 1 for the logical offset along the main axis,
    /// clamped to the pages; 0 when there are none. Before the host is laid out, the page last
    /// centred on command.
    public override var currentIndex: Int {
        let length = pageLength
        guard pageCount > 0 else { return 0 }
        guard length > 0 else { return min(commandedPage, pageCount - 1) }
        let page = FinitePreviewScrollHost.page(forOffset: core.logicalOffset(of: scrollView.contentOffset), pageLength: length)
        return min(max(page, 0), pageCount - 1)
    }

    /// D4's page formula: the page whose centre half-page contains the logical `offset` (points
    /// along the main axis, in item order), for pages `pageLength` points long. Not clamped.
    public static func page(forOffset offset: CGFloat, pageLength: CGFloat) -> Int {
        Int(((offset - pageLength / 2) / pageLength).rounded(.down)) + 1
    }

    /// Replaces the items: `count` pages (a negative count is taken as 0) whose cells `cells` makes
    /// and configures. Every loaded, cached and spare cell is dropped, as it belongs to the old
    /// items; `min(current page, count − 1)` is centred at once and reported if it changed.
    public override func setItems(count: Int, cells: CarouselCells) {
        let page = currentIndex
        for view in loadedPages.values { view.removeFromSuperview() }
        loadedPages.removeAll()
        pageCache.removeAll()
        spareCells.removeAll()
        self.cells = cells
        pageCount = max(0, count)
        reload(centring: page)
    }

    /// The page indices whose cells are subviews now, ascending.
    var loadedPageIndices: [Int] { loadedPages.keys.sorted() }

    /// The page indices held in the cache, least recently stored first.
    var cachedPageIndices: [Int] { pageCache.pages }

    // MARK: Hooks

    override var previewLimit: CGFloat { FinitePreviewScrollHost.previewFraction }

    override var allCells: [View] { Array(loadedPages.values) + pageCache.views + spareCells }

    override func relayoutStrip() {
        scrollView.contentSize = contentSize(pages: pageCount)
    }

    /// Centres page `occurrence` (clamped) at once.
    override func align(occurrence: Int, cause: ScrollCause) {
        let page = pageCount > 0 ? min(max(occurrence, 0), pageCount - 1) : 0
        commandedPage = page
        centre(atLogical: CGFloat(page) * flow.main(pageSize), cause: cause)
        updateLoadedPages()
    }

    /// Keeps the current page ± 1 loaded as the strip moves.
    override func coreDidScroll() {
        updateLoadedPages()
        reportProgress()
    }

    /// A click on a loaded page's cell (not taken by one of the cell's own views) selects its item.
    override func clickedInside(at point: CGPoint, by device: PointerDevice) {
        let content = scrollView.convert(point, from: self)
        guard let page = loadedPages.first(where: { $0.value.drawnFrame.contains(content) })?.key else { return }
        core.reportSelection(of: page, cause: tapCause(by: device))
    }

    override func inspectPages(_ body: (View, InspectedItem) -> Void) {
        // In page order without sorting (nothing allocated): the loaded pages are at most three.
        guard let first = loadedPages.keys.min(), let last = loadedPages.keys.max() else { return }
        for page in first...last {
            if let view = loadedPages[page] { body(view, InspectedItem(frame: view.frame, index: page, isClone: false)) }
        }
    }

    // MARK: Lazy pages (D4, D6)

    /// The pages that must be loaded now: the current page ± 1, within the pages.
    private var loadWindow: ClosedRange<Int>? {
        guard pageCount > 0, pageLength > 0 else { return nil }
        let page = currentIndex
        return max(0, page - 1)...min(pageCount - 1, page + 1)
    }

    /// Moves the cells outside the window to the cache (what it lets go becomes spare), loads the
    /// pages of the window (from the cache first, else a spare or new cell configured for the page),
    /// and places every loaded cell in its page.
    private func updateLoadedPages() {
        let window = loadWindow
        for (page, view) in loadedPages where !(window?.contains(page) ?? false) {
            view.removeFromSuperview()
            loadedPages[page] = nil
            spareCells += pageCache.store(view, forPage: page)
        }
        if let window {
            for page in window where loadedPages[page] == nil {
                let view = pageCache.take(page: page) ?? recycledCell(showing: page)
                loadedPages[page] = view
                scrollView.addSubview(view)
            }
        }
        for (page, view) in loadedPages { view.frame = pageViewFrame(at: page) }
    }

    /// A spare cell, or a new one, configured for `page`.
    private func recycledCell(showing page: Int) -> View {
        let cell = spareCells.popLast() ?? cells.makeCell()
        applyCornerRadius(to: cell)
        cells.configure(cell, forItem: page)
        return cell
    }

    /// D6: unloads every cell other than the current page ± 1 and empties the cache and the spare
    /// cells. Call it when the app is short of memory; nothing calls it automatically.
    public func didReceiveMemoryWarning() {
        let window = loadWindow
        for (page, view) in loadedPages where !(window?.contains(page) ?? false) {
            view.removeFromSuperview()
            loadedPages[page] = nil
        }
        pageCache.removeAll()
        spareCells.removeAll()
    }
}
