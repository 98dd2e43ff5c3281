import Foundation
import ScrollKit

/// One row of a `CarouselShelves`: an optional title shown above it and the carousel that is the row.
///
/// Each row is its own technique with its own items, layout and delegate; the shelves only place it
/// (and set its `flow` axis across the column, keeping its direction). The title is a plain `Label`,
/// styled by the caller.
@MainActor
public struct CarouselShelf {
    /// The title shown above the row, in the row's title strip (`CarouselShelves.titleLength` points);
    /// nil for a row without one (the strip then stays empty, so every row has the same pitch).
    public var title: Label?
    /// The carousel that is the row: any technique (`RecyclingCarousel`, `FiniteStrip`, …).
    public var carousel: any InspectableCarousel & View

    /// A row showing `carousel` under `title` (nil: no title).
    public init(title: Label? = nil, carousel: any InspectableCarousel & View) {
        self.title = title
        self.carousel = carousel
    }

    /// A row showing `carousel` under a title reading `title`, in a bold 20 pt white label.
    public init(title: String, carousel: any InspectableCarousel & View) {
        self.init(title: Label(text: title, font: Font(size: 20, weight: .bold)), carousel: carousel)
    }
}
