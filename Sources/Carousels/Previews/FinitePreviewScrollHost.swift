import Foundation
import ScrollKit

/// Seed D as written: pages `0..<count` from a data source, loaded lazily, in a strip that ends.
///
/// Policy (D4, D6): the loaded window is the current page and its two neighbours; only those are
/// subviews of the scroll view. A page view that leaves the window goes to a small most-recently-used
/// cache (at most `pageCacheLimit` views, out of the view tree), so scrolling back reuses it instead
/// of asking the data source; `didReceiveMemoryWarning()` drops the cache and anything loaded outside
/// the window. `reloadData()` drops both, as their views belong to the old data. Page `k` sits at
/// `x = k × pageWidth` in the scroll view's content.
@MainActor
public final class FinitePreviewScrollHost: PreviewScrollHost {
    /// The widest preview on each side, as a fraction of the page width: pages current ± 1 cover half
    /// a page beyond the centred page at every offset.
    public static let previewFraction: CGFloat = 1.0 / 2
    /// How many page views beyond current ± 1 are kept for scrolling back (D6).
    public static let defaultPageCacheLimit = 4

    /// Where pages come from. Setting it reloads.
    public weak var dataSource: PreviewScrollHostDataSource? { didSet { reloadData() } }

    /// The loaded page views by page index (current ± 1 only).
    private var loadedPages: [Int: View] = [:]
    /// Page views that left the loaded window recently.
    private var pageCache: PreviewPageCache
    private var pageCount = 0

    /// A host with pages of `pageSize` points inset by `pageInsets`, keeping up to `pageCacheLimit`
    /// page views beyond current ± 1.
    public init(
        frame: CGRect = .zero, pageSize: CGSize, pageInsets: EdgeInsets = PreviewScrollHost.defaultPageInsets,
        pageCacheLimit: Int = FinitePreviewScrollHost.defaultPageCacheLimit
    ) {
        pageCache = PreviewPageCache(limit: pageCacheLimit)
        super.init(frame: frame, pageSize: pageSize, pageInsets: pageInsets)
        reload(centring: 0)
    }

    public override var itemCount: Int { pageCount }

    /// D4's page: floor((offset − w/2)/w) + 1, clamped to the pages; 0 when there are none.
    public override var currentIndex: Int {
        let width = pageWidth
        guard pageCount > 0, width > 0 else { return 0 }
        return min(max(FinitePreviewScrollHost.page(forOffset: scrollView.contentOffset.x, pageWidth: width), 0), pageCount - 1)
    }

    /// D4's page formula: the page whose centre half-page contains `offset` (points), for pages
    /// `pageWidth` points wide. Not clamped.
    public static func page(forOffset offset: CGFloat, pageWidth: CGFloat) -> Int {
        Int(((offset - pageWidth / 2) / pageWidth).rounded(.down)) + 1
    }

    /// Asks the data source again for the count, drops every loaded and cached page view, and
    /// centres `min(current page, count − 1)` at once.
    public func reloadData() {
        let page = currentIndex
        for view in loadedPages.values { view.removeFromSuperview() }
        loadedPages.removeAll()
        pageCache.removeAll()
        pageCount = max(0, dataSource?.numberOfPages(in: self) ?? 0)
        reload(centring: page)
    }

    /// The page indices whose views are subviews now, ascending.
    public var loadedPageIndices: [Int] { loadedPages.keys.sorted() }

    /// The page indices held in the cache, least recently stored first.
    public var cachedPageIndices: [Int] { pageCache.pages }

    /// The loaded page views with their page indices, ascending.
    public var loadedPageViews: [(page: Int, view: View)] {
        loadedPages.sorted { $0.key < $1.key }.map { (page: $0.key, view: $0.value) }
    }

    // MARK: Hooks

    override var previewLimit: CGFloat { FinitePreviewScrollHost.previewFraction }

    override func relayoutStrip(centring page: Int, cause: ScrollCause) {
        let width = pageSize.width
        scrollView.contentSize = CGSize(width: CGFloat(pageCount) * width, height: pageSize.height)
        let centred = pageCount > 0 ? min(max(page, 0), pageCount - 1) : 0
        centre(at: CGFloat(centred) * width, cause: cause)
        updateLoadedPages()
    }

    override func commandTarget(bySteps steps: Int, from landing: CGFloat) -> CGFloat {
        let page = Int((landing / pageWidth).rounded())
        return CGFloat(min(max(page + steps, 0), pageCount - 1)) * pageWidth
    }

    public override func scrollViewDidScroll(_ scrollView: ScrollView) { updateLoadedPages() }

    override func inspectPages(_ body: (InspectedItem) -> Void) {
        for (page, view) in loadedPageViews { body(InspectedItem(frame: view.frame, index: page, isClone: false)) }
    }

    // MARK: Lazy pages (D4, D6)

    /// The pages that must be loaded now: the current page ± 1, within the pages.
    private var loadWindow: ClosedRange<Int>? {
        guard pageCount > 0, pageWidth > 0 else { return nil }
        let page = currentIndex
        return max(0, page - 1)...min(pageCount - 1, page + 1)
    }

    /// Loads the pages of the window (from the cache first, then the data source), moves the others
    /// to the cache, and places every loaded view in its page.
    private func updateLoadedPages() {
        let window = loadWindow
        for (page, view) in loadedPages where !(window?.contains(page) ?? false) {
            view.removeFromSuperview()
            loadedPages[page] = nil
            pageCache.store(view, forPage: page)
        }
        if let window, let dataSource {
            for page in window where loadedPages[page] == nil {
                let view = pageCache.take(page: page) ?? dataSource.view(forPage: page, in: self)
                loadedPages[page] = view
                scrollView.addSubview(view)
            }
        }
        for (page, view) in loadedPages { view.frame = pageViewFrame(at: page) }
    }

    /// D6: unloads every page view other than the current page ± 1 and empties the cache. Call it
    /// when the app is short of memory; nothing calls it automatically.
    public func didReceiveMemoryWarning() {
        let window = loadWindow
        for (page, view) in loadedPages where !(window?.contains(page) ?? false) {
            view.removeFromSuperview()
            loadedPages[page] = nil
        }
        pageCache.removeAll()
    }
}
