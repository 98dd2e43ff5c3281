// README's "Layouts" example and the DocC article's, compiled and run with the tests
// (LayoutDocumentationTests) so they cannot drift from the public API. Keep them identical to the blocks.
import Carousels
import Foundation
import ScrollKit

/// A poster shelf: three posters in view, the first at the start, a key or a flick turns a view.
@MainActor func addPosterShelf(to page: View, posters: [Banner]) -> any Carousel & View {
    let shelf: any Carousel & View = FiniteStrip(frame: page.bounds, paging: true)
    shelf.layout = CarouselLayout(itemLength: .itemsPerView(3), alignment: .start, pageBy: .view, contain: .trim)
    shelf.set(items: posters)
    page.addSubview(shelf)
    return shelf
}

/// An endless row of products of their own widths (points), each centred in turn.
@MainActor func addProductRow(to page: View, products: [Banner], widths: [CGFloat]) -> any Carousel & View {
    let row: any Carousel & View = RecyclingCarousel(frame: page.bounds)
    row.layout = CarouselLayout(spacing: 12, itemLength: .fixed(200))
    row.itemLengths = widths // items past the end take the layout's 200 points
    row.set(items: products)
    page.addSubview(row)
    return row
}
