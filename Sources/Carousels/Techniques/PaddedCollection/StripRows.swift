import Foundation

/// How a `StripCollectionView` sizes and places its rows along the main axis: as consecutive
/// occurrences of an endless strip of `itemCount` items laid out by `layout` and `itemLengths`
/// (`CarouselGeometry`), row r being occurrence `firstOccurrence + r`, row 0 starting at logical
/// position 0. Each row is its occurrence's length, the layout's spacing after it (the seam between
/// the last item and the first included), so a collection of padded copies (seed C) places every
/// copy exactly where the data's own row would be one period on.
///
/// The default is one item of `CarouselLayout.tiles` repeating: equal rows 280 points long, 12 apart.
public struct StripRows: Hashable, Sendable {
    /// How the rows' items are sized and spaced (alignment and paging do not move rows).
    public var layout: CarouselLayout
    /// Each item's own length along the main axis, in points, by item index (nil, or past the end:
    /// the layout's item length), repeating every `itemCount` rows.
    public var itemLengths: [CGFloat?]
    /// How many items one cycle of rows has (1 or more): row r takes item `(firstOccurrence + r) mod
    /// itemCount`'s length.
    public var itemCount: Int
    /// The occurrence row 0 is.
    public var firstOccurrence: Int

    /// Rows of `itemCount` items (at least 1) laid out by `layout` and `itemLengths`, row 0 being
    /// occurrence `firstOccurrence`.
    public init(
        layout: CarouselLayout = .tiles, itemLengths: [CGFloat?] = [], itemCount: Int = 1, firstOccurrence: Int = 0
    ) {
        self.layout = layout
        self.itemLengths = itemLengths
        self.itemCount = max(1, itemCount)
        self.firstOccurrence = firstOccurrence
    }

    /// The geometry the rows are occurrences of, for a view `viewportLength` points long (items per
    /// view are measured against it). O(1), O(n) with item lengths.
    public func geometry(viewportLength: CGFloat) -> CarouselGeometry {
        CarouselGeometry(
            layout: layout, count: max(1, itemCount), viewportLength: viewportLength, lengths: itemLengths, isEndless: true)
    }
}
