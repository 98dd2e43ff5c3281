import Foundation

extension CarouselLayout {
    /// Seed D's layout: one item per page, each filling the preview host's scroll view with no inset
    /// and no spacing (the host's `pageInsets` make the spacing inside each page, D3), corners 8,
    /// centred, paging by item. Its snaps are whole scroll views apart, so the scroll view pages
    /// natively by its bounds, as in the seed. The default of `FinitePreviewScrollHost` and
    /// `InfinitePreviewScrollHost`.
    public static let previewPages = CarouselLayout(inset: 0, spacing: 0, cornerRadius: 8, itemLength: .fill)
}
