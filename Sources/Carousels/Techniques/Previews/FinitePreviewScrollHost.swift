import Foundation
import ScrollKit

/// Seed D as written: a `PreviewScrollHost` whose items `0..<count` are loaded lazily in a strip that
/// ends (its page source is `FinitePreviewPages`: D4, D6).
///
/// The loaded window is the current item and its neighbours (and any other item showing in the
/// previews); only their cells are subviews of the scroll view. A cell that leaves the window goes to a
/// small most-recently-used cache (at most `pageCacheLimit` cells, out of the view tree, still
/// configured for its item), so scrolling back shows it again without configuring it; an item that is
/// neither loaded nor cached gets a recycled cell or, when there is none, a new one from
/// `CarouselCells`. So at most 3 + `pageCacheLimit` cells are ever alive with one item per page.
/// `didReceiveMemoryWarning()` drops the cache, the spare cells and anything loaded outside the
/// window. With the default layout page `k` starts at logical position `k × page length` in the scroll
/// view's content: at the left of a left-to-right strip, the right of a right-to-left one, the top of a
/// vertical one. Every `CarouselLayout` applies, `contain` (`trim`) included.
@MainActor
public final class FinitePreviewScrollHost: PreviewScrollHost {
    /// The widest preview on each side, as a fraction of the scroll view's length: the loaded window
    /// always covers half a scroll view beyond it.
    public static let previewFraction: CGFloat = 1.0 / 2
    /// How many cells beyond the loaded window are kept for scrolling back (D6).
    public static let defaultPageCacheLimit = 4

    /// The lazy pages.
    private let pages: FinitePreviewPages

    /// A host whose scroll view is `pageSize` points, laid out by `CarouselLayout.previewPages` until
    /// its `layout` is set, keeping up to `pageCacheLimit` cells beyond the loaded window. It shows
    /// nothing until `setItems(count:cells:)`.
    public init(
        frame: CGRect = .zero, pageSize: CGSize, pageCacheLimit: Int = FinitePreviewScrollHost.defaultPageCacheLimit
    ) {
        let pages = FinitePreviewPages(cacheLimit: pageCacheLimit)
        self.pages = pages
        super.init(frame: frame, pageSize: pageSize, cellInsets: .zero, source: pages)
    }

    /// A host whose scroll view is `pageSize` points, its cells inset by `pageInsets` on top of the
    /// layout, keeping up to `pageCacheLimit` cells beyond the loaded window.
    @available(
        *, deprecated, renamed: "init(frame:pageSize:pageCacheLimit:)",
        message: "size and space the items with the layout: its inset, spacing and crossInset (CarouselLayout.previewPages)"
    )
    public init(
        frame: CGRect = .zero, pageSize: CGSize, pageInsets: EdgeInsets,
        pageCacheLimit: Int = FinitePreviewScrollHost.defaultPageCacheLimit
    ) {
        let pages = FinitePreviewPages(cacheLimit: pageCacheLimit)
        self.pages = pages
        super.init(frame: frame, pageSize: pageSize, cellInsets: pageInsets, source: pages)
    }

    /// D4's page formula as the seed wrote it: the page whose centre half-page contains the logical
    /// `offset` (points along the main axis, in item order), for pages `pageLength` points long,
    /// floor((offset − length/2)/length) + 1. Not clamped. The host itself reads the core's rule (the
    /// item nearest the snap point), which gives the same page for one item per page except exactly
    /// half-way between two, where the core keeps the earlier one.
    package static func page(forOffset offset: CGFloat, pageLength: CGFloat) -> Int {
        Int(((offset - pageLength / 2) / pageLength).rounded(.down)) + 1
    }

    /// The item indices whose cells are subviews now, ascending.
    var loadedPageIndices: [Int] { pages.loadedPageIndices }

    /// The item indices held in the cache, least recently stored first.
    var cachedPageIndices: [Int] { pages.cachedPageIndices }

    /// D6: unloads every cell outside the loaded window (the current item ± 1 and what shows) and
    /// empties the cache and the spare cells. Call it when the app is short of memory; nothing calls
    /// it automatically.
    public func didReceiveMemoryWarning() {
        pages.didReceiveMemoryWarning(in: self)
    }
}
