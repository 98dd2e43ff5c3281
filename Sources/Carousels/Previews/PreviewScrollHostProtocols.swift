import Foundation
import ScrollKit

/// Gives a `FinitePreviewScrollHost` its pages (seed D4: `itemCount`, `viewForItemAtIndex`).
@MainActor
public protocol PreviewScrollHostDataSource: AnyObject {
    /// How many pages there are (0: nothing shows).
    func numberOfPages(in host: FinitePreviewScrollHost) -> Int
    /// A view for page `index` (0..<count). Asked only when the page is about to be needed and is
    /// neither loaded nor cached; the host sizes it to the page minus `pageInsets` (D3).
    func view(forPage index: Int, in host: FinitePreviewScrollHost) -> View
}

/// Hears a `PreviewScrollHost`.
@MainActor
public protocol PreviewScrollHostDelegate: AnyObject {
    /// The centred page changed and the strip has come to rest: once per settled change. `page` is the
    /// host's `currentIndex`: the page index (finite) or the banner's logical index (infinite). The
    /// first call comes when data is first set (the initial page); none while there are no pages.
    func previewScrollHost(_ host: PreviewScrollHost, didChangeCurrentPage page: Int)
    /// The infinite host's centred banner was clicked; `index` is its logical index, whichever
    /// recycled view drew it. (A finite host's pages take their own clicks.)
    func previewScrollHost(_ host: PreviewScrollHost, didSelectItemAt index: Int)
}

extension PreviewScrollHostDelegate {
    public func previewScrollHost(_ host: PreviewScrollHost, didChangeCurrentPage page: Int) {}
    public func previewScrollHost(_ host: PreviewScrollHost, didSelectItemAt index: Int) {}
}
