// The example of the DocC article "Shelves": the code below, from its first import on, is what the
// article shows (ShelvesDocumentationTests checks it, and runs it).

import Carousels
import Foundation
import ScrollKit

/// A streaming app's home screen: one row per genre, each row its own technique and layout.
@MainActor func makeHomeScreen(frame: CGRect, genres: [(name: String, banners: [Banner])]) -> CarouselShelves {
    let shelves = CarouselShelves(axis: .vertical, frame: frame)
    shelves.rowLength = 180 // each carousel's height, points
    shelves.titleLength = 36 // the title strip above it
    shelves.rowSpacing = 24
    shelves.setRows(
        genres.enumerated().map { index, genre in
            // The first row a hero strip, one banner centred; the others posters, 4.5 in view.
            let row: any InspectableCarousel & View =
                index == 0
                ? RecyclingCarousel()
                : FiniteStrip(layout: CarouselLayout(itemLength: .itemsPerView(4.5), alignment: .start), paging: false)
            row.set(items: genre.banners)
            return CarouselShelf(title: genre.name, carousel: row)
        })
    return shelves
}
