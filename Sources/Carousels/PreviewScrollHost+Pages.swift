import Foundation
import ScrollKit

/// Finite mode: lazy loading of pages from the data source (D4) and the memory policy (D6).
///
/// Policy: the loaded window is the current page and its two neighbours; only those are subviews
/// of the scroll view. A page view that leaves the window goes to a small most-recently-used cache
/// (at most `pageCacheLimit` views, out of the view tree), so scrolling back reuses it instead of
/// asking the data source; `didReceiveMemoryWarning()` drops the cache and anything loaded outside
/// the window. `reloadData()` drops both, as their views belong to the old data.
extension PreviewScrollHost {
    /// Finite mode: the page indices whose views are subviews now, ascending.
    public var loadedPageIndices: [Int] { loadedPages.keys.sorted() }

    /// Finite mode: the page indices held in the cache, least recently stored first.
    public var cachedPageIndices: [Int] { pageCache.pages }

    /// The pages that must be loaded now: the current page ± 1, within the pages.
    var loadWindow: ClosedRange<Int>? {
        guard pageCount > 0, pageWidth > 0 else { return nil }
        let page = currentPage
        return max(0, page - 1)...min(pageCount - 1, page + 1)
    }

    /// Sizes the content to the pages, centres `page` (clamped) at once and loads its window.
    func relayoutPages(centring page: Int) {
        let width = pageSize.width
        scrollView.contentSize = CGSize(width: CGFloat(pageCount) * width, height: pageSize.height)
        let centred = pageCount > 0 ? min(max(page, 0), pageCount - 1) : 0
        scrollView.setContentOffset(CGPoint(x: CGFloat(centred) * width, y: 0), animated: false)
        updateLoadedPages()
    }

    /// Loads the pages of the window (from the cache first, then the data source), moves the others
    /// to the cache, and places every loaded view in its page.
    func updateLoadedPages() {
        guard mode == .finite else { return }
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
