import Foundation
import ScrollKit

/// The two strips a `PreviewScrollHost` can show.
public enum PreviewScrollMode: Hashable, Sendable {
    /// Seed D as written: pages `0..<count` from a `PreviewScrollHostDataSource`, loaded lazily;
    /// the strip ends at both ends.
    case finite
    /// An endless strip of the `Banner`s given to `set(items:)`, drawn by exactly three recycled
    /// `BannerItemView`s (seed A's recycling behind seed D's previews).
    case infinite
}

/// Gives a finite-mode `PreviewScrollHost` its pages (seed D4: `itemCount`, `viewForItemAtIndex`).
@MainActor
public protocol PreviewScrollHostDataSource: AnyObject {
    /// How many pages there are (0 shows the empty state).
    func numberOfPages(in host: PreviewScrollHost) -> Int
    /// A view for page `index` (0..<count). Asked only when the page is about to be needed and is
    /// neither loaded nor cached; the host sizes it to the page minus `pageInsets` (D3).
    func view(forPage index: Int, in host: PreviewScrollHost) -> View
}

/// Hears a `PreviewScrollHost`.
@MainActor
public protocol PreviewScrollHostDelegate: AnyObject {
    /// The centred page changed and the strip has come to rest: once per settled change. `page` is the
    /// page index in finite mode and the logical item index (0..<items.count) in infinite mode. The
    /// first call comes when data is first set (the initial page); none while there are no pages.
    func previewScrollHost(_ host: PreviewScrollHost, didChangeCurrentPage page: Int)
    /// Infinite mode only: the centred banner was clicked; `index` is its logical index, whichever
    /// recycled view drew it.
    func previewScrollHost(_ host: PreviewScrollHost, didSelectItemAt index: Int)
}

extension PreviewScrollHostDelegate {
    public func previewScrollHost(_ host: PreviewScrollHost, didChangeCurrentPage page: Int) {}
    public func previewScrollHost(_ host: PreviewScrollHost, didSelectItemAt index: Int) {}
}
