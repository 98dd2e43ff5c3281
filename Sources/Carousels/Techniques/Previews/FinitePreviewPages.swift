import Foundation
import ScrollKit

/// Seed D's pages as written (D4, D6): items `0..<count`, each item's cell loaded lazily, in a strip
/// that ends; the page source of `FinitePreviewScrollHost`.
///
/// The loaded window is the current item and its two neighbours, plus every item any part of which
/// shows in the strip (the scroll view and half of it on each side: `previewFraction`); with one
/// item per page that is exactly the current page ± 1. Only the loaded cells are subviews of the
/// scroll view. A cell that leaves the window goes to a small most-recently-used cache
/// (`PreviewPageCache`: out of the view tree, still configured for its item), so scrolling back shows
/// it again without configuring it; an item that is neither loaded nor cached gets a recycled cell
/// (one the cache let go) or, when there is none, a new one from `CarouselCells`, configured for it.
/// So at most (window + cache limit) cells are ever alive: 3 + 4 with one item per page.
///
/// The content spans the geometry's `scrollRange` plus a scroll view, as a finite strip's does (with
/// one item per page: `count` pages, page k at `k × page length`), so the strip rests anywhere in
/// that range and no further, `trim` included.
@MainActor
final class FinitePreviewPages: PreviewPageSource {
    let isEndless = false
    /// Half a page each side: the loaded window always covers it.
    var previewFraction: CGFloat { FinitePreviewScrollHost.previewFraction }
    private(set) var count = 0

    /// Makes and configures the cells.
    private var cells = CarouselCells.empty
    /// The loaded cells by item index.
    private var loadedPages: [Int: View] = [:]
    /// Cells that left the loaded window recently, each still showing its item.
    private var pageCache: PreviewPageCache
    /// Cells the cache let go, to be configured for the next item that needs one.
    private var spareCells: [View] = []

    /// A source keeping up to `cacheLimit` cells beyond the loaded window.
    init(cacheLimit: Int) {
        pageCache = PreviewPageCache(limit: cacheLimit)
    }

    var allViews: [View] { Array(loadedPages.values) + pageCache.views + spareCells }

    /// The item indices whose cells are subviews now, ascending.
    var loadedPageIndices: [Int] { loadedPages.keys.sorted() }

    /// The item indices held in the cache, least recently stored first.
    var cachedPageIndices: [Int] { pageCache.pages }

    /// A batch's cells are views of the same kind: every cell held (loaded or cached) is kept as a
    /// spare, out of the tree, and configured for its new item when one needs it, so a batch makes no
    /// new cells and the frames after it none either.
    func takeBatch(count: Int, cells: CarouselCells, in host: PreviewScrollHost) {
        for view in loadedPages.values {
            view.removeFromSuperview()
            spareCells.append(view)
        }
        loadedPages.removeAll(keepingCapacity: true)
        spareCells += pageCache.views
        pageCache.removeAll()
        self.cells = cells
        self.count = max(0, count)
    }

    func reset(count: Int, cells: CarouselCells, in host: PreviewScrollHost) {
        for view in loadedPages.values { view.removeFromSuperview() }
        loadedPages.removeAll()
        pageCache.removeAll()
        spareCells.removeAll()
        self.cells = cells
        self.count = max(0, count)
    }

    /// Nothing is worked out ahead: every position is read from the geometry.
    func layOut(in host: PreviewScrollHost) {}

    // MARK: Content

    /// The strip position shown at content offset 0: the start of the geometry's scroll range.
    private func scrollRangeStart(in host: PreviewScrollHost) -> CGFloat {
        host.core.geometry.scrollRange?.lowerBound ?? 0
    }

    func contentLength(in host: PreviewScrollHost) -> CGFloat {
        let geometry = host.core.geometry
        guard count > 0, let range = geometry.scrollRange else { return 0 }
        return range.upperBound - range.lowerBound + geometry.viewportLength
    }

    /// Item 0's leading edge: as far into the content as the scroll range starts before it.
    func anchorOccurrence(in host: PreviewScrollHost) -> (occurrence: Int, logicalStart: CGFloat) {
        (0, -scrollRangeStart(in: host))
    }

    /// The snap holding item `occurrence` (clamped), from the content's start.
    func alignedOffset(ofOccurrence occurrence: Int, in host: PreviewScrollHost) -> CGFloat {
        let geometry = host.core.geometry
        guard count > 0 else { return 0 }
        return geometry.snapPosition(geometry.snap(containing: occurrence)) - scrollRangeStart(in: host)
    }

    /// A finite strip never jumps.
    func didScroll(in host: PreviewScrollHost) {}

    /// The item at the snap point (the core's rule: the item whose aligned point is nearest it),
    /// clamped to the items; before the host is laid out, the item last aligned on command.
    func currentIndex(in host: PreviewScrollHost) -> Int {
        guard count > 0 else { return 0 }
        return min(max(host.core.item(at: host.core.position) ?? 0, 0), count - 1)
    }

    func occurrence(drawnAt point: CGPoint, in host: PreviewScrollHost) -> Int? {
        View.frontmost(loadedPages.lazy.map { ($0.key, $0.value) }, at: point)
    }

    func forEachView(in host: PreviewScrollHost, _ body: (View, InspectedItem) -> Void) {
        // In item order without sorting (nothing allocated): the loaded items are a run.
        guard let first = loadedPages.keys.min(), let last = loadedPages.keys.max() else { return }
        for page in first...last {
            if let view = loadedPages[page] { body(view, InspectedItem(frame: view.frame, index: page, isClone: false)) }
        }
    }

    func logicalRecentreRange(in host: PreviewScrollHost) -> ClosedRange<CGFloat>? { nil }

    // MARK: Lazy pages (D4, D6)

    /// The items that must be loaded now: the current item ± 1 and every item overlapping the strip
    /// (the scroll view and `previewFraction` of it each side), within the items. Nil with no items
    /// or before the host has a length.
    ///
    /// - Complexity: O(log n) to find the items in view.
    private func loadWindow(in host: PreviewScrollHost) -> ClosedRange<Int>? {
        let geometry = host.core.geometry
        guard count > 0, geometry.count == count, geometry.viewportLength > 0 else { return nil }
        let current = currentIndex(in: host)
        let reach = 1 + host.core.layoutReach.most
        var (low, high) = (max(0, current - reach), min(count - 1, current + reach))
        // Overlapping the strip (an item only touching its edge does not show).
        let shown = geometry.items(inViewAt: host.core.position, margin: host.previewMargin - 1e-6)
        if !shown.isEmpty { (low, high) = (min(low, shown.lowerBound), max(high, shown.upperBound - 1)) }
        return low...high
    }

    /// Moves the cells outside the window to the cache (what it lets go becomes spare), loads the
    /// items of the window (from the cache first, else a spare or new cell configured for the item),
    /// and places every loaded cell in its item's place.
    ///
    /// Allocates nothing at a page turn once the containers have grown: the pages leaving are found
    /// by index (the loaded pages are a run), not while iterating the dictionary they leave.
    func placeViews(in host: PreviewScrollHost) {
        let window = loadWindow(in: host)
        if let first = loadedPages.keys.min(), let last = loadedPages.keys.max() {
            for page in first...last where !(window?.contains(page) ?? false) {
                guard let view = loadedPages.removeValue(forKey: page) else { continue }
                view.removeFromSuperview()
                pageCache.store(view, forPage: page, evictingInto: &spareCells)
            }
        }
        if let window {
            for page in window where loadedPages[page] == nil {
                let view = pageCache.take(page: page) ?? recycledCell(showing: page, in: host)
                loadedPages[page] = view
                host.scrollView.addSubview(view)
            }
        }
        for (page, view) in loadedPages {
            host.applyCornerRadius(to: view)
            view.frame = host.cellFrame(ofOccurrence: page)
        }
        host.reportProgress()
    }

    /// A spare cell, or a new one, with the host's corners, configured for `page`.
    private func recycledCell(showing page: Int, in host: PreviewScrollHost) -> View {
        let cell = spareCells.popLast() ?? cells.makeCell()
        host.applyCornerRadius(to: cell)
        cells.configure(cell, forItem: page)
        return cell
    }

    /// D6: unloads every cell outside the loaded window and empties the cache and the spare cells.
    func didReceiveMemoryWarning(in host: PreviewScrollHost) {
        let window = loadWindow(in: host)
        for (page, view) in loadedPages where !(window?.contains(page) ?? false) {
            view.removeFromSuperview()
            loadedPages[page] = nil
        }
        pageCache.removeAll()
        spareCells.removeAll()
    }
}
