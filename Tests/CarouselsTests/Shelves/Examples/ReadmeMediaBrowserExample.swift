// The README's media browser example: the code below, from its first import on, is what the README
// shows (MediaBrowserDocumentationTests checks it, and runs it).

import Carousels
import Foundation
import ScrollKit

/// A streaming app's home screen on a kiosk: rows of posters with a TV focus (arrows, the d-pad,
/// Enter, the gamepad's A), back to the first poster after a minute without input.
@MainActor final class HomeScreen: CarouselShelvesDelegate {
    let shelves: CarouselShelves
    let attractor: CarouselAttractor
    private(set) var opened: [(row: Int, item: Int)] = []

    init(frame: CGRect, rows: [(title: String, posters: [Banner])]) {
        shelves = CarouselShelves(axis: .vertical, frame: frame)
        shelves.setRows(
            rows.map { row in
                let strip = FiniteStrip(
                    layout: CarouselLayout(itemLength: .itemsPerView(4.5), alignment: .start), paging: false)
                strip.clicksSelect = true // a click opens the poster under it
                strip.set(items: row.posters)
                return CarouselShelf(title: row.title, carousel: strip)
            })
        attractor = CarouselAttractor(idleTimeout: 60, carousels: shelves.rows.map { $0.carousel })
        attractor.onAttract = { [unowned shelves] in shelves.focus(row: 0, item: 0, cause: .attract) }
        shelves.focusDelegate = self
    }

    /// Your loop hands every event here: the one that wakes the kiosk is swallowed.
    func handle(_ event: InputEvent, in root: WindowRoot) {
        if attractor.admit(event) { root.handle(event) }
    }

    /// Your loop calls it every pass with its frame time, seconds.
    func update(now: Timestamp) { attractor.update(now: now) }

    func shelves(_ shelves: CarouselShelves, didSelect item: Int, inRow row: Int, cause: ScrollCause) {
        opened.append((row, item))
    }
}

/// A store page: the main carousel above a strip of its thumbnails, linked both ways.
@MainActor func linkThumbnails(main: RecyclingCarousel, strip: FiniteStrip, products: [Banner]) throws -> CarouselLink {
    main.set(items: products)
    strip.setItems(count: products.count, cells: .thumbnails(products))
    return try CarouselLink(main: main, thumbnails: strip) // the counts must match; keep the link
}
