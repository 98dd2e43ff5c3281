import Foundation

extension CarouselLayout {
    /// Seed D's layout: one item per page, the article's 210 × 280 view on a 240 × 320 page. Filling
    /// items inset 15 points at the ends with 30 points between them, so an item and one spacing make
    /// exactly one scroll view and it pages natively by its bounds, as in the seed; 20 points from the
    /// edges across (`crossInset`); corners 8, centred, paging by item. The default of
    /// `FinitePreviewScrollHost` and `InfinitePreviewScrollHost`.
    public static let previewPages = CarouselLayout(
        inset: 15, spacing: 30, cornerRadius: 8, itemLength: .fill, crossInset: 20)
}
